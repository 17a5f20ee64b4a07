/**
 * The colour histogram of an image sample (mirror of src/core/image/histogram.ts and sampling.ts): 32,768 bins
 * of 15-bit RGB holding each bin's opacity-weighted linear-light sums and a representative pixel, then the
 * non-empty bins compacted in bin order with the OKLab of their mean colour. Every f64 operation is the core's,
 * in the same order, so the bins are bit-identical.
 *
 * The histogram lives in static memory and stays until the next `imageHistogram`, so palettes of any k
 * (`imagePalette`, kmeans.ts) are computed from it without the pixels.
 */
import { byteToLinear } from "../convert/srgbToLinear";
import { LINEAR_SRGB_TO_XYZ65 } from "../convert/linearToXyz65";
import { LMS_TO_OKLAB, XYZ65_TO_LMS } from "../convert/xyz65ToOklab";
import { IMAGE_SEED, SAMPLE_JITTER_STEP } from "../generated/tables";
import { mixSeed } from "../random/mulberry32";
import { Matrix3 } from "../vec3";
import { HISTOGRAM_BINS } from "../generated/constants";

/**
 * Per 15-bit bin, while the sample is read: one 64-byte record (a cache line) holding the weight and the three
 * weighted linear sums (f64, updated as two f64x2 lanes: [weight, red] and [green, blue], each lane the same
 * IEEE operation as the core's scalar one), the representative pixel (u32) and the side of the largest square of
 * same-bin samples found so far (i32, 0 = none yet; the core's maximal-square recurrence, histogram.ts).
 */
const BIN_RECORD: usize = 64;
const HIST: usize = memory.data(32768 * 64, 64);
const HIST_REP: usize = 32;
const HIST_SCORE: usize = 36;

/** Per non-empty bin, in bin order: weight (f64), OKLab (3 f64), representative pixel (u32). */
export const BIN_WEIGHT: usize = memory.data(262144, 16);
export const BIN_POINT: usize = memory.data(786432, 16);
export const BIN_REP: usize = memory.data(131072, 16);

/** Number of non-empty bins of the current histogram. */
export let binCount: i32 = 0;

/** Returns the jitter hash of index n (the core's `sampleJitter`). */
// @ts-ignore: decorator
@inline
function sampleJitter(n: u32): u32 {
  return mixSeed(IMAGE_SEED ^ (n * SAMPLE_JITTER_STEP));
}

/** Returns row `row` of M · (x, y, z): m0*x + m1*y + m2*z, left to right. */
// @ts-ignore: decorator
@inline
function row(m: Matrix3, row: usize, x: f64, y: f64, z: f64): f64 {
  return load<f64>(m + row * 24) * x + load<f64>(m + row * 24 + 8) * y + load<f64>(m + row * 24 + 16) * z;
}

/** Writes OKLab of linear sRGB (r, g, b) at `out` (the core's `linearToOklabInto`). */
function linearToOklabAt(r: f64, g: f64, b: f64, out: usize): void {
  const x = row(LINEAR_SRGB_TO_XYZ65, 0, r, g, b);
  const y = row(LINEAR_SRGB_TO_XYZ65, 1, r, g, b);
  const z = row(LINEAR_SRGB_TO_XYZ65, 2, r, g, b);
  const l = Math.cbrt(row(XYZ65_TO_LMS, 0, x, y, z));
  const m = Math.cbrt(row(XYZ65_TO_LMS, 1, x, y, z));
  const s = Math.cbrt(row(XYZ65_TO_LMS, 2, x, y, z));
  store<f64>(out, row(LMS_TO_OKLAB, 0, l, m, s), 0);
  store<f64>(out, row(LMS_TO_OKLAB, 1, l, m, s), 8);
  store<f64>(out, row(LMS_TO_OKLAB, 2, l, m, s), 16);
}

/**
 * Returns the image position (y · width + x) of sample (r, c): the x of its jittered column in cell c (the core's
 * sampling.ts, recomputed for a representative's centre, which lies up to a square's half side back).
 */
function samplePosition(ys: usize, w: u32, cols: u32, r: u32, c: u32): u32 {
  const s = r * cols + c;
  const hash = sampleJitter(s >>> 1);
  const jitter = (s & 1) == 0 ? hash & 0xffff : hash >>> 16;
  const x0 = <u32>((<u64>c * <u64>w) / <u64>cols);
  const next = <u32>((<u64>(c + 1) * <u64>w) / <u64>cols);
  return load<u32>(ys + (<usize>r << 2)) * w + x0 + ((jitter * (next - x0)) >>> 16);
}

/**
 * Builds the histogram of an image's sample and returns the number of non-empty bins. `rows` holds the
 * `rowCount` image rows the bands read (each `width` packed RGBA pixels, one after another), `ys` their image
 * y (u32 each); each band samples `columns` cells (the core's sampling.ts); `above` is room for 2 · `columns` i32
 * (the previous grid row's bins, then its squares).
 */
export function imageHistogram(rows: usize, ys: usize, width: i32, columns: i32, rowCount: i32, above: usize): i32 {
  for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
    const record = HIST + <usize>bin * BIN_RECORD;
    v128.store(record, f64x2.splat(0));
    v128.store(record, f64x2.splat(0), 16);
    store<i32>(record + HIST_SCORE, 0);
  }
  memory.fill(above, 0xff, <usize>columns << 2);
  const aboveSquares = above + (<usize>columns << 2);
  memory.fill(aboveSquares, 0, <usize>columns << 2);
  binCount = 0;
  if (columns <= 0 || rowCount <= 0) return 0;
  const w = <u32>width;
  const cols = <u32>columns;
  const step = w / cols;
  const stepRemainder = w % cols;
  let s: u32 = 0;
  for (let r = 0; r < rowCount; r++) {
    const line = rows + <usize>r * (<usize>w << 2);
    const rowStart = load<u32>(ys + (<usize>r << 2)) * w;
    let left: i32 = -1;
    let leftSquare: i32 = 0;
    let diagonal: i32 = -1;
    let diagonalSquare: i32 = 0;
    // x0 = floor(c · width / columns) and the cell's width, kept as a quotient and remainder (no division per cell).
    let x0: u32 = 0;
    let remainder: u32 = 0;
    // One hash serves two samples (the core's columnJitter): low half for an even s, high half for an odd one.
    let hash = sampleJitter(s >>> 1);
    for (let c: u32 = 0; c < cols; c++, s++) {
      if ((s & 1) == 0) hash = sampleJitter(s >>> 1);
      const jitter = (s & 1) == 0 ? hash & 0xffff : hash >>> 16;
      // Branch-free: the carry follows the cell widths' irregular pattern, which a branch would mispredict.
      const sum = remainder + stepRemainder;
      const carry = <u32>(sum >= cols);
      const next = x0 + step + carry;
      const nextRemainder = sum - select<u32>(cols, 0, carry);
      const x = x0 + ((jitter * (next - x0)) >>> 16);
      x0 = next;
      remainder = nextRemainder;
      const pixel = load<u32>(line + (<usize>x << 2));
      const alpha = pixel >>> 24;
      const aboveAt = above + (<usize>c << 2);
      const squareAt = aboveSquares + (<usize>c << 2);
      const up = load<i32>(aboveAt);
      const upSquare = load<i32>(squareAt);
      if (alpha == 0) {
        store<i32>(aboveAt, -1);
        store<i32>(squareAt, 0);
        left = -1;
        leftSquare = 0;
        diagonal = up;
        diagonalSquare = upSquare;
        continue;
      }
      const red = pixel & 0xff;
      const green = (pixel >>> 8) & 0xff;
      const blue = (pixel >>> 16) & 0xff;
      const bin = <i32>(((red >>> 3) << 10) | ((green >>> 3) << 5) | (blue >>> 3));
      const record = HIST + <usize>bin * BIN_RECORD;
      const a = <f64>alpha;
      const weightRed = f64x2(a, byteToLinear(red) * a);
      const greenBlue = f64x2.mul(f64x2(byteToLinear(green), byteToLinear(blue)), f64x2.splat(a));
      v128.store(record, f64x2.add(v128.load(record), weightRed));
      v128.store(record, f64x2.add(v128.load(record, 16), greenBlue), 16);
      const square = bin == left && bin == up && bin == diagonal ? 1 + min(leftSquare, min(upSquare, diagonalSquare)) : 1;
      if (square > load<i32>(record + HIST_SCORE)) {
        store<i32>(record + HIST_SCORE, square);
        const d = <u32>((square - 1) >> 1);
        store<u32>(record + HIST_REP, d == 0 ? rowStart + x : samplePosition(ys, w, cols, <u32>r - d, c - d));
      }
      store<i32>(aboveAt, bin);
      store<i32>(squareAt, square);
      left = bin;
      leftSquare = square;
      diagonal = up;
      diagonalSquare = upSquare;
    }
  }
  let n: i32 = 0;
  for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
    const record = HIST + <usize>bin * BIN_RECORD;
    const weight = load<f64>(record);
    if (!(weight > 0)) continue;
    store<f64>(BIN_WEIGHT + (<usize>n << 3), weight);
    store<u32>(BIN_REP + (<usize>n << 2), load<u32>(record + HIST_REP));
    linearToOklabAt(load<f64>(record, 8) / weight, load<f64>(record, 16) / weight, load<f64>(record, 24) / weight, BIN_POINT + <usize>n * 24);
    n++;
  }
  binCount = n;
  return n;
}
