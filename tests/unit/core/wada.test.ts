import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  WADA_COMBINATION_COUNT,
  combinationColors,
  combinationsNear,
  combinationsNearAny,
  combinationsWith,
  hexToSrgb,
  parseWadaData,
  srgbToOklab,
  toWadaList,
  type WadaData,
} from '../../../src/core/index.ts';
import { WADA_LIST, wadaCombinationSize } from '../../../src/build/japaneseColorData.ts';
import { WADA } from '../../support/japaneseColors.ts';
import { seededCodes } from './helpers.ts';

const require = createRequire(import.meta.url);
const listed = require('color-name-lists/lib/colors/sanzo-wada-I.json') as Array<{ name: string; hex: string }>;
const dictionary = require('dictionary-of-colour-combinations/colors.json') as Array<{ name: string; combinations: number[] }>;

/** Returns ΔE (100 × OKLab distance) between two codes. */
function deltaE(x: string, y: string): number {
  const [a, b] = [x, y].map((code) => srgbToOklab(hexToSrgb(code)));
  const [dl, da, db] = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  return 100 * Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns a stored list with one field replaced. */
function storedWith(change: Record<string, unknown>): unknown {
  return { ...JSON.parse(JSON.stringify(WADA_LIST)), ...change };
}

describe('WADA (the extracted book)', () => {
  it("has color-name-lists' 159 colours in book order, with valid, distinct codes", () => {
    expect(WADA.colors).toHaveLength(159);
    WADA.colors.forEach((color, i) => {
      expect(color.formerName ?? color.name).toBe(listed[i].name);
      expect(color.code).toMatch(/^#[0-9a-f]{6}$/);
      // Citrine is listed as #000000 (Black's code): its own CMYK 36/32/100/0, converted as the list converts the others.
      expect(color.code).toBe(color.name === 'Citrine' ? '#a3ad00' : listed[i].hex.toLowerCase());
    });
    expect(new Set(WADA.colors.map((color) => color.code)).size).toBe(159);
  });

  it('has 348 combinations: 1–120 of two colours, 121–240 of three, 241–348 of four', () => {
    expect(WADA_COMBINATION_COUNT).toBe(348);
    expect(WADA.combinations).toHaveLength(348);
    WADA.combinations.forEach((indices, i) => {
      expect(indices, `combination ${i + 1}`).toHaveLength(i < 120 ? 2 : i < 240 ? 3 : 4);
      expect(indices.length).toBe(wadaCombinationSize(i + 1));
      expect([...indices].sort((a, b) => a - b)).toEqual(indices);
    });
    const sizes = WADA.combinations.map((indices) => indices.length);
    expect([2, 3, 4].map((size) => sizes.filter((s) => s === size).length)).toEqual([120, 120, 108]);
  });

  it("takes each colour's combinations from dictionary-of-colour-combinations, matched by name", () => {
    const normalise = (name: string) => name.replace(' / ', ' ');
    WADA.colors.forEach((color, index) => {
      // Matched as the build matches them: by the data set's spelling (a corrected name's former one).
      const entry = dictionary.find((e) => normalise(e.name) === normalise(color.formerName ?? color.name));
      expect(entry, color.name).toBeDefined();
      expect(combinationsWith(WADA, index)).toEqual([...(entry?.combinations ?? [])].sort((a, b) => a - b));
    });
  });

  it('round-trips through its stored form', () => {
    expect(WADA_LIST.license).toBe('CC0 1.0');
    expect(WADA_LIST.colors[0]).toEqual(['Hermosa Pink', 'ffb3f0']);
    expect(parseWadaData(JSON.parse(JSON.stringify(WADA_LIST)))).toEqual(WADA);
    // A corrected name keeps its former spelling third.
    expect(WADA_LIST.colors.find(([name]) => name === 'Cerulean Blue')).toEqual(['Cerulean Blue', expect.stringMatching(/^[0-9a-f]{6}$/), 'Cerulian Blue']);
    expect(toWadaList(WADA, WADA_LIST)).toEqual(WADA_LIST);
  });
});

describe('parseWadaData', () => {
  it('rejects data of another shape, naming the colour or combination', () => {
    const combinations = WADA_LIST.combinations;
    expect(() => parseWadaData(null)).toThrow('non-empty colors array');
    expect(() => parseWadaData(storedWith({ colors: [] }))).toThrow('non-empty colors array');
    expect(() => parseWadaData(storedWith({ colors: [['Red', 'ff0000'], ['Blue']] }))).toThrow('colour 1');
    expect(() => parseWadaData(storedWith({ colors: [['Red', '#ff0000']] }))).toThrow('colour 0');
    expect(() => parseWadaData(storedWith({ colors: [['', 'ff0000']] }))).toThrow('colour 0');
    expect(() => parseWadaData(storedWith({ colors: [['Red', 'ff0000', '']] }))).toThrow('colour 0 has an invalid former name');
    expect(() => parseWadaData(storedWith({ colors: [['Red', 'ff0000', 'Rde', 'x']] }))).toThrow('colour 0');
    expect(() => parseWadaData(storedWith({ combinations: undefined }))).toThrow('expected 348 combinations');
    expect(() => parseWadaData(storedWith({ combinations: combinations.slice(1) }))).toThrow('expected 348 combinations');
    const changed = (n: number, indices: unknown) => storedWith({ combinations: combinations.map((c, i) => (i === n - 1 ? indices : c)) });
    expect(() => parseWadaData(changed(5, [3]))).toThrow('combination 5');
    expect(() => parseWadaData(changed(5, [0, 1, 2, 3, 4]))).toThrow('combination 5');
    expect(() => parseWadaData(changed(7, [0, 159]))).toThrow('combination 7');
    expect(() => parseWadaData(changed(7, [0, 1.5]))).toThrow('combination 7');
    expect(() => parseWadaData(changed(9, [4, 4]))).toThrow('combination 9');
    expect(() => parseWadaData(changed(9, 'ab'))).toThrow('combination 9');
  });
});

describe('combinationColors', () => {
  it('returns the colours of combinations 1–348, and null for any other number', () => {
    const first = combinationColors(WADA, 1);
    expect(first).toEqual(WADA.combinations[0].map((index) => WADA.colors[index]));
    expect(first).toHaveLength(2);
    expect(combinationColors(WADA, 121)).toHaveLength(3);
    expect(combinationColors(WADA, 348)).toHaveLength(4);
    for (const n of [0, -1, 349, 1.5, Number.NaN, Infinity]) expect(combinationColors(WADA, n), String(n)).toBeNull();
  });
});

describe('combinationsWith', () => {
  it('returns the ascending numbers of the combinations holding a colour, none for an unknown index', () => {
    const data: WadaData = { colors: WADA.colors, combinations: [[0, 1], [2, 3], [1, 2, 3]] };
    expect(combinationsWith(data, 1)).toEqual([1, 3]);
    expect(combinationsWith(data, 4)).toEqual([]);
    expect(combinationsWith(WADA, -1)).toEqual([]);
    expect(combinationsWith(WADA, 159)).toEqual([]);
    // Every colour of the book is in at least one combination.
    WADA.colors.forEach((_, index) => expect(combinationsWith(WADA, index).length).toBeGreaterThan(0));
  });
});

describe('combinationsNear', () => {
  it("puts a book colour's own combinations first (ΔE 0, by number) when given its code", () => {
    WADA.colors.forEach((color, index) => {
      const own = combinationsWith(WADA, index);
      expect(combinationsNear(WADA, color.code).slice(0, own.length)).toEqual(own);
      expect(combinationsNear(WADA, color.code.toUpperCase(), 0)).toEqual(own);
    });
  });

  it('returns exactly the combinations with a colour within the reach, nearest first, ties by number', () => {
    for (const code of seededCodes(60, 348)) {
      for (const reach of [5, 10, 25]) {
        const nearest = WADA.combinations.map((indices) => Math.min(...indices.map((i) => deltaE(code, WADA.colors[i].code))));
        const expected = nearest
          .map((d, i) => ({ n: i + 1, d }))
          .filter(({ d }) => d <= reach)
          .sort((x, y) => x.d - y.d || x.n - y.n)
          .map(({ n }) => n);
        expect(combinationsNear(WADA, code, reach), `${code} within ${reach}`).toEqual(expected);
      }
    }
    expect(combinationsNear(WADA, '#808080')).toEqual(combinationsNear(WADA, '#808080', 10));
  });

  it('throws the core error for an invalid code', () => {
    expect(() => combinationsNear(WADA, 'nope')).toThrow('不正なカラーコードの形式です: nope');
  });
});

describe('combinationsNearAny', () => {
  it('is combinationsNear for one code, and nothing for no codes', () => {
    for (const code of seededCodes(20, 7)) expect(combinationsNearAny(WADA, [code])).toEqual(combinationsNear(WADA, code));
    expect(combinationsNearAny(WADA, [])).toEqual([]);
  });

  it('unions the near combinations of several codes, each once, nearest first by its nearest code, ties by number', () => {
    for (const codes of [seededCodes(3, 11), seededCodes(8, 12), ['#cf3a24', '#cf3a24']]) {
      const expected = WADA.combinations
        .map((indices, i) => ({ n: i + 1, d: Math.min(...indices.flatMap((k) => codes.map((code) => deltaE(code, WADA.colors[k].code)))) }))
        .filter(({ d }) => d <= 10)
        .sort((x, y) => x.d - y.d || x.n - y.n)
        .map(({ n }) => n);
      expect(combinationsNearAny(WADA, codes), codes.join(' ')).toEqual(expected);
      const union = new Set(codes.flatMap((code) => combinationsNear(WADA, code)));
      expect(new Set(combinationsNearAny(WADA, codes))).toEqual(union);
    }
  });

  it('throws the core error for an invalid code among them', () => {
    expect(() => combinationsNearAny(WADA, ['#cf3a24', 'nope'])).toThrow('不正なカラーコードの形式です: nope');
  });
});
