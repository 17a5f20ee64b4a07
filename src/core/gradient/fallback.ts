/**
 * The classic CSS fallback of a gradient layer: sRGB stops (8-bit channels, alpha where needed) that classic CSS
 * interpolates (premultiplied gamma sRGB, linear between stops) into nearly the modern rendering, chosen by error,
 * not by count: the fewest stops found such that every sample of the modern rendering (every FALLBACK_SAMPLE_STEP %,
 * ./sample.ts) lies within FALLBACK_GOAL ΔE_OK of the fallback (./fallbackError.ts), at most MAX_FALLBACK_STOPS.
 *
 * The fit (ported step for step by assembly/gradient/fallback.ts; the sampling stays TypeScript in both engines):
 *  1. Stops sit on samples, each with the sample's 8-bit rounding; every piece keeps its two ends (a hard stop stays
 *     two stops at one position).
 *  2. Greedy reach at an error bound ε, piece by piece from its start: from a stop at i, the next stop is the farthest
 *     sample j found whose straight span meets ε at every sample between (galloping: j = i + 1 + 1, 2, 4 … until a
 *     span fails or the piece ends, then bisecting between the last span that met ε and the first that failed;
 *     i + 1 always meets it). A reach passing `maxStops` stops gives up.
 *  3. ε = FALLBACK_GOAL first. When that needs more than `maxStops` stops, bisect ε FALLBACK_SEARCH_STEPS times between
 *     the goal and the error of the pieces' ends alone, keeping the fit of least error (strict <) within the budget.
 *     When it needs m stops (more than the pieces' ends), bisect ε FALLBACK_REFINE_STEPS times between 0 and the goal
 *     within m stops: the same count, the error spread evenly rather than every span pushed to the goal.
 *  4. The error reported is the largest over every sample, the stops' own rounding included.
 * Every error here is ./fallbackError.ts `fitError`: a sample's ΔE_OK, held to the sample's own 8-bit rounding instead
 * of the goal where that rounding is farther (near black), so "reached" means within the goal or within what 8-bit
 * colour can say there.
 */
import type { GradientLayer } from './gradient.ts';
import { FALLBACK_SAMPLE_STRIDE as S, sampleCount, sampleLayer, type FallbackSamples } from './sample.ts';
import { FIT_WORK_STRIDE, fitError, fitWork } from './fallbackError.ts';
import { channelToByte } from '../convert/srgbToHex.ts';

/** The error the fallback must meet at every sample: ΔE_OK 0.01 (OKLab distance, 0–1 scale), about one just-noticeable step. */
export const FALLBACK_GOAL = 0.01;
/** The most stops a fallback layer may have. */
export const MAX_FALLBACK_STOPS = 16;
/** Bisections of the error bound when the goal needs more than MAX_FALLBACK_STOPS. */
export const FALLBACK_SEARCH_STEPS = 12;
/** Bisections of the error bound below the goal, at the count the goal needed (the least error with that many stops). */
export const FALLBACK_REFINE_STEPS = 8;
/** The most stops per piece `uniformFallback` tries before it gives up. */
export const UNIFORM_FALLBACK_CAP = 128;

/** A fallback stop: its position (% of the gradient's length) and its colour as bytes (r, g, b, alpha 0–255). */
export type FallbackStop = { readonly position: number; readonly rgba: readonly [number, number, number, number] };

/**
 * A fitted fallback: its stops, the largest error over the samples (ΔE_OK, less where 8-bit rounding alone is farther:
 * see the file comment), the goal and whether the error meets it.
 */
export type FallbackResult = { readonly stops: readonly FallbackStop[]; readonly error: number; readonly goal: number; readonly reached: boolean };

/** What the fit chooses: the samples the stops sit on (in order) and the largest error over every sample. */
export type FallbackFit = { readonly indices: readonly number[]; readonly error: number };

/** Returns whether the span from stop i to stop j meets `bound` at every sample strictly between them. */
function spanFits(samples: Float64Array, work: Float64Array, i: number, j: number, bound: number, goal: number): boolean {
  for (let k = i + 1; k < j; k++) if (fitError(samples, work, k, i, j, goal) > bound) return false;
  return true;
}

/** Returns the next stop after i within a piece ending at `end` (step 2 of the file comment). */
function reach(samples: Float64Array, work: Float64Array, i: number, end: number, bound: number, goal: number): number {
  let good = i + 1;
  let bad = end + 1;
  let step = 1;
  while (good < end) {
    const j = Math.min(end, good + step);
    if (spanFits(samples, work, i, j, bound, goal)) {
      good = j;
      step *= 2;
    } else {
      bad = j;
      break;
    }
  }
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (spanFits(samples, work, i, mid, bound, goal)) good = mid;
    else bad = mid;
  }
  return good;
}

/** Returns the stops of a greedy reach at `bound` over every piece, or null when it passes `maxStops`. */
function greedy(samples: Float64Array, work: Float64Array, pieces: Int32Array, bound: number, goal: number, maxStops: number): number[] | null {
  const indices: number[] = [];
  for (let p = 0; p + 1 < pieces.length; p++) {
    const end = pieces[p + 1] - 1;
    let i = pieces[p];
    indices.push(i);
    while (i < end) {
      if (indices.length >= maxStops) return null;
      i = reach(samples, work, i, end, bound, goal);
      indices.push(i);
    }
    if (indices.length > maxStops) return null;
  }
  return indices;
}

/** Returns the largest error over every sample of the fallback whose stops sit on `indices`. */
function errorOf(samples: Float64Array, work: Float64Array, pieces: Int32Array, indices: readonly number[], goal: number): number {
  let worst = 0;
  let s = 0;
  for (let p = 0; p + 1 < pieces.length; p++) {
    const end = pieces[p + 1] - 1;
    let i = indices[s++];
    if (i === end) worst = Math.max(worst, fitError(samples, work, i, i, i, goal));
    while (i < end) {
      const j = indices[s++];
      for (let k = i; k <= j; k++) worst = Math.max(worst, fitError(samples, work, k, i, j, goal));
      i = j;
    }
  }
  return worst;
}

/**
 * Returns the fit of least error found by bisecting the bound between `lo` and `hi` `steps` times, a reach within
 * `budget` stops moving `hi` down and one past it `lo` up, starting from `best` (strict < keeps the earlier on a tie).
 */
function narrow(input: FallbackSamples, work: Float64Array, goal: number, lo: number, hi: number, budget: number, best: readonly number[], steps: number): FallbackFit {
  const { samples, pieces } = input;
  let bestError = errorOf(samples, work, pieces, best, goal);
  for (let step = 0; step < steps; step++) {
    const mid = (lo + hi) / 2;
    const fit = greedy(samples, work, pieces, mid, goal, budget);
    if (fit === null) {
      lo = mid;
      continue;
    }
    hi = mid;
    const error = errorOf(samples, work, pieces, fit, goal);
    if (error < bestError) {
      best = fit;
      bestError = error;
    }
  }
  return { indices: best, error: bestError };
}

/** Returns the fit of a layer's samples (the file comment's steps): the stops' samples and the error reached. */
export function fitFallback(input: FallbackSamples, goal: number = FALLBACK_GOAL, maxStops: number = MAX_FALLBACK_STOPS): FallbackFit {
  const { samples, pieces } = input;
  const work = fitWork(samples, sampleCount(input));
  const ends: number[] = [];
  for (let p = 0; p + 1 < pieces.length; p++) {
    ends.push(pieces[p]);
    if (pieces[p + 1] - 1 > pieces[p]) ends.push(pieces[p + 1] - 1);
  }
  const first = greedy(samples, work, pieces, goal, goal, maxStops);
  if (first === null) return narrow(input, work, goal, goal, errorOf(samples, work, pieces, ends, goal), maxStops, ends, FALLBACK_SEARCH_STEPS);
  if (first.length === ends.length) return { indices: first, error: errorOf(samples, work, pieces, first, goal) };
  return narrow(input, work, goal, 0, goal, first.length, first, FALLBACK_REFINE_STEPS);
}

/** Returns the fallback of a fit: each stop's position and bytes (the sample's rounding), the error and the goal. */
export function fallbackResultOf(input: FallbackSamples, fit: FallbackFit, goal: number = FALLBACK_GOAL): FallbackResult {
  const stops = fit.indices.map((k): FallbackStop => {
    const [r, g, b, a] = bytesAt(input.samples, k);
    return { position: input.samples[k * S], rgba: [r, g, b, a] };
  });
  return { stops, error: fit.error, goal, reached: fit.error <= goal };
}

/** Returns the bytes of sample k: channelToByte of each channel and alpha (the colour a stop there takes). */
function bytesAt(samples: Float64Array, k: number): [number, number, number, number] {
  return [channelToByte(samples[k * S + 1]), channelToByte(samples[k * S + 2]), channelToByte(samples[k * S + 3]), channelToByte(samples[k * S + 4])];
}

/**
 * Returns the colour classic CSS paints at `position` (%) for fallback stops, gamma sRGB 0–1 and alpha: between the two
 * stops around it, interpolated in premultiplied sRGB; at a hard stop the later stop's; beyond the ends the ends'.
 */
export function fallbackColorAt(stops: readonly FallbackStop[], position: number): [number, number, number, number] {
  const colorOf = (stop: FallbackStop): [number, number, number, number] => [stop.rgba[0] / 255, stop.rgba[1] / 255, stop.rgba[2] / 255, stop.rgba[3] / 255];
  let i = 0;
  while (i + 1 < stops.length && stops[i + 1].position <= position) i++;
  if (position < stops[0].position || i === stops.length - 1) return colorOf(stops[position < stops[0].position ? 0 : i]);
  const t = (position - stops[i].position) / (stops[i + 1].position - stops[i].position);
  const [a, b] = [colorOf(stops[i]), colorOf(stops[i + 1])];
  const alpha = a[3] + (b[3] - a[3]) * t;
  const channel = (c: number) => (alpha === 0 ? a[c] + (b[c] - a[c]) * t : (a[c] * a[3] + (b[c] * b[3] - a[c] * a[3]) * t) / alpha);
  return [channel(0), channel(1), channel(2), alpha];
}

/** Returns the classic fallback of a layer: its modern rendering sampled, then fitted (the whole TypeScript reference). */
export function layerFallback(layer: GradientLayer, goal: number = FALLBACK_GOAL): FallbackResult {
  const samples = sampleLayer(layer);
  return fallbackResultOf(samples, fitFallback(samples, goal), goal);
}

/**
 * Returns the naive fallback the fit is measured against: n stops per piece at evenly spaced samples (in proportion to
 * the piece's length, at least its two ends), n raised until every sample meets `goal` or UNIFORM_FALLBACK_CAP.
 */
export function uniformFallback(layer: GradientLayer, goal: number = FALLBACK_GOAL): FallbackResult {
  const input = sampleLayer(layer);
  const { samples, pieces } = input;
  const work = fitWork(samples, sampleCount(input));
  const span = samples[(sampleCount(input) - 1) * S] - samples[0] || 1;
  let fit: FallbackFit = { indices: [], error: Infinity };
  for (let n = 2; n <= UNIFORM_FALLBACK_CAP; n++) {
    const indices: number[] = [];
    for (let p = 0; p + 1 < pieces.length; p++) {
      const start = pieces[p];
      const last = pieces[p + 1] - 1 - start;
      if (last === 0) {
        indices.push(start);
        continue;
      }
      const share = (samples[(start + last) * S] - samples[start * S]) / span;
      const count = Math.min(last + 1, Math.max(2, Math.ceil(n * share)));
      for (let i = 0; i < count; i++) {
        const k = start + Math.round((i * last) / (count - 1));
        if (indices[indices.length - 1] !== k) indices.push(k);
      }
    }
    fit = { indices, error: errorOf(samples, work, pieces, indices, goal) };
    if (fit.error <= goal) break;
  }
  return fallbackResultOf(input, fit, goal);
}

/** The working record's stride (f64 per sample), for the wasm engine, which lays the records out in its memory. */
export const FALLBACK_WORK_STRIDE = FIT_WORK_STRIDE;
