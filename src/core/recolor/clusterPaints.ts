/**
 * The color groups of an SVG: its distinct paint colors (svgPaints.ts) clustered in OKLab by the image palette's
 * k-means (../image/kmeans.ts: greedy k-means++ seeding, then Lloyd's iterations, deterministic), the distinct
 * colors fed to it as a histogram of one bin per color. Lloyd weighs each color by how many paints use it, so a
 * centroid sits nearest the colors most of the drawing is painted in. The seeding counts every color once: seeded
 * by paint counts, a color painted once far from the rest (the background rect) is almost never drawn as a center,
 * and it would join the nearest other group however far away it is, which the radius below forbids.
 *
 * k is chosen, not asked for: the smallest k from 1 to RECOLOR_MAX_CLUSTERS for which every color lies within
 * RECOLOR_CLUSTER_RADIUS of its cluster's centroid, else RECOLOR_MAX_CLUSTERS; never more clusters than colors
 * (seeding stops when every color is a center, and then every color is its own centroid).
 */
import type { Vec3 } from '../convert/types.ts';
import { packedToOklab } from '../generate/paletteWork.ts';
import type { ImageHistogram } from '../image/histogram.ts';
import { lloyd, oklabToPacked, seedCentres } from '../image/kmeans.ts';
import { packedToHex } from '../scale/scaleColor.ts';
import type { SvgPaintColor } from './svgPaints.ts';

/**
 * The farthest a color may lie from its group's centroid: 0.07 deltaEOK (ΔE_OK ×100 of 7), so a group spans at
 * most about 0.14 from one side to the other. Why: the shading a designer gives one object (a highlight and a shadow
 * a step or two either side of its base, about ±0.06 of lightness) fits in one group, while colors a designer
 * calls different need two: at chroma 0.15 two hues 60° apart (red and orange) are 0.15 apart, and a lightness
 * step of 0.15 (a mid tone and its dark outline) too. 3.5 times the gamut mapping's just-noticeable difference
 * (GAMUT_JND, 0.02), so colors that only differ by a rounding always share a group.
 */
export const RECOLOR_CLUSTER_RADIUS = 0.07;

/** The most groups an SVG is split into: 12, the image palette's largest k (IMAGE_PALETTE_MAX_COLORS), a palette a designer maps by hand. */
export const RECOLOR_MAX_CLUSTERS = 12;

/** One color group of an SVG. */
export type PaintCluster = {
  /** OKLab [L, a, b] of the weighted mean of its colors. */
  readonly oklab: Vec3;
  /** '#rrggbb' of that centroid. */
  readonly code: string;
  /** How many paints use its colors. */
  readonly weight: number;
  /** Its colors, as indices into the `svgPaintColors` list it was made from, ascending. */
  readonly members: readonly number[];
};

/** Returns the distinct colors as the k-means's input: one bin per color at its OKLab, weighted by its count. */
function colorHistogram(colors: readonly SvgPaintColor[]): ImageHistogram {
  const n = colors.length;
  const weights = new Float64Array(n);
  const points = new Float64Array(3 * n);
  let totalWeight = 0;
  for (let i = 0; i < n; i++) {
    weights[i] = colors[i].count;
    points.set(packedToOklab(colors[i].rgb), 3 * i);
    totalWeight += colors[i].count;
  }
  // The k-means reads count, weights and points; bins and representatives are an image's own (pixel positions).
  return { count: n, bins: new Uint16Array(n), weights, points, representatives: new Uint32Array(n), totalWeight };
}

/** Returns the largest squared distance of a color to the center it is labelled with. */
function largestSpread(h: ImageHistogram, centers: Float64Array, labels: Int32Array): number {
  let largest = 0;
  for (let i = 0; i < h.count; i++) {
    const j = labels[i];
    const dl = h.points[3 * i] - centers[3 * j];
    const da = h.points[3 * i + 1] - centers[3 * j + 1];
    const db = h.points[3 * i + 2] - centers[3 * j + 2];
    const d = dl * dl + da * da + db * db;
    if (d > largest) largest = d;
  }
  return largest;
}

/**
 * Returns the color groups of an SVG's distinct paint colors, heaviest first (ties: the k-means's center order),
 * k chosen as the file comment says. The same colors give the same groups every time.
 */
export function clusterPaints(colors: readonly SvgPaintColor[]): PaintCluster[] {
  if (colors.length === 0) return [];
  const h = colorHistogram(colors);
  const seeding: ImageHistogram = { ...h, weights: new Float64Array(h.count).fill(1), totalWeight: h.count };
  const limit = RECOLOR_CLUSTER_RADIUS * RECOLOR_CLUSTER_RADIUS;
  let centers: Float64Array = new Float64Array(0);
  let labels: Int32Array = new Int32Array(0);
  for (let k = 1; k <= Math.min(RECOLOR_MAX_CLUSTERS, colors.length); k++) {
    centers = seedCentres(seeding, k);
    labels = lloyd(h, centers);
    if (largestSpread(h, centers, labels) <= limit) break;
  }
  const m = centers.length / 3;
  const members: number[][] = Array.from({ length: m }, () => []);
  const weights = new Float64Array(m);
  for (let i = 0; i < h.count; i++) {
    members[labels[i]].push(i);
    weights[labels[i]] += h.weights[i];
  }
  const clusters: PaintCluster[] = [];
  for (let j = 0; j < m; j++) {
    if (members[j].length === 0) continue;
    const oklab: Vec3 = [centers[3 * j], centers[3 * j + 1], centers[3 * j + 2]];
    clusters.push({ oklab, code: packedToHex(oklabToPacked(oklab[0], oklab[1], oklab[2])), weight: weights[j], members: members[j] });
  }
  // A stable sort: equal weights keep the center order.
  return clusters.sort((a, b) => b.weight - a.weight);
}
