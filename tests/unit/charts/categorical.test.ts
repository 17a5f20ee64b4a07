import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORICAL_MAX, ChartRequestError, DEFAULT_CATEGORICAL, categoricalPalette, type CategoricalRequest } from '../../../src/core/charts/categorical.ts';
import { CHART_VISIONS, worstPairs } from '../../../src/core/charts/chartVision.ts';
import { contrastRatio } from '../../../src/core/contrast/wcag.ts';
import { hexToSrgb } from '../../../src/core/convert/hexToSrgb.ts';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab.ts';
import { simulate } from '../../../src/core/vision/simulate.ts';
import { MUDDY_CHROMA, chartSpread } from '../../../src/core/charts/spread.ts';

/** Categorical chart colours: the constraints hold for many seeds; the worst pair is far apart for everyone. */

const request = (over: Partial<CategoricalRequest> = {}): CategoricalRequest => ({ ...DEFAULT_CATEGORICAL, count: 8, seed: 1, ...over });
const oklch = (code: string) => {
  const [l, a, b] = srgbToOklab(hexToSrgb(code));
  return { l, c: Math.hypot(a, b) };
};

describe('categoricalPalette', () => {
  it('keeps every constraint, for many seeds, sizes, backgrounds and locks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom('#ffffff', '#111318', '#f6f1e7'),
        fc.constantFrom([], ['#0b5cad'], ['#d7263d', '#0b5cad']),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        (count, seed, background, locked, severity) => {
          const dark = background === '#111318';
          const r = request({ count: Math.max(count, locked.length), seed, background, locked: dark ? [] : locked, severity, lightness: dark ? [0.55, 0.95] : [0.3, 0.9] });
          const { codes, worst } = categoricalPalette(r);
          expect(codes).toHaveLength(r.count);
          expect(new Set(codes).size).toBe(codes.length);
          // Locked colours kept exactly, first, in their order.
          expect(codes.slice(0, r.locked.length)).toEqual(r.locked);
          for (const code of codes.slice(r.locked.length)) {
            expect(code).toMatch(/^#[0-9a-f]{6}$/);
            expect(contrastRatio(code, background)).toBeGreaterThanOrEqual(3);
            const { l, c } = oklch(code);
            expect(l).toBeGreaterThanOrEqual(r.lightness[0]);
            expect(l).toBeLessThanOrEqual(r.lightness[1]);
            expect(c).toBeGreaterThanOrEqual(r.chroma[0] - 1e-9);
            expect(c).toBeLessThanOrEqual(r.chroma[1] + 1e-9);
          }
          expect(worst).toBeCloseTo(worstPairs(codes, severity).all.deltaE, 9);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('is reproducible: the same request gives the same palette; another seed may not', () => {
    expect(categoricalPalette(request())).toEqual(categoricalPalette(request()));
    expect(categoricalPalette(request({ seed: 2 })).codes).not.toEqual(categoricalPalette(request()).codes);
  });

  it('never picks a pair that collapses for a colour-blind reader: every pair stays apart under each vision', () => {
    for (const count of [5, 8, 12]) {
      const { codes, worst } = categoricalPalette(request({ count }));
      // Spreading the hues costs the worst pair a little; it stays far above iwanthue's (under 2 at 8 and 12).
      expect(worst).toBeGreaterThan(count === 5 ? 14 : count === 8 ? 8 : 6);
      // Read through the app's own byte-rounded simulation too: no two colours look alike to anyone.
      for (const vision of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
        const seen = codes.map((code) => simulate(code, vision));
        expect(new Set(seen).size, vision).toBe(codes.length);
      }
      const pairs = worstPairs(codes, 1);
      for (const vision of CHART_VISIONS) expect(pairs[vision].deltaE).toBeGreaterThanOrEqual(worst - 1e-9);
    }
  });

  it('puts the most distinct colours next to each other in the legend', () => {
    const { codes } = categoricalPalette(request({ count: 8 }));
    const neighbours = codes.slice(1).map((code, i) => worstPairs([codes[i], code], 1).all.deltaE);
    const overall = worstPairs(codes, 1).all.deltaE;
    // Each neighbour pair is at least as far apart as the palette's worst pair, and on average clearly farther.
    expect(Math.min(...neighbours)).toBeGreaterThanOrEqual(overall - 1e-9);
    expect(neighbours.reduce((a, b) => a + b, 0) / neighbours.length).toBeGreaterThan(overall * 1.5);
  });

  it('spreads the set: no two colours close in lightness share a hue, none is muddy, 8 colours use 6 sectors or more', () => {
    for (const background of ['#ffffff', '#111827']) {
      for (const count of [5, 8, 12]) {
        for (const seed of [1, 2, 3, 4]) {
          const { codes } = categoricalPalette(request({ count, seed, background }));
          const spread = chartSpread(codes);
          const at = `${background} ×${count} seed ${seed}: ${codes.join(' ')}`;
          expect(spread.clashes, at).toEqual([]);
          expect(spread.muddy, at).toEqual([]);
          if (count === 8) expect(spread.sectors, at).toBeGreaterThanOrEqual(6);
        }
      }
    }
    expect(DEFAULT_CATEGORICAL.chroma[0]).toBeGreaterThanOrEqual(MUDDY_CHROMA);
  });

  it('measures spread as a designer sees it', () => {
    // Tableau 10's blue and its light blue neighbour differ in lightness; two blues of one lightness clash.
    const same = chartSpread(['#1f77b4', '#2a6fbf', '#ff7f0e']);
    expect(same.clashes).toEqual([[0, 1]]);
    expect(same.sectors).toBe(2);
    expect(chartSpread(['#1f77b4', '#ff7f0e']).largestHueGap).toBeGreaterThan(180);
    expect(chartSpread(['#777777', '#1f77b4']).muddy).toEqual([0]);
    expect(chartSpread(['#777777', '#888888']).largestHueGap).toBe(360);
  });

  it('answers a request it cannot meet with a clear error', () => {
    expect(() => categoricalPalette(request({ count: 1 }))).toThrow(ChartRequestError);
    expect(() => categoricalPalette(request({ count: CATEGORICAL_MAX + 1 }))).toThrow(ChartRequestError);
    expect(() => categoricalPalette(request({ lightness: [0.8, 0.2] }))).toThrow(ChartRequestError);
    expect(() => categoricalPalette(request({ count: 2, locked: ['#000000', '#ffffff', '#ff0000'] }))).toThrow(ChartRequestError);
    // Nothing light enough passes 3:1 on white: no colour meets the constraints.
    expect(() => categoricalPalette(request({ lightness: [0.95, 1] }))).toThrow(/too few colours/);
  });
});
