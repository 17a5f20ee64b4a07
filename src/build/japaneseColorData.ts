/**
 * The Japanese colour data at build time, read from three devDependencies (the only place they are
 * imported), checked, and written by the wasm build as src/engine/generated/japanese-colors.json and
 * wada.json. The wasm's traditional-colour table (assembly/generated) comes from the same entries.
 * Tests read the lists from here too.
 *
 * - color-name-lists `lib/colors/japanese-traditional.json`: the 228 traditional colours (Wikipedia,
 *   CC BY-SA 3.0); the hiragana reading of each is made here from its romaji with wanakana.
 * - color-name-lists `lib/colors/sanzo-wada-I.json`: the names and codes of Wada's 159 colours. Its
 *   combination memberships are wrong in places (some combinations end up with 1 or 5 colours), so
 * - dictionary-of-colour-combinations `colors.json` gives each colour's combinations, matched by name.
 *
 * Every check throws with what it expected, so a change in any package stops the build here.
 */
import { createRequire } from 'node:module';
import { toHiragana } from 'wanakana';
import { toJapaneseColorList, type JapaneseColor, type JapaneseColorList } from '../core/names/japaneseColors.ts';
import { WADA_COMBINATION_COUNT, toWadaList, type WadaColor, type WadaData, type WadaList } from '../core/names/wada.ts';

const require = createRequire(import.meta.url);

/** Number of traditional colours in color-name-lists 3.33. */
export const JAPANESE_COLOR_COUNT = 228;
/** Number of colours in Wada's book. */
export const WADA_COLOR_COUNT = 159;
/** The book's combination sizes: 1–120 have two colours, 121–240 three, 241–348 four. */
export function wadaCombinationSize(n: number): number {
  return n <= 120 ? 2 : n <= 240 ? 3 : 4;
}

/** Throws `Error(what)` unless `condition`. */
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Japanese colour data: ${what}`);
}

/** Returns the records of a package's JSON list (`label` names it), checked to be an array of `count` objects. */
function records(data: unknown, label: string, count: number): Record<string, unknown>[] {
  check(Array.isArray(data) && data.length === count, `${label} should be an array of ${count} entries`);
  data.forEach((entry, i) => check(entry !== null && typeof entry === 'object', `${label} entry ${i} is not an object`));
  return data as Record<string, unknown>[];
}

/** Returns `record[key]` when it is a non-empty string. */
function text(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  check(typeof value === 'string' && value.trim() !== '', `${where} has no "${key}" string`);
  return value;
}

/** Returns '#rrggbb' (lower case) of a '#rrggbb' field. */
function hexCode(record: Record<string, unknown>, where: string): string {
  const hex = text(record, 'hex', where).toLowerCase();
  check(/^#[0-9a-f]{6}$/.test(hex), `${where} has hex ${JSON.stringify(hex)}, not #rrggbb`);
  return hex;
}

/** Long vowels as Hepburn marks them, spelt out as kana input (ō is written おう, as in こうばい). */
const SPELLED_OUT: Readonly<Record<string, string>> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou' };

/**
 * Returns the hiragana reading of a Hepburn romaji name: the first of "X or Y", long vowels spelt
 * out, and each part between hyphens, apostrophes and spaces converted on its own (so the apostrophe
 * of "Shi'on-iro" keeps ん before a vowel: しおんいろ, not しおにろ).
 */
export function romajiToHiragana(romaji: string): string {
  const first = romaji.split(/\s+or\s+/)[0];
  const parts = first
    .normalize('NFC')
    .toLowerCase()
    .replace(/[āīūēō]/g, (vowel) => SPELLED_OUT[vowel])
    .split(/[-'’\s]+/)
    .filter((part) => part !== '');
  const kana = parts.map((part) => toHiragana(part)).join('');
  check(/^[\u3041-\u3096]+$/.test(kana), `the romaji ${JSON.stringify(romaji)} gave ${JSON.stringify(kana)}, not hiragana only`);
  return kana;
}

/** Returns the traditional colours of color-name-lists' japanese-traditional.json, checked, with their readings. */
export function japaneseColorsFrom(data: unknown): JapaneseColor[] {
  return records(data, 'japanese-traditional', JAPANESE_COLOR_COUNT).map((record, i) => {
    const where = `japanese-traditional entry ${i}`;
    const romaji = text(record, 'romanized', where);
    return {
      kanji: text(record, 'name', where),
      romaji,
      english: text(record, 'english translation', where),
      kana: romajiToHiragana(romaji),
      code: hexCode(record, where),
    };
  });
}

/** The traditional colours in source order; the build fails here if the list's shape changes. */
export const JAPANESE_COLORS: readonly JapaneseColor[] = japaneseColorsFrom(require('color-name-lists/lib/colors/japanese-traditional.json'));

/** The traditional colours as the JSON file stores them. */
export const JAPANESE_COLOR_LIST: JapaneseColorList = toJapaneseColorList(JAPANESE_COLORS, {
  source: 'https://en.wikipedia.org/wiki/Traditional_colors_of_Japan',
  license: 'CC BY-SA 3.0',
  attribution:
    'Names, romaji, English translations and colours from the Wikipedia article "Traditional colors of Japan" ' +
    '(https://en.wikipedia.org/wiki/Traditional_colors_of_Japan), CC BY-SA 3.0, via the color-name-lists package; ' +
    'hiragana readings generated from the romaji.',
});

/** Returns a name compared without case, punctuation or spacing ("Mars Brown / Tobacco" = "Mars Brown Tobacco"). */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Returns '#rrggbb' of CMYK percentages, as color-name-lists computed its codes: 255 · (1 − c) · (1 − k), rounded. */
function cmykToHex([c, m, y, k]: readonly number[]): string {
  const byte = (x: number) => Math.round(255 * (1 - x / 100) * (1 - k / 100));
  return `#${[c, m, y].map((x) => byte(x).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * color-name-lists codes known to be wrong, replaced with the entry's own CMYK converted as the list
 * converts all the others: Citrine is listed as #000000 (Black's code) for CMYK 36/32/100/0.
 */
const WRONG_WADA_CODES: Readonly<Record<string, string>> = { Citrine: '#000000' };

/**
 * Returns Wada's colour `i` from color-name-lists: its name, and its code checked against its own
 * CMYK (every code is that CMYK converted by `cmykToHex`, but for CMYK outside 0–100 and the known
 * wrong codes, which are replaced by the conversion).
 */
function wadaColor(record: Record<string, unknown>, i: number): WadaColor {
  const where = `sanzo-wada-I entry ${i}`;
  const name = text(record, 'name', where);
  const listed = hexCode(record, where);
  const cmyk = record.cmyk_array;
  check(Array.isArray(cmyk) && cmyk.length === 4 && cmyk.every((x) => typeof x === 'number'), `${where} has no CMYK array`);
  if (cmyk.some((x) => x < 0 || x > 100)) return { name, code: listed };
  const converted = cmykToHex(cmyk);
  if (listed === converted) return { name, code: listed };
  check(WRONG_WADA_CODES[name] === listed, `${where} (${name}) is ${listed}, not its CMYK ${cmyk.join('/')} = ${converted}`);
  return { name, code: converted };
}

/**
 * Returns the book: colours from color-name-lists' sanzo-wada-I.json (`listed`), combinations from
 * dictionary-of-colour-combinations' colors.json (`dictionary`: each colour's numbers, matched by
 * name), checked against the book's counts and sizes.
 */
export function wadaDataFrom(listed: unknown, dictionary: unknown): WadaData {
  const colors = records(listed, 'sanzo-wada-I', WADA_COLOR_COUNT).map(wadaColor);
  const numbersByName = new Map<string, number[]>();
  records(dictionary, 'dictionary-of-colour-combinations', WADA_COLOR_COUNT).forEach((record, i) => {
    const where = `dictionary-of-colour-combinations entry ${i}`;
    const key = nameKey(text(record, 'name', where));
    const numbers = record.combinations;
    check(
      Array.isArray(numbers) && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= WADA_COMBINATION_COUNT),
      `${where} has no combination numbers 1–${WADA_COMBINATION_COUNT}`,
    );
    check(!numbersByName.has(key), `${where}: the name ${JSON.stringify(record.name)} appears twice`);
    numbersByName.set(key, numbers);
  });
  const combinations: number[][] = Array.from({ length: WADA_COMBINATION_COUNT }, () => []);
  const seen = new Set<string>();
  colors.forEach((color, index) => {
    const key = nameKey(color.name);
    const numbers = numbersByName.get(key);
    check(numbers !== undefined, `the Wada colour ${JSON.stringify(color.name)} is not in dictionary-of-colour-combinations`);
    check(!seen.has(key), `the Wada colour ${JSON.stringify(color.name)} appears twice`);
    seen.add(key);
    for (const n of new Set(numbers)) combinations[n - 1].push(index);
  });
  check(new Set(colors.map((color) => color.code)).size === colors.length, 'two Wada colours have the same code');
  combinations.forEach((indices, i) => {
    const n = i + 1;
    check(indices.length === wadaCombinationSize(n), `combination ${n} has ${indices.length} colours, not ${wadaCombinationSize(n)}`);
  });
  return { colors, combinations };
}

/** Wada's colours in book order and his combinations; the build fails here if a check does not hold. */
export const WADA_DATA: WadaData = wadaDataFrom(
  require('color-name-lists/lib/colors/sanzo-wada-I.json'),
  require('dictionary-of-colour-combinations/colors.json'),
);

/** The book as the JSON file stores it. */
export const WADA_LIST: WadaList = toWadaList(WADA_DATA, {
  source: 'https://sanzo-wada.dmbk.io/',
  license: 'CC0 1.0',
});
