/**
 * An image reduced to a grid of cells for gradients taken from it: one pass over every pixel adds each pixel's linear
 * sRGB, weighted by its opacity, to the cell it falls in (IMAGE_GRID_SIDE cells on the long side, square cells). All
 * that follows (the direction search, the profile along a line or a drawn path) reads the grid, never the pixels, so
 * it costs the same for a 12-megapixel photo as for an icon. This pass is the only one over the pixels: the engine
 * runs it in wasm (assembly/gradient/imageGrid.ts), in row bands, with every f64 addition in the same order, so the
 * two grids are identical to the bit.
 */
import { byteToLinearTable } from '../../image/histogram.ts';

/** Cells on the image's long side (fewer when the image itself is smaller). */
export const IMAGE_GRID_SIDE = 128;

/** f64 per cell: the opacity-weighted sums of linear r, g and b, then the sum of the weights (opacity 0–1). */
export const IMAGE_GRID_STRIDE = 4;

/** An image's grid: `columns` × `rows` cells, row by row, IMAGE_GRID_STRIDE numbers each. */
export type ImageGrid = { readonly columns: number; readonly rows: number; readonly cells: Float64Array };

/** Returns the grid's size for an image: IMAGE_GRID_SIDE (or the side itself) on the long side, square-ish cells. */
export function imageGridSize(width: number, height: number): [number, number] {
  const long = Math.max(width, height);
  const side = Math.min(IMAGE_GRID_SIDE, long);
  const short = (n: number) => Math.max(1, Math.min(n, Math.round((side * n) / long)));
  return width >= height ? [side, short(height)] : [short(width), side];
}

/**
 * Adds rows [start, end) of RGBA pixels to `cells` (a grid of columns × rows for the whole image): the reference of
 * the wasm pass. A pixel (x, y) falls in column ⌊x · columns / width⌋ and row ⌊y · rows / height⌋.
 */
export function addImageRows(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, start: number, end: number, columns: number, rows: number, cells: Float64Array): void {
  const linear = byteToLinearTable();
  const cellOf = new Int32Array(width);
  for (let x = 0; x < width; x++) cellOf[x] = Math.floor((x * columns) / width) * IMAGE_GRID_STRIDE;
  for (let y = start; y < end; y++) {
    const rowBase = Math.floor((y * rows) / height) * columns * IMAGE_GRID_STRIDE;
    let p = y * width * 4;
    for (let x = 0; x < width; x++, p += 4) {
      const a = rgba[p + 3];
      if (a === 0) continue;
      const w = a / 255;
      const c = rowBase + cellOf[x];
      cells[c] += linear[rgba[p]] * w;
      cells[c + 1] += linear[rgba[p + 1]] * w;
      cells[c + 2] += linear[rgba[p + 2]] * w;
      cells[c + 3] += w;
    }
  }
}

/** Returns the grid of an image (the whole TypeScript reference). */
export function imageGrid(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): ImageGrid {
  const [columns, rows] = imageGridSize(width, height);
  const cells = new Float64Array(columns * rows * IMAGE_GRID_STRIDE);
  addImageRows(rgba, width, height, 0, height, columns, rows, cells);
  return { columns, rows, cells };
}
