/**
 * The image palette over the wasm module: the stratified sample's rows (one image row per band of the grid,
 * src/core/image/sampling.ts) are copied into the scratch block, one call builds the histogram in the module's
 * static memory, and each palette is one more call on it. The records are turned into the palette by the core's
 * `paletteOfClusters`, the step both engines share.
 */
import {
  IMAGE_CLUSTER_MAX_COLORS,
  imagePaletteSize,
  paletteOfClusters,
  sampleGrid,
  sampleRows,
  validateImagePixels,
  type ImageCluster,
  type ImagePalette,
  type RgbaPixels,
} from '../../core/index.ts';
import * as L from '../../../assembly/layout.ts';
import type { ImageAnalysis } from '../image/imageTypes.ts';
import type { IrodoriExports } from './exports.ts';

/** Returns `bytes` rounded up to a multiple of 8. */
function align8(bytes: number): number {
  return (bytes + 7) & ~7;
}

/** Returns analyseImage and quantizePixels over an instantiated module (not re-entrant, like the rest of the engine). */
export function wasmImageAnalyser(wasm: IrodoriExports): {
  analyseImage(rgba: RgbaPixels, width: number, height: number): ImageAnalysis;
  quantizePixels(rgba: RgbaPixels, width: number, height: number, k: number): ImagePalette;
} {
  /** The analysis whose histogram the module holds (one at a time). */
  let current: object | null = null;

  /** Copies the sample's rows into the module and builds the histogram; returns the number of analysed pixels. */
  function buildHistogram(rgba: RgbaPixels, width: number, height: number): number {
    const { columns, rows } = sampleGrid(width, height);
    const ys = sampleRows(height, rows);
    const rowBytes = width * 4;
    const pixelBytes = align8(rows * rowBytes);
    const ysBytes = align8(rows * 4);
    const base = wasm.reserve(pixelBytes + ysBytes + align8(columns * 8));
    const memory = new Uint8Array(wasm.memory.buffer);
    const bytes = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.length);
    if (rows === height) memory.set(bytes, base);
    else for (let r = 0; r < rows; r++) memory.set(bytes.subarray(ys[r] * rowBytes, ys[r] * rowBytes + rowBytes), base + r * rowBytes);
    new Uint32Array(wasm.memory.buffer, base + pixelBytes, rows).set(ys);
    wasm.imageHistogram(base, base + pixelBytes, width, columns, rows, base + pixelBytes + ysBytes);
    return columns * rows;
  }

  /** Returns the palette of the module's current histogram, positions on an image `width` wide. */
  function paletteOfHistogram(k: number, width: number): ImagePalette {
    const output = wasm.reserve(IMAGE_CLUSTER_MAX_COLORS * L.IMAGE_CLUSTER_BYTES);
    const count = wasm.imagePalette(imagePaletteSize(k), output);
    const records = new DataView(wasm.memory.buffer, output, count * L.IMAGE_CLUSTER_BYTES);
    const clusters: ImageCluster[] = [];
    for (let c = 0; c < count; c++) {
      const at = c * L.IMAGE_CLUSTER_BYTES;
      clusters.push({
        weight: records.getFloat64(at + L.IMAGE_CLUSTER_WEIGHT, true),
        rgb: records.getUint32(at + L.IMAGE_CLUSTER_RGB, true),
        position: records.getUint32(at + L.IMAGE_CLUSTER_POSITION, true),
      });
    }
    return paletteOfClusters(clusters, width);
  }

  return {
    analyseImage(rgba, width, height) {
      validateImagePixels(rgba, width, height);
      const analysedPixels = buildHistogram(rgba, width, height);
      const analysis: ImageAnalysis = {
        width,
        height,
        analysedPixels,
        palette(k) {
          // Another analysis (or quantizePixels) replaced the module's histogram since: build ours again.
          if (current !== analysis) {
            buildHistogram(rgba, width, height);
            current = analysis;
          }
          return paletteOfHistogram(k, width);
        },
      };
      current = analysis;
      return analysis;
    },

    quantizePixels(rgba, width, height, k) {
      validateImagePixels(rgba, width, height);
      buildHistogram(rgba, width, height);
      current = null;
      return paletteOfHistogram(k, width);
    },
  };
}
