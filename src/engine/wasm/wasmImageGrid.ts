/**
 * The image grid over the wasm module (assembly/gradient/imageGrid.ts): the cells and each pixel column's cell at the
 * start of the scratch block, then the image copied in bands of rows after them, one module call a band, so a
 * 12-megapixel image needs a few megabytes of module memory rather than its whole size.
 */
import { IMAGE_GRID_STRIDE, imageGridSize, type ImageGrid } from '../../core/gradient/image/imageGrid.ts';
import type { IrodoriExports } from './exports.ts';

/** Pixel bytes copied into the module per call (whole rows, at least one). */
export const IMAGE_GRID_BAND_BYTES = 4 << 20;

/** Returns the grid of RGBA pixels computed in the module (bit-identical to the core's `imageGrid`). */
export function wasmImageGrid(wasm: IrodoriExports, rgba: Uint8ClampedArray, width: number, height: number): ImageGrid {
  if (rgba.length !== width * height * 4) throw new RangeError(`Irodori: ${rgba.length} bytes are not ${width} × ${height} RGBA pixels.`);
  const [columns, rows] = imageGridSize(width, height);
  const cellBytes = columns * rows * IMAGE_GRID_STRIDE * 8;
  const columnBytes = (width * 4 + 7) & ~7;
  const rowBytes = width * 4;
  const bandRows = Math.max(1, Math.min(height, Math.floor(IMAGE_GRID_BAND_BYTES / rowBytes)));
  // One reservation for the whole call: a later, larger one could move the block and the cells with it.
  const cells = wasm.reserve(cellBytes + columnBytes + bandRows * rowBytes);
  const columnCells = cells + cellBytes;
  const pixels = columnCells + columnBytes;
  new Float64Array(wasm.memory.buffer, cells, cellBytes / 8).fill(0);
  wasm.imageGridColumns(width, columns, columnCells);
  for (let start = 0; start < height; start += bandRows) {
    const end = Math.min(height, start + bandRows);
    new Uint8Array(wasm.memory.buffer, pixels, (end - start) * rowBytes).set(rgba.subarray(start * rowBytes, end * rowBytes));
    wasm.imageGridRows(pixels, width, height, start, end, columns, rows, columnCells, cells);
  }
  return { columns, rows, cells: new Float64Array(wasm.memory.buffer.slice(cells, cells + cellBytes)) };
}
