/**
 * The automatic mapping of an SVG's color groups onto a palette, keeping the order of lightness: a designer expects
 * the light background to stay light and the dark outline dark. The groups and the palette's colors are each
 * ordered by OKLab lightness, lightest first, and matched by the least-cost assignment among those that keep this
 * order: a lighter group never gets a darker color than a darker group does. With at least as many palette colors
 * as groups each group gets its own color; with fewer, neighboring groups share one.
 *
 * The cost of giving group i color j is weight_i · (|L_i − L_j| + RECOLOR_CHROMA_WEIGHT · |C_i − C_j|), OKLab
 * lightness L and OKLCH chroma C, weight_i the group's share of the paints: the groups most of the drawing is
 * painted in come closest to their own lightness. Among order-keeping assignments the least total cost is found
 * exactly by dynamic programming over the two orders (the alignment of two sequences; O(groups · colors)), the
 * order constraint making a general assignment solver (the Hungarian method) unnecessary.
 */
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import type { PaintCluster } from './clusterPaints.ts';

/**
 * How much a difference of chroma counts beside one of lightness: 0.25, so a chroma gap of 0.1 (a muted color
 * against a vivid one) weighs as much as a lightness gap of 0.025. Enough to send a gray group to the palette's
 * neutral rather than to a vivid color of nearly the same lightness, never enough to outweigh lightness.
 */
export const RECOLOR_CHROMA_WEIGHT = 0.25;

/** A color to match: its lightness, its chroma and its index in its own list. */
type Tone = { readonly l: number; readonly c: number; readonly index: number };

/** Returns tones sorted lightest first (ties: lower index first). */
function byLightness(tones: Tone[]): Tone[] {
  return tones.sort((a, b) => b.l - a.l || a.index - b.index);
}

/**
 * Returns, for each group, the index of the palette color it is given (see the file comment), or null when the
 * palette has no color code ('#rrggbb' or '#rgb'; other entries are never chosen). Pure and deterministic: of equal costs,
 * the assignment found first from the lightest colors wins.
 */
export function autoMapping(clusters: readonly PaintCluster[], palette: readonly string[]): (number | null)[] {
  const colors: Tone[] = [];
  palette.forEach((text, index) => {
    const code = tryNormalizeColorCode(text);
    if (code === null) return;
    const [l, a, b] = oklabOfCode(code);
    colors.push({ l, c: Math.hypot(a, b), index });
  });
  const groups = byLightness(clusters.map((cluster, index) => ({ l: cluster.oklab[0], c: Math.hypot(cluster.oklab[1], cluster.oklab[2]), index })));
  const mapping: (number | null)[] = clusters.map(() => null);
  const n = groups.length;
  const m = colors.length;
  if (n === 0 || m === 0) return mapping;
  byLightness(colors);
  let total = 0;
  for (const cluster of clusters) total += cluster.weight;
  // Distinct colors when there are enough (the previous group's color strictly before), shared ones otherwise.
  const shared = n > m ? 0 : 1;
  // best[i · m + j]: least cost of groups 0 … i with group i on color j; from[…]: group i − 1's color then.
  const best = new Float64Array(n * m).fill(Infinity);
  const from = new Int32Array(n * m).fill(-1);
  for (let i = 0; i < n; i++) {
    const g = groups[i];
    const share = total > 0 ? clusters[g.index].weight / total : 1 / n;
    let prefix = Infinity;
    let prefixAt = -1;
    for (let j = 0; j < m; j++) {
      const cost = share * (Math.abs(g.l - colors[j].l) + RECOLOR_CHROMA_WEIGHT * Math.abs(g.c - colors[j].c));
      if (i === 0) {
        best[j] = cost;
        continue;
      }
      // The cheapest color for group i − 1 among 0 … j − shared, kept as a running minimum.
      const last = j - shared;
      if (last >= 0 && best[(i - 1) * m + last] < prefix) {
        prefix = best[(i - 1) * m + last];
        prefixAt = last;
      }
      if (prefixAt === -1) continue;
      best[i * m + j] = prefix + cost;
      from[i * m + j] = prefixAt;
    }
  }
  let j = 0;
  for (let k = 1; k < m; k++) if (best[(n - 1) * m + k] < best[(n - 1) * m + j]) j = k;
  for (let i = n - 1; i >= 0; i--) {
    mapping[groups[i].index] = colors[j].index;
    j = from[i * m + j];
  }
  return mapping;
}
