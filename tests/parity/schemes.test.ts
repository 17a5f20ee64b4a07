/**
 * Parity of the seeded random batches and of the same-lightness ring: identical codes for the same
 * inputs, including counts and seeds at the edges of their domains.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../src/core/index.ts';
import { Mismatches, codesOf, loadEngines, seededPackedColors, threeDigitCodes } from './engines.ts';

const { wasm, ts } = await loadEngines();

describe('wasm engine parity: random category batches', () => {
  it('gives identical batches for every category over many seeds', () => {
    const mismatches = new Mismatches();
    for (const categoryId of CATEGORY_IDS) {
      for (let seed = 0; seed < 300; seed++) {
        const a = wasm.randomColors(categoryId, 40, seed * 2654435761);
        const b = ts.randomColors(categoryId, 40, seed * 2654435761);
        if (a.join() !== b.join()) mismatches.add(`randomColors(${categoryId}, 40, ${seed * 2654435761})`, [`wasm ${a.join(' ')}`, `ts   ${b.join(' ')}`]);
      }
    }
    mismatches.assertNone('randomColors');
  });

  it('gives identical long lists (codes rejected as repeats; greys dealt from a second deck)', () => {
    const mismatches = new Mismatches();
    for (const categoryId of CATEGORY_IDS) {
      for (const [count, seed] of [
        [250, 17],
        [2000, 3141592653],
      ] as const) {
        const a = wasm.randomColors(categoryId, count, seed);
        const b = ts.randomColors(categoryId, count, seed);
        if (a.join() !== b.join()) mismatches.add(`randomColors(${categoryId}, ${count}, ${seed})`, [`first difference at ${a.findIndex((code, i) => code !== b[i])}`]);
      }
    }
    mismatches.assertNone('randomColors, long lists');
  });

  it('treats odd counts and seeds as the core does', () => {
    for (const [count, seed] of [
      [0, 1],
      [-3, 1],
      [2.9, -1],
      [Number.NaN, 5],
      [5, 2 ** 40 + 0.5],
      [5, Number.NaN],
      [12_000, 3],
    ] as const) {
      expect(wasm.randomColors('green', count, seed)).toEqual(ts.randomColors('green', count, seed));
      expect(wasm.randomColors('neutral', count, seed)).toEqual(ts.randomColors('neutral', count, seed));
    }
    expect(() => wasm.randomColors('purple' as never, 1, 1)).toThrow();
  });
});

describe('wasm engine parity: same-lightness ring', () => {
  it('gives identical rings for every 3-digit code at radius 30 and 40', () => {
    const mismatches = new Mismatches();
    for (const code of threeDigitCodes()) {
      for (const radius of [30, 40]) {
        const a = wasm.sameLightness(code, radius);
        const b = ts.sameLightness(code, radius);
        if (a.join() !== b.join()) mismatches.add(`sameLightness(${code}, ${radius})`, [`wasm ${a.join(' ')}`, `ts   ${b.join(' ')}`]);
      }
    }
    mismatches.assertNone('sameLightness, 3-digit codes');
  });

  it('gives identical rings for 10,000 seeded random colours and radii', () => {
    const mismatches = new Mismatches();
    const codes = codesOf(seededPackedColors(10_000, 5));
    codes.forEach((code, i) => {
      const radius = 5 + (i % 120);
      const a = wasm.sameLightness(code, radius);
      const b = ts.sameLightness(code, radius);
      if (a.join() !== b.join()) mismatches.add(`sameLightness(${code}, ${radius})`, [`wasm ${a.join(' ')}`, `ts   ${b.join(' ')}`]);
    });
    mismatches.assertNone('sameLightness, random colours');
  });
});
