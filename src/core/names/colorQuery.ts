/**
 * A colour typed or pasted where a colour is searched (the header's search, the mobile search overlay, the picker):
 * any CSS colour (`tomato`, `rgb(58 123 213)`, `hsl(…)`, `oklch(…)`, `color(display-p3 …)`, `#3a7bd580`, a hex code
 * with or without `#`), a traditional Japanese colour by its kanji, kana or romaji (桜色, さくらいろ, sakura-iro), or
 * a name from the colour-name list (Cornflower Blue). CSS is read by culori (../import/colorValue.ts), never by a
 * grammar of our own; a colour past sRGB is gamut-mapped (CSS Color 4) and flagged, like an import.
 */
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import { isNamedColor, readColor } from '../import/colorValue.ts';
import type { ColorNameTable } from './colorNames.ts';
import { japaneseNameMatch, type JapaneseColorTable } from './japaneseColors.ts';

/**
 * Where a query's colour comes from: a hex code, any other CSS colour, a CSS named colour ('tomato'), a traditional
 * colour, the colour-name list.
 */
export type ColorQuerySource = 'hex' | 'css' | 'cssName' | 'japanese' | 'name';

/** One colour a query finds. */
export type ColorQueryMatch = {
  readonly code: string;
  readonly source: ColorQuerySource;
  /** What the query was read as: the CSS text as typed, a CSS name in lower case, a traditional colour's kanji, a listed name. */
  readonly label: string;
  /** A traditional colour's romaji and English gloss, else null. */
  readonly detail: string | null;
  /** A CSS colour outside sRGB, brought in by gamut mapping. */
  readonly mapped: boolean;
  /** A CSS colour with transparency: its alpha is dropped. */
  readonly alphaDropped: boolean;
  /** A CSS colour that its code cannot say (outside sRGB, translucent, between 8-bit steps): its exact text (core/exact). */
  readonly exact?: string;
};

/**
 * What a query finds: nothing asked (empty), the colours it names, best first (the first is what Enter opens;
 * `whole` says whether the query names it whole rather than in part), or nothing readable.
 */
export type ColorQueryResult =
  | { readonly status: 'empty' }
  | { readonly status: 'found'; readonly whole: boolean; readonly matches: readonly ColorQueryMatch[]; readonly total: number }
  | { readonly status: 'unreadable' };

/** The most colours a query lists. */
export const COLOR_QUERY_LIMIT = 6;

/** The lists a query searches by name; either may be absent (then it is not searched). */
export type ColorQueryData = { readonly japanese?: JapaneseColorTable | null; readonly names?: ColorNameTable | null };

/** Returns a name folded for comparison: lower case, spaces, hyphens and apostrophes removed. */
function nameKey(text: string): string {
  return text.toLowerCase().replace(/[\s\-'’]/g, '');
}

/**
 * Returns what a typed text names. A whole reading comes first: a hex code, any CSS colour (a CSS name as itself, then
 * any listed colour of that name with another code), a traditional colour named whole, a listed name named whole (case,
 * spaces and hyphens ignored); then the colours it names in part (traditional colours, then listed names beginning
 * with it, then containing it), up to COLOR_QUERY_LIMIT.
 */
export function queryColor(text: string, data: ColorQueryData = {}): ColorQueryResult {
  const query = text.trim().normalize('NFC');
  if (query === '') return { status: 'empty' };
  const hex = tryNormalizeColorCode(query);
  if (hex) return found(true, [{ code: hex, source: 'hex', label: hex, detail: null, mapped: false, alphaDropped: false }]);
  const css = readColor(query);
  if (css && isNamedColor(query)) {
    // A CSS name is that colour, named so (not by its nearest listed name); a listed colour of the same name but
    // another code follows it.
    const name = query.toLowerCase();
    const key = nameKey(query);
    const listed = (data.names?.entries ?? []).filter((entry) => entry.code !== css.code && nameKey(entry.name) === key);
    return found(true, [
      { code: css.code, source: 'cssName', label: name, detail: null, mapped: false, alphaDropped: false },
      ...listed.map((entry) => nameMatch(entry.name, entry.code)),
    ]);
  }
  if (css) {
    const match: ColorQueryMatch = { code: css.code, source: 'css', label: query, detail: null, mapped: css.mapped, alphaDropped: css.alphaDropped };
    return found(true, [css.exact === undefined ? match : { ...match, exact: css.exact }]);
  }

  const whole: ColorQueryMatch[] = [];
  const part: ColorQueryMatch[] = [];
  for (const entry of data.japanese?.entries ?? []) {
    const how = japaneseNameMatch(entry, query);
    if (how === null) continue;
    const match: ColorQueryMatch = { code: entry.code, source: 'japanese', label: entry.kanji, detail: `${entry.romaji} · ${entry.english}`, mapped: false, alphaDropped: false };
    (how === 'whole' ? whole : part).push(match);
  }
  const key = nameKey(query);
  if (key !== '') {
    const starts: ColorQueryMatch[] = [];
    const contains: ColorQueryMatch[] = [];
    for (const entry of data.names?.entries ?? []) {
      const name = nameKey(entry.name);
      const match = nameMatch(entry.name, entry.code);
      if (name === key) whole.push(match);
      else if (name.startsWith(key)) starts.push(match);
      else if (name.includes(key)) contains.push(match);
    }
    part.push(...starts, ...contains);
  }
  if (whole.length === 0 && part.length === 0) return { status: 'unreadable' };
  return found(whole.length > 0, [...whole, ...part]);
}

/**
 * Returns the colour a text names whole (a hex code, a CSS colour, a traditional or listed name named whole), best
 * first as `queryColor` orders it, or null when it names none whole: what a colour field commits on Enter.
 */
export function wholeColor(text: string, data: ColorQueryData = {}): ColorQueryMatch | null {
  const result = queryColor(text, data);
  return result.status === 'found' && result.whole ? result.matches[0] : null;
}

/** Returns the match of a name from the colour-name list. */
function nameMatch(name: string, code: string): ColorQueryMatch {
  return { code, source: 'name', label: name, detail: null, mapped: false, alphaDropped: false };
}

/** Returns a found result of up to COLOR_QUERY_LIMIT matches, one per code and label, and how many there are in all. */
function found(whole: boolean, matches: readonly ColorQueryMatch[]): ColorQueryResult {
  const seen = new Set<string>();
  const kept: ColorQueryMatch[] = [];
  for (const match of matches) {
    const id = `${match.code} ${match.label}`;
    if (seen.has(id)) continue;
    seen.add(id);
    if (kept.length < COLOR_QUERY_LIMIT) kept.push(match);
  }
  return { status: 'found', whole, matches: kept, total: seen.size };
}
