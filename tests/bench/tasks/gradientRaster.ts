/**
 * `gradientRaster`: gradients rendered to dithered RGBA bytes for PNG and WebP export (src/core/gradient/raster.ts; the
 * pixel loop ported to assembly/gradient/raster.ts, the tables TypeScript in both engines), at 1920 × 1080 and
 * 4096 × 2304, in the wasm engine and its TypeScript reference (the same bytes: tests/parity/gradientRaster.test.ts).
 * Figures are 1920 × 1080 images rendered per second. The notes hold each size's times and, at 1920 px, the banding
 * the dither removes, against the product's goal ("…the image averaged over small boxes stays within 0.5/255 of the
 * ideal gradient while no run of identical pixels is longer than 1 % of the length on a 1920-px render where the
 * undithered render bands"): the longest run of identical pixels along a row as % of the width, rounded and dithered,
 * and the worst 8 × 8 box mean's error against the ideal image (the model at every pixel centre), in /255.
 */
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { layerOf, type Gradient, type GradientStop } from '../../../src/core/gradient/gradient.ts';
import { idealGradient, longestRun, worstBoxError } from '../../../src/core/gradient/rasterMetrics.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const stopsOf = (...list: [string, number][]): GradientStop[] => list.map(([text, position]) => ({ color: authoredColor(text), position }));

/** The gradients, by name: three gentle ones that band when rounded, and a busy one of four layers. */
const GRADIENTS: readonly [string, Gradient][] = [
  ['slate linear #1e293b → #334155', { layers: [layerOf(stopsOf(['#1e293b', 0], ['#334155', 100]))] }],
  ['dark radial #0f172a → #020617', { layers: [layerOf(stopsOf(['#0f172a', 0], ['#020617', 100]), { kind: 'radial', center: [30, 40] })] }],
  ['OKLCH conic, longer hue', { layers: [layerOf(stopsOf(['oklch(32% 0.02 250)', 0], ['oklch(34% 0.02 260)', 100]), { kind: 'conic', angle: 30, hue: 'longer' })] }],
  ['four layers, translucent, hard stops', {
    layers: [
      layerOf(stopsOf(['rgb(255 255 255 / 0.2)', 0], ['rgb(255 255 255 / 0)', 8], ['rgb(255 255 255 / 0)', 16]), { repeating: true, angle: 45 }),
      layerOf(stopsOf(['oklch(70% 0.2 330 / 0.6)', 0], ['oklch(70% 0.2 330 / 0)', 70]), { kind: 'radial', center: [20, 20] }),
      layerOf(stopsOf(['#0ea5e9', 0], ['#a855f7', 50], ['#f97316', 50], ['#fde047', 100]), { kind: 'conic', space: 'oklab' }),
      layerOf(stopsOf(['#1e1b4b', 0], ['#7c3aed', 100]), { space: 'lch' }),
    ],
  }],
];

const SIZES: readonly [number, number][] = [[1920, 1080], [4096, 2304]];

/** Returns the banding figures of a gradient at 1920 × 1080 (see the file comment); `rows` limits the ideal's rows. */
function banding(engine: ColorEngine, gradient: Gradient, rows: number): string {
  const [width, height] = SIZES[0];
  const rounded = engine.renderGradient(gradient, width, height, { dither: false });
  const dithered = engine.renderGradient(gradient, width, height, { dither: true });
  const percent = (run: number) => `${((run / width) * 100).toFixed(2)} %`;
  const ideal = idealGradient(gradient, width, height, [0, rows]);
  const box = (pixels: Uint8ClampedArray) => worstBoxError(pixels.subarray(0, width * rows * 4), ideal, width).toFixed(3);
  return `${percent(longestRun(rounded, width))} | ${percent(longestRun(dithered, width))} | ${box(rounded)} | ${box(dithered)}`;
}

export const gradientRasterTask: BenchTask = {
  id: 'gradientRaster',
  unit: 'gradients rendered at 1920 × 1080, dithered (4 gradients)',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    // The ideal image is the model at every pixel (slow): every row in a full run, the top 200 in a quick one.
    const idealRows = context.quick ? 200 : SIZES[0][1];
    const notes = ['gradient | size | wasm ms | ts ms'];
    let wasmMs = 0;
    let tsMs = 0;
    for (const [name, gradient] of GRADIENTS) {
      for (const [width, height] of SIZES) {
        wasm.renderGradient(gradient, width, height, { dither: true });
        const w = medianMs(runs, () => wasm.renderGradient(gradient, width, height, { dither: true }));
        const t = medianMs(Math.min(runs, 3), () => ts.renderGradient(gradient, width, height, { dither: true }));
        if (width === SIZES[0][0]) {
          wasmMs += w;
          tsMs += t;
        }
        notes.push(`${name} | ${width}×${height} | ${w.toFixed(1)} | ${t.toFixed(1)}`);
      }
    }
    notes.push(`banding at 1920 × 1080 (box errors over the top ${idealRows} rows): gradient | longest run rounded | dithered | worst 8×8 box error rounded (/255) | dithered`);
    for (const [name, gradient] of GRADIENTS) notes.push(`${name} | ${banding(wasm, gradient, idealRows)}`);
    context.log('bench: gradientRaster done');
    return { opsPerSecond: { wasm: (GRADIENTS.length * 1000) / wasmMs, ts: (GRADIENTS.length * 1000) / tsMs }, notes };
  },
};
