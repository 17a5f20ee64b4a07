/**
 * Wada Sanzō's "A Dictionary of Colour Combinations" (配色総鑑, 1933–34; Seigensha reprint): 159 colours
 * and 348 numbered combinations of them (1–120 of two colours, 121–240 of three, 241–348 of four).
 * The build writes the data once as a JSON file (src/build/japaneseColorData.ts: names and codes from
 * color-name-lists, the memberships from dictionary-of-colour-combinations) that the pages load
 * (src/engine/japaneseColors.ts). Here: its shape, its parser, and the look-ups the pages make.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/**
 * One of the book's colours: its English name and '#rrggbb' code, and the name's earlier spelling when the app
 * corrects a misspelt one (addresses and searches written with it still find the colour).
 */
export type WadaColor = { readonly name: string; readonly code: string; readonly formerName?: string };

/** The colours in book order, and each combination's colour indices (`combinations[n - 1]` is combination n). */
export type WadaData = { readonly colors: readonly WadaColor[]; readonly combinations: readonly (readonly number[])[] };

/**
 * The data as stored: the source, `[name, 'rrggbb']` pairs in book order (with the former spelling third, for a
 * corrected name), and the combinations' indices.
 */
export type WadaList = {
  readonly source: string;
  readonly license: string;
  readonly colors: readonly (readonly [name: string, hex: string, formerName?: string])[];
  readonly combinations: readonly (readonly number[])[];
};

/** Number of combinations in the book. */
export const WADA_COMBINATION_COUNT = 348;

/** Default reach of `combinationsNear`, in ΔE_OK ×100. */
export const WADA_NEAR_DELTA_E = 10;

/** Returns the stored form of `data` with its source. */
export function toWadaList(data: WadaData, source: { readonly source: string; readonly license: string }): WadaList {
  return {
    source: source.source,
    license: source.license,
    colors: data.colors.map((color) => (color.formerName ? ([color.name, color.code.slice(1), color.formerName] as const) : ([color.name, color.code.slice(1)] as const))),
    combinations: data.combinations,
  };
}

/**
 * Returns the data of a stored list: at least one `[name, 'rrggbb']` colour (or `[name, 'rrggbb', formerName]`) and
 * exactly WADA_COMBINATION_COUNT combinations, each of 2–4 distinct indices into the colours.
 * @throws Error naming the first colour or combination of another shape.
 */
export function parseWadaData(data: unknown): WadaData {
  const list = (data !== null && typeof data === 'object' ? data : {}) as { colors?: unknown; combinations?: unknown };
  if (!Array.isArray(list.colors) || list.colors.length === 0) throw new Error('Wada: expected an object with a non-empty colors array');
  const colors = list.colors.map((item: unknown, index): WadaColor => {
    if (!Array.isArray(item) || (item.length !== 2 && item.length !== 3)) throw new Error(`Wada: colour ${index} is not a [name, hex] pair`);
    const [name, hex, formerName] = item as unknown[];
    if (typeof name !== 'string' || name === '' || typeof hex !== 'string' || !/^[0-9a-f]{6}$/.test(hex)) {
      throw new Error(`Wada: colour ${index} is invalid: ${JSON.stringify(item)}`);
    }
    if (item.length === 3 && (typeof formerName !== 'string' || formerName === '')) throw new Error(`Wada: colour ${index} has an invalid former name: ${JSON.stringify(item)}`);
    return typeof formerName === 'string' ? { name, code: `#${hex}`, formerName } : { name, code: `#${hex}` };
  });
  if (!Array.isArray(list.combinations) || list.combinations.length !== WADA_COMBINATION_COUNT) {
    throw new Error(`Wada: expected ${WADA_COMBINATION_COUNT} combinations`);
  }
  const combinations = list.combinations.map((item: unknown, index): number[] => {
    const valid =
      Array.isArray(item) &&
      item.length >= 2 &&
      item.length <= 4 &&
      item.every((i) => Number.isInteger(i) && i >= 0 && i < colors.length) &&
      new Set(item).size === item.length;
    if (!valid) throw new Error(`Wada: combination ${index + 1} is not 2–4 distinct colour indices: ${JSON.stringify(item)}`);
    return [...(item as number[])];
  });
  return { colors, combinations };
}

/** Returns the colours of combination `n` (1 to the number of combinations), or null for any other n. */
export function combinationColors(data: WadaData, n: number): WadaColor[] | null {
  if (!Number.isInteger(n) || n < 1 || n > data.combinations.length) return null;
  return data.combinations[n - 1].map((index) => data.colors[index]);
}

/** Returns the numbers (1-based, ascending) of the combinations that contain colour `colorIndex`. */
export function combinationsWith(data: WadaData, colorIndex: number): number[] {
  const out: number[] = [];
  data.combinations.forEach((indices, i) => {
    if (indices.includes(colorIndex)) out.push(i + 1);
  });
  return out;
}

/**
 * Returns the numbers of the combinations with at least one colour within `maxDeltaE` (inclusive;
 * 100 × Euclidean OKLab distance, as `nearestJapaneseColor`) of `code` (any accepted format; throws on
 * invalid), nearest first by their nearest colour, equal distances by number.
 */
export function combinationsNear(data: WadaData, code: string, maxDeltaE = WADA_NEAR_DELTA_E): number[] {
  return combinationsNearAny(data, [code], maxDeltaE);
}

/**
 * Returns the numbers of the combinations with at least one colour within `maxDeltaE` of any of `codes`
 * (as `combinationsNear`, which is this for one code): each combination once, nearest first by its
 * smallest distance to any of them, equal distances by number. No codes, no combinations.
 */
export function combinationsNearAny(data: WadaData, codes: readonly string[], maxDeltaE = WADA_NEAR_DELTA_E): number[] {
  const targets = codes.map((code) => srgbToOklab(hexToSrgb(normalizeColorCode(code))));
  const deltaE = data.colors.map((color) => {
    const [cl, ca, cb] = srgbToOklab(hexToSrgb(color.code));
    let nearest = Infinity;
    for (const [l, a, b] of targets) {
      const dl = l - cl;
      const da = a - ca;
      const db = b - cb;
      nearest = Math.min(nearest, 100 * Math.sqrt(dl * dl + da * da + db * db));
    }
    return nearest;
  });
  const near: { n: number; deltaE: number }[] = [];
  data.combinations.forEach((indices, i) => {
    const nearest = Math.min(...indices.map((index) => deltaE[index]));
    if (nearest <= maxDeltaE) near.push({ n: i + 1, deltaE: nearest });
  });
  return near.sort((x, y) => x.deltaE - y.deltaE || x.n - y.n).map((entry) => entry.n);
}
