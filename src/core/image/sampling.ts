/**
 * Stratified sampling of an image to the pixel budget: the image is cut into a grid of at most
 * IMAGE_SAMPLE_BUDGET cells (`sampleGrid`) and one pixel is read in each cell. The grid's rows are bands of
 * image rows; each band reads one jittered image row, and each cell of it one jittered column:
 *   y of band r      = y0(r) + ((hi16(sampleJitter(r | 2^31)) · band height) >>> 16)
 *   x of sample s    = x0(c) + ((columnJitter(s) · cell width) >>> 16),   s = r · columns + c
 * where columnJitter(s) is the low 16 bits of sampleJitter(s >>> 1) for an even s, the high 16 bits for an odd s
 * (one hash serves two samples)
 * with y0(r) = floor(r · height / rows), x0(c) = floor(c · width / columns). Every region counts in proportion
 * to its area, like analysing every pixel, and the jitter keeps a regular pattern (stripes, a checkerboard) from
 * aliasing with the grid. One row per band lets the wasm engine copy just those rows into its memory. An image
 * within the budget is analysed whole (one cell per pixel).
 *
 * Pixels are handled as packed u32 in memory order (little-endian RGBA: r | g << 8 | b << 16 | a << 24), the
 * form the wasm engine reads with one load; every browser and Node host is little-endian.
 */
import { mixSeed } from '../random/mulberry32.ts';
import { IMAGE_SAMPLE_BUDGET, IMAGE_SEED, validateImagePixels, type RgbaPixels } from './imageRules.ts';

/** Golden-ratio step (2^32 / φ) spreading consecutive indices before the hash. */
export const SAMPLE_JITTER_STEP = 0x9e3779b1;

/** The pixels an image analysis reads, on a grid of `columns` × `rows` cells, row by row. */
export type ImageSample = {
  /** The image's full size (positions are in these coordinates). */
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
  /** The image row each band reads (rows of them). */
  readonly rowYs: Uint32Array;
  /** The sampled pixels, packed little-endian RGBA, cell by cell (columns × rows of them). */
  readonly colors: Uint32Array;
  /** Each sample's pixel index y · width + x in the full image; null when every pixel is analysed (index = position). */
  readonly positions: Uint32Array | null;
};

/** Returns the jitter hash of index n: mixSeed(IMAGE_SEED ^ imul(n, SAMPLE_JITTER_STEP)), a uint32. */
export function sampleJitter(n: number): number {
  return mixSeed((IMAGE_SEED ^ Math.imul(n, SAMPLE_JITTER_STEP)) >>> 0);
}

/** Returns the 16-bit column jitter of sample s: one half of sampleJitter(s >>> 1) (the low half for an even s). */
export function columnJitter(s: number): number {
  const h = sampleJitter(s >>> 1);
  return s & 1 ? h >>> 16 : h & 0xffff;
}

/** Returns the pixels as packed u32 (a view when the bytes are 4-aligned, else a copy). */
export function packedPixels(rgba: RgbaPixels): Uint32Array {
  if (rgba.byteOffset % 4 === 0) return new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
  return new Uint32Array(new Uint8Array(rgba).buffer);
}

/** Returns the grid size for an image: every pixel within the budget, else at most `budget` cells, each ≥ 1 pixel. */
export function sampleGrid(width: number, height: number, budget = IMAGE_SAMPLE_BUDGET): { columns: number; rows: number } {
  if (width * height <= budget) return { columns: width, rows: height };
  const scale = Math.sqrt(budget / (width * height));
  // Rows from the ideal column count, then as many columns as those rows allow (a long, thin image is capped
  // by its short side and gets the rest of the budget along the long one).
  const rows = Math.min(height, Math.max(1, Math.floor(budget / Math.max(1, Math.floor(width * scale)))));
  const columns = Math.min(width, Math.max(1, Math.floor(budget / rows)));
  return { columns, rows };
}

/** Returns the image row read by each band of the grid (see the file comment). */
export function sampleRows(height: number, rows: number): Uint32Array {
  const ys = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) {
    const y0 = Math.floor((r * height) / rows);
    const bandHeight = Math.floor(((r + 1) * height) / rows) - y0;
    ys[r] = y0 + (((sampleJitter((r | 0x80000000) >>> 0) >>> 16) * bandHeight) >>> 16);
  }
  return ys;
}

/** Returns the stratified sample of an image (see the file comment); throws a RangeError when the buffer does not fit the size. */
export function sampleImage(rgba: RgbaPixels, width: number, height: number, budget = IMAGE_SAMPLE_BUDGET): ImageSample {
  validateImagePixels(rgba, width, height);
  const pixels = packedPixels(rgba);
  const { columns, rows } = sampleGrid(width, height, budget);
  const rowYs = sampleRows(height, rows);
  if (columns === width && rows === height) return { width, height, columns, rows, rowYs, colors: pixels, positions: null };
  const cellX = new Int32Array(columns);
  const cellWidth = new Int32Array(columns);
  for (let c = 0; c < columns; c++) {
    cellX[c] = Math.floor((c * width) / columns);
    cellWidth[c] = Math.floor(((c + 1) * width) / columns) - cellX[c];
  }
  const colors = new Uint32Array(columns * rows);
  const positions = new Uint32Array(columns * rows);
  let s = 0;
  for (let r = 0; r < rows; r++) {
    const rowStart = rowYs[r] * width;
    for (let c = 0; c < columns; c++, s++) {
      const index = rowStart + cellX[c] + ((columnJitter(s) * cellWidth[c]) >>> 16);
      positions[s] = index;
      colors[s] = pixels[index];
    }
  }
  return { width, height, columns, rows, rowYs, colors, positions };
}
