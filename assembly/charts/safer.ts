/**
 * "Make it safer" for a chart's colours (mirror of src/core/charts/safer.ts; the steps are documented there): the
 * contrast step in lightness alone, worst-pair moves by the smallest OKLab step in 26 directions, settling back towards
 * the originals, run plainly and again keeping the spread rule; a sequential set goes to saferSequential.ts. Bit-identical to the core
 * (tests/parity/chartsSafer.test.ts): the same comparisons in the same order. The request is validated on the
 * JavaScript side (the core's `validateSafer`). One call at a time (static tables).
 */
import {
  CATEGORICAL_MAX, CLEAR_DELTA_E, CONTRAST_COARSE_SPAN, CONTRAST_FINE_STEP, FEATURE_SIZE, SAFER_EPSILON, SAFER_ROUNDS,
  SAFER_STEP_0, SAFER_STEP_1, SAFER_STEP_2, SAFER_STEP_3, SAFER_STEP_4, SAFER_STEP_5, SAFER_STEP_COUNT, SETTLE_PARTS,
} from "../generated/constants";
import { contrastRatio } from "../contrast/wcag";
import { packedToOklab } from "../names/oklab";
import { Vec3 } from "../vec3";
import { codeKeepingHue, codeOfOklab, NO_CODE } from "./chartCodes";
import { hueClash, pairDistance, rowAt, setSeverity, writeFeatures } from "./chartVision";
import { saferSequential } from "./saferSequential";

/** The set being made safer: codes, features, OKLab originals (3 f64 each), contrast floors; one trial row. */
const CODES = memory.data(CATEGORICAL_MAX << 2, 8);
const FEATURES = memory.data(CATEGORICAL_MAX * FEATURE_SIZE * 8, 8);
const ORIGINAL = memory.data(CATEGORICAL_MAX * 3 * 8, 8);
const FLOOR = memory.data(CATEGORICAL_MAX * 8, 8);
const ROW = memory.data(FEATURE_SIZE * 8, 8);
/** The set after the contrast step, and the plain run's answer. */
const START = memory.data(CATEGORICAL_MAX << 2, 8);
const PLAIN = memory.data(CATEGORICAL_MAX << 2, 8);
const LAB = changetype<Vec3>(memory.data(24, 8));

// The request, for the call.
let count: i32 = 0;
let background: u32 = 0;
let lockedMask: u32 = 0;

// @ts-ignore: decorator
@inline
function codeAt(x: i32): u32 {
  return load<u32>(CODES + (<usize>x << 2));
}

// @ts-ignore: decorator
@inline
function isLocked(x: i32): bool {
  return ((lockedMask >>> <u32>x) & 1) != 0;
}

/** Puts a code at x. */
function place(x: i32, rgb: u32): void {
  store<u32>(CODES + (<usize>x << 2), rgb);
  writeFeatures(rgb, rowAt(FEATURES, x));
}

/** Returns the distance of the trial row, standing in for colour x, to its nearest other colour. */
function nearestOther(x: i32): f64 {
  let min = Infinity;
  for (let j = 0; j < count; j++) {
    if (j == x) continue;
    const d = pairDistance(ROW, rowAt(FEATURES, j));
    if (d < min) min = d;
  }
  return min;
}

/** The core's `clashesOf`: how many other colours the row at `p`, standing in for colour x, shares a hue with at one lightness. */
function clashesOf(x: i32, p: usize): i32 {
  let n = 0;
  for (let j = 0; j < count; j++) if (j != x && hueClash(p, rowAt(FEATURES, j))) n++;
  return n;
}

/** The core's `clashPairs`: how many pairs of the set share a hue at one lightness. */
function clashPairs(): i32 {
  let n = 0;
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) if (hueClash(rowAt(FEATURES, i), rowAt(FEATURES, j))) n++;
  return n;
}

let worstA: i32 = -1;
let worstB: i32 = -1;

/** Returns the worst pair's distance (its indices in worstA, worstB). */
function worstPair(): f64 {
  let worst = Infinity;
  worstA = -1;
  worstB = -1;
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const d = pairDistance(rowAt(FEATURES, i), rowAt(FEATURES, j));
      if (d < worst) {
        worst = d;
        worstA = i;
        worstB = j;
      }
    }
  }
  return worst;
}

/** Whether a candidate keeps colour x's contrast floor. */
function keepsContrast(x: i32, rgb: u32): bool {
  const floor = load<f64>(FLOOR + (<usize>x << 3));
  return floor <= 0 || contrastRatio(rgb, background) >= floor;
}

let meetL: f64 = 0;
let meetA: f64 = 0;
let meetB: f64 = 0;

/** The code at `m` fine steps from the colour's lightness in direction `sign` (the core's `at`). */
function contrastStepCode(sign: f64, m: i32): u32 {
  return codeKeepingHue(Math.min(1.0, Math.max(0.0, meetL + sign * <f64>m * CONTRAST_FINE_STEP)), meetA, meetB);
}

/** Returns the code nearest in lightness (hue kept) that meets `target`, or NO_CODE (the core's `meetContrast`). */
function meetContrast(rgb: u32, target: f64): u32 {
  packedToOklab(rgb, LAB);
  meetL = LAB.x;
  meetA = LAB.y;
  meetB = LAB.z;
  let best = NO_CODE;
  let bestSteps: i32 = i32.MAX_VALUE;
  for (let s = 0; s < 2; s++) {
    const sign: f64 = s == 0 ? -1 : 1;
    let coarse: i32 = CONTRAST_COARSE_SPAN;
    while (true) {
      if (contrastRatio(contrastStepCode(sign, coarse), background) >= target) break;
      const l = meetL + sign * <f64>coarse * CONTRAST_FINE_STEP;
      if (l <= 0 || l >= 1) {
        coarse = -1;
        break;
      }
      coarse += CONTRAST_COARSE_SPAN;
    }
    if (coarse < 0) continue;
    let m = coarse - CONTRAST_COARSE_SPAN + 1;
    while (m < coarse && !(contrastRatio(contrastStepCode(sign, m), background) >= target)) m++;
    if (m < bestSteps) {
      best = contrastStepCode(sign, m);
      bestSteps = m;
    }
  }
  return best;
}

/** Returns separation step k. */
function saferStep(k: i32): f64 {
  return k == 0 ? SAFER_STEP_0 : k == 1 ? SAFER_STEP_1 : k == 2 ? SAFER_STEP_2 : k == 3 ? SAFER_STEP_3 : k == 4 ? SAFER_STEP_4 : SAFER_STEP_5;
}

/** The core's `separate`: moves colours of the worst pair until it reaches the goal or no move lifts it; with `spread`, a move adding no pair of one hue first. */
function separate(goal: f64, spread: bool): void {
  for (let round = 0; round < SAFER_ROUNDS; round++) {
    const worst = worstPair();
    if (worst >= goal) return;
    const pairA = worstA;
    const pairB = worstB;
    const clashesA = spread ? clashesOf(pairA, rowAt(FEATURES, pairA)) : 0;
    const clashesB = spread ? clashesOf(pairB, rowAt(FEATURES, pairB)) : 0;
    let cleanX: i32 = -1;
    let cleanRgb: u32 = NO_CODE;
    let cleanD = worst;
    let anyX: i32 = -1;
    let anyRgb: u32 = NO_CODE;
    let anyD = worst;
    for (let s = 0; s < SAFER_STEP_COUNT; s++) {
      const step = saferStep(s);
      const anyFound = anyX >= 0;
      for (let k = 0; k < 2; k++) {
        const x = k == 0 ? pairA : pairB;
        if (isLocked(x)) continue;
        const clashes = k == 0 ? clashesA : clashesB;
        const current = codeAt(x);
        packedToOklab(current, LAB);
        const l = LAB.x;
        const a = LAB.y;
        const b = LAB.z;
        // The 26 directions of the core's SAFER_MOVES, in its order.
        for (let dl = -1; dl <= 1; dl++) {
          for (let da = -1; da <= 1; da++) {
            for (let db = -1; db <= 1; db++) {
              if (dl == 0 && da == 0 && db == 0) continue;
              const norm = Math.sqrt(<f64>(dl * dl + da * da + db * db));
              const ul = <f64>dl / norm;
              const ua = <f64>da / norm;
              const ub = <f64>db / norm;
              const rgb = codeOfOklab(l + ul * step, a + ua * step, b + ub * step);
              if (rgb == NO_CODE || rgb == current || !keepsContrast(x, rgb)) continue;
              writeFeatures(rgb, ROW);
              const d = nearestOther(x);
              if (!anyFound && d > anyD + SAFER_EPSILON) {
                anyX = x;
                anyRgb = rgb;
                anyD = d;
              }
              if (spread && d > cleanD + SAFER_EPSILON && clashesOf(x, ROW) <= clashes) {
                cleanX = x;
                cleanRgb = rgb;
                cleanD = d;
              }
            }
          }
        }
      }
      if (spread ? cleanX >= 0 : anyX >= 0) break;
    }
    if (cleanX >= 0) place(cleanX, cleanRgb);
    else if (anyX >= 0) place(anyX, anyRgb);
    else return;
  }
}

/** The core's `settle`: draws each moved colour back towards its original while the worst pair stays at `floor` or above (with `spread`, adding no pair of one hue). */
function settle(floor: f64, spread: bool): void {
  for (let x = 0; x < count; x++) {
    if (isLocked(x)) continue;
    const o = ORIGINAL + (<usize>(x * 3) << 3);
    const l0 = load<f64>(o);
    const a0 = load<f64>(o, 8);
    const b0 = load<f64>(o, 16);
    const current = codeAt(x);
    packedToOklab(current, LAB);
    const l = LAB.x;
    const a = LAB.y;
    const b = LAB.z;
    const clashes = spread ? clashesOf(x, rowAt(FEATURES, x)) : 0;
    for (let k = 0; k < SETTLE_PARTS; k++) {
      const t = <f64>k / <f64>SETTLE_PARTS;
      const rgb = codeOfOklab(l0 + (l - l0) * t, a0 + (a - a0) * t, b0 + (b - b0) * t);
      if (rgb == current) break;
      if (rgb == NO_CODE || !keepsContrast(x, rgb)) continue;
      writeFeatures(rgb, ROW);
      if (nearestOther(x) >= floor && (!spread || clashesOf(x, ROW) <= clashes)) {
        place(x, rgb);
        break;
      }
    }
  }
}

/** The core's `saferCategorical` on the colours in CODES. */
function saferCategorical(minContrast: f64): void {
  for (let x = 0; x < count; x++) {
    const rgb = codeAt(x);
    writeFeatures(rgb, rowAt(FEATURES, x));
    packedToOklab(rgb, LAB);
    const o = ORIGINAL + (<usize>(x * 3) << 3);
    store<f64>(o, LAB.x);
    store<f64>(o, LAB.y, 8);
    store<f64>(o, LAB.z, 16);
    store<f64>(FLOOR + (<usize>x << 3), 0);
  }
  const goal = Math.max(CLEAR_DELTA_E / 100, worstPair());
  if (minContrast > 0) {
    for (let x = 0; x < count; x++) {
      const ratio = contrastRatio(codeAt(x), background);
      if (!isLocked(x) && ratio < minContrast) {
        const met = meetContrast(codeAt(x), minContrast);
        if (met != NO_CODE) place(x, met);
      }
      store<f64>(FLOOR + (<usize>x << 3), Math.min(minContrast, contrastRatio(codeAt(x), background)));
    }
  }
  // The core's `separated`, plainly and keeping the spread, each from the set after the contrast step.
  memory.copy(START, CODES, <usize>count << 2);
  separate(goal, false);
  settle(Math.min(goal, worstPair()), false);
  const plainWorst = worstPair();
  const plainClashes = clashPairs();
  memory.copy(PLAIN, CODES, <usize>count << 2);
  for (let x = 0; x < count; x++) place(x, load<u32>(START + (<usize>x << 2)));
  separate(goal, true);
  settle(Math.min(goal, worstPair()), true);
  if (!(worstPair() >= Math.min(goal, plainWorst) && clashPairs() < plainClashes)) memory.copy(CODES, PLAIN, <usize>count << 2);
}

/**
 * Writes the safer set of `n` packed colours at `colors` (a validated request: kind 0 categorical, 1 sequential; packed
 * background; contrast target; severity; bit i of `locked` for a locked colour i) as `n` packed colours at `output`.
 */
export function saferChartColors(kind: i32, colors: usize, n: i32, bg: u32, minContrast: f64, severity: f64, locked: u32, output: usize): void {
  count = n;
  background = bg;
  lockedMask = locked;
  setSeverity(severity);
  if (kind == 1) {
    saferSequential(colors, n, locked, output);
    return;
  }
  memory.copy(CODES, colors, <usize>n << 2);
  saferCategorical(minContrast);
  memory.copy(output, CODES, <usize>n << 2);
}
