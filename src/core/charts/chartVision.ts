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

/**
 * The spread rule of a categorical set under normal vision: two colours within HUE_CLASH_LIGHTNESS of OKLab lightness
 * must lie at least HUE_CLASH_DEGREES apart in hue, or they read as one family (two blues, three purples). Colours
 * under HUE_CHROMA have no hue to judge.
 */
export const HUE_CLASH_LIGHTNESS = 0.2;
export const HUE_CLASH_DEGREES = 30;
export const HUE_CHROMA = 0.02;
/** The cosine of HUE_CLASH_DEGREES: hues closer than it have a larger cosine (no trigonometry, so the port matches). */
export const HUE_CLASH_COS = Math.sqrt(3) / 2;
/**
 * What the search counts of a pair that breaks the spread rule: its distance times this. Low enough that the
 * search prefers another colour, high enough that the worst pair over the four visions still leads.
 */
export const HUE_CLASH_PENALTY = 0.3;

/** Whether rows i and j break the spread rule (normal vision: close in lightness and in hue). */
export function hueClash(a: Float64Array, i: number, b: Float64Array, j: number): boolean {
  const p = i * FEATURE_SIZE;
  const q = j * FEATURE_SIZE;
  const dl = a[p] - b[q];
  if (dl >= HUE_CLASH_LIGHTNESS || dl <= -HUE_CLASH_LIGHTNESS) return false;
  const c1 = Math.sqrt(a[p + 1] * a[p + 1] + a[p + 2] * a[p + 2]);
  const c2 = Math.sqrt(b[q + 1] * b[q + 1] + b[q + 2] * b[q + 2]);
  if (c1 < HUE_CHROMA || c2 < HUE_CHROMA) return false;
  return a[p + 1] * b[q + 1] + a[p + 2] * b[q + 2] > HUE_CLASH_COS * c1 * c2;
}

/** Returns the distance the categorical search maximises: the pair's distance, lowered when it breaks the spread rule. */
export function searchDistance(a: Float64Array, i: number, b: Float64Array, j: number): number {
  const d = pairDistance(a, i, b, j);
  return hueClash(a, i, b, j) ? d * HUE_CLASH_PENALTY : d;
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
