/**
 * Weighted k-means over the histogram's bins in OKLab (squared Euclidean distance, every bin weighted by its
 * pixels' opacity sum), started by k-means++ and refined by Lloyd's iterations.
 * k-means++: Arthur and Vassilvitskii, "k-means++: the advantages of careful seeding" (SODA 2007),
 * https://theory.stanford.edu/~sergei/papers/kMeansPP-soda.pdf
 *
 * Deterministic, and the wasm port (assembly/image/kmeans.ts) repeats every f64 operation in the same order:
 * - the first centre is the heaviest bin (ties: lower index); each next one is the best of `seedingCandidates(k)`
 *   candidates (greedy k-means++, as in scikit-learn: 2 + floor(ln k)), each drawn with probability weight · D²,
 *   D the distance to the nearest centre so far, by one mulberry32(IMAGE_SEED) draw u: the first bin with D > 0
 *   whose running sum of weight · D² (bin order) exceeds u · total; the best candidate leaves the least
 *   Σ weight · min(D², d²) (ties: the earlier draw); when every D is 0 (fewer distinct colours than k) seeding
 *   stops with fewer centres;
 * - Lloyd (with Hamerly's bounds, see `lloyd`): each bin goes to its nearest centre (strict <, so a tie keeps the lower index), each centre moves to
 *   the weighted mean of its bins (sums in bin order; a centre with no bin stays), until no bin changes cluster,
 *   no centre moves more than IMAGE_CENTRE_TOLERANCE_SQUARED (squared distance), or IMAGE_MAX_ITERATIONS;
 * - a centroid's colour is its OKLab → XYZ D65 → linear sRGB, each channel rounded to a byte as the core
 *   rounds (`channelToByte(linearChannelToSrgb(x))`, clamped to 0–255): the mean in OKLab, the space the
 *   distances are measured in, so it is the point of least squared error;
 * - the representative bin of a cluster maximises weight / (d² + REPRESENTATIVE_EPSILON_SQUARED) (ties: lower
 *   index), d its distance to the centroid.
 */
import { LMS_TO_XYZ65, OKLAB_TO_LMS } from '../convert/oklabToXyz65.ts';
import { XYZ65_TO_LINEAR_SRGB } from '../convert/xyz65ToLinear.ts';
import { linearChannelToSrgb } from '../convert/linearToSrgb.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import type { ImageHistogram } from './histogram.ts';
import { IMAGE_CENTRE_TOLERANCE_SQUARED, IMAGE_MAX_ITERATIONS, IMAGE_SEED, REPRESENTATIVE_EPSILON_SQUARED } from './imageRules.ts';

/** One cluster of an image: its colour, weight and representative pixel. */
export type ImageCluster = {
  /** 0xRRGGBB of the centroid. */
  readonly rgb: number;
  /** Sum of the weights of its bins (> 0). */
  readonly weight: number;
  /** Representative pixel index y · width + x. */
  readonly position: number;
};

/** Returns the squared OKLab distance between point i of `a` and point j of `b` (dl² + da² + db², in that order). */
function distance2(a: Float64Array, i: number, b: Float64Array, j: number): number {
  const dl = a[3 * i] - b[3 * j];
  const da = a[3 * i + 1] - b[3 * j + 1];
  const db = a[3 * i + 2] - b[3 * j + 2];
  return dl * dl + da * da + db * db;
}

/** Returns how many candidates greedy k-means++ draws for each centre: 2 + floor(ln k), for k = 2 … 12 without a logarithm. */
export function seedingCandidates(k: number): number {
  return 2 + (k >= 8 ? 2 : k >= 3 ? 1 : 0);
}

/** Returns the greedy k-means++ centres (3 f64 each) of the histogram, at most k of them (see the file comment). */
export function seedCentres(h: ImageHistogram, k: number): Float64Array {
  const { count: n, weights, points } = h;
  if (n === 0) return new Float64Array(0);
  const centres = new Float64Array(3 * k);
  let first = 0;
  for (let i = 1; i < n; i++) if (weights[i] > weights[first]) first = i;
  centres.set(points.subarray(3 * first, 3 * first + 3), 0);
  const nearest = new Float64Array(n);
  for (let i = 0; i < n; i++) nearest[i] = distance2(points, i, centres, 0);
  const random = mulberry32(IMAGE_SEED);
  const candidates = seedingCandidates(k);
  let m = 1;
  for (; m < k; m++) {
    let total = 0;
    for (let i = 0; i < n; i++) total += weights[i] * nearest[i];
    if (!(total > 0)) break;
    let best = -1;
    let bestPotential = Infinity;
    for (let t = 0; t < candidates; t++) {
      const target = random() * total;
      let chosen = -1;
      let running = 0;
      for (let i = 0; i < n; i++) {
        if (!(nearest[i] > 0)) continue;
        running += weights[i] * nearest[i];
        chosen = i;
        if (running > target) break;
      }
      let potential = 0;
      for (let i = 0; i < n; i++) {
        const d = distance2(points, i, points, chosen);
        potential += weights[i] * (d < nearest[i] ? d : nearest[i]);
      }
      if (potential < bestPotential) {
        bestPotential = potential;
        best = chosen;
      }
    }
    centres.set(points.subarray(3 * best, 3 * best + 3), 3 * m);
    for (let i = 0; i < n; i++) {
      const d = distance2(points, i, centres, m);
      if (d < nearest[i]) nearest[i] = d;
    }
  }
  return centres.slice(0, 3 * m);
}

/**
 * Returns the label of every bin after Lloyd's iterations, moving `centres` in place. Hamerly's bounds skip the
 * bins that cannot have changed cluster (G. Hamerly, "Making k-means even faster", SDM 2010,
 * https://doi.org/10.1137/1.9781611972801.12): per bin an upper bound u on the distance to its centre and a lower
 * bound l on the distance to any other, per centre half the distance s to its nearest other centre. A bin with
 * u ≤ max(l, s) keeps its centre; else u is made exact and tested again; else every centre is measured (strict <,
 * so a tie keeps the lower index) and u, l become the nearest and second-nearest distances. After the centres
 * move, u grows by its centre's move and l shrinks by the largest move. Distances are Math.sqrt of the squared
 * distance; the wasm port repeats every step.
 */
export function lloyd(h: ImageHistogram, centres: Float64Array): Int32Array {
  const { count: n, weights, points } = h;
  const m = centres.length / 3;
  const labels = new Int32Array(n).fill(-1);
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  const half = new Float64Array(m);
  const moved = new Float64Array(m);
  const sums = new Float64Array(4 * m);
  for (let iteration = 0; iteration < IMAGE_MAX_ITERATIONS; iteration++) {
    for (let j = 0; j < m; j++) {
      let nearest = Infinity;
      for (let other = 0; other < m; other++) {
        if (other === j) continue;
        const d = Math.sqrt(distance2(centres, j, centres, other));
        if (d < nearest) nearest = d;
      }
      half[j] = nearest / 2;
    }
    let changed = 0;
    for (let i = 0; i < n; i++) {
      if (iteration > 0) {
        const bound = lower[i] > half[labels[i]] ? lower[i] : half[labels[i]];
        if (upper[i] <= bound) continue;
        upper[i] = Math.sqrt(distance2(points, i, centres, labels[i]));
        if (upper[i] <= bound) continue;
      }
      let best = 0;
      let bestD = Infinity;
      let secondD = Infinity;
      for (let j = 0; j < m; j++) {
        const d = distance2(points, i, centres, j);
        if (d < bestD) {
          secondD = bestD;
          bestD = d;
          best = j;
        } else if (d < secondD) {
          secondD = d;
        }
      }
      if (labels[i] !== best) {
        labels[i] = best;
        changed++;
      }
      upper[i] = Math.sqrt(bestD);
      lower[i] = Math.sqrt(secondD);
    }
    if (changed === 0) break;
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const j = labels[i];
      const w = weights[i];
      sums[4 * j] += w;
      sums[4 * j + 1] += w * points[3 * i];
      sums[4 * j + 2] += w * points[3 * i + 1];
      sums[4 * j + 3] += w * points[3 * i + 2];
    }
    let largestMove = 0;
    for (let j = 0; j < m; j++) {
      moved[j] = 0;
      const w = sums[4 * j];
      if (!(w > 0)) continue;
      const l = sums[4 * j + 1] / w;
      const a = sums[4 * j + 2] / w;
      const b = sums[4 * j + 3] / w;
      const dl = l - centres[3 * j];
      const da = a - centres[3 * j + 1];
      const db = b - centres[3 * j + 2];
      const move = dl * dl + da * da + db * db;
      if (move > largestMove) largestMove = move;
      moved[j] = Math.sqrt(move);
      centres[3 * j] = l;
      centres[3 * j + 1] = a;
      centres[3 * j + 2] = b;
    }
    if (largestMove <= IMAGE_CENTRE_TOLERANCE_SQUARED) break;
    const farthest = Math.sqrt(largestMove);
    for (let i = 0; i < n; i++) {
      upper[i] += moved[labels[i]];
      lower[i] -= farthest;
    }
  }
  return labels;
}

/** Returns the byte of a linear-light channel, as the core rounds a colour (clamped, NaN → 0). */
function linearToByte(x: number): number {
  return channelToByte(linearChannelToSrgb(x));
}

/** Returns 0xRRGGBB of an OKLab point (OKLab → XYZ D65 → linear sRGB → bytes, each matrix row left to right). */
export function oklabToPacked(l: number, a: number, b: number): number {
  const p = OKLAB_TO_LMS;
  const g0 = p[0][0] * l + p[0][1] * a + p[0][2] * b;
  const g1 = p[1][0] * l + p[1][1] * a + p[1][2] * b;
  const g2 = p[2][0] * l + p[2][1] * a + p[2][2] * b;
  const c0 = g0 * g0 * g0;
  const c1 = g1 * g1 * g1;
  const c2 = g2 * g2 * g2;
  const q = LMS_TO_XYZ65;
  const x = q[0][0] * c0 + q[0][1] * c1 + q[0][2] * c2;
  const y = q[1][0] * c0 + q[1][1] * c1 + q[1][2] * c2;
  const z = q[2][0] * c0 + q[2][1] * c1 + q[2][2] * c2;
  const t = XYZ65_TO_LINEAR_SRGB;
  const r = linearToByte(t[0][0] * x + t[0][1] * y + t[0][2] * z);
  const gg = linearToByte(t[1][0] * x + t[1][1] * y + t[1][2] * z);
  const bb = linearToByte(t[2][0] * x + t[2][1] * y + t[2][2] * z);
  return ((r << 16) | (gg << 8) | bb) >>> 0;
}

/** Returns the clusters of a histogram for k colours, in centre order, empty ones left out (see the file comment). */
export function clusterHistogram(h: ImageHistogram, k: number): ImageCluster[] {
  const centres = seedCentres(h, k);
  const m = centres.length / 3;
  if (m === 0) return [];
  const labels = lloyd(h, centres);
  const weight = new Float64Array(m);
  const bestScore = new Float64Array(m).fill(-1);
  const bestBin = new Int32Array(m);
  for (let i = 0; i < h.count; i++) {
    const j = labels[i];
    const w = h.weights[i];
    weight[j] += w;
    const score = w / (distance2(h.points, i, centres, j) + REPRESENTATIVE_EPSILON_SQUARED);
    if (score > bestScore[j]) {
      bestScore[j] = score;
      bestBin[j] = i;
    }
  }
  const clusters: ImageCluster[] = [];
  for (let j = 0; j < m; j++) {
    if (!(weight[j] > 0)) continue;
    clusters.push({
      rgb: oklabToPacked(centres[3 * j], centres[3 * j + 1], centres[3 * j + 2]),
      weight: weight[j],
      position: h.representatives[bestBin[j]],
    });
  }
  return clusters;
}
