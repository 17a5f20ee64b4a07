/**
 * Image to palette, the reference: sample the image (sampling.ts), build its colour histogram
 * (histogram.ts), cluster the bins with a weighted k-means in OKLab (kmeans.ts), and turn the clusters into
 * colours by share with a representative pixel each, plus the roles (roles.ts). The same pixels and k give the
 * same palette every time; the wasm engine gives the same codes and shares (PORTING.md).
 */
import { bytesToHex } from '../convert/srgbToHex.ts';
import { buildHistogram, type ImageHistogram } from './histogram.ts';
import { imagePaletteSize, type ImagePalette, type ImagePaletteColor, type RgbaPixels } from './imageRules.ts';
import { clusterHistogram, type ImageCluster } from './kmeans.ts';
import { paletteRoles } from './roles.ts';
import { sampleImage, type ImageSample } from './sampling.ts';

/**
 * Returns the palette of clusters: colours sorted by weight, largest first (ties: cluster order), clusters that
 * round to the same code merged (weights added, the heavier one's pixel kept), shares = weight / total weight,
 * positions turned into (x, y) on an image `width` pixels wide; and the roles of those colours.
 */
export function paletteOfClusters(clusters: readonly ImageCluster[], width: number): ImagePalette {
  const merged: { rgb: number; weight: number; position: number; heaviest: number }[] = [];
  const byRgb = new Map<number, number>();
  for (const cluster of clusters) {
    const at = byRgb.get(cluster.rgb);
    if (at === undefined) {
      byRgb.set(cluster.rgb, merged.length);
      merged.push({ rgb: cluster.rgb, weight: cluster.weight, position: cluster.position, heaviest: cluster.weight });
      continue;
    }
    const entry = merged[at];
    entry.weight += cluster.weight;
    if (cluster.weight > entry.heaviest) {
      entry.heaviest = cluster.weight;
      entry.position = cluster.position;
    }
  }
  let total = 0;
  for (const entry of merged) total += entry.weight;
  const order = merged.map((_, i) => i).sort((a, b) => merged[b].weight - merged[a].weight || a - b);
  const colors: ImagePaletteColor[] = order.map((i) => {
    const { rgb, weight, position } = merged[i];
    return {
      code: bytesToHex((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff),
      share: weight / total,
      x: position % width,
      y: Math.floor(position / width),
    };
  });
  return { colors, roles: paletteRoles(colors) };
}

/** An analysed image: its sample and histogram, from which a palette of any k is quick. */
export type ImageAnalysisData = { readonly sample: ImageSample; readonly histogram: ImageHistogram };

/** Returns the sample and histogram of an image (the part of the work that does not depend on k). */
export function analyseImagePixels(rgba: RgbaPixels, width: number, height: number): ImageAnalysisData {
  const sample = sampleImage(rgba, width, height);
  return { sample, histogram: buildHistogram(sample) };
}

/** Returns the palette of k colours (clamped to 2–12) of an analysed image. */
export function paletteOfAnalysis(analysis: ImageAnalysisData, k: number): ImagePalette {
  return paletteOfClusters(clusterHistogram(analysis.histogram, imagePaletteSize(k)), analysis.sample.width);
}

/**
 * Returns the palette of k colours (clamped to 2–12) of width × height RGBA pixels: fewer colours when the image
 * has fewer distinct ones, none when every pixel is transparent. Throws a RangeError when the buffer does not fit.
 */
export function quantizePixels(rgba: RgbaPixels, width: number, height: number, k: number): ImagePalette {
  return paletteOfAnalysis(analyseImagePixels(rgba, width, height), k);
}
