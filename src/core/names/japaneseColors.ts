/**
 * Japanese traditional colours (和色): the colours of Wikipedia's "Traditional colors of Japan"
 * (https://en.wikipedia.org/wiki/Traditional_colors_of_Japan, CC BY-SA 3.0) as shipped by
 * color-name-lists `lib/colors/japanese-traditional.json`, 227 of its 228 with a few corrections
 * (src/build/japaneseColorData.ts), kept in source order (the wasm engine returns indices into it),
 * each with a hiragana reading made at build time from its romaji.
 *
 * Like the colour names, the list is data: the build writes it once as a JSON file
 * (src/build/japaneseColorData.ts) that the pages load (src/engine/japaneseColors.ts). Here: its shape,
 * its parser, the nearest traditional colour (the same OKLab distance as the colour names, reported as
 * ΔE_OK on the usual ×100 scale), how close that is in words, and the search over the list.
 */
import { colorPhrase } from '../color/describe.ts';
import { nearestOklabEntry } from './nearestName.ts';
import { oklabTable, type OklabTable } from './oklabTable.ts';

/** A traditional colour: its name in kanji, Hepburn romaji as listed, English gloss, hiragana reading and '#rrggbb' code. */
export type JapaneseColor = {
  readonly kanji: string;
  readonly romaji: string;
  readonly english: string;
  readonly kana: string;
  readonly code: string;
};

/** The colours in source order with the OKLab coordinates of each, as the nearest-colour search reads them. */
export type JapaneseColorTable = OklabTable<JapaneseColor>;

/** Where the list comes from, stored with it (the licence asks for the attribution to travel with the data). */
export type JapaneseColorSource = { readonly source: string; readonly license: string; readonly attribution: string };

/** The list as stored: the source, then `[kanji, romaji, english, kana, 'rrggbb']` in source order. */
export type JapaneseColorList = JapaneseColorSource & {
  readonly colors: readonly (readonly [kanji: string, romaji: string, english: string, kana: string, hex: string])[];
};

/** The nearest traditional colour: its index in the table and ΔE = 100 × the Euclidean OKLab distance. */
export type JapaneseMatch = { readonly index: number; readonly deltaE: number };

/** How close a match is, in words (see `closeness`). */
export type Closeness = 'exact' | 'very-close' | 'close' | 'distant';

/**
 * Upper bounds (exclusive) of each closeness, in ΔE_OK ×100. 2 is the just-noticeable difference of
 * OKLab: CSS Color 4's gamut mapping takes a deltaEOK of 0.02 as "JND"
 * (https://www.w3.org/TR/css-color-4/#binsearch), and deltaEOK is this distance unscaled.
 */
export const CLOSENESS_LIMITS = { exact: 0.5, veryClose: 2, close: 5 } as const;

/** Returns the table of `entries`, each entry's OKLab computed on the first read (see `oklabTable`). */
export function japaneseColorTable(entries: readonly JapaneseColor[]): JapaneseColorTable {
  return oklabTable(entries);
}

/** Returns the stored form of `entries` with their source. */
export function toJapaneseColorList(entries: readonly JapaneseColor[], source: JapaneseColorSource): JapaneseColorList {
  return {
    source: source.source,
    license: source.license,
    attribution: source.attribution,
    colors: entries.map((entry) => [entry.kanji, entry.romaji, entry.english, entry.kana, entry.code.slice(1)] as const),
  };
}

/**
 * Returns the entries of a stored list (an object whose `colors` holds at least one
 * `[kanji, romaji, english, kana, 'rrggbb']`; kanji, romaji and kana non-empty).
 * @throws Error naming the first entry of another shape.
 */
export function parseJapaneseColorList(data: unknown): JapaneseColor[] {
  const colors = data !== null && typeof data === 'object' ? (data as { colors?: unknown }).colors : undefined;
  if (!Array.isArray(colors) || colors.length === 0) throw new Error('Japanese colours: expected an object with a non-empty colors array');
  return colors.map((item: unknown, index) => {
    if (!Array.isArray(item) || item.length !== 5 || !item.every((field) => typeof field === 'string')) {
      throw new Error(`Japanese colours: entry ${index} is not a [kanji, romaji, english, kana, hex] array of strings`);
    }
    const [kanji, romaji, english, kana, hex] = item as string[];
    if (kanji === '' || romaji === '' || kana === '' || !/^[0-9a-f]{6}$/.test(hex)) {
      throw new Error(`Japanese colours: entry ${index} is invalid: ${JSON.stringify(item)}`);
    }
    return { kanji, romaji, english, kana, code: `#${hex}` };
  });
}

/**
 * Returns the nearest traditional colour of a code (any accepted format; throws on invalid) in `table`.
 * The same search as `nearestName`: squared OKLab distance dL² + da² + db² in that order, strict `<`,
 * so an exact tie keeps the earlier entry; ΔE is 100 × its square root (0 for a listed code).
 */
export function nearestJapaneseColor(code: string, table: JapaneseColorTable): JapaneseMatch {
  const { index, squaredDistance } = nearestOklabEntry(code, table.oklab);
  return { index, deltaE: 100 * Math.sqrt(squaredDistance) };
}

/** Returns how close a ΔE (×100 OKLab) is: exact below 0.5, very close below 2, close below 5, else (and NaN) distant. */
export function closeness(deltaE: number): Closeness {
  if (deltaE < CLOSENESS_LIMITS.exact) return 'exact';
  if (deltaE < CLOSENESS_LIMITS.veryClose) return 'very-close';
  if (deltaE < CLOSENESS_LIMITS.close) return 'close';
  return 'distant';
}

/**
 * ΔE_OK (×100) below which Japanese pages call a colour by its nearest traditional colour's name: the colour
 * page's "close" (CLOSENESS_LIMITS.close), so a name shown in a list is one the colour page would also call close.
 * About 38 % of random sRGB colours are that close to one of the 227.
 */
export const JAPANESE_NAME_DELTA_E = CLOSENESS_LIMITS.close;

/**
 * Returns the name Japanese pages show for a colour (a display label: export names keep their own rules): the
 * nearest traditional colour's kanji when it is within JAPANESE_NAME_DELTA_E, else the colour's description as a
 * phrase (くすんで暗い橙色), which is true of any colour.
 */
export function japaneseColorName(code: string, table: JapaneseColorTable): string {
  const match = nearestJapaneseColor(code, table);
  return match.deltaE < JAPANESE_NAME_DELTA_E ? table.entries[match.index].kanji : colorPhrase(code, 'ja');
}

/** Long vowels with a macron or circumflex, and their plain vowel. */
const LONG_VOWELS: Readonly<Record<string, string>> = { ā: 'a', â: 'a', ī: 'i', î: 'i', ū: 'u', û: 'u', ē: 'e', ê: 'e', ō: 'o', ô: 'o' };

/** Returns romaji lower-cased without hyphens, apostrophes or spaces; `long` spells each long vowel out (ō → ou, ā → aa …), else drops the mark. */
function romajiKey(text: string, long: boolean): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[-'’\s]/g, '')
    .replace(/[āâīîūûēêōô]/g, (vowel) => {
      const plain = LONG_VOWELS[vowel];
      return long ? plain + (plain === 'o' ? 'u' : plain) : plain;
    });
}

/** Returns text with katakana folded to hiragana (same reading, 0x60 code points apart). */
function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * Returns true when `query` (trimmed; empty matches every entry) is found in the kanji, in the hiragana
 * reading (a katakana query is folded to hiragana), in the romaji with or without its long-vowel marks
 * (ō read as o or as ou; hyphens, apostrophes, spaces and case ignored: "kobai", "koubai" and
 * "Kōbai-iro" all find 紅梅色), or in the English gloss (case ignored).
 */
export function matchesJapaneseColor(entry: JapaneseColor, query: string): boolean {
  const q = query.trim().normalize('NFC');
  if (q === '') return true;
  if (entry.kanji.includes(q) || entry.kana.includes(katakanaToHiragana(q))) return true;
  if (entry.english.toLowerCase().includes(q.toLowerCase())) return true;
  const plain = romajiKey(q, false);
  const long = romajiKey(q, true);
  if (plain === '') return false;
  const entryPlain = romajiKey(entry.romaji, false);
  const entryLong = romajiKey(entry.romaji, true);
  return entryPlain.includes(plain) || entryLong.includes(long) || entryLong.includes(plain);
}

/** How a query names a traditional colour (see `japaneseNameMatch`). */
export type JapaneseNameMatch = 'whole' | 'part';

/**
 * Returns how `query` (trimmed) names `entry` by one of its Japanese names: its kanji (either of
 * "唐紅/韓紅"), its hiragana reading (a katakana query folded to hiragana) or its romaji, read as
 * `matchesJapaneseColor` reads it (either of "X or Y"). 'whole' when the query is one of them ("緋",
 * "あけ", "Ake", "kobaiiro"), 'part' when one contains it ("紅", "あか", "kobai"), else null (and for an
 * empty query). The English gloss is not a name here.
 */
export function japaneseNameMatch(entry: JapaneseColor, query: string): JapaneseNameMatch | null {
  const q = query.trim().normalize('NFC');
  if (q === '') return null;
  const kana = katakanaToHiragana(q);
  const plain = romajiKey(q, false);
  const long = romajiKey(q, true);
  const readings = entry.romaji.split(/\s+or\s+/).map((reading) => ({ plain: romajiKey(reading, false), long: romajiKey(reading, true) }));
  const romajiIs = (test: (reading: string, query: string) => boolean) =>
    plain !== '' && readings.some((reading) => test(reading.plain, plain) || test(reading.long, long) || test(reading.long, plain));
  if (entry.kanji.split('/').includes(q) || entry.kana === kana || romajiIs((reading, key) => reading === key)) return 'whole';
  if (entry.kanji.includes(q) || entry.kana.includes(kana) || romajiIs((reading, key) => reading.includes(key))) return 'part';
  return null;
}
