/**
 * Small shared pieces of the parsers: an ImportedColor from a colour value, the lines of a text, names.
 */
import type { Color } from 'culori/fn';
import { colorToValue, readColor } from './colorValue.ts';
import type { ImportedColor } from './importTypes.ts';

/** The longest name kept from a source, in characters (longer ones are cut). */
export const IMPORT_NAME_MAX = 1000;

/** Returns a name cleaned for display: one line, trimmed, at most IMPORT_NAME_MAX characters; null when empty. */
export function cleanName(name: string | null | undefined): string | null {
  if (!name) return null;
  const clean = (/[\x00-\x1f\x7f-\x9f]/.test(name) ? name.replace(/\p{Cc}+/gu, ' ') : name).trim(); // eslint-disable-line no-control-regex
  if (clean === '') return null;
  return clean.length <= IMPORT_NAME_MAX ? clean : Array.from(clean).slice(0, IMPORT_NAME_MAX).join('');
}

/** Returns the imported colour of a value as written, or null when it is not a colour. */
export function importedColor(source: string, name: string | null, line: number): ImportedColor | null {
  const value = readColor(source);
  // built field by field: an object spread here cost several times the colour's parse
  if (!value) return null;
  const color: ImportedColor = { code: value.code, name: cleanName(name), line, source: source.trim(), mapped: value.mapped, alphaDropped: value.alphaDropped };
  if (value.exact !== undefined) color.exact = value.exact;
  return color;
}

/** Returns the imported colour of a colour culori already holds (a binary swatch, a token's components). */
export function importedFromColor(color: Color, source: string, name: string | null, line: number): ImportedColor {
  const value = colorToValue(color);
  const imported: ImportedColor = { code: value.code, name: cleanName(name), line, source, mapped: value.mapped, alphaDropped: value.alphaDropped };
  if (value.exact !== undefined) imported.exact = value.exact;
  return imported;
}

/** Returns the lines of a text (split at \n, \r\n or \r). */
export function textLines(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

/** Returns a line as listed among the unreadable ones: trimmed and at most 200 characters. */
export function unreadableText(line: string): string {
  const text = line.trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Returns a function giving the 1-based line of a position in `text` (a binary search over the line starts). */
export function lineLocator(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
