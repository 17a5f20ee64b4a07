/**
 * An Xcode asset catalog's colour set: the `Contents.json` of a `Name.colorset` folder, `{ info, colors: [{ idiom,
 * appearances?, display-gamut?, color: { color-space, components } }] }`. Each entry is one variant of the colour
 * (Any, Dark, High Contrast…), named by its variants: "Blue50 (dark)" when the set's name is known (the folder
 * `Blue50.colorset` in the file's name), else "dark"; a set of one colour is named by the set alone.
 *
 * Components are strings as Xcode writes them in its three input methods, or numbers: "0.459" (floating point 0–1),
 * "117" (8-bit, 0–255) and "0x75" (8-bit hex); a number is floating point, as Apple's reference gives it. Colour
 * spaces: `srgb`, `extended-srgb` (may go past 0–1), `display-p3` (kept as `color(display-p3 …)`), `extended-linear-srgb`,
 * and `gray-gamma-2.2` / `extended-gray` with one `white` component. A system colour (`platform` + `reference`), another
 * space or a component in any other form is listed as written: never guessed.
 * Format: https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html
 */
import type { Color } from 'culori/fn';
import { isRecord } from '../code/json.ts';
import type { ImportResult } from './importTypes.ts';
import { cleanName, importedFromColor, unreadableText } from './importedColor.ts';

type Json = Record<string, unknown>;

/** Returns whether parsed JSON is a colour set's Contents.json: `info` and `colors` entries holding a `color`. */
export function isColorset(value: unknown): value is Json {
  return isRecord(value) && isRecord(value.info) && Array.isArray(value.colors) && value.colors.some((entry) => isRecord(entry) && isRecord(entry.color));
}

/** Returns the name of a colour set from a file's name or path ('Blue50.colorset/Contents.json' → 'Blue50'), or null. */
export function colorsetName(fileName: string | undefined): string | null {
  const match = fileName ? /(?:^|[/\\])([^/\\]+?)\.colorset(?:[/\\-]|$)/i.exec(fileName) : null;
  return match ? cleanName(match[1]) : null;
}

/** Returns a colour component as a number: floating point "0.459" or a number, 8-bit "117", 8-bit hex "0x75"; else null. */
function component(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^0x[0-9a-f]{1,2}$/i.test(text)) return Number.parseInt(text.slice(2), 16) / 255;
  if (/^\d+$/.test(text)) return Number(text) <= 255 ? Number(text) / 255 : null;
  if (/^[+-]?(?:\d+\.\d*|\.\d+)$/.test(text)) return Number(text);
  return null;
}

/** Returns alpha: floating point 0–1 (a number, "0.500", or "0" / "1"), or 8-bit hex "0x80"; else null. */
function alphaOf(value: unknown): number | null {
  if (value === undefined) return 1;
  const text = typeof value === 'string' ? value.trim() : value;
  const alpha = text === '0' || text === '1' ? Number(text) : typeof text === 'string' && /^\d+$/.test(text) ? null : component(text);
  return alpha !== null && alpha >= 0 && alpha <= 1 ? alpha : null;
}

/** Gray Gamma 2.2: its white component to linear light. */
const grayToLinear = (white: number) => Math.sign(white) * Math.abs(white) ** 2.2;

/** The colour of a `color` object, or null when it is not one this reader can say exactly. */
function colorOf(color: Json): Color | null {
  const space = typeof color['color-space'] === 'string' ? color['color-space'].toLowerCase() : null;
  const parts = isRecord(color.components) ? color.components : null;
  if (space === null || parts === null) return null;
  const alpha = alphaOf(parts.alpha);
  if (alpha === null) return null;
  if (space === 'gray-gamma-2.2' || space === 'extended-gray') {
    const white = component(parts.white);
    if (white === null || (space === 'gray-gamma-2.2' && (white < 0 || white > 1))) return null;
    const linear = grayToLinear(white);
    return { mode: 'lrgb', r: linear, g: linear, b: linear, alpha };
  }
  const [r, g, b] = [parts.red, parts.green, parts.blue].map(component);
  if (r === null || g === null || b === null) return null;
  const inRange = [r, g, b].every((c) => c >= 0 && c <= 1);
  if (space === 'srgb' && inRange) return { mode: 'rgb', r, g, b, alpha };
  if (space === 'display-p3' && inRange) return { mode: 'p3', r, g, b, alpha };
  if (space === 'extended-srgb') return { mode: 'rgb', r, g, b, alpha };
  if (space === 'extended-linear-srgb') return { mode: 'lrgb', r, g, b, alpha };
  return null;
}

/** Returns an entry's variants as words ('dark', 'high contrast', 'iphone', 'display-P3'), in Xcode's order. */
function variantOf(entry: Json): string[] {
  const words: string[] = [];
  if (Array.isArray(entry.appearances)) {
    for (const appearance of entry.appearances) {
      if (!isRecord(appearance) || typeof appearance.value !== 'string') continue;
      words.push(appearance.appearance === 'contrast' ? `${appearance.value} contrast` : appearance.value);
    }
  }
  if (typeof entry.idiom === 'string' && entry.idiom !== 'universal') words.push(entry.idiom);
  if (typeof entry['display-gamut'] === 'string') words.push(entry['display-gamut']);
  return words;
}

/** Returns a component as written, for the preview ("117", 0.5). */
const written = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value));

/** Returns the colours of a colour set's Contents.json; `fileName`, when given, may name the set. */
export function parseColorset(file: Json, fileName?: string): ImportResult {
  const setName = colorsetName(fileName);
  const result: ImportResult = { format: 'colorset', title: setName, colors: [], unreadable: [] };
  const entries = (file.colors as unknown[]).filter(isRecord);
  entries.forEach((entry, index) => {
    const line = index + 1;
    const variant = variantOf(entry).join(', ');
    // The set's name with the variant in brackets ("Blue50 (dark)"); without it, the variant alone ('any' for the plain one).
    const name = setName !== null ? (variant ? `${setName} (${variant})` : setName) : variant || (entries.length > 1 ? 'any' : null);
    const color = isRecord(entry.color) ? colorOf(entry.color) : null;
    if (!color || !isRecord(entry.color)) {
      result.unreadable.push({ line, text: unreadableText(`${variant || 'any'}: ${JSON.stringify(entry.color ?? entry)}`) });
      return;
    }
    const parts = entry.color.components as Json;
    const values = 'white' in parts ? [parts.white] : [parts.red, parts.green, parts.blue];
    const source = `${String(entry.color['color-space'])} ${values.map(written).join(' ')}${parts.alpha === undefined ? '' : ` / ${written(parts.alpha)}`}`;
    result.colors.push(importedFromColor(color, source, name, line));
  });
  return result;
}
