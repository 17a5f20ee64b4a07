/**
 * "Make it safer": a chart's own colours, each kept as close to itself as the goals allow. Deterministic (no
 * randomness); on 8-bit codes (what is returned is what was scored); locked colours never move; order and count kept.
 *
 * A categorical set, in four steps:
 * 1. Contrast: a colour below the target moves in OKLab lightness alone, hue kept and chroma reduced only where sRGB
 *    ends, by the smallest step that meets it (a 0.01 scan each way, then 0.001 steps within the first that meets);
 *    a colour that cannot meet it stays as it is.
 * 2. Separation: while the worst pair (the smallest of its distances under normal, protan, deutan and tritan vision,
 *    chartVision.ts) is below the goal — CLEAR_DELTA_E, or the set's own worst pair when that is higher — one colour of
 *    it moves by the smallest OKLab step (SAFER_STEPS) in one of 26 directions (SAFER_MOVES) that lifts its nearest
 *    other colour above the current worst, keeping its contrast; of the moves at that step, the one lifting it most.
 *    Diagonal moves matter: a colour hemmed in along the axes under one vision often has a way out between them. Every move lowers the number of pairs at the worst or raises the worst, so the search ends.
 * 3. Settling: each moved colour is drawn back along the line to its original (the original first, then 1/8 … 7/8 of
 *    the way) as far as the worst pair stays at the lesser of the goal and what step 2 reached, and its contrast holds.
 * 4. Spread: steps 2 and 3 run a second time from step 1's set, a move that shares a hue at one lightness (the spread
 *    rule, chartVision.ts's `hueClash`) with no more colours than before taken first at any step, a settling point only
 *    if it does; that set wins when its worst pair comes as far (to the goal, or to the first run's) with fewer pairs
 *    of one hue. Contrast first, then the worst pair, then the spread, as the categorical search ranks them.
 * A sequential set: saferSequential.ts.
 */
import { contrastRatio } from '../contrast/wcag.ts';
import type { Vec3 } from '../convert/types.ts';
import { codeKeepingHue, codeOfOklab } from './chartCodes.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { FEATURE_SIZE, hueClash, pairDistance, writeFeatures } from './chartVision.ts';
import { CLEAR_DELTA_E } from './report.ts';
import { saferResultOf, validateSafer, type SaferRequest, type SaferResult, type ValidSaferRequest } from './saferRequest.ts';
import { saferSequential } from './saferSequential.ts';

export * from './saferRequest.ts';

/** The lightness scan of the contrast step: its fine step, and how many fine steps a coarse one spans. */
export const CONTRAST_FINE_STEP = 0.001;
export const CONTRAST_COARSE_SPAN = 10;
/** The separation step's OKLab move sizes, smallest first, and its most moves. */
export const SAFER_STEPS = [0.004, 0.008, 0.016, 0.032, 0.064, 0.128] as const;
export const SAFER_ROUNDS = 600;
/** Points of the settling line: the original, then 1/SETTLE_PARTS … (SETTLE_PARTS − 1)/SETTLE_PARTS of the way to the move. */
export const SETTLE_PARTS = 8;
/** How much a move must raise a distance to count. */
export const SAFER_EPSILON = 1e-12;
/** The directions of a move: the 26 neighbours of a cube around the colour in OKLab (L, a, b), each of unit length. */
export const SAFER_MOVES: readonly number[] = [-1, 0, 1].flatMap((dl) =>
  [-1, 0, 1].flatMap((da) => [-1, 0, 1].flatMap((db) => (dl === 0 && da === 0 && db === 0 ? [] : [dl, da, db].map((v) => v / Math.sqrt(dl * dl + da * da + db * db))))),
);

/** Returns the code nearest in lightness to `code` (hue kept) that meets `target` against `background`, or null when none does. */
export function meetContrast(code: string, background: string, target: number): string | null {
  const [l0, a, b] = oklabOfCode(code);
  let best: string | null = null;
  let bestSteps = Infinity;
  for (const sign of [-1, 1]) {
    const at = (m: number) => codeKeepingHue(Math.min(1, Math.max(0, l0 + sign * m * CONTRAST_FINE_STEP)), a, b);
    const meets = (m: number) => contrastRatio(at(m), background) >= target;
    let coarse = CONTRAST_COARSE_SPAN;
    for (;;) {
      if (meets(coarse)) break;
      const l = l0 + sign * coarse * CONTRAST_FINE_STEP;
      if (l <= 0 || l >= 1) {
        coarse = -1;
        break;
      }
      coarse += CONTRAST_COARSE_SPAN;
    }
    if (coarse < 0) continue;
    let m = coarse - CONTRAST_COARSE_SPAN + 1;
    while (m < coarse && !meets(m)) m++;
    // Darker first: a lighter answer must be strictly nearer.
    if (m < bestSteps) [best, bestSteps] = [at(m), m];
  }
  return best;
}

/** The set being made safer: codes, features (FEATURE_SIZE a colour), OKLab originals, contrast floors, locks. */
type Work = { codes: string[]; features: Float64Array; original: readonly Vec3[]; floor: number[]; locked: boolean[]; background: string; severity: number };

/** Returns the distance of code `code` (features in `row`) standing in for colour x to its nearest other colour. */
function nearestOther(work: Work, x: number, row: Float64Array): number {
  let min = Infinity;
  for (let j = 0; j < work.codes.length; j++) {
    if (j === x) continue;
    const d = pairDistance(row, 0, work.features, j);
    if (d < min) min = d;
  }
  return min;
}

/** Returns how many other colours code `code` (features in `row`) standing in for colour x shares a hue with at one lightness. */
function clashesOf(work: Work, x: number, row: Float64Array): number {
  let n = 0;
  for (let j = 0; j < work.codes.length; j++) if (j !== x && hueClash(row, 0, work.features, j)) n++;
  return n;
}

/** Returns the worst pair. */
function worstPair(work: Work): { d: number; a: number; b: number } {
  let worst = { d: Infinity, a: -1, b: -1 };
  for (let i = 0; i < work.codes.length; i++) {
    for (let j = i + 1; j < work.codes.length; j++) {
      const d = pairDistance(work.features, i, work.features, j);
      if (d < worst.d) worst = { d, a: i, b: j };
    }
  }
  return worst;
}

/** Returns whether a candidate keeps colour x's contrast floor. */
const keepsContrast = (work: Work, x: number, code: string) => work.floor[x] <= 0 || contrastRatio(code, work.background) >= work.floor[x];

/** Puts a code at x. */
function place(work: Work, x: number, code: string): void {
  work.codes[x] = code;
  writeFeatures(code, work.severity, work.features, x * FEATURE_SIZE);
}

/** Returns how many pairs of the set share a hue at one lightness. */
function clashPairs(work: Work): number {
  let n = 0;
  for (let i = 0; i < work.codes.length; i++) for (let j = i + 1; j < work.codes.length; j++) if (hueClash(work.features, i, work.features, j)) n++;
  return n;
}

/** Returns the features row of colour x. */
const rowOf = (work: Work, x: number) => work.features.subarray(x * FEATURE_SIZE, (x + 1) * FEATURE_SIZE);

/**
 * Step 2: moves colours of the worst pair until it reaches the goal or no move lifts it. With `spread`, a move that
 * adds no pair of one hue is taken first, at any step (the best at the smallest step that has one); only when none
 * lifts the worst pair does any move count.
 */
function separate(work: Work, goal: number, spread: boolean): void {
  const row = new Float64Array(FEATURE_SIZE);
  for (let round = 0; round < SAFER_ROUNDS; round++) {
    const worst = worstPair(work);
    if (worst.d >= goal) return;
    const pair = [worst.a, worst.b];
    const clashes = spread ? pair.map((x) => clashesOf(work, x, rowOf(work, x))) : [0, 0];
    let clean = { x: -1, code: '', d: worst.d };
    let any = { x: -1, code: '', d: worst.d };
    for (const step of SAFER_STEPS) {
      const anyFound = any.x >= 0;
      for (let p = 0; p < 2; p++) {
        const x = pair[p];
        if (work.locked[x]) continue;
        const [l, a, b] = oklabOfCode(work.codes[x]);
        for (let k = 0; k < SAFER_MOVES.length; k += 3) {
          const code = codeOfOklab(l + SAFER_MOVES[k] * step, a + SAFER_MOVES[k + 1] * step, b + SAFER_MOVES[k + 2] * step);
          if (code === null || code === work.codes[x] || !keepsContrast(work, x, code)) continue;
          writeFeatures(code, work.severity, row, 0);
          const d = nearestOther(work, x, row);
          if (!anyFound && d > any.d + SAFER_EPSILON) any = { x, code, d };
          if (spread && d > clean.d + SAFER_EPSILON && clashesOf(work, x, row) <= clashes[p]) clean = { x, code, d };
        }
      }
      if (spread ? clean.x >= 0 : any.x >= 0) break;
    }
    const move = clean.x >= 0 ? clean : any;
    if (move.x < 0) return;
    place(work, move.x, move.code);
  }
}

/**
 * Step 3: draws each moved colour back towards its original while the worst pair stays at `floor` or above; with
 * `spread`, only to a point that shares a hue at one lightness with no more colours than where it stands.
 */
function settle(work: Work, floor: number, spread: boolean): void {
  const row = new Float64Array(FEATURE_SIZE);
  for (let x = 0; x < work.codes.length; x++) {
    if (work.locked[x]) continue;
    const [l0, a0, b0] = work.original[x];
    const [l, a, b] = oklabOfCode(work.codes[x]);
    const clashes = spread ? clashesOf(work, x, rowOf(work, x)) : 0;
    for (let k = 0; k < SETTLE_PARTS; k++) {
      const t = k / SETTLE_PARTS;
      const code = codeOfOklab(l0 + (l - l0) * t, a0 + (a - a0) * t, b0 + (b - b0) * t);
      if (code === work.codes[x]) break;
      if (code === null || !keepsContrast(work, x, code)) continue;
      writeFeatures(code, work.severity, row, 0);
      if (nearestOther(work, x, row) >= floor && (!spread || clashesOf(work, x, row) <= clashes)) {
        place(work, x, code);
        break;
      }
    }
  }
}

/** Steps 2 and 3 on a copy of the set; returns the copy. */
function separated(work: Work, goal: number, spread: boolean): Work {
  const copy = { ...work, codes: [...work.codes], features: work.features.slice() };
  separate(copy, goal, spread);
  settle(copy, Math.min(goal, worstPair(copy).d), spread);
  return copy;
}

/** Returns the safer codes of a valid categorical request. */
export function saferCategorical(request: ValidSaferRequest): string[] {
  const n = request.colors.length;
  const locked = request.colors.map((_, i) => request.locked.includes(i));
  const work: Work = {
    codes: [...request.colors],
    features: new Float64Array(n * FEATURE_SIZE),
    original: request.colors.map(oklabOfCode),
    floor: new Array<number>(n).fill(0),
    locked,
    background: request.background,
    severity: request.severity,
  };
  request.colors.forEach((code, x) => writeFeatures(code, request.severity, work.features, x * FEATURE_SIZE));
  const goal = Math.max(CLEAR_DELTA_E / 100, worstPair(work).d);
  if (request.minContrast > 0) {
    for (let x = 0; x < n; x++) {
      const ratio = contrastRatio(work.codes[x], request.background);
      if (!locked[x] && ratio < request.minContrast) {
        const met = meetContrast(work.codes[x], request.background, request.minContrast);
        if (met !== null) place(work, x, met);
      }
      work.floor[x] = Math.min(request.minContrast, contrastRatio(work.codes[x], request.background));
    }
  }
  // The worst pair outranks the spread: the spread-keeping search wins only where its worst pair comes as far (to
  // the goal, or to the plain search's) with fewer pairs of one hue.
  const plain = separated(work, goal, false);
  const spread = separated(work, goal, true);
  const kept = worstPair(spread).d >= Math.min(goal, worstPair(plain).d) && clashPairs(spread) < clashPairs(plain);
  return (kept ? spread : plain).codes;
}

/** Returns the safer set of a request (throws a ChartRequestError for an invalid one). */
export function saferChartColors(input: SaferRequest): SaferResult {
  const request = validateSafer(input);
  return saferResultOf(request, request.kind === 'categorical' ? saferCategorical(request) : saferSequential(request));
}
