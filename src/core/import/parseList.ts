/**
 * Plain lists: hex codes with any separators (spaces, commas, new lines, hyphens as in share links), with or
 * without '#', and any CSS Color 4 colour. Bare 3- and 4-digit codes count only on a line of nothing but codes
 * ('add bad face'), so words of prose are not read as colours; a line with one colour and other words names
 * it with the words ('Brand red: #d62828'). Given the traditional colours' table, a line of nothing but
 * traditional Japanese names (桜色, さくらいろ, sakura-iro; several separated by commas, 、 or spaces) gives those
 * colours, each named by its kanji, as the search reads them (core/names/colorQuery.ts). A non-empty line with no
 * colour is listed as unreadable.
 */
import type { ImportedColor, UnreadableLine } from './importTypes.ts';
import { importedColor, textLines, unreadableText } from './importedColor.ts';
import { isNamedColor } from './colorValue.ts';
import { findColorTokens, isHexOnlyLine, withoutTokens, type ColorToken } from './scanColors.ts';
import { tailwindClassColors, type TailwindPalette } from './tailwindClasses.ts';
import { japaneseNameMatch, type JapaneseColorTable } from '../names/japaneseColors.ts';

/** What a list gave. */
export type ListResult = { colors: ImportedColor[]; unreadable: UnreadableLine[] };

/** A line's leading bullet or number ('- ', '* ', '• ', '3. ', '3) '). */
const BULLET = /^\s*(?:[-*•·]|\d{1,4}[.)])\s+/;
/** Punctuation around a colour's name ('Brand red: #d62828;', '"red" = …'). */
const NAME_PUNCTUATION = /[:=,;"'`()[\]{}<>|]+/g;
/** A label then one named colour ('Background: white'). */
const LABELLED_NAMED = /^(.*?)[:=]\s*([a-z]+)\s*[;,]?\s*$/i;

/** Returns the named-colour tokens that count: all when the line holds only named colours, or the value of a 'label: name' line. */
function countedNamed(line: string, tokens: readonly ColorToken[]): ColorToken[] {
  const named = tokens.filter((t) => /^[a-z]+$/i.test(t.source) && isNamedColor(t.source));
  if (named.length === 0 || named.length < tokens.length) return []; // beside a code, the words are its name
  const rest = withoutTokens(line, tokens).replace(BULLET, '');
  if (/^[\s,;|/-]*$/.test(rest)) return named;
  const labelled = line.length <= 500 ? LABELLED_NAMED.exec(line) : null; // a lazy pattern: keep it to short lines
  if (labelled && isNamedColor(labelled[2])) return named.filter((t) => t.index === line.lastIndexOf(labelled[2]));
  return [];
}

/** Returns the words left on a line around its one colour, as its name, or null. */
function lineName(line: string, token: ColorToken): string | null {
  const words = withoutTokens(line, [token]).replace(BULLET, '').replace(NAME_PUNCTUATION, ' ').replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(words) ? words : null;
}

/**
 * Returns the colours of one line of a list (line numbers 1-based). With Tailwind's palette, a line of utility
 * classes gives their colours, named as Tailwind names them ('sky-500').
 */
export function parseListLine(line: string, lineNumber: number, tailwind?: TailwindPalette): ImportedColor[] {
  const utilities = tailwind ? tailwindClassColors(line, tailwind) : [];
  if (utilities.length > 0) {
    const colors: ImportedColor[] = [];
    for (const utility of utilities) {
      const color = importedColor(utility.value, utility.name, lineNumber);
      if (!color) continue;
      color.source = utility.source;
      colors.push(color);
    }
    // Codes written beside the classes, in their place.
    const others = parseListLine(withoutTokens(line, utilities), lineNumber).filter((color) => /^#|\(/.test(color.source));
    return [...colors, ...others];
  }
  const hexOnly = isHexOnlyLine(line);
  const all = findColorTokens(line, { bareHex: hexOnly ? 'any' : 'long', named: !hexOnly });
  const named = new Set(countedNamed(line, all));
  const tokens = all.filter((t) => named.has(t) || !(/^[a-z]+$/i.test(t.source) && isNamedColor(t.source)));
  const colors: ImportedColor[] = [];
  for (const token of tokens) {
    const source = /^[0-9a-f]+$/i.test(token.source) ? `#${token.source}` : token.source;
    const color = importedColor(source, null, lineNumber);
    if (!color) continue;
    color.source = token.source; // as written: without the '#' added to a bare code
    colors.push(color);
  }
  if (colors.length === 1 && !hexOnly) {
    const name = lineName(line, tokens.find((t) => t.source === colors[0].source) ?? tokens[0]);
    colors[0].name = name;
  }
  return colors;
}

/** Separators between traditional names on one line: commas (Latin, Japanese, full-width), semicolons, bars, slashes. */
const NAME_SEPARATORS = /[,、，;；|/]+/;

/** Returns the traditional colour a text names whole (kanji, kana or romaji, as the search reads it), or null. */
function japaneseColorNamed(text: string, table: JapaneseColorTable): ImportedColor | null {
  const entry = table.entries.find((candidate) => japaneseNameMatch(candidate, text) === 'whole');
  const color = entry ? importedColor(entry.code, entry.kanji, 0) : null;
  if (color) color.source = text.trim();
  return color;
}

/**
 * Returns the traditional colours of a line that holds nothing else (line numbers 1-based): the line whole ('sakura
 * iro'), or each of its parts between separators, or between spaces ('桜色、藍色', '桜色 藍色'); none when any part is not one.
 */
export function japaneseListLine(line: string, lineNumber: number, table: JapaneseColorTable): ImportedColor[] {
  const text = line.replace(BULLET, '').trim();
  if (text === '' || text.length > 200) return [];
  const readAll = (parts: readonly string[]) => {
    const colors = parts.map((part) => japaneseColorNamed(part, table));
    return colors.every((color) => color !== null) ? colors : null;
  };
  const parts = text.split(NAME_SEPARATORS).map((part) => part.trim()).filter((part) => part !== '');
  const colors = readAll([text]) ?? readAll(parts) ?? readAll(parts.flatMap((part) => part.split(/\s+/))) ?? [];
  for (const color of colors) color.line = lineNumber;
  return colors;
}

/**
 * Returns the colours of a plain list and the non-empty lines that held none. With the traditional colours' table,
 * a line of traditional names that holds no other colour gives their colours (see `japaneseListLine`).
 */
export function parseList(text: string, firstLine = 1, tailwind?: TailwindPalette, japanese?: JapaneseColorTable | null): ListResult {
  const colors: ImportedColor[] = [];
  const unreadable: UnreadableLine[] = [];
  textLines(text).forEach((line, i) => {
    if (line.trim() === '') return;
    let found = parseListLine(line, firstLine + i, tailwind);
    if (found.length === 0 && japanese) found = japaneseListLine(line, firstLine + i, japanese);
    if (found.length === 0) unreadable.push({ line: firstLine + i, text: unreadableText(line) });
    else for (const color of found) colors.push(color); // not push(...): a line may hold 100,000
  });
  return { colors, unreadable };
}
