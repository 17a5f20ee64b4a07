/**
 * Parity of the categorical chart colours: the wasm port gives the TypeScript reference's palette — the
 * same codes in the same legend order and the same worst pair (within 1e-9) — for seeded requests of every size,
 * severity, range, background and lock, and refuses what the core refuses.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORICAL, mulberry32, type CategoricalRequest } from '../../src/core/index.ts';
import { Mismatches, differences, loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

const BACKGROUNDS = ['#ffffff', '#111318', '#f6f1e7', '#1e293b'];
const BRANDS = ['#0b5cad', '#d7263d', '#1b998b', '#f46036', '#2e294e'];

describe('wasm engine parity: categorical chart colours', () => {
  it('gives identical palettes for seeded requests of every size, severity, range, background and lock', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(3030);
    for (let k = 0; k < 36; k++) {
      const count = 2 + Math.floor(random() * 19);
      const background = BACKGROUNDS[k % BACKGROUNDS.length];
      const dark = background === '#111318' || background === '#1e293b';
      const lockedCount = dark ? 0 : Math.min(count, Math.floor(random() * 3));
      const request: CategoricalRequest = {
        ...DEFAULT_CATEGORICAL,
        count,
        background,
        lightness: dark ? [0.55, 0.95] : [0.25 + random() * 0.1, 0.8 + random() * 0.15],
        chroma: [random() * 0.06, 0.2 + random() * 0.15],
        minContrast: k % 5 === 0 ? 0 : 3,
        severity: k % 3 === 0 ? 1 : 0.3 + random() * 0.7,
        locked: BRANDS.slice(0, lockedCount),
        seed: Math.floor(random() * 2 ** 32),
      };
      mismatches.add(`categoricalColors(${JSON.stringify(request)})`, differences(wasm.categoricalColors(request), ts.categoricalColors(request)));
    }
    mismatches.assertNone('categoricalColors');
  });

  it('refuses what the core refuses, with the same error', () => {
    const base: CategoricalRequest = { ...DEFAULT_CATEGORICAL, count: 6, seed: 1 };
    for (const bad of [{ count: 1 }, { count: 21 }, { lightness: [0.9, 0.2] as const }, { severity: 2 }, { locked: ['#zzzzzz'] }, { lightness: [0.95, 1] as const }]) {
      const request = { ...base, ...bad } as CategoricalRequest;
      let tsError = '';
      try {
        ts.categoricalColors(request);
      } catch (error) {
        tsError = String(error);
      }
      expect(tsError, JSON.stringify(bad)).not.toBe('');
      expect(() => wasm.categoricalColors(request), JSON.stringify(bad)).toThrow(tsError.replace(/^\w*Error: /, ''));
    }
  });
});
