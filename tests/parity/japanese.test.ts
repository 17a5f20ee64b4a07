/**
 * Parity of `nearestJapaneseColors`: the wasm engine (its table compiled in) and the TypeScript core give
 * the same traditional colour and the same ΔE (within 1e-9) for every 3-digit code, each of the
 * traditional colours' own codes (exact: ΔE 0, an entry with that code) and seeded random colours.
 */
import { describe, expect, it } from 'vitest';
import { JAPANESE_COLORS } from '../support/japaneseColors.ts';
import { Mismatches, closeEnough, codesOf, loadEngines, seededPackedColors, threeDigitCodes } from './engines.ts';

const RANDOM_COLORS = 100_000;

const { wasm, ts } = await loadEngines();

/** Compares `nearestJapaneseColors` of both engines over `codes`: the same index, ΔE within the tolerance. */
function compareJapanese(codes: readonly string[]): Mismatches {
  const mismatches = new Mismatches();
  const fromWasm = wasm.nearestJapaneseColors(codes);
  const fromTs = ts.nearestJapaneseColors(codes);
  expect(fromWasm).toHaveLength(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const [w, t] = [fromWasm[i], fromTs[i]];
    if (w.index !== t.index || !closeEnough(w.deltaE, t.deltaE)) {
      mismatches.add(codes[i], `wasm ${JSON.stringify(w)} ≠ ts ${JSON.stringify(t)}`);
    }
  }
  return mismatches;
}

describe('wasm engine parity: nearest Japanese traditional colour', () => {
  it('agrees on every 3-digit code', () => {
    compareJapanese(threeDigitCodes()).assertNone('nearestJapaneseColors, 3-digit codes');
  });

  it("is exact on each traditional colour's own code in both engines", () => {
    const codes = JAPANESE_COLORS.map((entry) => entry.code);
    compareJapanese(codes).assertNone('nearestJapaneseColors, own codes');
    for (const engine of [wasm, ts]) {
      engine.nearestJapaneseColors(codes).forEach((match, i) => {
        expect(match.deltaE, `${engine.kind} ${codes[i]}`).toBe(0);
        expect(JAPANESE_COLORS[match.index].code, `${engine.kind} ${codes[i]}`).toBe(codes[i]);
      });
    }
  });

  it(`agrees on ${RANDOM_COLORS.toLocaleString('en')} seeded random colours`, () => {
    compareJapanese(codesOf(seededPackedColors(RANDOM_COLORS, 1228))).assertNone('nearestJapaneseColors, random colours');
  });

  it('accepts every input form the core accepts, rejects the others with the same error, and takes empty batches', () => {
    const forms = ['#ABCDEF', 'abcdef', 'ABC', '#abc', '#a1B2c3'];
    expect(wasm.nearestJapaneseColors(forms)).toEqual(ts.nearestJapaneseColors(forms));
    for (const bad of ['', '#12', 'ggg', '#1234567']) {
      let tsError: unknown;
      try {
        ts.nearestJapaneseColors([bad]);
      } catch (error) {
        tsError = error;
      }
      expect(tsError).toBeInstanceOf(Error);
      expect(() => wasm.nearestJapaneseColors([bad])).toThrowError((tsError as Error).message);
    }
    expect(wasm.nearestJapaneseColors([])).toEqual([]);
    // Odd batches (the last colour alone in its SIMD step) and black (the scalar cube root) in either lane.
    for (const batch of [['#000'], ['#000', '#123456', '#000'], ['#fffffe', '#000000'], ['#171412', '#000000', '#ebf6f7']]) {
      expect(wasm.nearestJapaneseColors(batch), batch.join()).toEqual(ts.nearestJapaneseColors(batch));
    }
  });
});
