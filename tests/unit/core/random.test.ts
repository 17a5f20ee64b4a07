import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, CATEGORY_IDS, RANDOM_GREY_COUNT, categoryOf, colorModels, mulberry32, randomColors } from '../../../src/core/index.ts';

describe('mulberry32', () => {
  it('matches an independent BigInt implementation of the published algorithm', () => {
    const M = (1n << 32n) - 1n;
    const reference = (seed: number) => {
      let a = BigInt(seed >>> 0);
      return () => {
        a = (a + 0x6d2b79f5n) & M;
        let t = a;
        t = ((t ^ (t >> 15n)) * (t | 1n)) & M;
        t = (t ^ (t + (((t ^ (t >> 7n)) * (t | 61n)) & M))) & M;
        return Number((t ^ (t >> 14n)) & M) / 4294967296;
      };
    };
    for (const seed of [0, 1, 42, 123456789, 4294967295]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 1000; i++) expect(ours()).toBe(theirs());
    }
  });

  it('returns numbers in [0, 1) that are multiples of 2^-32, and is deterministic', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let i = 0; i < 20; i++) {
          const x = a();
          expect(x).toBe(b());
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          expect(Number.isInteger(x * 4294967296)).toBe(true);
        }
      }),
    );
  });

  it('treats seeds as uint32 (seed >>> 0)', () => {
    expect(mulberry32(-1)()).toBe(mulberry32(4294967295)());
    expect(mulberry32(2 ** 32 + 5)()).toBe(mulberry32(5)());
    expect(mulberry32(5.9)()).toBe(mulberry32(5)());
  });
});

/** Returns the HSV of a code: hue in degrees (NaN for greys), saturation and value 0–1 from its bytes. */
function hsvOf(code: string) {
  const { hsv } = colorModels(code);
  return { hue: hsv.hue, saturation: hsv.saturation / 100, value: hsv.value / 100 };
}

/** Whether a hue (degrees) lies in the category's range as categoryOf reads it (red wraps past 355). */
function inHueRange(hue: number, [min, max]: readonly [number, number]): boolean {
  const h = hue > 355 ? hue - 360 : hue;
  // categoryOf takes the first range whose max is ≥ the hue, so a hue just below min belongs to the previous one.
  return h > min - 1 && h <= max;
}

const SPEC_VALUE_MIN = 0.6;
const HUE_CATEGORIES = CATEGORIES.filter((c) => c.hueRange !== null);

describe('randomColors', () => {
  it('gives every category, neutral included, HSV value 0.6–1 (SPEC §2), deterministic per seed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_IDS), fc.integer({ min: 0, max: 60 }), fc.integer(), (id, count, seed) => {
        const out = randomColors(id, count, seed);
        expect(out).toHaveLength(count);
        expect(randomColors(id, count, seed)).toEqual(out);
        for (const code of out) {
          expect(code).toMatch(/^#[0-9a-f]{6}$/);
          const { value } = hsvOf(code);
          expect(value, code).toBeGreaterThanOrEqual(SPEC_VALUE_MIN);
          expect(value, code).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps hue categories in their hue range with saturation 0.3–1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HUE_CATEGORIES), fc.integer({ min: 1, max: 60 }), fc.integer(), (category, count, seed) => {
        for (const code of randomColors(category.id, count, seed)) {
          const { hue, saturation } = hsvOf(code);
          expect(categoryOf(hue), code).toBe(category.id);
          expect(inHueRange(hue, category.hueRange!), `${code} hue ${hue}`).toBe(true);
          // Rounding each channel to a byte moves (max − min) / max by at most 1 / 153 (max ≥ 153).
          expect(saturation, code).toBeGreaterThanOrEqual(0.3 - 1 / 153);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives neutral only greys, the lightest 103 (bytes 153 … 255)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer(), (count, seed) => {
        for (const code of randomColors('neutral', count, seed)) {
          const { red, green, blue } = colorModels(code).rgb;
          expect(red === green && green === blue, code).toBe(true);
          expect(red, code).toBeGreaterThanOrEqual(153);
          expect(Number.isNaN(hsvOf(code).hue)).toBe(true);
          expect(categoryOf(hsvOf(code).hue)).toBe('neutral');
        }
      }),
    );
    // 103 greys deal the whole deck; the 104th starts a new deal.
    expect(new Set(randomColors('neutral', 103, 9)).size).toBe(103);
    expect(RANDOM_GREY_COUNT).toBe(103);
    expect(Math.min(...randomColors('neutral', 103, 9).map((c) => colorModels(c).rgb.red))).toBe(153);
  });

  it('never repeats a code within one list (an Explore section, a category batch)', () => {
    // Every category, the sizes the app asks for (Explore sections up to 10, category batches of 40), many seeds.
    for (const id of CATEGORY_IDS) {
      for (let seed = 0; seed < 400; seed++) {
        for (const count of [10, 40]) {
          const out = randomColors(id, count, seed * 2654435761);
          expect(new Set(out).size, `${id} ${count} seed ${seed * 2654435761}`).toBe(count);
        }
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_IDS), fc.integer({ min: 0, max: 103 }), fc.integer(), (id, count, seed) => {
        expect(new Set(randomColors(id, count, seed)).size).toBe(count);
      }),
      { numRuns: 300 },
    );
    // Long lists too, as long as the category has codes left (neutral has 103 greys).
    for (const category of HUE_CATEGORIES) expect(new Set(randomColors(category.id, 2000, 11)).size, category.id).toBe(2000);
    const greys = randomColors('neutral', 250, 4);
    expect(new Set(greys.slice(0, 103)).size).toBe(103);
    expect(new Set(greys.slice(103, 206)).size).toBe(103);
  });

  it('a longer list starts with the shorter one (colours are drawn in order)', () => {
    for (const id of CATEGORY_IDS) expect(randomColors(id, 40, 7).slice(0, 10)).toEqual(randomColors(id, 10, 7));
  });

  it('different seeds give different lists', () => {
    expect(randomColors('blue', 10, 1)).not.toEqual(randomColors('blue', 10, 2));
    expect(randomColors('neutral', 10, 1)).not.toEqual(randomColors('neutral', 10, 2));
  });

  it('follows the documented draw order', () => {
    // Neutral: one draw per colour from a deck of bytes 153 … 255, j = i + floor(u · (103 − i)), swap, take deck[i].
    const random = mulberry32(42);
    const deck = Array.from({ length: 103 }, (_, g) => 153 + g);
    randomColors('neutral', 20, 42).forEach((code, i) => {
      const j = i + Math.floor(random() * (103 - i));
      [deck[i], deck[j]] = [deck[j], deck[i]];
      const byte = deck[i].toString(16);
      expect(code).toBe(`#${byte}${byte}${byte}`);
    });
    // Hue categories: three draws per attempt (hue, saturation, value); the first attempt that lands in the category wins.
    const draws = mulberry32(42);
    const [min, max] = CATEGORIES.find((c) => c.id === 'green')!.hueRange!;
    const first = randomColors('green', 1, 42)[0];
    const { hue, saturation, value } = hsvOf(first);
    expect(hue).toBeCloseTo(min + draws() * (max - min), 0);
    expect(saturation).toBeCloseTo(0.3 + draws() * 0.7, 1);
    expect(value).toBeCloseTo(0.6 + draws() * 0.4, 1);
  });

  it('handles odd counts and spreads hues across the range', () => {
    expect(randomColors('red', 0, 1)).toEqual([]);
    expect(randomColors('red', -3, 1)).toEqual([]);
    expect(randomColors('red', 2.7, 1)).toHaveLength(2);
    const hues = randomColors('green', 400, 3).map((c) => colorModels(c).hsv.hue);
    expect(Math.min(...hues)).toBeLessThan(90);
    expect(Math.max(...hues)).toBeGreaterThan(130);
    const greys = randomColors('neutral', 400, 3).map((c) => colorModels(c).rgb.red);
    expect(Math.min(...greys)).toBe(153);
    expect(Math.max(...greys)).toBe(255);
  });

  it('throws for an unknown category', () => {
    expect(() => randomColors('purple' as never, 3, 1)).toThrow();
  });
});
