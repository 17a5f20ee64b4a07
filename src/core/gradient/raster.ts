/**
 * A gradient rendered to 8-bit RGBA pixels, for PNG and WebP export: every layer (the top one first, as CSS lists
 * them) composited source-over in premultiplied float, each pixel's position on its layer taken at the pixel's centre
 * (linear: its projection on the CSS gradient line; radial: its distance in the ending shape, 100 % on the shape;
 * conic: its angle from `from`, clockwise from up; a repeating layer wraps into its stops' range), its colour read
 * from the layer's table (./rasterTable.ts), then quantised to bytes with dithering, or rounded.
 *
 * The dither is an ordered one on Martin Roberts' R2 low-discrepancy sequence ("The Unreasonable Effectiveness of
 * Quasirandom Sequences", 2018, its dither masks: u = frac(0.5 + α₁x + α₂y), α₁ = 1/g, α₂ = 1/g², g the plastic
 * number), remapped to a triangular distribution over ±1 step (TPDF: the error's mean is exactly 0 whatever the
 * value, and its spread does not follow the signal). Its thresholds are spread evenly over every small box, so an
 * 8 × 8 box averages to the ideal within a small fraction of a step; along a row u moves by α₁ − 1 ≈ −0.245 a pixel,
 * less than the quarter of the range where the output leaves its most common byte, so no byte repeats for more than
 * a few pixels where the float value moves. Within half a step of 0 or 255, where a ±1 noise would be clipped and
 * biased, the same threshold dithers by ±½ step (floor(x + u), also unbiased), which leaves black, white and opaque
 * alpha exact. R, G and B share the threshold (a grey stays grey); alpha has its own. Deterministic and only +, −, ×,
 * ÷, remainder, floor, sqrt and atan2, so the wasm port (assembly/gradient/raster.ts) writes the same bytes
 * (tests/parity/gradientRaster.test.ts). Undithered, each channel is rounded.
 */
import type { Gradient } from './gradient.ts';
import {
  RASTER_ENTRY_STRIDE,
  RASTER_KIND_CONIC,
  RASTER_KIND_LINEAR,
  RASTER_LAYER_STRIDE,
  RASTER_MAX_SIDE,
  RASTER_PIECE_STRIDE,
  rasterInput,
  type RasterInput,
} from './rasterTable.ts';

/** The plastic number's reciprocal and its square: R2's steps across and down (Roberts 2018). */
export const R2_X = 0.7548776662466927;
export const R2_Y = 0.5698402909980532;
/** Where alpha's thresholds start on the sequence, apart from the colour's. */
export const R2_ALPHA_OFFSET = 0.5;

/** How to render: dithered (the export) or rounded, and optionally only rows [start, end) of the image. */
export type RasterOptions = { readonly dither: boolean; readonly rows?: readonly [number, number] };

/** Returns the image's rows to render, checked: whole sides 1–RASTER_MAX_SIDE, rows inside the image. */
export function rasterRows(width: number, height: number, options: RasterOptions): [number, number] {
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > RASTER_MAX_SIDE) throw new RangeError(`a side of 1–${RASTER_MAX_SIDE} px, not ${side}`);
  }
  const [start, end] = options.rows ?? [0, height];
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > height || start >= end) throw new RangeError(`rows ${start}–${end} of ${height}`);
  return [start, end];
}

/**
 * Returns the gradient at W × H px as RGBA bytes (straight alpha, row after row), dithered or rounded; with
 * `options.rows`, only those rows of that image (the same bytes as the whole image's).
 */
export function renderGradient(gradient: Gradient, width: number, height: number, options: RasterOptions): Uint8ClampedArray {
  const [start, end] = rasterRows(width, height, options);
  const out = new Uint8ClampedArray(width * (end - start) * 4);
  rasterPixels(rasterInput(gradient, width, height), width, start, end, options.dither, out);
  return out;
}

/** Returns the position (%) of a pixel centre on the layer whose record starts at `at` (see the file comment). */
export function positionAt(layers: Float64Array, at: number, px: number, py: number): number {
  const kind = layers[at];
  let t: number;
  if (kind === RASTER_KIND_LINEAR) {
    t = ((px - layers[at + 6]) * layers[at + 8] + (py - layers[at + 7]) * layers[at + 9]) * layers[at + 10];
  } else if (kind === RASTER_KIND_CONIC) {
    const degrees = (Math.atan2(px - layers[at + 6], layers[at + 7] - py) * 180) / Math.PI - layers[at + 8];
    t = (degrees / 360) * 100;
    t -= Math.floor(t / 100) * 100;
  } else {
    const u = (px - layers[at + 6]) / layers[at + 8];
    const v = (py - layers[at + 7]) / layers[at + 9];
    t = Math.sqrt(u * u + v * v) * 100;
  }
  const first = layers[at + 2];
  const period = layers[at + 3] - first;
  if (layers[at + 1] !== 0 && period > 0) {
    // As the model wraps (interpolate.ts `layerColorAt`), so a pixel on a period's edge takes the same side.
    t = first + ((((t - first) % period) + period) % period);
  }
  return t;
}

/**
 * Returns the table entry index (fractional) for position t on a layer: inside the last piece that starts at or
 * before t (the first piece before the range, its last entry beyond a piece's end).
 */
function entryAt(layers: Float64Array, pieces: Float64Array, at: number, t: number): number {
  const pieceStart = layers[at + 4];
  const pieceCount = layers[at + 5];
  let p = 0;
  while (p + 1 < pieceCount && pieces[(pieceStart + p + 1) * RASTER_PIECE_STRIDE] <= t) p++;
  const base = (pieceStart + p) * RASTER_PIECE_STRIDE;
  const start = pieces[base];
  const end = pieces[base + 1];
  const offset = pieces[base + 2];
  const count = pieces[base + 3];
  if (t <= start) return offset;
  if (t >= end || count === 1) return offset + count - 1;
  return offset + ((t - start) / (end - start)) * (count - 1);
}

/** Returns the triangular noise (−1 to 1) of threshold u (0–1): the inverse of the triangle's distribution. */
export function triangularNoise(u: number): number {
  return u < 0.5 ? Math.sqrt(2 * u) - 1 : 1 - Math.sqrt(2 - 2 * u);
}

/** Returns the byte of a channel x (0–255 float) dithered by threshold u and its triangular noise (see the file comment). */
export function ditherByte(x: number, u: number, noise: number): number {
  if (x >= 0.5 && x <= 254.5) return Math.floor(x + noise + 0.5);
  const q = Math.floor(x + u);
  return q < 0 ? 0 : q > 255 ? 255 : q;
}

/** Returns the R2 threshold (0–1) of pixel (x, y), shifted by `offset`. */
export function r2Threshold(x: number, y: number, offset: number): number {
  const v = 0.5 + offset + x * R2_X + y * R2_Y;
  return v - Math.floor(v);
}

/** Returns a byte of a channel x (0–255 float) rounded. */
function roundByte(x: number): number {
  const q = Math.floor(x + 0.5);
  return q < 0 ? 0 : q > 255 ? 255 : q;
}

/** Writes rows [start, end) of the image W px wide into `out` (RGBA bytes from row `start`): the loop the wasm ports. */
export function rasterPixels(input: RasterInput, width: number, start: number, end: number, dither: boolean, out: Uint8ClampedArray): void {
  const { layers, pieces, table, layerCount } = input;
  let o = 0;
  for (let y = start; y < end; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      // From the bottom layer up: each one source-over what is below it.
      for (let l = layerCount - 1; l >= 0; l--) {
        const at = l * RASTER_LAYER_STRIDE;
        const f = entryAt(layers, pieces, at, positionAt(layers, at, px, py));
        const i = Math.floor(f);
        const w = f - i;
        const e0 = i * RASTER_ENTRY_STRIDE;
        const e1 = w > 0 ? e0 + RASTER_ENTRY_STRIDE : e0;
        const sr = table[e0] + (table[e1] - table[e0]) * w;
        const sg = table[e0 + 1] + (table[e1 + 1] - table[e0 + 1]) * w;
        const sb = table[e0 + 2] + (table[e1 + 2] - table[e0 + 2]) * w;
        const sa = table[e0 + 3] + (table[e1 + 3] - table[e0 + 3]) * w;
        const keep = 1 - sa;
        r = sr + r * keep;
        g = sg + g * keep;
        b = sb + b * keep;
        a = sa + a * keep;
      }
      // Straight colour, 0–255, clipped (premultiplied sums may pass 1 by a rounding).
      const scale = a > 0 ? 255 / a : 0;
      const cr = Math.min(255, r * scale);
      const cg = Math.min(255, g * scale);
      const cb = Math.min(255, b * scale);
      const ca = Math.min(255, a * 255);
      if (dither) {
        const u = r2Threshold(x, y, 0);
        const noise = triangularNoise(u);
        out[o] = ditherByte(cr, u, noise);
        out[o + 1] = ditherByte(cg, u, noise);
        out[o + 2] = ditherByte(cb, u, noise);
        // Opaque and clear pixels need no threshold of their own: both stay exact.
        if (ca === 255 || ca === 0) out[o + 3] = ca;
        else {
          const ua = r2Threshold(x, y, R2_ALPHA_OFFSET);
          out[o + 3] = ditherByte(ca, ua, triangularNoise(ua));
        }
      } else {
        out[o] = roundByte(cr);
        out[o + 1] = roundByte(cg);
        out[o + 2] = roundByte(cb);
        out[o + 3] = roundByte(ca);
      }
      o += 4;
    }
  }
}
