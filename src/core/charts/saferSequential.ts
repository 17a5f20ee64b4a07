/**
 * "Make it safer" for a sequential set (in scale order, lighter or darker first): lightness runs strictly one way,
 * neighbours GREYSCALE_DELTA_L apart and DISTINCT_DELTA_E apart under the four visions (chartVision.ts). A set that
 * already holds (viridis and its family do) comes back as it is.
 *
 * Otherwise each colour's lightness moves, hue kept and chroma reduced only where sRGB ends, to the nearest lightness
 * sequence (least squares) with every step at least its gap: with z_i = the lightness signed along the scale plus the
 * gaps before i, that is an isotonic regression of z, solved by pool-adjacent-violators, locked colours weighted
 * SEQUENTIAL_LOCK_WEIGHT and then kept exactly. Each gap starts at GREYSCALE_DELTA_L; a step that still fails on the
 * 8-bit codes (rounding, or neighbours that meet in a simulated vision) widens by SEQUENTIAL_GAP_BUMP and the fit runs
 * again. The best attempt (fewest failing steps, the first of them) is returned when it fails fewer than the set did.
 */
import { codeKeepingHue } from './chartCodes.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { FEATURE_SIZE, pairDistance, writeFeatures } from './chartVision.ts';
import { DISTINCT_DELTA_E, GREYSCALE_DELTA_L } from './report.ts';
import type { ValidSaferRequest } from './saferRequest.ts';

/** How much a failing step's gap widens per round (OKLab lightness), and the most rounds. */
export const SEQUENTIAL_GAP_BUMP = 0.002;
export const SEQUENTIAL_ROUNDS = 60;
/** The weight of a locked colour in the fit (the others weigh 1). */
export const SEQUENTIAL_LOCK_WEIGHT = 1e6;
/** A fitted lightness this close to the colour's own keeps its code. */
export const SEQUENTIAL_KEEP = 1e-9;

/** Returns the number of failing steps of codes whose OKLab lightness ×100 is `l` and features `features`; marks them in `failing`. */
function failingSteps(l: readonly number[], features: Float64Array, sign: number, failing: boolean[]): number {
  let count = 0;
  for (let i = 1; i < l.length; i++) {
    const fails = sign * (l[i] - l[i - 1]) < GREYSCALE_DELTA_L || pairDistance(features, i - 1, features, i) * 100 < DISTINCT_DELTA_E;
    failing[i - 1] = fails;
    if (fails) count++;
  }
  return count;
}

/** Returns the non-increasing least-squares fit of y with weights w (pool-adjacent-violators). */
export function fitNonIncreasing(y: readonly number[], w: readonly number[]): number[] {
  const sums: number[] = [];
  const weights: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < y.length; i++) {
    sums.push(w[i] * y[i]);
    weights.push(w[i]);
    counts.push(1);
    while (sums.length > 1) {
      const top = sums.length - 1;
      if (sums[top - 1] / weights[top - 1] >= sums[top] / weights[top]) break;
      sums[top - 1] += sums[top];
      weights[top - 1] += weights[top];
      counts[top - 1] += counts[top];
      sums.pop();
      weights.pop();
      counts.pop();
    }
  }
  const z: number[] = [];
  for (let k = 0; k < sums.length; k++) for (let c = 0; c < counts[k]; c++) z.push(sums[k] / weights[k]);
  return z;
}

/** Returns the safer codes of a valid sequential request. */
export function saferSequential(request: ValidSaferRequest): string[] {
  const { colors, severity } = request;
  const n = colors.length;
  const labs = colors.map(oklabOfCode);
  const locked = colors.map((_, i) => request.locked.includes(i));
  const features = new Float64Array(n * FEATURE_SIZE);
  const lightness = (codes: readonly string[]) => {
    codes.forEach((code, i) => writeFeatures(code, severity, features, i * FEATURE_SIZE));
    return codes.map((code) => oklabOfCode(code)[0] * 100);
  };
  const l0 = lightness(colors);
  const sign = l0[n - 1] > l0[0] ? 1 : -1;
  const failing = new Array<boolean>(n - 1).fill(false);
  const failingBefore = failingSteps(l0, features, sign, failing);
  if (failingBefore === 0) return [...colors];
  const gaps = new Array<number>(n - 1).fill(GREYSCALE_DELTA_L / 100);
  const weights = locked.map((lock) => (lock ? SEQUENTIAL_LOCK_WEIGHT : 1));
  let best: string[] = [...colors];
  let bestFailing = failingBefore;
  for (let round = 0; round < SEQUENTIAL_ROUNDS; round++) {
    // z_i: the lightness signed so the scale falls, plus the gaps before i; a non-increasing z keeps every gap.
    const offsets = [0];
    for (let i = 1; i < n; i++) offsets.push(offsets[i - 1] + gaps[i - 1]);
    const z = fitNonIncreasing(labs.map(([l], i) => -sign * l + offsets[i]), weights);
    const codes = colors.map((code, i) => {
      const target = Math.min(1, Math.max(0, -sign * (z[i] - offsets[i])));
      return locked[i] || Math.abs(target - labs[i][0]) <= SEQUENTIAL_KEEP ? code : codeKeepingHue(target, labs[i][1], labs[i][2]);
    });
    const count = failingSteps(lightness(codes), features, sign, failing);
    if (count < bestFailing) [best, bestFailing] = [codes, count];
    if (count === 0) break;
    for (let i = 0; i < n - 1; i++) if (failing[i]) gaps[i] += SEQUENTIAL_GAP_BUMP;
  }
  return best;
}
