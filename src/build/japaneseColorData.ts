/**
 * The Japanese colour data at build time, read from three devDependencies (the only place they are
 * imported), checked, and written by the wasm build as src/engine/generated/japanese-colors.json and
 * wada.json. The wasm's traditional-colour table (assembly/generated) comes from the same entries.
 * Tests read the lists from here too.
 *
 * - color-name-lists `lib/colors/japanese-traditional.json`: the 228 traditional colours (Wikipedia,
 *   CC BY-SA 3.0), corrected where they are plainly wrong (JAPANESE_COLOR_CORRECTIONS, one of a doubled
 *   name dropped: 227 kept); the hiragana reading of each is made here from its romaji with wanakana.
 * - color-name-lists `lib/colors/sanzo-wada-I.json`: the names and codes of Wada's 159 colours. Its
 *   combination memberships are wrong in places (some combinations end up with 1 or 5 colours), so
 * - dictionary-of-colour-combinations `colors.json` gives each colour's combinations, matched by name.
 * - color-standards-and-color-nomenclature (Robert Ridgway's Color Standards and Color Nomenclature, 1912, public
 *   domain), which names the book's colours: the spelling that WADA_NAME_CORRECTIONS checks its corrections against.
 *
 * Every check throws with what it expected, so a change in any package stops the build here.
 */
import { createRequire } from 'node:module';
import { toHiragana } from 'wanakana';
import { toJapaneseColorList, type JapaneseColor, type JapaneseColorList } from '../core/names/japaneseColors.ts';
import { WADA_COMBINATION_COUNT, toWadaList, type WadaColor, type WadaData, type WadaList } from '../core/names/wada.ts';

const require = createRequire(import.meta.url);

/** Number of traditional colours in color-name-lists 3.33 (checked: a change in the package stops the build). */
export const LISTED_JAPANESE_COLOR_COUNT = 228;
/** Number of traditional colours the app ships: the listed ones but DROPPED_JAPANESE_COLORS. */
export const JAPANESE_COLOR_COUNT = 227;
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

/** A field of a listed traditional colour that a correction replaces. */
export type CorrectedField = 'romaji' | 'english' | 'code';

/** One correction: the entry (by its kanji), the field, the value the package lists and the value used instead. */
export type JapaneseColorCorrection = {
  readonly kanji: string;
  readonly field: CorrectedField;
  readonly listed: string;
  readonly corrected: string;
};

/**
 * color-name-lists' traditional colours that are plainly wrong, and what the app uses instead. Each is
 * checked to be listed as written here, so the build stops when the package changes the entry (drop the
 * correction once the package has it right).
 *
 * - 瓶覗 (kamenozoki, "peeking into the indigo vat") is the palest indigo dye, a pale aqua; the list has a
 *   beige grey. The code is 和色大辞典's (https://www.colordic.org/w, 瓶覗 #a2d7dd), a widely used
 *   reference of 和色 (its 藍白, #ebf6f7, is the list's 藍白 too).
 * - Romaji misread from the kanji: 銀煤竹 is gin- (silver, not kin-, gold; its gloss followed the misreading),
 *   牡丹 is botan, 栗梅 kuri- (chestnut), 紅檜皮 beni-hiwada (檜皮 is hiwada), and 菜の花色 ends in -iro
 *   (色), not -cha (茶), its gloss with it.
 * - English glosses carrying the article's footnote marks ([a], [2], [3]) or half of a quotation (新橋色).
 */
export const JAPANESE_COLOR_CORRECTIONS: readonly JapaneseColorCorrection[] = [
  { kanji: '瓶覗', field: 'code', listed: '#c6c2b6', corrected: '#a2d7dd' },
  { kanji: '銀煤竹', field: 'romaji', listed: 'Kinsusutake', corrected: 'Ginsusutake' },
  { kanji: '銀煤竹', field: 'english', listed: 'Golden-grey bamboo (dried and weathered)', corrected: 'Silver-grey bamboo (dried and weathered)' },
  { kanji: '牡丹', field: 'romaji', listed: 'Bōtan', corrected: 'Botan' },
  { kanji: '栗梅', field: 'romaji', listed: 'Kiriume', corrected: 'Kuriume' },
  { kanji: '紅檜皮', field: 'romaji', listed: 'Benihibata', corrected: 'Benihiwada' },
  { kanji: '菜の花色', field: 'romaji', listed: 'Nanohanacha', corrected: 'Nanohana-iro' },
  { kanji: '菜の花色', field: 'english', listed: 'Rape-blossom brown', corrected: 'Rape-blossom color' },
  { kanji: '唐紅/韓紅', field: 'english', listed: 'Foreign crimson[a]', corrected: 'Foreign crimson' },
  { kanji: '青丹', field: 'english', listed: 'Blue-black clay[3]', corrected: 'Blue-black clay' },
  { kanji: '岩井茶', field: 'english', listed: 'Iwai brown[2]', corrected: 'Iwai brown' },
  { kanji: '新橋色', field: 'english', listed: 'New Bridge" color', corrected: 'New Bridge color' },
];

/**
 * Listed traditional colours the app leaves out, by kanji and listed code. 桑染 (kuwazome, dyed with
 * mulberry) is listed twice: as #c57f2e among the yellows and as #59292c, a dark red brown, among the
 * purples. Japanese references give a light yellowish brown (和色大辞典: 桑染 #b79b5b), so the first stays.
 */
export const DROPPED_JAPANESE_COLORS: readonly { readonly kanji: string; readonly code: string }[] = [{ kanji: '桑染', code: '#59292c' }];

/** A listed traditional colour before its reading is made. */
type ListedColor = Omit<JapaneseColor, 'kana'>;

/** Returns the index of the one entry of `colors` for which `matches` holds, checked to be exactly one (`what` names it). */
function onlyIndex(colors: readonly ListedColor[], matches: (color: ListedColor) => boolean, what: string): number {
  const found = colors.flatMap((color, i) => (matches(color) ? [i] : []));
  check(found.length === 1, `${what} is listed ${found.length} times, not once`);
  return found[0];
}

/** Returns `colors` without DROPPED_JAPANESE_COLORS and with JAPANESE_COLOR_CORRECTIONS, each checked to be listed as expected. */
function corrected(colors: readonly ListedColor[]): ListedColor[] {
  const dropped = new Set(DROPPED_JAPANESE_COLORS.map(({ kanji, code }) => onlyIndex(colors, (c) => c.kanji === kanji && c.code === code, `${kanji} ${code}`)));
  const kept = colors.filter((_, i) => !dropped.has(i));
  for (const { kanji, field, listed, corrected: value } of JAPANESE_COLOR_CORRECTIONS) {
    const i = onlyIndex(kept, (c) => c.kanji === kanji, kanji);
    check(kept[i][field] === listed, `${kanji} has ${field} ${JSON.stringify(kept[i][field])}, not the ${JSON.stringify(listed)} corrected here`);
    kept[i] = { ...kept[i], [field]: value };
  }
  return kept;
}

/**
 * Returns the traditional colours of color-name-lists' japanese-traditional.json, checked, corrected, with
 * their readings: LISTED_JAPANESE_COLOR_COUNT listed, JAPANESE_COLOR_COUNT returned, no kanji twice.
 */
export function japaneseColorsFrom(data: unknown): JapaneseColor[] {
  const listed = records(data, 'japanese-traditional', LISTED_JAPANESE_COLOR_COUNT).map((record, i): ListedColor => {
    const where = `japanese-traditional entry ${i}`;
    return {
      kanji: text(record, 'name', where),
      romaji: text(record, 'romanized', where),
      english: text(record, 'english translation', where),
      code: hexCode(record, where),
    };
  });
  const colors = corrected(listed).map((color) => ({ ...color, kana: romajiToHiragana(color.romaji) }));
  check(colors.length === JAPANESE_COLOR_COUNT, `${colors.length} traditional colours kept, not ${JAPANESE_COLOR_COUNT}`);
  const twice = colors.find((color, i) => colors.findIndex((other) => other.kanji === color.kanji) !== i);
  check(twice === undefined, `the traditional colour ${twice?.kanji} is listed twice`);
  return colors;
}

/** The traditional colours in source order, corrected; the build fails here if the list changes. */
export const JAPANESE_COLORS: readonly JapaneseColor[] = japaneseColorsFrom(require('color-name-lists/lib/colors/japanese-traditional.json'));

/** Returns how many corrections replace `field`. */
function correctedCount(field: CorrectedField): number {
  return JAPANESE_COLOR_CORRECTIONS.filter((correction) => correction.field === field).length;
}

/** The traditional colours as the JSON file stores them. */
export const JAPANESE_COLOR_LIST: JapaneseColorList = toJapaneseColorList(JAPANESE_COLORS, {
  source: 'https://en.wikipedia.org/wiki/Traditional_colors_of_Japan',
  license: 'CC BY-SA 3.0',
  attribution:
    'Names, romaji, English translations and colours from the Wikipedia article "Traditional colors of Japan" ' +
    '(https://en.wikipedia.org/wiki/Traditional_colors_of_Japan), CC BY-SA 3.0, via the color-name-lists package; ' +
    `changed by Irodori: ${correctedCount('code')} code, ${correctedCount('romaji')} romaji and ${correctedCount('english')} English ` +
    'translations corrected, a doubled 桑染 (Kuwazome) removed; hiragana readings generated from the romaji.',
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

/** One corrected Wada name: as the data set lists it, as the app writes it, and the Ridgway name that confirms it. */
export type WadaNameCorrection = { readonly listed: string; readonly corrected: string; readonly ridgway: string };

/**
 * Wada's colour names that the data set misspells (both packages carry the same names), and what the app writes
 * instead. Each corrected spelling is confirmed by Ridgway's Color Standards and Color Nomenclature (1912), which
 * names these colours (`ridgway`: the name as Ridgway prints it, checked to be in his list at build), and each listed
 * spelling is checked to be in the data set, so the build stops when the packages change (drop a correction once
 * they have it right). The old spellings stay the colours' former names: links and searches with them still work.
 *
 * - Letters swapped, dropped or doubled: Cerulean, Sulphur, Pomegranate, Rosolane, Victoria, Artemisia, Antwerp,
 *   Vernonia, Kronberg's, Vanderpoel's; "Calamine BLue" has a capital L.
 * - Ocher: the book's spelling in its other names (Olive Ocher, Yellow Ocher), and Ridgway's.
 * - The two Eugenia Reds are told apart as the two Grayish Lavenders are ("- A"), not with the data set's " | ".
 */
export const WADA_NAME_CORRECTIONS: readonly WadaNameCorrection[] = [
  { listed: 'Eugenia Red | A', corrected: 'Eugenia Red - A', ridgway: 'Eugenia Red' },
  { listed: 'Eugenia Red | B', corrected: 'Eugenia Red - B', ridgway: 'Eugenia Red' },
  { listed: 'Ochre Red', corrected: 'Ocher Red', ridgway: 'Ocher Red' },
  { listed: 'Rosolanc Purple', corrected: 'Rosolane Purple', ridgway: 'Rosolane Purple' },
  { listed: 'Pomegranite Purple', corrected: 'Pomegranate Purple', ridgway: 'Pomegranate Purple' },
  { listed: 'Vistoris Lake', corrected: 'Victoria Lake', ridgway: 'Victoria Lake' },
  { listed: 'Sulpher Yellow', corrected: 'Sulphur Yellow', ridgway: 'Sulphur Yellow' },
  { listed: 'Krongbergs Green', corrected: "Kronberg's Green", ridgway: "Kronberg's Green" },
  { listed: 'Artemesia Green', corrected: 'Artemisia Green', ridgway: 'Artemisia Green' },
  { listed: 'Calamine BLue', corrected: 'Calamine Blue', ridgway: 'Calamine Blue' },
  { listed: 'Cerulian Blue', corrected: 'Cerulean Blue', ridgway: 'Cerulean Blue' },
  { listed: 'Antwarp Blue', corrected: 'Antwerp Blue', ridgway: 'Antwerp Blue' },
  { listed: "Vandar Poel's Blue", corrected: "Vanderpoel's Blue", ridgway: "Vanderpoel's Blue" },
  { listed: 'Veronia Purple', corrected: 'Vernonia Purple', ridgway: 'Vernonia Purple' },
];

/** Returns `colors` with WADA_NAME_CORRECTIONS, each checked: listed once, and confirmed by a name in Ridgway's `ridgway` list. */
function correctedWadaNames(colors: readonly WadaColor[], ridgway: readonly string[]): WadaColor[] {
  const ridgwayNames = new Set(ridgway);
  const out = [...colors];
  for (const { listed, corrected: name, ridgway: confirmedBy } of WADA_NAME_CORRECTIONS) {
    const found = out.flatMap((color, i) => (color.name === listed ? [i] : []));
    check(found.length === 1, `the Wada colour ${JSON.stringify(listed)} corrected here is listed ${found.length} times, not once`);
    check(ridgwayNames.has(confirmedBy), `the correction of ${JSON.stringify(listed)} cites ${JSON.stringify(confirmedBy)}, which is not in Ridgway's list`);
    out[found[0]] = { ...out[found[0]], name, formerName: listed };
  }
  return out;
}

/** The names of Ridgway's colours, from color-standards-and-color-nomenclature, checked to be a list of names. */
function ridgwayNames(data: unknown): string[] {
  check(Array.isArray(data) && data.length > 1000, "Ridgway's list should be an array of over 1000 colours");
  return data.map((entry, i) => text(entry as Record<string, unknown>, 'name', `Ridgway entry ${i}`));
}

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
 * name), checked against the book's counts and sizes; the misspelt names corrected against Ridgway's list
 * (`ridgway`, color-standards-and-color-nomenclature).
 */
export function wadaDataFrom(listed: unknown, dictionary: unknown, ridgway: unknown): WadaData {
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
  return { colors: correctedWadaNames(colors, ridgwayNames(ridgway)), combinations };
}

/** Wada's colours in book order and his combinations; the build fails here if a check does not hold. */
export const WADA_DATA: WadaData = wadaDataFrom(
  require('color-name-lists/lib/colors/sanzo-wada-I.json'),
  require('dictionary-of-colour-combinations/colors.json'),
  require('color-standards-and-color-nomenclature'),
);

/** The book as the JSON file stores it. */
export const WADA_LIST: WadaList = toWadaList(WADA_DATA, {
  source: 'https://sanzo-wada.dmbk.io/',
  license: 'CC0 1.0',
});
