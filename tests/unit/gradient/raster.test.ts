/**
 * The gradient raster (src/core/gradient/raster.ts) against the product's goal: "PNG and lossless WebP export at any
 * size, dithered, so that the image averaged over small boxes stays within 0.5/255 of the ideal gradient while no run
 * of identical pixels is longer than 1 % of the length on a 1920-px render where the undithered render bands."
 * On three gentle gradients that band when rounded (a slate linear one, a dark radial one, an OKLCH conic the long way
 * round): rounded, some row holds a run longer than 1 % of 1920 px; dithered, none does, and every 8 × 8 box averages
 * to the ideal (the model's colour at each pixel centre, no table) within 0.5/255. And: hard stops stay one-pixel
 * steps at 8192 px, black, white and opaque alpha stay exact, translucent layers composite as CSS's source-over, a
 * repeating layer wraps as the model does.
 */
import { describe, expect, it } from 'vitest';
import { layerOf, type Gradient, type GradientStop } from '../../../src/core/gradient/gradient';
import { authoredColor } from '../../../src/core/exact/authoredColor';
import { renderGradient } from '../../../src/core/gradient/raster';
import { idealGradient, longestRun, worstBoxError } from '../../../src/core/gradient/rasterMetrics';

const stopsOf = (...list: [string, number][]): GradientStop[] => list.map(([text, position]) => ({ color: authoredColor(text), position }));

const WIDTH = 1920;
const HEIGHT = 1080;
/** 1 % of the length: the longest run of identical pixels the goal allows (19 px). */
const MAX_RUN = Math.floor(WIDTH / 100);
/** Bands of 8 rows (one box high) where the box means are checked: the ideal is slow to draw for every row. */
const BANDS = [0, 136, 272, 400, 536, 672, 800, 936, 1072];

const GENTLE: readonly [string, Gradient][] = [
  ['slate linear #1e293b → #334155', { layers: [layerOf(stopsOf(['#1e293b', 0], ['#334155', 100]))] }],
  ['dark radial #0f172a → #020617', { layers: [layerOf(stopsOf(['#0f172a', 0], ['#020617', 100]), { kind: 'radial', center: [30, 40] })] }],
  ['OKLCH conic, longer hue', { layers: [layerOf(stopsOf(['oklch(32% 0.02 250)', 0], ['oklch(34% 0.02 260)', 100]), { kind: 'conic', angle: 30, hue: 'longer' })] }],
];

describe('gradient raster: the banding goal on 1920-px renders', () => {
  for (const [name, gradient] of GENTLE) {
    it(`${name}: rounded bands, dithered has no run over 1 % and its 8 × 8 boxes hold within 0.5/255`, () => {
      const rounded = renderGradient(gradient, WIDTH, HEIGHT, { dither: false });
      const dithered = renderGradient(gradient, WIDTH, HEIGHT, { dither: true });
      expect(longestRun(rounded, WIDTH)).toBeGreaterThan(MAX_RUN);
      expect(longestRun(dithered, WIDTH)).toBeLessThanOrEqual(MAX_RUN);
      let worst = 0;
      for (const top of BANDS) {
        const rows = [top, top + 8] as const;
        const band = dithered.subarray(top * WIDTH * 4, (top + 8) * WIDTH * 4);
        worst = Math.max(worst, worstBoxError(band, idealGradient(gradient, WIDTH, HEIGHT, rows), WIDTH));
      }
      expect(worst).toBeLessThanOrEqual(0.5);
    });
  }
});

describe('gradient raster: edges and exact colours', () => {
  it('keeps a hard stop a one-pixel step at 8192 px, dithered or not', () => {
    const gradient: Gradient = { layers: [layerOf(stopsOf(['#ff0000', 0], ['#ff0000', 50], ['#0000ff', 50], ['#0000ff', 100]), { space: 'srgb' })] };
    for (const dither of [false, true]) {
      const row = renderGradient(gradient, 8192, 1, { dither });
      expect([...row.subarray(4095 * 4, 4096 * 4)]).toEqual([255, 0, 0, 255]);
      expect([...row.subarray(4096 * 4, 4097 * 4)]).toEqual([0, 0, 255, 255]);
    }
  });

  it('leaves black, white and opaque alpha exact under the dither', () => {
    const gradient: Gradient = { layers: [layerOf(stopsOf(['#000000', 0], ['#000000', 40], ['#ffffff', 60], ['#ffffff', 100]), { space: 'srgb' })] };
    const row = renderGradient(gradient, 1000, 4, { dither: true });
    for (let y = 0; y < 4; y++) {
      expect([...row.subarray((y * 1000 + 10) * 4, (y * 1000 + 11) * 4)]).toEqual([0, 0, 0, 255]);
      expect([...row.subarray((y * 1000 + 990) * 4, (y * 1000 + 991) * 4)]).toEqual([255, 255, 255, 255]);
    }
    for (let i = 3; i < row.length; i += 4) expect(row[i]).toBe(255);
  });

  it('composites a translucent top layer source-over the one below', () => {
    const gradient: Gradient = {
      layers: [layerOf(stopsOf(['rgb(255 0 0 / 0.5)', 0], ['rgb(255 0 0 / 0.5)', 100])), layerOf(stopsOf(['#0000ff', 0], ['#0000ff', 100]))],
    };
    const pixels = renderGradient(gradient, 64, 64, { dither: true });
    const mean = [0, 1, 2, 3].map((c) => pixels.filter((_, i) => i % 4 === c).reduce((sum, v) => sum + v, 0) / (64 * 64));
    expect(mean[0]).toBeCloseTo(127.5, 0);
    expect(mean[1]).toBe(0);
    expect(mean[2]).toBeCloseTo(127.5, 0);
    expect(mean[3]).toBe(255);
  });

  it('wraps a repeating layer as the model does, pixels on the edge of a period included', () => {
    // At 45° in 1920 × 1080 the period's edges pass exactly through pixel centres.
    const gradient: Gradient = {
      layers: [layerOf(stopsOf(['rgb(255 255 255 / 0.2)', 0], ['rgb(255 255 255 / 0)', 8], ['rgb(255 255 255 / 0)', 16]), { repeating: true, angle: 45 })],
    };
    const rows = [608, 616] as const;
    const pixels = renderGradient(gradient, WIDTH, HEIGHT, { dither: true, rows });
    expect(worstBoxError(pixels, idealGradient(gradient, WIDTH, HEIGHT, rows), WIDTH)).toBeLessThanOrEqual(0.5);
  });

  it('averages to the ideal near black, where the dither must not clip', () => {
    const gradient: Gradient = { layers: [layerOf(stopsOf(['#000000', 0], ['#040404', 100]), { space: 'srgb' })] };
    const pixels = renderGradient(gradient, 512, 16, { dither: true });
    expect(worstBoxError(pixels, idealGradient(gradient, 512, 16), 512)).toBeLessThanOrEqual(0.5);
  });
});
