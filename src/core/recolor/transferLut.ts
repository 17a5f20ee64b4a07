/**
 * A palette transfer for photographs: the same recoloring as an SVG's (recolorSvg.ts), but a photo has millions
 * of colors, not a few paints, so the move is a smooth field over the whole color space, sampled once into a 3D
 * lookup table and applied to every pixel by trilinear interpolation (the way color grading applies a .cube LUT).
 *
 * Every color moves by the Gaussian-weighted mean of the groups' shifts (target − source centroid, in OKLab), each
 * weighed by exp(−d² / 2σ²), d its OKLab distance to that group's source centroid, σ = RECOLOR_LUT_SIGMA: a color
 * at a centroid moves with that group, one between two groups blends their moves, and nothing jumps. The weights
 * are taken relative to the nearest centroid (exp(−(d² − d²min) / 2σ²), the same ratios), so a color far from
 * every group still follows the nearest rather than underflowing to no move. The result is gamut-mapped into sRGB
 * by CSS Color 4 (../convert/gamutMap.ts). Shepard's weighted-mean interpolation with a Gaussian kernel: D. Shepard,
 * "A two-dimensional interpolation function for irregularly-spaced data" (ACM 1968), https://doi.org/10.1145/800186.810616
 */
import type { Vec3 } from '../convert/types.ts';
import { labToLch } from '../convert/labToLch.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { encodeOklch } from '../generate/paletteWork.ts';

/** Grid points per channel: 33, the size color-grading LUTs use (Adobe's .cube default), a point every 255/32 ≈ 8 bytes. */
export const RECOLOR_LUT_SIZE = 33;

/**
 * σ of the Gaussian weights, in deltaEOK: 0.08, about the spread of one group (RECOLOR_CLUSTER_RADIUS 0.07), so a
 * color inside a group moves with it (the next group, usually 0.15 or more away, weighs under exp(−1.8) ≈ 0.17 of
 * it) and the move fades over one group's width between groups.
 */
export const RECOLOR_LUT_SIGMA = 0.08;

/** A lookup table: for grid point (r, g, b) at index (r · size + g) · size + b, its new sRGB bytes at 3 · index. */
export type ColorLut = { readonly size: number; readonly bytes: Uint8Array };

/** A group's move: its source centroid and its target, in OKLab. */
export type ColorShift = { readonly source: Vec3; readonly target: Vec3 };

/** Returns the OKLab shift of a color: the Gaussian-weighted mean of the groups' shifts (see the file comment). */
function shiftAt(lab: Vec3, shifts: readonly ColorShift[], out: number[]): void {
  let nearest = Infinity;
  const d2 = shifts.map(({ source }) => {
    const d = (lab[0] - source[0]) ** 2 + (lab[1] - source[1]) ** 2 + (lab[2] - source[2]) ** 2;
    if (d < nearest) nearest = d;
    return d;
  });
  out[0] = out[1] = out[2] = 0;
  let total = 0;
  shifts.forEach(({ source, target }, k) => {
    const w = Math.exp(-(d2[k] - nearest) / (2 * RECOLOR_LUT_SIGMA * RECOLOR_LUT_SIGMA));
    total += w;
    out[0] += w * (target[0] - source[0]);
    out[1] += w * (target[1] - source[1]);
    out[2] += w * (target[2] - source[2]);
  });
  out[0] /= total;
  out[1] /= total;
  out[2] /= total;
}

/** Returns the lookup table of the groups' moves (no groups: the identity, as bytes). */
export function buildTransferLut(shifts: readonly ColorShift[]): ColorLut {
  const size = RECOLOR_LUT_SIZE;
  const bytes = new Uint8Array(size * size * size * 3);
  const shift = [0, 0, 0];
  let at = 0;
  for (let r = 0; r < size; r++) {
    for (let g = 0; g < size; g++) {
      for (let b = 0; b < size; b++, at += 3) {
        const lab = srgbToOklab([r / (size - 1), g / (size - 1), b / (size - 1)]);
        if (shifts.length > 0) shiftAt(lab, shifts, shift);
        const [l, c, h] = labToLch([lab[0] + shift[0], lab[1] + shift[1], lab[2] + shift[2]]);
        const rgb = encodeOklch(l, c, h);
        bytes[at] = rgb >>> 16;
        bytes[at + 1] = (rgb >>> 8) & 0xff;
        bytes[at + 2] = rgb & 0xff;
      }
    }
  }
  return { size, bytes };
}

/**
 * Returns RGBA pixels with every color looked up in the table by trilinear interpolation between the eight grid
 * points around it (rounded to bytes), alpha untouched. The input is left as it is.
 */
export function applyLut(rgba: Uint8ClampedArray, lut: ColorLut): Uint8ClampedArray {
  const { size, bytes } = lut;
  const scale = (size - 1) / 255;
  const out = new Uint8ClampedArray(rgba.length);
  const strideR = size * size * 3;
  const strideG = size * 3;
  for (let p = 0; p + 3 < rgba.length; p += 4) {
    const x = rgba[p] * scale;
    const y = rgba[p + 1] * scale;
    const z = rgba[p + 2] * scale;
    const r0 = Math.min(Math.floor(x), size - 2);
    const g0 = Math.min(Math.floor(y), size - 2);
    const b0 = Math.min(Math.floor(z), size - 2);
    const fr = x - r0;
    const fg = y - g0;
    const fb = z - b0;
    const base = r0 * strideR + g0 * strideG + b0 * 3;
    for (let c = 0; c < 3; c++) {
      const i = base + c;
      const c00 = bytes[i] + (bytes[i + 3] - bytes[i]) * fb;
      const c01 = bytes[i + strideG] + (bytes[i + strideG + 3] - bytes[i + strideG]) * fb;
      const c10 = bytes[i + strideR] + (bytes[i + strideR + 3] - bytes[i + strideR]) * fb;
      const c11 = bytes[i + strideR + strideG] + (bytes[i + strideR + strideG + 3] - bytes[i + strideR + strideG]) * fb;
      const c0 = c00 + (c01 - c00) * fg;
      const c1 = c10 + (c11 - c10) * fg;
      out[p + c] = Math.round(c0 + (c1 - c0) * fr);
    }
    out[p + 3] = rgba[p + 3];
  }
  return out;
}
