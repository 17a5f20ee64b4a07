/**
 * Parity of the gradient raster: the wasm port of the pixel loop (assembly/gradient/raster.ts) writes the same bytes
 * as the TypeScript reference (src/core/gradient/raster.ts), dithered and rounded, for seeded random gradients of one
 * to four layers over every kind, interpolation space and hue method, repeating or not, with translucent and wide
 * stops, hard stops (also at either end) and easings, at sizes from 1 × N and N × 1 to odd ones; and a band of rows
 * is the same bytes as those rows of the whole image.
 */
import { describe, expect, it } from 'vitest';
import { GRADIENT_KINDS, HUE_METHODS, INTERPOLATION_SPACES, RADIAL_SHAPES, RADIAL_SIZES, type Easing, type Gradient, type GradientLayer, type GradientStop } from '../../src/core/gradient/gradient.ts';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';
import { loadEngines } from './engines.ts';
import { EASINGS, randomColor } from './gradientInputs.ts';

const { wasm, ts } = await loadEngines();

/** Returns a seeded random layer of `kind` in `space` (see the file comment). */
function randomLayer(random: () => number, kind: GradientLayer['kind'], space: GradientLayer['space']): GradientLayer {
  const count = 2 + Math.floor(random() * 5);
  const positions = Array.from({ length: count }, () => Math.round(random() * 1000) / 10).sort((a, b) => a - b);
  if (count > 2 && random() < 0.4) positions[1] = positions[2];
  if (random() < 0.15) positions[1] = positions[0];
  if (random() < 0.15) positions[count - 2] = positions[count - 1];
  const stops: GradientStop[] = positions.map((position) => ({ color: randomColor(random), position }));
  const segments = stops.slice(1).map(() => {
    const easing: Easing = random() < 0.5 ? 'linear' : EASINGS[Math.floor(random() * EASINGS.length)];
    return { easing, hint: random() < 0.7 ? 0.5 : 0.1 + random() * 0.8 };
  });
  return {
    kind,
    repeating: random() < 0.3,
    angle: Math.round(random() * 720 - 180),
    center: [Math.round(random() * 140 - 20), Math.round(random() * 140 - 20)],
    shape: RADIAL_SHAPES[Math.floor(random() * RADIAL_SHAPES.length)],
    size: RADIAL_SIZES[Math.floor(random() * RADIAL_SIZES.length)],
    space,
    hue: HUE_METHODS[Math.floor(random() * HUE_METHODS.length)],
    stops,
    segments,
  };
}

/** Sizes: a single pixel, a row, a column, odd and even ones. */
const SIZES: readonly [number, number][] = [[1, 1], [1, 37], [53, 1], [17, 9], [64, 48], [101, 67]];

/** Returns the index and bytes of the first pixel where two renders differ, or null. */
function firstDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): string | null {
  if (a.length !== b.length) return `lengths ${a.length} and ${b.length}`;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `pixel ${i >> 2}: ${a.subarray(i & ~3, (i & ~3) + 4).join(',')} vs ${b.subarray(i & ~3, (i & ~3) + 4).join(',')}`;
  return null;
}

describe('wasm engine parity: gradient raster', () => {
  it('writes the same bytes for random gradients of every kind and space, at every size, dithered and rounded', () => {
    const random = mulberry32(20261129);
    const failures: string[] = [];
    let case_ = 0;
    for (const space of INTERPOLATION_SPACES) {
      for (const kind of GRADIENT_KINDS) {
        const layerCount = 1 + Math.floor(random() * 4);
        const gradient: Gradient = { layers: Array.from({ length: layerCount }, (_, l) => randomLayer(random, l === 0 ? kind : GRADIENT_KINDS[Math.floor(random() * 3)], space)) };
        const [width, height] = SIZES[case_++ % SIZES.length];
        for (const dither of [true, false]) {
          const difference = firstDifference(wasm.renderGradient(gradient, width, height, { dither }), ts.renderGradient(gradient, width, height, { dither }));
          if (difference !== null) failures.push(`${width}×${height} dither ${dither}: ${difference} for ${JSON.stringify(gradient)}`);
        }
      }
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('renders a band of rows as those rows of the whole image, in both engines', () => {
    const random = mulberry32(7);
    const gradient: Gradient = { layers: [randomLayer(random, 'conic', 'oklch'), randomLayer(random, 'radial', 'oklab')] };
    const whole = ts.renderGradient(gradient, 97, 61, { dither: true });
    const band = (engine: typeof ts) => engine.renderGradient(gradient, 97, 61, { dither: true, rows: [20, 45] });
    expect(firstDifference(band(ts), whole.subarray(97 * 20 * 4, 97 * 45 * 4))).toBeNull();
    expect(firstDifference(band(wasm), whole.subarray(97 * 20 * 4, 97 * 45 * 4))).toBeNull();
  });

  it('refuses sizes and rows out of range in both engines', () => {
    const gradient: Gradient = { layers: [randomLayer(mulberry32(3), 'linear', 'srgb')] };
    for (const engine of [wasm, ts]) {
      expect(() => engine.renderGradient(gradient, 0, 10, { dither: true })).toThrow(RangeError);
      expect(() => engine.renderGradient(gradient, 8193, 10, { dither: true })).toThrow(RangeError);
      expect(() => engine.renderGradient(gradient, 10, 10, { dither: true, rows: [5, 11] })).toThrow(RangeError);
    }
  });
});
