/**
 * An image's grid for gradients taken from it (mirror of `addImageRows` in src/core/gradient/image/imageGrid.ts): each
 * pixel's linear sRGB, weighted by its opacity, added to its cell. JavaScript copies the image in bands of rows after
 * the cells; each call adds one band. Bit-identical to the core (tests/parity/imageGrid.test.ts): the same f64
 * operations in the same order, the linear values from the same byte table.
 *
 * Memory, in the caller's scratch block: `cells` 4 f64 a cell (r, g, b sums, weight), `columnCells` one u32 a pixel
 * column (its cell's byte offset within a row of cells, filled here), `pixels` the band's RGBA bytes.
 */
import { byteToLinear } from "../convert/srgbToLinear";

/** Bytes per cell: four f64. */
const CELL: usize = 32;

/** Fills `columnCells` for an image `width` wide over `columns` cells (once per image, before the first band). */
export function imageGridColumns(width: i32, columns: i32, columnCells: usize): void {
  for (let x = 0; x < width; x++) store<u32>(columnCells + (<usize>x << 2), <u32>((x * columns) / width) * <u32>CELL);
}

/** Adds the band of rows [start, end) at `pixels` to the grid (see the file comment). */
export function imageGridRows(pixels: usize, width: i32, height: i32, start: i32, end: i32, columns: i32, rows: i32, columnCells: usize, cells: usize): void {
  let p = pixels;
  for (let y = start; y < end; y++) {
    const rowBase = cells + <usize>((y * rows) / height) * <usize>columns * CELL;
    for (let x = 0; x < width; x++, p += 4) {
      const pixel = load<u32>(p);
      const a = pixel >>> 24;
      if (a == 0) continue;
      const w = <f64>a / 255;
      const c = rowBase + <usize>load<u32>(columnCells + (<usize>x << 2));
      store<f64>(c, load<f64>(c) + byteToLinear(pixel & 255) * w);
      store<f64>(c, load<f64>(c, 8) + byteToLinear((pixel >>> 8) & 255) * w, 8);
      store<f64>(c, load<f64>(c, 16) + byteToLinear((pixel >>> 16) & 255) * w, 16);
      store<f64>(c, load<f64>(c, 24) + w, 24);
    }
  }
}
