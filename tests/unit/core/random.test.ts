import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY_IDS, categoryOf, colorModels, mulberry32, randomColors } from '../../../src/core/index.ts';

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

describe('randomColors', () => {
  it('returns colours of the requested category, deterministic per seed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_IDS), fc.integer({ min: 0, max: 60 }), fc.integer(), (id, count, seed) => {
        const out = randomColors(id, count, seed);
        expect(out).toHaveLength(count);
        expect(randomColors(id, count, seed)).toEqual(out);
        for (const code of out) {
          expect(code).toMatch(/^#[0-9a-f]{6}$/);
          const { hsv, rgb } = colorModels(code);
          expect(categoryOf(hsv.hue)).toBe(id);
          if (id === 'neutral') {
            expect(rgb.red === rgb.green && rgb.green === rgb.blue).toBe(true);
          } else {
            // Value 0.6–1 and saturation 0.3–1 before rounding to bytes.
            expect(hsv.value).toBeGreaterThanOrEqual(60 - 0.2);
            expect(hsv.saturation).toBeGreaterThanOrEqual(30 - 1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a longer list starts with the shorter one (colours are drawn in order)', () => {
    expect(randomColors('green', 40, 7).slice(0, 10)).toEqual(randomColors('green', 10, 7));
  });

  it('different seeds give different lists', () => {
    expect(randomColors('blue', 10, 1)).not.toEqual(randomColors('blue', 10, 2));
  });

  it('follows the documented draw order', () => {
    // Neutral: one draw per colour, byte = floor(u · 256).
    const random = mulberry32(42);
    const greys = randomColors('neutral', 5, 42);
    for (const code of greys) {
      const byte = Math.floor(random() * 256).toString(16).padStart(2, '0');
      expect(code).toBe(`#${byte}${byte}${byte}`);
    }
  });

  it('handles odd counts and spreads hues across the range', () => {
    expect(randomColors('red', 0, 1)).toEqual([]);
    expect(randomColors('red', -3, 1)).toEqual([]);
    expect(randomColors('red', 2.7, 1)).toHaveLength(2);
    const hues = randomColors('green', 400, 3).map((c) => colorModels(c).hsv.hue);
    expect(Math.min(...hues)).toBeLessThan(90);
    expect(Math.max(...hues)).toBeGreaterThan(130);
  });

  it('throws for an unknown category', () => {
    expect(() => randomColors('purple' as never, 3, 1)).toThrow();
  });
});
