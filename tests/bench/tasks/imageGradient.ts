/**
 * `imageGradient`: a gradient taken from a 12-megapixel photo (4000 × 3000), as the worker computes it on the first
 * request: the one pass over the pixels that builds the image's grid (src/core/gradient/image/imageGrid.ts, ported to
 * assembly/gradient/imageGrid.ts), then the direction search and the fitted stops on the grid (TypeScript in both
 * engines). The goal: under 150 ms for the whole. Figures are images per second; the notes hold the times in ms, the
 * direction and stops found, and a drawn path's time on the grid already built (every later request).
 */
import { imageGradient, type ImageGradientRequest } from '../../../src/core/gradient/image/imageGradient.ts';
import { mulberry32 } from '../../../src/core/random/mulberry32.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const GOAL_MS = 150;

/** A photo-like image: a sunset sky (deep blue at the top, orange at the horizon), a dark band of land, grain. */
function sunset(): Uint8ClampedArray {
  const random = mulberry32(2026);
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    const v = y / HEIGHT;
    const land = v > 0.78;
    const base = land ? [28, 24, 40] : [30 + 225 * v ** 1.5, 40 + 120 * v ** 2, 110 - 60 * v];
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      const grain = (random() - 0.5) * 18;
      rgba[i] = base[0] + grain;
      rgba[i + 1] = base[1] + grain;
      rgba[i + 2] = base[2] + grain;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

export const imageGradientTask: BenchTask = {
  id: 'imageGradient',
  unit: 'gradients from a 12 MP image (grid, direction, stops)',
  reference: 'wasm',
  targets: [{ impl: 'wasm', atLeast: 1000 / GOAL_MS }, { impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const rgba = sunset();
    const auto: ImageGradientRequest = { path: null, maxStops: 6 };
    const whole = (engine: typeof wasm) => imageGradient(engine.imageGrid(rgba, WIDTH, HEIGHT), WIDTH, HEIGHT, auto);
    whole(wasm);
    const wasmMs = medianMs(runs, () => whole(wasm));
    const tsMs = medianMs(Math.min(runs, 3), () => whole(ts));
    const gridMs = medianMs(runs, () => wasm.imageGrid(rgba, WIDTH, HEIGHT));
    const grid = wasm.imageGrid(rgba, WIDTH, HEIGHT);
    const found = imageGradient(grid, WIDTH, HEIGHT, auto)!;
    const path: ImageGradientRequest = { path: [[0.2, 0.95], [0.25, 0.6], [0.5, 0.3], [0.8, 0.05]], maxStops: 6 };
    const pathMs = medianMs(runs * 4, () => imageGradient(grid, WIDTH, HEIGHT, path));
    const notes = [
      `12 MP (${WIDTH} × ${HEIGHT}), first request: wasm ${wasmMs.toFixed(1)} ms (of which the pixel pass ${gridMs.toFixed(1)} ms), TypeScript ${tsMs.toFixed(1)} ms; goal under ${GOAL_MS} ms`,
      `found: ${found.layer.angle}°, ${found.layer.stops.length} stops (${found.layer.stops.map((stop) => stop.color.code).join(' ')}), worst ΔE_OK ${found.error.toFixed(4)}`,
      `a drawn path on the built grid: ${pathMs.toFixed(2)} ms`,
    ];
    context.log('bench: imageGradient done');
    return { opsPerSecond: { wasm: 1000 / wasmMs, ts: 1000 / tsMs }, notes };
  },
};
