/**
 * How well a rendered gradient (./raster.ts) hides its 8 bits: the longest run of identical pixels along a row (what
 * the eye sees as a band), and the worst mean error over small boxes against the ideal float image (what the eye
 * averages), with the ideal drawn straight from the model (`layerColorAt` at each pixel centre, no table).
 */
import type { Gradient } from './gradient.ts';
import { layerColorAt, spaceColorToSrgb } from './interpolate.ts';
import { positionAt, rasterRows } from './raster.ts';
import { RASTER_LAYER_STRIDE, rasterInput } from './rasterTable.ts';

/** Returns the longest run of identical RGBA pixels along any row of a W px wide image. */
export function longestRun(rgba: Uint8ClampedArray | Uint8Array, width: number): number {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
  let longest = 0;
  for (let row = 0; row < pixels.length; row += width) {
    let run = 1;
    for (let x = 1; x < width; x++) {
      run = pixels[row + x] === pixels[row + x - 1] ? run + 1 : 1;
      if (run > longest) longest = run;
    }
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * Returns rows [start, end) of the gradient at W × H px as the model paints it, straight RGBA in 0–255 floats: every
 * layer's colour at each pixel centre, composited source-over in premultiplied float.
 */
export function idealGradient(gradient: Gradient, width: number, height: number, rows?: readonly [number, number]): Float32Array {
  const [start, end] = rasterRows(width, height, { dither: false, rows });
  const { layers } = rasterInput(gradient, width, height);
  const out = new Float32Array(width * (end - start) * 4);
  let o = 0;
  for (let y = start; y < end; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let l = gradient.layers.length - 1; l >= 0; l--) {
        const [cr, cg, cb, ca] = spaceColorToSrgb(layerColorAt(gradient.layers[l], positionAt(layers, l * RASTER_LAYER_STRIDE, x + 0.5, y + 0.5)));
        const keep = 1 - ca;
        [r, g, b, a] = [cr * ca + r * keep, cg * ca + g * keep, cb * ca + b * keep, ca + a * keep];
      }
      const scale = a > 0 ? 255 / a : 0;
      out.set([Math.min(255, r * scale), Math.min(255, g * scale), Math.min(255, b * scale), Math.min(255, a * 255)], o);
      o += 4;
    }
  }
  return out;
}

/**
 * Returns the worst difference, in 8-bit steps, between the mean of an image's bytes and the mean of the ideal image
 * over any `box` × `box` box of a grid (boxes cut by the image's edge left out) and any channel. Colours are weighed
 * by their alpha (premultiplied, as what shows over any backdrop): the colour of a pixel too transparent to show is
 * no error. For an opaque image these are the bytes themselves.
 */
export function worstBoxError(rgba: Uint8ClampedArray | Uint8Array, ideal: Float32Array, width: number, box = 8): number {
  const height = rgba.length / 4 / width;
  let worst = 0;
  for (let by = 0; by + box <= height; by += box) {
    for (let bx = 0; bx + box <= width; bx += box) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let y = by; y < by + box; y++) {
          for (let x = bx; x < bx + box; x++) {
            const i = (y * width + x) * 4;
            sum += c === 3 ? rgba[i + 3] - ideal[i + 3] : (rgba[i + c] * rgba[i + 3] - ideal[i + c] * ideal[i + 3]) / 255;
          }
        }
        worst = Math.max(worst, Math.abs(sum) / (box * box));
      }
    }
  }
  return worst;
}
