/**
 * Parity of `describe` and `nearestNames`: every 3-digit code and 100,000 seeded random colours give the
 * same Colour from the wasm engine as from the TypeScript core (codes, names, categories and simulated
 * colours equal; every float within 1e-9; uuids aside).
 */
import { describe, expect, it } from 'vitest';
import { Mismatches, codesOf, differences, loadEngines, seededPackedColors, threeDigitCodes } from './engines.ts';

const RANDOM_COLORS = 100_000;
const BATCH = 5_000;

const { wasm, ts } = await loadEngines();

/** Compares `describe` of both engines over `codes` in batches, in the given language. */
function compareDescribe(codes: readonly string[], lang: 'en' | 'ja'): Mismatches {
  const mismatches = new Mismatches();
  for (let start = 0; start < codes.length; start += BATCH) {
    const batch = codes.slice(start, start + BATCH);
    const fromWasm = wasm.describe(batch, lang);
    const fromTs = ts.describe(batch, lang);
    for (let i = 0; i < batch.length; i++) {
      mismatches.add(`describe(${JSON.stringify(batch[i])}, ${lang})`, differences(fromWasm[i], fromTs[i], ['uuid']));
    }
  }
  return mismatches;
}

/** Compares `nearestNames` of both engines over `codes`. */
function compareNames(codes: readonly string[]): Mismatches {
  const mismatches = new Mismatches();
  const fromWasm = wasm.nearestNames(codes);
  const fromTs = ts.nearestNames(codes);
  for (let i = 0; i < codes.length; i++) {
    if (fromWasm[i] !== fromTs[i]) mismatches.add(codes[i], `wasm ${fromWasm[i]} ≠ ts ${fromTs[i]}`);
  }
  return mismatches;
}

describe('wasm engine parity: describe', () => {
  it('agrees on every 3-digit code, in English and Japanese', () => {
    const codes = threeDigitCodes();
    compareDescribe(codes, 'en').assertNone('describe, 3-digit codes (en)');
    compareDescribe(codes, 'ja').assertNone('describe, 3-digit codes (ja)');
  });

  it(`agrees on ${RANDOM_COLORS.toLocaleString('en')} seeded random colours`, () => {
    compareDescribe(codesOf(seededPackedColors(RANDOM_COLORS, 20240124)), 'en').assertNone('describe, random colours');
  });

  it('accepts every input form the core accepts and rejects the others with the same error', () => {
    const forms = ['#ABCDEF', 'abcdef', 'ABC', '#abc', '#a1B2c3'];
    const fromWasm = wasm.describe(forms);
    const fromTs = ts.describe(forms);
    forms.forEach((form, i) => expect(differences(fromWasm[i], fromTs[i], ['uuid']), form).toEqual([]));
    for (const bad of ['', '#12', 'ggg', '#1234567', '#abcd', '#ab\u00e9def']) {
      expect(() => wasm.describe([bad])).toThrowError(captureError(() => ts.describe([bad])));
      expect(() => wasm.nearestNames([bad])).toThrowError(captureError(() => ts.nearestNames([bad])));
    }
  });

  it('gives fresh uuids like createColor', () => {
    const [a, b] = wasm.describe(['#123456', '#123456']);
    expect(a.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.uuid).not.toBe(b.uuid);
  });
});

describe('wasm engine parity: nearest names', () => {
  it('agrees on every 3-digit code', () => {
    compareNames(threeDigitCodes()).assertNone('nearestNames, 3-digit codes');
  });

  it(`agrees on ${RANDOM_COLORS.toLocaleString('en')} seeded random colours`, () => {
    compareNames(codesOf(seededPackedColors(RANDOM_COLORS, 7))).assertNone('nearestNames, random colours');
  });
});

/** Returns the message a call throws (the test fails if it does not throw). */
function captureError(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the call to throw');
}
