/**
 * "Make it safer" (src/core/charts/safer.ts): each goal met or reported unreached, scored on the codes returned;
 * locked colours unmoved; never worse than the input where the contrast forces no move; every curated set's fix on
 * white and on a dark slate; the sequential rules, and the viridis family coming back untouched where it passes.
 */
import { describe, expect, it } from 'vitest';
import { CURATED_SETS, curatedSet } from '../../src/core/charts/curated.ts';
import { worstPairs } from '../../src/core/charts/chartVision.ts';
import { CLEAR_DELTA_E, DISTINCT_DELTA_E, GREYSCALE_DELTA_L } from '../../src/core/charts/report.ts';
import { ChartRequestError } from '../../src/core/charts/categoricalRequest.ts';
import { saferChartColors, type SaferRequest, type SaferResult } from '../../src/core/charts/safer.ts';
import { oklabOfCode } from '../../src/core/convert/srgbToOklab.ts';
import { chartSpread } from '../../src/core/charts/spread.ts';
import { contrastRatio } from '../../src/core/contrast/wcag.ts';

const BACKGROUNDS = ['#ffffff', '#111827'];
const CATEGORICAL = CURATED_SETS.filter((set) => set.kind === 'categorical');

const request = (colors: readonly string[], change: Partial<SaferRequest> = {}): SaferRequest => ({
  kind: 'categorical',
  colors,
  background: '#ffffff',
  minContrast: 3,
  severity: 1,
  ...change,
});

/** Checks a categorical answer against its codes, scored afresh: what is returned is what was scored. */
function expectScored(result: SaferResult, r: SaferRequest): void {
  expect(result.codes).toHaveLength(r.colors.length);
  for (const code of result.codes) expect(code).toMatch(/^#[0-9a-f]{6}$/);
  const worst = worstPairs(result.codes, r.severity).all.deltaE;
  expect(result.after.worst).toBeCloseTo(worst, 9);
  const failing = result.codes.filter((code) => contrastRatio(code, r.background) < r.minContrast).length;
  expect(result.after.contrastFailing).toBe(failing);
  expect(result.reached.contrast).toBe(failing === 0);
  expect(result.reached.separation).toBe(worst >= CLEAR_DELTA_E);
  expect(result.changed).toEqual(result.codes.flatMap((code, i) => (code === r.colors[i].toLowerCase() ? [] : [i])));
  if (result.changed.length === 0) expect([result.meanMoved, result.maxMoved]).toEqual([0, 0]);
  else expect(result.maxMoved).toBeGreaterThan(0);
}

describe('saferChartColors: categorical', () => {
  it("fixes every curated set on white and on #111827: each colour meets 3:1, or the answer says it does not", () => {
    for (const set of CATEGORICAL) {
      for (const background of BACKGROUNDS) {
        const r = request(set.colors(set.maxCount), { background });
        const result = saferChartColors(r);
        expectScored(result, r);
        // Lightness alone reaches 3:1 for every colour on both backgrounds (black or white meet it at worst).
        expect(result.reached.contrast, `${set.id} on ${background}`).toBe(true);
        // Each colour keeps at least the contrast it had, or the target's.
        result.codes.forEach((code, i) => expect(contrastRatio(code, background)).toBeGreaterThanOrEqual(Math.min(3, contrastRatio(r.colors[i], background))));
      }
    }
  });

  it('never lowers the worst pair when no contrast move is forced', () => {
    for (const set of CATEGORICAL) {
      for (const background of BACKGROUNDS) {
        for (const size of [set.minCount, set.maxCount]) {
          const r = request(set.colors(size), { background, minContrast: 0 });
          const result = saferChartColors(r);
          expectScored(result, r);
          expect(result.after.worst, `${set.id} ×${size} on ${background}`).toBeGreaterThanOrEqual(result.before.worst - 1e-9);
        }
      }
    }
  });

  it('keeps the spread where the worst pair allows: no pair of one hue added that a move elsewhere avoids', () => {
    // Moving only for the worst pair turned Set2's and category10's colours into pairs of one hue and lightness (3 of
    // Set2's 8 on white at 3:1, 4 of category10's 10 with no target); keeping the spread, as many as the sets had.
    for (const [id, size, minContrast, had] of [['set2', 8, 3, 1], ['category10', 10, 0, 2]] as const) {
      const colors = curatedSet(id)!.colors(size);
      expect(chartSpread(colors).clashes).toHaveLength(had);
      const r = request(colors, { minContrast });
      const result = saferChartColors(r);
      expectScored(result, r);
      expect(chartSpread(result.codes).clashes, `${id} ×${size}`).toHaveLength(had);
      expect(result.after.worst).toBeGreaterThan(result.before.worst);
    }
  });

  it('reaches the clear goal where the search can, moving little, and reports the rest as unreached', () => {
    const okabeIto = saferChartColors(request(curatedSet('okabe-ito')!.colors(8), { minContrast: 0 }));
    expect(okabeIto.before.worst).toBeLessThan(CLEAR_DELTA_E);
    expect(okabeIto.reached.separation).toBe(true);
    expect(okabeIto.maxMoved).toBeLessThan(5);
    // Twelve pastel colours on white at 4.5:1 cannot all be dark enough and still far apart for every vision.
    const set3 = saferChartColors(request(curatedSet('set3')!.colors(12), { minContrast: 4.5 }));
    expect(set3.reached).toEqual({ separation: false, contrast: true });
    expect(set3.after.worst).toBeLessThan(CLEAR_DELTA_E);
    expect(set3.after.worst).toBeGreaterThan(set3.before.worst);
  });

  it('reports an unreachable contrast and leaves that colour where it was', () => {
    // Nothing reaches 7:1 against a mid grey (white gives 3.9:1, black 5.3:1).
    const r = request(['#1f77b4', '#ff7f0e', '#2ca02c'], { background: '#808080', minContrast: 7 });
    const result = saferChartColors(r);
    expectScored(result, r);
    expect(result.reached.contrast).toBe(false);
    expect(result.after.contrastFailing).toBe(3);
  });

  it('keeps a set that already meets every goal as it is', () => {
    const r = request(['#000000', '#0072b2', '#d55e00'], { minContrast: 3 });
    const result = saferChartColors(r);
    expect(result.codes).toEqual(r.colors);
    expect(result.changed).toEqual([]);
    expect(result.reached).toEqual({ separation: true, contrast: true });
  });

  it('never moves a locked colour, even one below the target', () => {
    const colors = curatedSet('tableau10')!.colors(10);
    for (const locked of [[0], [1, 4, 9], [2, 3]]) {
      const r = request(colors, { locked, minContrast: 4.5 });
      const result = saferChartColors(r);
      expectScored(result, r);
      for (const i of locked) expect(result.codes[i]).toBe(colors[i]);
    }
    const allLocked = saferChartColors(request(colors, { locked: colors.map((_, i) => i) }));
    expect(allLocked.codes).toEqual(colors);
  });

  it('keeps order and count, and gives the same answer every time', () => {
    const r = request(curatedSet('set2')!.colors(8), { background: '#111827', minContrast: 4.5, severity: 0.7 });
    const first = saferChartColors(r);
    expect(saferChartColors(r)).toEqual(first);
    // Each colour stays nearer its own original than any other colour's.
    first.codes.forEach((code, i) => {
      const d = (j: number) => Math.hypot(...oklabOfCode(code).map((v, k) => v - oklabOfCode(r.colors[j])[k]));
      expect(r.colors.every((_, j) => d(i) <= d(j) + 0.25)).toBe(true);
    });
  });

  it('refuses an invalid request', () => {
    const colors = ['#ff0000', '#00ff00'];
    expect(() => saferChartColors(request(['#ff0000']))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(Array(21).fill('#ff0000')))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(colors, { minContrast: 22 }))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(colors, { severity: 2 }))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(colors, { locked: [2] }))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(colors, { kind: 'diverging' as 'sequential' }))).toThrow(ChartRequestError);
    expect(() => saferChartColors(request(['#ff0000', 'nope']))).toThrow();
  });
});

describe('saferChartColors: sequential', () => {
  const sequential = (colors: readonly string[], change: Partial<SaferRequest> = {}) => saferChartColors(request(colors, { kind: 'sequential', minContrast: 0, ...change }));

  it('returns the viridis family untouched where it already holds (plasma to 6 classes, the others to 9)', () => {
    for (const id of ['viridis', 'magma', 'inferno', 'plasma', 'cividis']) {
      const set = curatedSet(id)!;
      for (let count = 3; count <= (id === 'plasma' ? 6 : 9); count++) {
        for (const background of BACKGROUNDS) {
          const result = sequential(set.colors(count), { background, minContrast: 4.5 });
          expect(result.changed, `${id} ×${count}`).toEqual([]);
          expect([result.meanMoved, result.maxMoved]).toEqual([0, 0]);
          expect(result.reached).toEqual({ separation: true, contrast: null });
        }
      }
    }
  });

  it('makes every curated ramp at 11 classes pass, each class moved a little', () => {
    for (const set of CURATED_SETS.filter((s) => s.kind === 'sequential')) {
      const result = sequential(set.colors(11));
      expect(result.reached.separation, set.id).toBe(true);
      expect(result.after.ordered).toBe(true);
      expect(result.after.lightnessStep).toBeGreaterThanOrEqual(GREYSCALE_DELTA_L);
      expect(result.after.worst).toBeGreaterThanOrEqual(DISTINCT_DELTA_E);
      expect(result.maxMoved, set.id).toBeLessThan(10);
    }
  });

  it('orders a jumbled scale and parts neighbours that merge in greyscale, keeping the locked end', () => {
    const colors = ['#f3f7fb', '#c6dbef', '#cfe0f0', '#6baed6', '#2171b5', '#2a6fb0', '#08306b'];
    const result = sequential(colors, { locked: [6] });
    expect(result.before.ordered).toBe(false);
    expect(result.reached.separation).toBe(true);
    expect(result.codes[6]).toBe('#08306b');
    expect(result.codes[0]).toBe(colors[0]);
  });

  it('reports a scale too short in lightness to part as unreached', () => {
    const result = sequential(['#777777', '#787878', '#797979', '#7a7a7a'], { locked: [0, 3] });
    expect(result.reached.separation).toBe(false);
    expect(result.codes[0]).toBe('#777777');
    expect(result.codes[3]).toBe('#7a7a7a');
  });
});
