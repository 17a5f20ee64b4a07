/**
 * Categorical chart colours: n colours whose worst pair is as far apart as it can be for everyone — the
 * smallest OKLab distance of any two, under normal vision and protanopia, deuteranopia and tritanopia at once
 * (chartVision.ts) — within a lightness and chroma range, each with a minimum contrast against the chart's
 * background (3:1 for marks, WCAG 1.4.11), locked colours (brand colours) kept exactly. Seeded: the same request
 * gives the same palette.
 *
 * The search, on 8-bit colours (what is returned is what was scored):
 * 1. A pool of candidates drawn in OKLCH within the ranges, in sRGB, meeting the contrast.
 * 2. For each of a few seeded starts: the locked colours, then greedily the candidate farthest from those chosen
 *    (maximin); then the worst pair is broken again and again — one of its free colours replaced by the candidate
 *    farthest from all the others — until no replacement helps. The worst distance never falls.
 * 3. The best start is refined off the pool: each free colour of the worst pair moved by small OKLab steps while
 *    that raises its distance to the rest.
 * 4. The legend order: locked colours first as given, then each next colour the one most distinct from the last.
 */
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { mixSeed, mulberry32 } from '../random/mulberry32.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { codeOfOklab } from './chartCodes.ts';
import { FEATURE_SIZE, pairDistance, searchDistance, writeFeatures } from './chartVision.ts';
import { ChartRequestError, validateCategorical, type CategoricalRequest, type CategoricalResult } from './categoricalRequest.ts';

export * from './categoricalRequest.ts';

/** Candidates drawn per start. */
export const CATEGORICAL_POOL = 3000;
/** Seeded starts of the search; the best is kept. */
export const CATEGORICAL_STARTS = 3;
/** The refinement's OKLab steps, largest first, and its passes. */
export const REFINE_STEPS = [0.02, 0.008, 0.003] as const;
export const REFINE_PASSES = 40;
/** Draws per wanted candidate before the pool is taken as it is. */
export const POOL_TRIES = 60;
/** How much a move must raise a distance to count (so equal distances never swap back and forth). */
export const MOVE_EPSILON = 1e-12;

/** Whether a code meets the request's ranges and contrast (checked on the code itself, after rounding). */
function admissible(code: string, request: CategoricalRequest): boolean {
  const [r, g, b] = hexToBytes(code);
  const [l, a, bb] = srgbToOklab([r / 255, g / 255, b / 255]);
  const c = Math.sqrt(a * a + bb * bb);
  const [lmin, lmax] = request.lightness;
  const [cmin, cmax] = request.chroma;
  if (l < lmin || l > lmax || c < cmin || c > cmax) return false;
  return request.minContrast <= 0 || contrastRatio(code, request.background) >= request.minContrast;
}

/** The candidates: codes and their features. */
type Pool = { codes: string[]; features: Float64Array };

/** Draws up to `size` distinct admissible candidates, seeded. */
function drawPool(request: CategoricalRequest, random: () => number, size: number): Pool {
  const seen = new Set<string>();
  const codes: string[] = [];
  const [lmin, lmax] = request.lightness;
  const [cmin, cmax] = request.chroma;
  for (let tries = 0; codes.length < size && tries < size * POOL_TRIES; tries++) {
    const l = lmin + (lmax - lmin) * random();
    const c = cmin + (cmax - cmin) * random();
    const h = 2 * Math.PI * random();
    const code = codeOfOklab(l, c * Math.cos(h), c * Math.sin(h));
    if (code === null || seen.has(code) || !admissible(code, request)) continue;
    seen.add(code);
    codes.push(code);
  }
  const features = new Float64Array(codes.length * FEATURE_SIZE);
  codes.forEach((code, i) => writeFeatures(code, request.severity, features, i * FEATURE_SIZE));
  return { codes, features };
}

/** A palette being searched: its codes and features (FEATURE_SIZE a colour), the first `locked` fixed. */
type Chosen = { codes: string[]; features: Float64Array; locked: number };

/** Returns the distance of chosen colour x to its nearest other chosen colour. */
function nearestOther(chosen: Chosen, x: number): number {
  let min = Infinity;
  for (let j = 0; j < chosen.codes.length; j++) {
    if (j === x) continue;
    const d = searchDistance(chosen.features, x, chosen.features, j);
    if (d < min) min = d;
  }
  return min;
}

/** Returns the worst pair of the chosen colours. */
function worstPair(chosen: Chosen): { d: number; a: number; b: number } {
  let worst = { d: Infinity, a: -1, b: -1 };
  for (let i = 0; i < chosen.codes.length; i++) {
    for (let j = i + 1; j < chosen.codes.length; j++) {
      const d = searchDistance(chosen.features, i, chosen.features, j);
      if (d < worst.d) worst = { d, a: i, b: j };
    }
  }
  return worst;
}

/** Returns the worst pair's own distance, without the spread rule's lowering (what the report and the bench read). */
function leastDistance(chosen: Chosen): number {
  let min = Infinity;
  for (let i = 0; i < chosen.codes.length; i++) {
    for (let j = i + 1; j < chosen.codes.length; j++) min = Math.min(min, pairDistance(chosen.features, i, chosen.features, j));
  }
  return min;
}

/** Returns the pool candidate farthest from every chosen colour but `skip` (-1 for none), and that distance. */
function farthestCandidate(pool: Pool, chosen: Chosen, skip: number, used: ReadonlySet<string>): { index: number; d: number } {
  let best = { index: -1, d: -Infinity };
  for (let c = 0; c < pool.codes.length; c++) {
    if (used.has(pool.codes[c])) continue;
    let min = Infinity;
    for (let j = 0; j < chosen.codes.length && min > best.d; j++) {
      if (j === skip) continue;
      const d = searchDistance(pool.features, c, chosen.features, j);
      if (d < min) min = d;
    }
    if (min > best.d) best = { index: c, d: min };
  }
  return best;
}

/** Puts candidate `c` at position x (or appends it when x is the length). */
function place(chosen: Chosen, x: number, code: string, source: Float64Array, row: number): void {
  chosen.codes[x] = code;
  chosen.features.set(source.subarray(row * FEATURE_SIZE, (row + 1) * FEATURE_SIZE), x * FEATURE_SIZE);
}

/** One start: greedy maximin from the locked colours (or a seeded first pick), then worst-pair replacement. */
function search(request: CategoricalRequest, pool: Pool, locked: Chosen, random: () => number): Chosen {
  const n = request.count;
  const chosen: Chosen = { codes: [...locked.codes], features: new Float64Array(n * FEATURE_SIZE), locked: locked.locked };
  chosen.features.set(locked.features);
  const used = new Set(chosen.codes);
  if (chosen.codes.length === 0) {
    const first = Math.floor(random() * pool.codes.length);
    place(chosen, 0, pool.codes[first], pool.features, first);
    used.add(pool.codes[first]);
  }
  while (chosen.codes.length < n) {
    const view: Chosen = { ...chosen, features: chosen.features.subarray(0, chosen.codes.length * FEATURE_SIZE) };
    const { index } = farthestCandidate(pool, view, -1, used);
    if (index < 0) throw new ChartRequestError('too few colours meet the constraints');
    place(chosen, chosen.codes.length, pool.codes[index], pool.features, index);
    used.add(pool.codes[index]);
  }
  for (let round = 0; round < n * n * 4; round++) {
    const worst = worstPair(chosen);
    let moved = false;
    for (const x of [worst.a, worst.b]) {
      if (x < chosen.locked) continue;
      const { index, d } = farthestCandidate(pool, chosen, x, used);
      if (index >= 0 && d > nearestOther(chosen, x) + MOVE_EPSILON) {
        used.delete(chosen.codes[x]);
        place(chosen, x, pool.codes[index], pool.features, index);
        used.add(pool.codes[index]);
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return chosen;
}

/** Moves free colours of the worst pair off the pool in small OKLab steps while that raises their distance to the rest. */
function refine(request: CategoricalRequest, chosen: Chosen): void {
  const used = new Set(chosen.codes);
  const row = new Float64Array(FEATURE_SIZE);
  for (const step of REFINE_STEPS) {
    for (let pass = 0; pass < REFINE_PASSES; pass++) {
      const worst = worstPair(chosen);
      let moved = false;
      for (const x of [worst.a, worst.b]) {
        if (x < chosen.locked) continue;
        const [r, g, b] = hexToBytes(chosen.codes[x]);
        const [l, a, bb] = srgbToOklab([r / 255, g / 255, b / 255]);
        const current = nearestOther(chosen, x);
        let best: { code: string; d: number } | null = null;
        for (const [dl, da, db] of [[step, 0, 0], [-step, 0, 0], [0, step, 0], [0, -step, 0], [0, 0, step], [0, 0, -step]]) {
          const code = codeOfOklab(l + dl, a + da, bb + db);
          if (code === null || used.has(code) || !admissible(code, request)) continue;
          writeFeatures(code, request.severity, row, 0);
          let min = Infinity;
          for (let j = 0; j < chosen.codes.length; j++) {
            if (j === x) continue;
            const d = searchDistance(row, 0, chosen.features, j);
            if (d < min) min = d;
          }
          if (min > (best?.d ?? current) + MOVE_EPSILON) best = { code, d: min };
        }
        if (best) {
          used.delete(chosen.codes[x]);
          writeFeatures(best.code, request.severity, row, 0);
          place(chosen, x, best.code, row, 0);
          used.add(best.code);
          moved = true;
          break;
        }
      }
      if (!moved) break;
    }
  }
}

/** Returns the colours in legend order: locked first as given, then each next the most distinct from the one before. */
function legendOrder(chosen: Chosen): string[] {
  const n = chosen.codes.length;
  const order = Array.from({ length: chosen.locked }, (_, i) => i);
  const left = new Set(Array.from({ length: n - chosen.locked }, (_, i) => i + chosen.locked));
  if (order.length === 0 && left.size > 0) {
    // Start from the colour whose nearest neighbour is farthest: the most distinct colour leads.
    let first = -1;
    let bestD = -Infinity;
    for (const i of left) {
      const d = nearestOther(chosen, i);
      if (d > bestD) [first, bestD] = [i, d];
    }
    order.push(first);
    left.delete(first);
  }
  while (left.size > 0) {
    const last = order[order.length - 1];
    let next = -1;
    let bestD = -Infinity;
    for (const i of left) {
      const d = pairDistance(chosen.features, last, chosen.features, i);
      if (d > bestD) [next, bestD] = [i, d];
    }
    order.push(next);
    left.delete(next);
  }
  return order.map((i) => chosen.codes[i]);
}

/** Returns the categorical palette of a request (throws a ChartRequestError for an invalid or unsatisfiable one). */
export function categoricalPalette(input: CategoricalRequest): CategoricalResult {
  const request = validateCategorical(input);
  const random = mulberry32(mixSeed(request.seed));
  const locked: Chosen = { codes: [...request.locked], features: new Float64Array(request.locked.length * FEATURE_SIZE), locked: request.locked.length };
  request.locked.forEach((code, i) => writeFeatures(code, request.severity, locked.features, i * FEATURE_SIZE));
  const pool = drawPool(request, random, CATEGORICAL_POOL);
  const free = request.count - request.locked.length;
  if (pool.codes.length < free) throw new ChartRequestError('too few colours meet the constraints');
  let best: Chosen | null = null;
  let bestWorst = -Infinity;
  for (let start = 0; start < (free === 0 ? 1 : CATEGORICAL_STARTS); start++) {
    const chosen = free === 0 ? { ...locked, features: locked.features.slice() } : search(request, pool, locked, random);
    const worst = worstPair(chosen).d;
    if (worst > bestWorst) [best, bestWorst] = [chosen, worst];
  }
  const result = best as Chosen;
  if (free > 0) refine(request, result);
  return { codes: legendOrder(result), worst: leastDistance(result) * 100 };
}
