/**
 * GIMP / Inkscape palettes (.gpl): the 'GIMP Palette' header, optional 'Name:' (the title) and 'Columns:' lines,
 * '#' comments, then one colour a line: red, green and blue bytes and an optional name.
 * Format: https://developer.gimp.org/core/standards/gpl/
 */
import type { ImportResult } from './importTypes.ts';
import { cleanName, importedColor, textLines, unreadableText } from './importedColor.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';

/** Returns whether a text is a .gpl (its first line is the header). */
export function isGpl(text: string): boolean {
  return /^\uFEFF?\s*GIMP Palette\s*$/m.test(text.slice(0, 200).split(/\r\n?|\n/).find((l) => l.trim() !== '') ?? '');
}

/** One colour line: three bytes, then the name after white space. */
const COLOR_LINE = /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})(?:\s+(.*))?$/;

/** Returns the colours of a .gpl text; lines that are neither a colour nor a header or comment are unreadable. */
export function parseGpl(text: string): ImportResult {
  const result: ImportResult = { format: 'gpl', title: null, colors: [], unreadable: [] };
  textLines(text).forEach((line, i) => {
    const trimmed = line.trim();
    if (i === 0 || trimmed === '' || trimmed.startsWith('#') || /^GIMP Palette$/i.test(trimmed)) return;
    const header = /^(Name|Columns):\s*(.*)$/i.exec(trimmed);
    if (header) {
      if (header[1].toLowerCase() === 'name' && result.title === null) result.title = cleanName(header[2]);
      return;
    }
    const m = COLOR_LINE.exec(line);
    const bytes = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [];
    if (!m || bytes.some((b) => b > 255)) {
      result.unreadable.push({ line: i + 1, text: unreadableText(line) });
      return;
    }
    const code = bytesToHex(bytes[0], bytes[1], bytes[2]);
    const color = importedColor(code, m[4]?.trim() ?? null, i + 1);
    if (!color) return;
    color.source = `${m[1]} ${m[2]} ${m[3]}`;
    result.colors.push(color);
  });
  return result;
}
