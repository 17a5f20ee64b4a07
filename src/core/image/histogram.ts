/**
 * The colour histogram of an image sample: 32,768 bins of 15-bit RGB (HISTOGRAM_CHANNEL_BITS per channel), each
 * holding the opacity-weighted sum of its pixels' linear-light channels, so a bin's colour is the true mean of
 * its pixels (a flat colour comes back exactly), not the bin's centre. The k-means runs over the non-empty bins,
 * weighted by pixel count, instead of over millions of pixels.
 *
 * Transparency: a pixel counts by its opacity, weight = alpha (0–255; a half-transparent pixel counts half an
 * opaque one), its colour taken as it is (not composited over any background); fully transparent pixels
 * (alpha 0) are ignored. An image with no opaque pixel has an empty histogram and an empty palette.
 *
 * Each bin also keeps one representative pixel: the centre of the largest square of same-bin samples on the sample
 * grid (the maximal-square recurrence, sq = 1 + min(left, up, up-left) where all four share the bin; the first
 * largest, in reading order; its centre at (row − d, column − d), d = ⌊(sq − 1) / 2⌋), so a marker lands in the
 * middle of a flat region of that colour, not on its edge or in a corner.
 */
import { srgbChannelToLinear } from '../convert/srgbToLinear.ts';
import { LINEAR_SRGB_TO_XYZ65 } from '../convert/linearToXyz65.ts';
import { LMS_TO_OKLAB, XYZ65_TO_LMS } from '../convert/xyz65ToOklab.ts';
import { HISTOGRAM_BINS, HISTOGRAM_CHANNEL_BITS } from './imageRules.ts';
import type { ImageSample } from './sampling.ts';

/** The non-empty bins of an image's histogram, in bin order. */
export type ImageHistogram = {
  /** Number of non-empty bins. */
  readonly count: number;
  /** Each bin's 15-bit index (r5 << 10 | g5 << 5 | b5). */
  readonly bins: Uint16Array;
  /** Each bin's weight: the sum of its pixels' alpha. */
  readonly weights: Float64Array;
  /** Each bin's OKLab (L, a, b at 3i … 3i + 2) of the mean linear colour of its pixels. */
  readonly points: Float64Array;
  /** Each bin's representative pixel, as the index y · width + x in the full image. */
  readonly representatives: Uint32Array;
  /** The sum of all weights. */
  readonly totalWeight: number;
};

let byteLinear: Float64Array | null = null;

/** Returns srgbChannelToLinear(byte / 255) for every byte (the wasm's SRGB_BYTE_TO_LINEAR, the same numbers). */
export function byteToLinearTable(): Float64Array {
  if (byteLinear === null) {
    byteLinear = new Float64Array(256);
    for (let byte = 0; byte < 256; byte++) byteLinear[byte] = srgbChannelToLinear(byte / 255);
  }
  return byteLinear;
}

/** Returns the 15-bit bin of a packed little-endian RGBA pixel. */
export function binOfPixel(pixel: number): number {
  const shift = 8 - HISTOGRAM_CHANNEL_BITS;
  return (((pixel >>> shift) & 0x1f) << 10) | (((pixel >>> (8 + shift)) & 0x1f) << 5) | ((pixel >>> (16 + shift)) & 0x1f);
}

/**
 * Writes OKLab of linear sRGB (r, g, b) at out[at …]: the core's `xyz65ToOklab(linearToXyz65(…))`, each matrix
 * row evaluated as m0·x + m1·y + m2·z, left to right, so the wasm port matches it to the bit.
 */
export function linearToOklabInto(r: number, g: number, b: number, out: Float64Array, at: number): void {
  const m = LINEAR_SRGB_TO_XYZ65;
  const x = m[0][0] * r + m[0][1] * g + m[0][2] * b;
  const y = m[1][0] * r + m[1][1] * g + m[1][2] * b;
  const z = m[2][0] * r + m[2][1] * g + m[2][2] * b;
  const n = XYZ65_TO_LMS;
  const l = Math.cbrt(n[0][0] * x + n[0][1] * y + n[0][2] * z);
  const mm = Math.cbrt(n[1][0] * x + n[1][1] * y + n[1][2] * z);
  const s = Math.cbrt(n[2][0] * x + n[2][1] * y + n[2][2] * z);
  const o = LMS_TO_OKLAB;
  out[at] = o[0][0] * l + o[0][1] * mm + o[0][2] * s;
  out[at + 1] = o[1][0] * l + o[1][1] * mm + o[1][2] * s;
  out[at + 2] = o[2][0] * l + o[2][1] * mm + o[2][2] * s;
}

/** Returns the histogram of a sample (see the file comment). */
export function buildHistogram(sample: ImageSample): ImageHistogram {
  const linear = byteToLinearTable();
  const weight = new Float64Array(HISTOGRAM_BINS);
  const sumR = new Float64Array(HISTOGRAM_BINS);
  const sumG = new Float64Array(HISTOGRAM_BINS);
  const sumB = new Float64Array(HISTOGRAM_BINS);
  const bestSquare = new Int32Array(HISTOGRAM_BINS);
  const representative = new Uint32Array(HISTOGRAM_BINS);
  // The previous grid row's bins and squares, column by column (-1: transparent or none).
  const aboveBin = new Int32Array(sample.columns).fill(-1);
  const aboveSquare = new Int32Array(sample.columns);
  const { colors, positions, columns, rows } = sample;
  let s = 0;
  for (let row = 0; row < rows; row++) {
    let left = -1;
    let leftSquare = 0;
    let diagonal = -1;
    let diagonalSquare = 0;
    for (let column = 0; column < columns; column++, s++) {
      const up = aboveBin[column];
      const upSquare = aboveSquare[column];
      const pixel = colors[s];
      const alpha = pixel >>> 24;
      if (alpha === 0) {
        aboveBin[column] = -1;
        aboveSquare[column] = 0;
        left = -1;
        leftSquare = 0;
        diagonal = up;
        diagonalSquare = upSquare;
        continue;
      }
      const bin = binOfPixel(pixel);
      weight[bin] += alpha;
      sumR[bin] += linear[pixel & 0xff] * alpha;
      sumG[bin] += linear[(pixel >>> 8) & 0xff] * alpha;
      sumB[bin] += linear[(pixel >>> 16) & 0xff] * alpha;
      const square = bin === left && bin === up && bin === diagonal ? 1 + Math.min(leftSquare, upSquare, diagonalSquare) : 1;
      if (square > bestSquare[bin]) {
        bestSquare[bin] = square;
        const d = (square - 1) >> 1;
        const centre = (row - d) * columns + (column - d);
        representative[bin] = positions === null ? centre : positions[centre];
      }
      aboveBin[column] = bin;
      aboveSquare[column] = square;
      left = bin;
      leftSquare = square;
      diagonal = up;
      diagonalSquare = upSquare;
    }
  }
  let count = 0;
  for (let bin = 0; bin < HISTOGRAM_BINS; bin++) if (weight[bin] > 0) count++;
  const bins = new Uint16Array(count);
  const weights = new Float64Array(count);
  const points = new Float64Array(3 * count);
  const representatives = new Uint32Array(count);
  let totalWeight = 0;
  let i = 0;
  for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
    const w = weight[bin];
    if (!(w > 0)) continue;
    bins[i] = bin;
    weights[i] = w;
    representatives[i] = representative[bin];
    linearToOklabInto(sumR[bin] / w, sumG[bin] / w, sumB[bin] / w, points, 3 * i);
    totalWeight += w;
    i++;
  }
  return { count, bins, weights, points, representatives, totalWeight };
}
