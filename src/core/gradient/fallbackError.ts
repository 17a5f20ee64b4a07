/**
 * How far a classic CSS gradient (sRGB stops of 8-bit channels and alpha, interpolated as classic CSS does: linearly
 * between two stops in premultiplied gamma sRGB) is from the modern rendering at one sample: ΔE_OK, the Euclidean
 * OKLab distance (0–1 scale, not ×100). A translucent colour is compared composited over white and over black (in
 * gamma sRGB, as browsers composite), the larger distance counting. Ported step for step by
 * assembly/gradient/fallback.ts: the same operations in the same order.
 *
 * The fit converts millions of colours, so its sRGB transfer curve is a table of FIT_CURVE_STEPS + 1 values of the
 * core's `srgbChannelToLinear` (k / FIT_CURVE_STEPS, k = 0 … FIT_CURVE_STEPS) read with linear interpolation: within
 * 3e-8 of the curve in linear light (ΔE_OK below 1e-7), and no `pow` per colour, which the wasm port would have to
 * ask the host for (host.ts). Both engines build the table the same way, the wasm with the host's pow.
 */
import type { Vec3 } from '../convert/types.ts';
import { srgbChannelToLinear } from '../convert/srgbToLinear.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import { FALLBACK_SAMPLE_STRIDE as S } from './sample.ts';

/**
 * f64 per sample of the fit's working record: the target's OKLab over white (3) and over black (3), then the sample's
 * 8-bit rounding — red, green, blue and alpha bytes — the colour a stop placed there takes, and that rounding's error.
 */
export const FIT_WORK_STRIDE = 11;
const W = FIT_WORK_STRIDE;

/** The intervals of the fit's table of the sRGB transfer curve over [0, 1]. */
export const FIT_CURVE_STEPS = 4096;

let curve: Float64Array | null = null;

/** Returns the table of the transfer curve (built on first use). */
function curveTable(): Float64Array {
  if (curve === null) {
    curve = new Float64Array(FIT_CURVE_STEPS + 1);
    for (let k = 0; k <= FIT_CURVE_STEPS; k++) curve[k] = srgbChannelToLinear(k / FIT_CURVE_STEPS);
  }
  return curve;
}

/** Returns linear light of a gamma channel in [0, 1] from the table (the interval of c, clamped to the table's). */
export function fitChannelToLinear(c: number): number {
  const table = curveTable();
  const x = c * FIT_CURVE_STEPS;
  let k = Math.floor(x);
  if (k > FIT_CURVE_STEPS - 1) k = FIT_CURVE_STEPS - 1;
  if (k < 0) k = 0;
  return table[k] + (table[k + 1] - table[k]) * (x - k);
}

/** Returns OKLab of gamma sRGB in [0, 1] through the fit's transfer table, then the core's matrices and cube roots. */
export function oklabOfSrgb(r: number, g: number, b: number): Vec3 {
  return xyz65ToOklab(linearToXyz65([fitChannelToLinear(r), fitChannelToLinear(g), fitChannelToLinear(b)]));
}

/** Returns the Euclidean distance of OKLab `lab` from the three values at `at` in `table` (dl, da, db in that order). */
function distanceAt(lab: Vec3, table: Float64Array, at: number): number {
  const dl = lab[0] - table[at];
  const da = lab[1] - table[at + 1];
  const db = lab[2] - table[at + 2];
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns the working records of `count` samples (see FIT_WORK_STRIDE). */
export function fitWork(samples: Float64Array, count: number): Float64Array {
  const work = new Float64Array(count * W);
  for (let k = 0; k < count; k++) {
    const r = samples[k * S + 1];
    const g = samples[k * S + 2];
    const b = samples[k * S + 3];
    const a = samples[k * S + 4];
    const white = oklabOfSrgb(r * a + (1 - a), g * a + (1 - a), b * a + (1 - a));
    const black = oklabOfSrgb(r * a, g * a, b * a);
    work.set(white, k * W);
    work.set(black, k * W + 3);
    work[k * W + 6] = channelToByte(r);
    work[k * W + 7] = channelToByte(g);
    work[k * W + 8] = channelToByte(b);
    work[k * W + 9] = channelToByte(a);
    work[k * W + 10] = sampleError(samples, work, k, k, k);
  }
  return work;
}

/**
 * Returns the error at sample k of a classic gradient with stops at samples i and j (i ≤ k ≤ j; i = j for a piece of
 * one sample): t = the position's fraction between the stops (0 at i, 1 at j), alpha a = ai + (aj − ai)·t and each
 * channel premultiplied v = ci·ai + (cj·aj − ci·ai)·t (c and a = byte / 255). Opaque on both sides: the distance of
 * OKLab(v) from the target's; otherwise the larger of v + (1 − a) over white and v over black.
 */
export function sampleError(samples: Float64Array, work: Float64Array, k: number, i: number, j: number): number {
  const t = k === i ? 0 : (samples[k * S] - samples[i * S]) / (samples[j * S] - samples[i * S]);
  const ai = work[i * W + 9] / 255;
  const aj = work[j * W + 9] / 255;
  const a = ai + (aj - ai) * t;
  const ri = (work[i * W + 6] / 255) * ai;
  const gi = (work[i * W + 7] / 255) * ai;
  const bi = (work[i * W + 8] / 255) * ai;
  const r = ri + ((work[j * W + 6] / 255) * aj - ri) * t;
  const g = gi + ((work[j * W + 7] / 255) * aj - gi) * t;
  const b = bi + ((work[j * W + 8] / 255) * aj - bi) * t;
  if (a === 1 && samples[k * S + 4] === 1) return distanceAt(oklabOfSrgb(r, g, b), work, k * W);
  const overWhite = distanceAt(oklabOfSrgb(r + (1 - a), g + (1 - a), b + (1 - a)), work, k * W);
  const overBlack = distanceAt(oklabOfSrgb(r, g, b), work, k * W + 3);
  return Math.max(overWhite, overBlack);
}

/**
 * Returns what the fit holds to its bound at sample k: the error e (`sampleError`), except where the sample's own 8-bit
 * rounding r (a stop placed on it) is already beyond `goal` — near black, where OKLab's cube root magnifies a byte step
 * to ΔE_OK 0.03 and more, and no 8-bit fallback can meet the goal. There e up to r counts as min(e, goal), and beyond r
 * as goal + (e − r): the sample is held to its own rounding rather than to the goal.
 */
export function fitError(samples: Float64Array, work: Float64Array, k: number, i: number, j: number, goal: number): number {
  const e = sampleError(samples, work, k, i, j);
  const own = work[k * W + 10];
  if (own <= goal) return e;
  return e <= own ? Math.min(e, goal) : e - own + goal;
}
