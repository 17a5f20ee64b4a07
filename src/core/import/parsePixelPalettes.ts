/**
 * The palette files of pixel-art and paint programs: JASC / Paint Shop Pro `.pal` (also Aseprite's and
 * Lospec's), Paint.NET `.txt` and Sketch's `.sketchpalette`. Lospec's `.hex` (one code a line, no '#') is a plain
 * list (parseList.ts). None carries colour names.
 *  - JASC-PAL: the header, the version `0100`, the count, then one colour a line as red, green and blue bytes.
 *    https://liero.nl/lierohack/docformats/other-jasc.html
 *  - Paint.NET: `;` comment lines, then one colour a line as AARRGGBB hex (alpha first), at most 96 colours.
 *    https://www.getpaint.net/doc/latest/WorkingWithPalettes.html
 *  - Sketch Palettes plugin: `{ "compatibleVersion": "2.0", "pluginVersion": …, "colors": [{ "red", "green", "blue",
 *    "alpha" }] }`, channels 0–1 (version 1.4 files give `colors` as hex strings instead).
 *    https://github.com/andrewfiorillo/sketch-palettes
 */
import type { ImportResult } from './importTypes.ts';
import { cleanName, importedColor, textLines, unreadableText } from './importedColor.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';

/** Returns whether a text is a JASC palette (its first non-empty line is the header). */
export function isJasc(text: string): boolean {
  return (textLines(text.slice(0, 200)).find((line) => line.trim() !== '') ?? '').trim() === 'JASC-PAL';
}

/** Returns the colours of a JASC palette; the version and count lines are headers, anything else unreadable. */
export function parseJasc(text: string): ImportResult {
  const result: ImportResult = { format: 'jasc', title: null, colors: [], unreadable: [] };
  let headers = 0;
  textLines(text).forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    // The header, the version and the count: the first three lines that are not empty.
    if (headers < 3) {
      headers++;
      return;
    }
    const m = /^(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})(?:\s+\d{1,3})?$/.exec(trimmed);
    const bytes = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [];
    if (!m || bytes.some((b) => b > 255)) {
      result.unreadable.push({ line: i + 1, text: unreadableText(line) });
      return;
    }
    const color = importedColor(bytesToHex(bytes[0], bytes[1], bytes[2]), null, i + 1);
    if (!color) return;
    color.source = trimmed;
    result.colors.push(color);
  });
  return result;
}

const PAINT_NET_COLOR = /^[0-9a-f]{8}$/i;

/**
 * Returns whether a text is a Paint.NET palette: its signature comment, or `;` comments and colour lines only, the
 * colours all AARRGGBB (eight hex digits, which a plain list would read as RRGGBBAA).
 */
export function isPaintNet(text: string): boolean {
  const lines = textLines(text).map((line) => line.trim()).filter(Boolean);
  if (lines.some((line) => /^;\s*paint\.net palette file/i.test(line))) return true;
  const colors = lines.filter((line) => !line.startsWith(';'));
  return colors.length > 0 && colors.length < lines.length && colors.every((line) => PAINT_NET_COLOR.test(line));
}

/**
 * Returns the colours of a Paint.NET palette (alpha dropped, as everywhere: a palette colour is opaque), and its name
 * from a `;Palette Name:` comment (as Irodori writes it) as the title.
 */
export function parsePaintNet(text: string): ImportResult {
  const result: ImportResult = { format: 'paintnet', title: null, colors: [], unreadable: [] };
  textLines(text).forEach((line, i) => {
    const trimmed = line.trim();
    const named = /^;\s*Palette Name:\s*(.*)$/i.exec(trimmed);
    if (named && result.title === null) result.title = cleanName(named[1]);
    if (trimmed === '' || trimmed.startsWith(';')) return;
    if (!PAINT_NET_COLOR.test(trimmed)) {
      result.unreadable.push({ line: i + 1, text: unreadableText(line) });
      return;
    }
    const color = importedColor(`#${trimmed.slice(2)}${trimmed.slice(0, 2)}`, null, i + 1);
    if (!color) return;
    color.source = trimmed;
    result.colors.push(color);
  });
  return result;
}

/** Returns whether parsed JSON is a Sketch palette: an object with `compatibleVersion` and a `colors` array. */
export function isSketchPalette(value: unknown): value is { colors: unknown[] } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'compatibleVersion' in value && Array.isArray((value as { colors?: unknown }).colors);
}

/** Returns the colours of a Sketch palette: channel objects (0–1) or hex strings; anything else is unreadable. */
export function parseSketchPalette(value: { colors: unknown[] }): ImportResult {
  const result: ImportResult = { format: 'sketch', title: null, colors: [], unreadable: [] };
  const byte = (channel: unknown) => (typeof channel === 'number' && channel >= 0 && channel <= 1 ? Math.round(channel * 255) : null);
  value.colors.forEach((entry, i) => {
    let source: string | null = null;
    if (typeof entry === 'string') source = entry;
    else if (typeof entry === 'object' && entry !== null) {
      const { red, green, blue } = entry as Record<string, unknown>;
      const [r, g, b] = [byte(red), byte(green), byte(blue)];
      if (r !== null && g !== null && b !== null) source = bytesToHex(r, g, b);
    }
    const color = source === null ? null : importedColor(source, null, i + 1);
    if (color) result.colors.push(color);
    else result.unreadable.push({ line: i + 1, text: unreadableText(JSON.stringify(entry) ?? String(entry)) });
  });
  return result;
}
