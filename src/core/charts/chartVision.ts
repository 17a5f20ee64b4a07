/**
 * How far apart chart colours are for everyone: each colour in OKLab as seen with normal vision and with
 * protanopia, deuteranopia and tritanopia (Machado 2009 at a severity, the app's simulation, src/core/vision/), and
 * the distance of two colours as the smallest of those four distances. A categorical palette is as good as its worst
 * pair: the optimiser (categorical.ts) raises it, the report and the bench read it.
 *
 * Simulated colours are clamped to [0, 1] in linear light, as `simulate` does, but not rounded to bytes.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import type { Vec3 } from '../convert/types.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { simulateLinear } from '../vision/simulate.ts';

/** The visions a chart palette is judged under, in this order everywhere (features, reports, the bench). */
export const CHART_VISIONS = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type ChartVision = (typeof CHART_VISIONS)[number];

/** Numbers per colour in a feature row: OKLab (3) under each vision (4). */
export const FEATURE_SIZE = 3 * CHART_VISIONS.length;

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Returns the OKLab of linear sRGB. */
function linearToOklab(linear: Vec3): Vec3 {
  return xyz65ToOklab(linearToXyz65(linear));
}

/** Writes a code's OKLab under each vision into `out` at `offset` (FEATURE_SIZE numbers). */
export function writeFeatures(code: string, severity: number, out: Float64Array, offset: number): void {
  const linear = srgbToLinear(hexToSrgb(code));
  for (let v = 0; v < CHART_VISIONS.length; v++) {
    const vision = CHART_VISIONS[v];
    let seen = linear;
    if (vision !== 'normal') {
      const s = simulateLinear(linear, vision, severity);
      seen = [clamp01(s[0]), clamp01(s[1]), clamp01(s[2])];
    }
    const lab = linearToOklab(seen);
    out[offset + v * 3] = lab[0];
    out[offset + v * 3 + 1] = lab[1];
    out[offset + v * 3 + 2] = lab[2];
  }
}

/** Returns the features of codes: FEATURE_SIZE numbers a code. */
export function featuresOf(codes: readonly string[], severity: number): Float64Array {
  const out = new Float64Array(codes.length * FEATURE_SIZE);
  codes.forEach((code, i) => writeFeatures(code, severity, out, i * FEATURE_SIZE));
  return out;
}

/** Returns the OKLab distance of rows i and j under one vision. */
export function visionDistance(a: Float64Array, i: number, b: Float64Array, j: number, vision: number): number {
  const p = i * FEATURE_SIZE + vision * 3;
  const q = j * FEATURE_SIZE + vision * 3;
  const dl = a[p] - b[q];
  const da = a[p + 1] - b[q + 1];
  const db = a[p + 2] - b[q + 2];
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns the distance of rows i and j: the smallest of their distances under the four visions (OKLab, unscaled). */
export function pairDistance(a: Float64Array, i: number, b: Float64Array, j: number): number {
  let min = Infinity;
  for (let v = 0; v < CHART_VISIONS.length; v++) {
    const d = visionDistance(a, i, b, j, v);
    if (d < min) min = d;
  }
  return min;
}

/** The worst pair under one vision: its ΔE_OK ×100 and the two colours' indices. */
export type WorstPair = { deltaE: number; a: number; b: number };

/** Returns the worst pair of a palette under each vision (ΔE_OK ×100), and overall (the smallest of the four). */
export function worstPairs(codes: readonly string[], severity: number): Record<ChartVision | 'all', WorstPair> {
  const features = featuresOf(codes, severity);
  const result = {} as Record<ChartVision | 'all', WorstPair>;
  const none: WorstPair = { deltaE: Infinity, a: -1, b: -1 };
  result.all = none;
  CHART_VISIONS.forEach((vision, v) => {
    let worst = none;
    for (let i = 0; i < codes.length; i++) {
      for (let j = i + 1; j < codes.length; j++) {
        const d = visionDistance(features, i, features, j, v) * 100;
        if (d < worst.deltaE) worst = { deltaE: d, a: i, b: j };
      }
    }
    result[vision] = worst;
    if (worst.deltaE < result.all.deltaE) result.all = worst;
  });
  return result;
}
