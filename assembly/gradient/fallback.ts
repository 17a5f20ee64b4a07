/**
 * The classic fallback's fit of a gradient layer (mirror of src/core/gradient/fallback.ts and fallbackError.ts; the
 * steps are documented there): stops on the samples the JavaScript side wrote (FALLBACK_SAMPLE_STRIDE f64 each:
 * position, gamma sRGB, alpha; the pieces' first indices as i32, then the count), a greedy reach at an error bound,
 * and a bisection of the bound when the goal needs more stops than allowed. Bit-identical to the core
 * (tests/parity/gradientFallback.test.ts): the same operations in the same order, the host's pow for the transfer
 * table (built with the host's pow), AssemblyScript's cbrt and sqrt (the same as V8's, host.ts).
 *
 * Memory, all in the caller's scratch block: `work` FALLBACK_WORK_STRIDE f64 a sample (the targets' OKLab over white
 * and black, the samples' bytes, their rounding's error); `output` the error (f64), then two lists of `capacity` i32 (the
 * best stops, a trial).
 */
import { FALLBACK_REFINE_STEPS, FALLBACK_SAMPLE_STRIDE, FALLBACK_SEARCH_STEPS, FALLBACK_WORK_STRIDE, FIT_CURVE_STEPS } from "../generated/constants";
import { srgbChannelToLinear } from "../convert/srgbToLinear";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { channelToByte } from "../convert/srgbToByte";
import { Vec3 } from "../vec3";

const LAB = changetype<Vec3>(memory.data(24, 8));

// The call's inputs.
let samples: usize = 0;
let work: usize = 0;
let pieces: usize = 0;
let pieceCount: i32 = 0;
let maxStops: i32 = 0;
let goal: f64 = 0;

// @ts-ignore: decorator
@inline
function sampleAt(k: i32, field: i32): f64 {
  return load<f64>(samples + ((<usize>(k * FALLBACK_SAMPLE_STRIDE + field)) << 3));
}

// @ts-ignore: decorator
@inline
function workAt(k: i32, field: i32): f64 {
  return load<f64>(work + ((<usize>(k * FALLBACK_WORK_STRIDE + field)) << 3));
}

// @ts-ignore: decorator
@inline
function setWork(k: i32, field: i32, x: f64): void {
  store<f64>(work + ((<usize>(k * FALLBACK_WORK_STRIDE + field)) << 3), x);
}

// @ts-ignore: decorator
@inline
function pieceStart(p: i32): i32 {
  return load<i32>(pieces + (<usize>p << 2));
}

// @ts-ignore: decorator
@inline
function indexAt(list: usize, s: i32): i32 {
  return load<i32>(list + (<usize>s << 2));
}

// @ts-ignore: decorator
@inline
function setIndex(list: usize, s: i32, k: i32): void {
  store<i32>(list + (<usize>s << 2), k);
}

/** The transfer curve's table (FIT_CURVE_STEPS + 1 f64), filled on the first call with the host's pow. */
const CURVE = memory.data((FIT_CURVE_STEPS + 1) << 3, 8);
let curveReady = false;

/** Returns linear light of a gamma channel from the table (the core's `fitChannelToLinear`). */
function fitChannelToLinear(c: f64): f64 {
  if (!curveReady) {
    for (let k = 0; k <= FIT_CURVE_STEPS; k++) store<f64>(CURVE + (<usize>k << 3), srgbChannelToLinear(<f64>k / <f64>FIT_CURVE_STEPS));
    curveReady = true;
  }
  const x = c * <f64>FIT_CURVE_STEPS;
  let k = Math.floor(x);
  if (k > <f64>(FIT_CURVE_STEPS - 1)) k = <f64>(FIT_CURVE_STEPS - 1);
  if (k < 0) k = 0;
  const at = CURVE + (<usize>(<i32>k) << 3);
  const low = load<f64>(at);
  return low + (load<f64>(at, 8) - low) * (x - k);
}

/** Writes OKLab of gamma sRGB in [0, 1] into LAB: the core's `oklabOfSrgb` (the transfer table, matrices, cube roots). */
function oklabOfSrgb(r: f64, g: f64, b: f64): void {
  LAB.x = fitChannelToLinear(r);
  LAB.y = fitChannelToLinear(g);
  LAB.z = fitChannelToLinear(b);
  linearToXyz65(LAB, LAB);
  xyz65ToOklab(LAB, LAB);
}

/** Returns the distance of LAB from the work record's three values from `field` on (dl, da, db in that order). */
function distanceTo(k: i32, field: i32): f64 {
  const dl = LAB.x - workAt(k, field);
  const da = LAB.y - workAt(k, field + 1);
  const db = LAB.z - workAt(k, field + 2);
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Fills the working records of `count` samples (the core's `fitWork`). */
function fitWork(count: i32): void {
  for (let k = 0; k < count; k++) {
    const r = sampleAt(k, 1);
    const g = sampleAt(k, 2);
    const b = sampleAt(k, 3);
    const a = sampleAt(k, 4);
    oklabOfSrgb(r * a + (1 - a), g * a + (1 - a), b * a + (1 - a));
    setWork(k, 0, LAB.x);
    setWork(k, 1, LAB.y);
    setWork(k, 2, LAB.z);
    oklabOfSrgb(r * a, g * a, b * a);
    setWork(k, 3, LAB.x);
    setWork(k, 4, LAB.y);
    setWork(k, 5, LAB.z);
    setWork(k, 6, <f64>channelToByte(r));
    setWork(k, 7, <f64>channelToByte(g));
    setWork(k, 8, <f64>channelToByte(b));
    setWork(k, 9, <f64>channelToByte(a));
    setWork(k, 10, sampleError(k, k, k));
  }
}

/** Returns the error at sample k of stops at samples i and j (the core's `sampleError`). */
function sampleError(k: i32, i: i32, j: i32): f64 {
  const t: f64 = k == i ? 0 : (sampleAt(k, 0) - sampleAt(i, 0)) / (sampleAt(j, 0) - sampleAt(i, 0));
  const ai = workAt(i, 9) / 255;
  const aj = workAt(j, 9) / 255;
  const a = ai + (aj - ai) * t;
  const ri = (workAt(i, 6) / 255) * ai;
  const gi = (workAt(i, 7) / 255) * ai;
  const bi = (workAt(i, 8) / 255) * ai;
  const r = ri + ((workAt(j, 6) / 255) * aj - ri) * t;
  const g = gi + ((workAt(j, 7) / 255) * aj - gi) * t;
  const b = bi + ((workAt(j, 8) / 255) * aj - bi) * t;
  if (a == 1 && sampleAt(k, 4) == 1) {
    oklabOfSrgb(r, g, b);
    return distanceTo(k, 0);
  }
  oklabOfSrgb(r + (1 - a), g + (1 - a), b + (1 - a));
  const overWhite = distanceTo(k, 0);
  oklabOfSrgb(r, g, b);
  const overBlack = distanceTo(k, 3);
  return Math.max(overWhite, overBlack);
}

/** Returns what the fit holds to its bound at sample k (the core's `fitError`). */
function fitError(k: i32, i: i32, j: i32): f64 {
  const e = sampleError(k, i, j);
  const own = workAt(k, 10);
  if (own <= goal) return e;
  return e <= own ? Math.min(e, goal) : e - own + goal;
}

/** Returns whether the span from stop i to stop j meets `bound` at every sample strictly between them. */
function spanFits(i: i32, j: i32, bound: f64): bool {
  for (let k = i + 1; k < j; k++) if (fitError(k, i, j) > bound) return false;
  return true;
}

/** Returns the next stop after i within a piece ending at `end` (the core's `reach`). */
function reach(i: i32, end: i32, bound: f64): i32 {
  let good = i + 1;
  let bad = end + 1;
  let step = 1;
  while (good < end) {
    const j = min(end, good + step);
    if (spanFits(i, j, bound)) {
      good = j;
      step *= 2;
    } else {
      bad = j;
      break;
    }
  }
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    if (spanFits(i, mid, bound)) good = mid;
    else bad = mid;
  }
  return good;
}

/** Writes the stops of a greedy reach at `bound` into `list`; returns their count, or -1 past `maxStops`. */
function greedy(bound: f64, list: usize): i32 {
  let n = 0;
  for (let p = 0; p < pieceCount; p++) {
    const end = pieceStart(p + 1) - 1;
    let i = pieceStart(p);
    setIndex(list, n++, i);
    while (i < end) {
      if (n >= maxStops) return -1;
      i = reach(i, end, bound);
      setIndex(list, n++, i);
    }
    if (n > maxStops) return -1;
  }
  return n;
}

/** Returns the largest error over every sample of the fallback whose stops are in `list` (the core's `errorOf`). */
function errorOf(list: usize): f64 {
  let worst: f64 = 0;
  let s = 0;
  for (let p = 0; p < pieceCount; p++) {
    const end = pieceStart(p + 1) - 1;
    let i = indexAt(list, s++);
    if (i == end) worst = Math.max(worst, fitError(i, i, i));
    while (i < end) {
      const j = indexAt(list, s++);
      for (let k = i; k <= j; k++) worst = Math.max(worst, fitError(k, i, j));
      i = j;
    }
  }
  return worst;
}

/**
 * Bisects the bound between `lo` and `hi` `steps` times within `budget` stops, from the `n` stops in `best` (the core's
 * `narrow`); keeps the fit of least error in `best`, writes its error at `output` and returns its count.
 */
function narrow(lo: f64, hi: f64, budget: i32, best: usize, trial: usize, n: i32, steps: i32, output: usize): i32 {
  let bestError = errorOf(best);
  const limit = maxStops;
  maxStops = budget;
  for (let step = 0; step < steps; step++) {
    const mid = (lo + hi) / 2;
    const m = greedy(mid, trial);
    if (m < 0) {
      lo = mid;
      continue;
    }
    hi = mid;
    const error = errorOf(trial);
    if (error < bestError) {
      memory.copy(best, trial, <usize>m << 2);
      n = m;
      bestError = error;
    }
  }
  maxStops = limit;
  store<f64>(output, bestError);
  return n;
}

/**
 * Fits the classic fallback of `count` samples at `samplesAt` cut into `pieceTotal` pieces (their first indices at
 * `piecesAt`, then the count) at the error `goal` with at most `stopLimit` stops; writes the error reached at `output`
 * and the stops' sample indices after it; returns how many. `capacity` > max(stopLimit, 2 · pieceTotal).
 */
export function gradientFallback(samplesAt: usize, count: i32, piecesAt: usize, pieceTotal: i32, goalValue: f64, stopLimit: i32, workBlock: usize, output: usize, capacity: i32): i32 {
  samples = samplesAt;
  pieces = piecesAt;
  pieceCount = pieceTotal;
  maxStops = stopLimit;
  work = workBlock;
  goal = goalValue;
  fitWork(count);
  const best = output + 8;
  const trial = best + (<usize>capacity << 2);
  let ends = 0;
  for (let p = 0; p < pieceCount; p++) {
    setIndex(trial, ends++, pieceStart(p));
    if (pieceStart(p + 1) - 1 > pieceStart(p)) setIndex(trial, ends++, pieceStart(p + 1) - 1);
  }
  const n = greedy(goal, best);
  if (n < 0) {
    memory.copy(best, trial, <usize>ends << 2);
    return narrow(goal, errorOf(best), maxStops, best, trial, ends, FALLBACK_SEARCH_STEPS, output);
  }
  if (n == ends) {
    store<f64>(output, errorOf(best));
    return n;
  }
  return narrow(0, goal, n, best, trial, n, FALLBACK_REFINE_STEPS, output);
}
