/**
 * Weighted k-means over the current histogram's bins in OKLab (mirror of src/core/image/kmeans.ts, where the
 * rules are documented): greedy k-means++ from the heaviest bin with mulberry32(IMAGE_SEED) draws, Lloyd's
 * iterations with Hamerly's bounds until no bin moves or IMAGE_MAX_ITERATIONS, then each cluster's colour, weight and
 * representative pixel. Every f64 operation is the core's, in the same order: the same clusters to the bit.
 */
import { linearToByte } from "../convert/linearToByte";
import { LMS_TO_XYZ65, OKLAB_TO_LMS } from "../convert/oklabToXyz65";
import { XYZ65_TO_LINEAR_SRGB } from "../convert/xyz65ToLinear";
import { IMAGE_CENTRE_TOLERANCE_SQUARED, IMAGE_MAX_ITERATIONS, IMAGE_CLUSTER_MAX_COLORS, IMAGE_SEED, REPRESENTATIVE_EPSILON_SQUARED } from "../generated/tables";
import { IMAGE_CLUSTER_BYTES, IMAGE_CLUSTER_POSITION, IMAGE_CLUSTER_RGB, IMAGE_CLUSTER_WEIGHT } from "../layout";
import { nextRandom, seedRandom } from "../random/mulberry32";
import { Matrix3 } from "../vec3";
import { BIN_POINT, BIN_REP, BIN_WEIGHT, binCount } from "./histogram";

/** Per bin: distance² to the nearest centre while seeding, then its cluster. */
const NEAREST: usize = memory.data(262144, 16);
const LABELS: usize = memory.data(131072, 16);
/** Centres (3 f64 each), the Lloyd sums (4 f64 each), and per cluster weight, best score and best bin. */
const CENTRES: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 24, 16);
const SUMS: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 32, 16);
const WEIGHT: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 8, 16);
const BEST_SCORE: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 8, 16);
const BEST_BIN: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 4, 16);
/** Hamerly's bounds: per bin the upper and lower distance bounds, per centre half the distance to its nearest other and its last move. */
const UPPER: usize = memory.data(262144, 16);
const LOWER: usize = memory.data(262144, 16);
const HALF: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 8, 16);
const MOVED: usize = memory.data(IMAGE_CLUSTER_MAX_COLORS * 8, 16);

/** Returns the squared distance between the OKLab triples at `a` and `b` (dl² + da² + db², in that order). */
// @ts-ignore: decorator
@inline
function distance2(a: usize, b: usize): f64 {
  const dl = load<f64>(a) - load<f64>(b);
  const da = load<f64>(a, 8) - load<f64>(b, 8);
  const db = load<f64>(a, 16) - load<f64>(b, 16);
  return dl * dl + da * da + db * db;
}

// @ts-ignore: decorator
@inline
function point(i: i32): usize {
  return BIN_POINT + <usize>i * 24;
}

// @ts-ignore: decorator
@inline
function centre(j: i32): usize {
  return CENTRES + <usize>j * 24;
}

// @ts-ignore: decorator
@inline
function weightOf(i: i32): f64 {
  return load<f64>(BIN_WEIGHT + (<usize>i << 3));
}

/** Returns how many candidates greedy k-means++ draws for each centre (the core's `seedingCandidates`). */
// @ts-ignore: decorator
@inline
function seedingCandidates(k: i32): i32 {
  return 2 + (k >= 8 ? 2 : k >= 3 ? 1 : 0);
}

/** Seeds up to k centres by greedy k-means++ and returns how many (the core's `seedCentres`). */
function seedCentres(k: i32): i32 {
  const n = binCount;
  if (n == 0) return 0;
  let first = 0;
  for (let i = 1; i < n; i++) if (weightOf(i) > weightOf(first)) first = i;
  memory.copy(centre(0), point(first), 24);
  for (let i = 0; i < n; i++) store<f64>(NEAREST + (<usize>i << 3), distance2(point(i), centre(0)));
  seedRandom(IMAGE_SEED);
  const candidates = seedingCandidates(k);
  let m = 1;
  for (; m < k; m++) {
    let total: f64 = 0;
    for (let i = 0; i < n; i++) total += weightOf(i) * load<f64>(NEAREST + (<usize>i << 3));
    if (!(total > 0)) break;
    let best = -1;
    let bestPotential = Infinity;
    for (let t = 0; t < candidates; t++) {
      const target = nextRandom() * total;
      let chosen = -1;
      let running: f64 = 0;
      for (let i = 0; i < n; i++) {
        const d = load<f64>(NEAREST + (<usize>i << 3));
        if (!(d > 0)) continue;
        running += weightOf(i) * d;
        chosen = i;
        if (running > target) break;
      }
      const candidate = point(chosen);
      let potential: f64 = 0;
      for (let i = 0; i < n; i++) {
        const d = distance2(point(i), candidate);
        const near = load<f64>(NEAREST + (<usize>i << 3));
        potential += weightOf(i) * (d < near ? d : near);
      }
      if (potential < bestPotential) {
        bestPotential = potential;
        best = chosen;
      }
    }
    memory.copy(centre(m), point(best), 24);
    const c = centre(m);
    for (let i = 0; i < n; i++) {
      const at = NEAREST + (<usize>i << 3);
      const d = distance2(point(i), c);
      if (d < load<f64>(at)) store<f64>(at, d);
    }
  }
  return m;
}

/**
 * The centres by channel (L, a, b: IMAGE_CLUSTER_MAX_COLORS + 2 f64 each), so the assignment measures a bin's distance
 * to two centres at once (f64x2: each lane the scalar's operations in the scalar's order); an odd count is padded
 * with a centre too far away to win.
 */
const CENTRE_CHANNELS: usize = memory.data((IMAGE_CLUSTER_MAX_COLORS + 2) * 24, 16);
const CHANNEL_STRIDE: usize = (IMAGE_CLUSTER_MAX_COLORS + 2) * 8;
/** The padding centre's channels: its lanes measure +∞, which is never nearer than anything. */
const FAR_AWAY: f64 = Infinity;

/** Copies the m centres into CENTRE_CHANNELS (padding an odd count). */
function splitCentres(m: i32): void {
  for (let j = 0; j < m; j++) {
    const c = centre(j);
    const at = CENTRE_CHANNELS + (<usize>j << 3);
    store<f64>(at, load<f64>(c));
    store<f64>(at + CHANNEL_STRIDE, load<f64>(c, 8));
    store<f64>(at + 2 * CHANNEL_STRIDE, load<f64>(c, 16));
  }
  const pad = CENTRE_CHANNELS + (<usize>m << 3);
  store<f64>(pad, FAR_AWAY);
  store<f64>(pad + CHANNEL_STRIDE, FAR_AWAY);
  store<f64>(pad + 2 * CHANNEL_STRIDE, FAR_AWAY);
}

/** The squared distances to the nearest and second-nearest centre, from the last `nearestCentre`. */
let nearestD: f64 = 0;
let secondD: f64 = 0;

/**
 * Returns the nearest of the m centres to bin i (strict <: a tie keeps the lower index), two centres at a time,
 * leaving the nearest and second-nearest squared distances in nearestD and secondD (the core's scan in `lloyd`).
 */
// @ts-ignore: decorator
@inline
function nearestCentre(i: i32, m: i32): i32 {
  const p = point(i);
  const l = f64x2.splat(load<f64>(p));
  const a = f64x2.splat(load<f64>(p, 8));
  const b = f64x2.splat(load<f64>(p, 16));
  let best = 0;
  let bestD = Infinity;
  let second = Infinity;
  for (let j = 0; j < m; j += 2) {
    const at = CENTRE_CHANNELS + (<usize>j << 3);
    const dl = f64x2.sub(l, v128.load(at));
    const da = f64x2.sub(a, v128.load(at + CHANNEL_STRIDE));
    const db = f64x2.sub(b, v128.load(at + 2 * CHANNEL_STRIDE));
    const d = f64x2.add(f64x2.add(f64x2.mul(dl, dl), f64x2.mul(da, da)), f64x2.mul(db, db));
    const d0 = f64x2.extract_lane(d, 0);
    if (d0 < bestD) {
      second = bestD;
      bestD = d0;
      best = j;
    } else if (d0 < second) {
      second = d0;
    }
    const d1 = f64x2.extract_lane(d, 1);
    if (d1 < bestD) {
      second = bestD;
      bestD = d1;
      best = j + 1;
    } else if (d1 < second) {
      second = d1;
    }
  }
  nearestD = bestD;
  secondD = second;
  return best;
}

/** Runs Lloyd's iterations with Hamerly's bounds over m centres, leaving each bin's cluster in LABELS (the core's `lloyd`). */
function lloyd(m: i32): void {
  const n = binCount;
  memory.fill(LABELS, 0xff, <usize>n << 2);
  for (let iteration = 0; iteration < IMAGE_MAX_ITERATIONS; iteration++) {
    for (let j = 0; j < m; j++) {
      let nearest = Infinity;
      for (let other = 0; other < m; other++) {
        if (other == j) continue;
        const d = Math.sqrt(distance2(centre(j), centre(other)));
        if (d < nearest) nearest = d;
      }
      store<f64>(HALF + (<usize>j << 3), nearest / 2);
    }
    let changed = 0;
    splitCentres(m);
    for (let i = 0; i < n; i++) {
      const labelAt = LABELS + (<usize>i << 2);
      const upperAt = UPPER + (<usize>i << 3);
      const lowerAt = LOWER + (<usize>i << 3);
      if (iteration > 0) {
        const label = load<i32>(labelAt);
        const low = load<f64>(lowerAt);
        const halfOf = load<f64>(HALF + (<usize>label << 3));
        const bound = low > halfOf ? low : halfOf;
        if (load<f64>(upperAt) <= bound) continue;
        const exact = Math.sqrt(distance2(point(i), centre(label)));
        store<f64>(upperAt, exact);
        if (exact <= bound) continue;
      }
      const best = nearestCentre(i, m);
      if (load<i32>(labelAt) != best) {
        store<i32>(labelAt, best);
        changed++;
      }
      store<f64>(upperAt, Math.sqrt(nearestD));
      store<f64>(lowerAt, Math.sqrt(secondD));
    }
    if (changed == 0) break;
    memory.fill(SUMS, 0, <usize>m * 32);
    for (let i = 0; i < n; i++) {
      const sum = SUMS + <usize>load<i32>(LABELS + (<usize>i << 2)) * 32;
      const w = weightOf(i);
      const p = point(i);
      store<f64>(sum, load<f64>(sum) + w);
      store<f64>(sum, load<f64>(sum, 8) + w * load<f64>(p), 8);
      store<f64>(sum, load<f64>(sum, 16) + w * load<f64>(p, 8), 16);
      store<f64>(sum, load<f64>(sum, 24) + w * load<f64>(p, 16), 24);
    }
    let largestMove: f64 = 0;
    for (let j = 0; j < m; j++) {
      store<f64>(MOVED + (<usize>j << 3), 0);
      const sum = SUMS + <usize>j * 32;
      const w = load<f64>(sum);
      if (!(w > 0)) continue;
      const c = centre(j);
      const l = load<f64>(sum, 8) / w;
      const a = load<f64>(sum, 16) / w;
      const b = load<f64>(sum, 24) / w;
      const dl = l - load<f64>(c);
      const da = a - load<f64>(c, 8);
      const db = b - load<f64>(c, 16);
      const move = dl * dl + da * da + db * db;
      if (move > largestMove) largestMove = move;
      store<f64>(MOVED + (<usize>j << 3), Math.sqrt(move));
      store<f64>(c, l);
      store<f64>(c, a, 8);
      store<f64>(c, b, 16);
    }
    if (largestMove <= IMAGE_CENTRE_TOLERANCE_SQUARED) break;
    const farthest = Math.sqrt(largestMove);
    for (let i = 0; i < n; i++) {
      const upperAt = UPPER + (<usize>i << 3);
      const lowerAt = LOWER + (<usize>i << 3);
      store<f64>(upperAt, load<f64>(upperAt) + load<f64>(MOVED + (<usize>load<i32>(LABELS + (<usize>i << 2)) << 3)));
      store<f64>(lowerAt, load<f64>(lowerAt) - farthest);
    }
  }
}

// @ts-ignore: decorator
@inline
function row(m: Matrix3, row: usize, x: f64, y: f64, z: f64): f64 {
  return load<f64>(m + row * 24) * x + load<f64>(m + row * 24 + 8) * y + load<f64>(m + row * 24 + 16) * z;
}

/** Returns 0xRRGGBB of the OKLab triple at `c` (the core's `oklabToPacked`). */
function oklabToPacked(c: usize): u32 {
  const l = load<f64>(c);
  const a = load<f64>(c, 8);
  const b = load<f64>(c, 16);
  const g0 = row(OKLAB_TO_LMS, 0, l, a, b);
  const g1 = row(OKLAB_TO_LMS, 1, l, a, b);
  const g2 = row(OKLAB_TO_LMS, 2, l, a, b);
  const c0 = g0 * g0 * g0;
  const c1 = g1 * g1 * g1;
  const c2 = g2 * g2 * g2;
  const x = row(LMS_TO_XYZ65, 0, c0, c1, c2);
  const y = row(LMS_TO_XYZ65, 1, c0, c1, c2);
  const z = row(LMS_TO_XYZ65, 2, c0, c1, c2);
  const red = linearToByte(row(XYZ65_TO_LINEAR_SRGB, 0, x, y, z));
  const green = linearToByte(row(XYZ65_TO_LINEAR_SRGB, 1, x, y, z));
  const blue = linearToByte(row(XYZ65_TO_LINEAR_SRGB, 2, x, y, z));
  return (red << 16) | (green << 8) | blue;
}

/**
 * Clusters the current histogram (imageHistogram) into k (2–12, clamped by the caller) colours and writes one
 * IMAGE_CLUSTER_BYTES record per non-empty cluster at `output`, in centre order; returns how many.
 */
export function imagePalette(k: i32, output: usize): i32 {
  const m = seedCentres(k);
  if (m == 0) return 0;
  lloyd(m);
  memory.fill(WEIGHT, 0, <usize>m << 3);
  for (let j = 0; j < m; j++) store<f64>(BEST_SCORE + (<usize>j << 3), -1);
  const n = binCount;
  for (let i = 0; i < n; i++) {
    const j = load<i32>(LABELS + (<usize>i << 2));
    const w = weightOf(i);
    const weightAt = WEIGHT + (<usize>j << 3);
    store<f64>(weightAt, load<f64>(weightAt) + w);
    const score = w / (distance2(point(i), centre(j)) + REPRESENTATIVE_EPSILON_SQUARED);
    const scoreAt = BEST_SCORE + (<usize>j << 3);
    if (score > load<f64>(scoreAt)) {
      store<f64>(scoreAt, score);
      store<i32>(BEST_BIN + (<usize>j << 2), i);
    }
  }
  let written = 0;
  for (let j = 0; j < m; j++) {
    const weight = load<f64>(WEIGHT + (<usize>j << 3));
    if (!(weight > 0)) continue;
    const record = output + <usize>written * IMAGE_CLUSTER_BYTES;
    store<f64>(record + IMAGE_CLUSTER_WEIGHT, weight);
    store<u32>(record + IMAGE_CLUSTER_RGB, oklabToPacked(centre(j)));
    store<u32>(record + IMAGE_CLUSTER_POSITION, load<u32>(BIN_REP + (<usize>load<i32>(BEST_BIN + (<usize>j << 2)) << 2)));
    written++;
  }
  return written;
}
