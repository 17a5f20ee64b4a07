/**
 * A palette transfer for photographs: the same recoloring as an SVG's (recolorSvg.ts), but a photo has millions
 * of colors, not a few paints, so the move is a smooth field over the whole color space, sampled once into a 3D
 * lookup table and applied to every pixel by trilinear interpolation (the way color grading applies a .cube LUT).
 *
 * Every color moves by the weighted mean of the groups' shifts (target − source centroid, in OKLab), each weighed
 * by a Gaussian exp(−d² / 2σ²) times an inverse square 1 / (d² + ε), d its OKLab distance to that group's source
 * centroid, σ = RECOLOR_LUT_SIGMA, ε = RECOLOR_LUT_EPSILON. The Gaussian blends neighbouring groups' moves smoothly,
 * so nothing jumps; the inverse square makes the field pass through every group's own move (Shepard's inverse-distance
 * weighting), so a group's centroid lands on the palette color chosen for it, even beside another group (with the
 * Gaussian alone a neighbour 0.13 away pulls it a quarter of the way toward its own move). Both factors are taken
 * relative to the nearest centroid (the same ratios), so a color far from every group follows the nearest rather than
 * underflowing to no move. The result is gamut-mapped into sRGB by CSS Color 4 (../convert/gamutMap.ts). D. Shepard,
 * "A two-dimensional interpolation function for irregularly-spaced data" (ACM 1968), https://doi.org/10.1145/800186.810616
 */
import type { Vec3 } from '../convert/types.ts';
import { labToLch } from '../convert/labToLch.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { encodeOklch } from '../generate/paletteWork.ts';
import { RECOLOR_MAX_CLUSTERS } from './clusterPaints.ts';

/** Grid points per channel: 33, the size color-grading LUTs use (Adobe's .cube default), a point every 255/32 ≈ 8 bytes. */
export const RECOLOR_LUT_SIZE = 33;

/**
 * σ of the Gaussian weights, in deltaEOK: 0.08, about the spread of one group (RECOLOR_CLUSTER_RADIUS 0.07), so a
 * color inside a group moves with it (the next group, usually 0.15 or more away, weighs under exp(−1.8) ≈ 0.17 of
 * it) and the move fades over one group's width between groups.
 */
export const RECOLOR_LUT_SIGMA = 0.08;

/**
 * ε of the inverse-square weights, in squared deltaEOK: 0.0001 (a distance of 0.01, half the just-noticeable
 * difference GAMUT_JND): a color within about 0.01 of a centroid moves with that group alone, and the weights stay
 * finite at the centroid itself.
 */
export const RECOLOR_LUT_EPSILON = 0.0001;

/**
 * The largest preview of a recolored photo, in pixels: 2 MP (1,633 × 1,225 at 4:3), sharp on a high-density screen at the
 * page's preview size, recolored in a few tens of milliseconds while a group's color is chosen. Downloads are full size.
 */
export const RECOLOR_PREVIEW_PIXELS = 2_000_000;

/** A lookup table: for grid point (r, g, b) at index (r · size + g) · size + b, its new sRGB bytes at 3 · index. */
export type ColorLut = { readonly size: number; readonly bytes: Uint8Array };

/** A group's move: its source centroid and its target, in OKLab. */
export type ColorShift = { readonly source: Vec3; readonly target: Vec3 };

/** Returns the squared OKLab distance of `lab` to a group's source centroid. */
function distance2(lab: Vec3, source: Vec3): number {
  const dl = lab[0] - source[0];
  const da = lab[1] - source[1];
  const db = lab[2] - source[2];
  return dl * dl + da * da + db * db;
}

/** Writes into `out` the OKLab shift of a color: the Gaussian-weighted mean of the groups' shifts (see the file comment). */
function shiftAt(lab: Vec3, shifts: readonly ColorShift[], out: number[]): void {
  let nearest = Infinity;
  for (const { source } of shifts) nearest = Math.min(nearest, distance2(lab, source));
  out[0] = out[1] = out[2] = 0;
  let total = 0;
  for (const { source, target } of shifts) {
    const d2 = distance2(lab, source);
    const w = (Math.exp(-(d2 - nearest) / (2 * RECOLOR_LUT_SIGMA * RECOLOR_LUT_SIGMA)) * (nearest + RECOLOR_LUT_EPSILON)) / (d2 + RECOLOR_LUT_EPSILON);
    total += w;
    out[0] += w * (target[0] - source[0]);
    out[1] += w * (target[1] - source[1]);
    out[2] += w * (target[2] - source[2]);
  }
  out[0] /= total;
  out[1] /= total;
  out[2] /= total;
}

/** The most groups a transfer takes: RECOLOR_MAX_CLUSTERS, as many as an image palette or an SVG has. */
export const RECOLOR_MAX_SHIFTS = RECOLOR_MAX_CLUSTERS;

/** Throws a RangeError for more groups than RECOLOR_MAX_SHIFTS (both engines' rule). */
export function validateShifts(shifts: readonly ColorShift[]): void {
  if (shifts.length > RECOLOR_MAX_SHIFTS) throw new RangeError(`Irodori: a palette transfer takes at most ${RECOLOR_MAX_SHIFTS} groups, not ${shifts.length}.`);
}

/** Returns the lookup table of the groups' moves (no groups: the identity, as bytes); throws a RangeError over RECOLOR_MAX_SHIFTS groups. */
export function buildTransferLut(shifts: readonly ColorShift[]): ColorLut {
  validateShifts(shifts);
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
 * Returns where each byte value falls on the table's axis: the grid cell it starts (0 to size − 2) and its weight
 * toward the next point, in 256ths (0–256), rounded from its exact fraction (a 256th of a cell is 1/32 of a byte
 * apart at 33 points), so the per-pixel interpolation is integer arithmetic with a shift for its one division.
 */
export function lutAxis(size: number): { cells: Int32Array; weights: Int32Array } {
  const cells = new Int32Array(256);
  const weights = new Int32Array(256);
  for (let v = 0; v < 256; v++) {
    const x = v * (size - 1);
    cells[v] = Math.min(Math.floor(x / 255), size - 2);
    weights[v] = Math.floor(((x - cells[v] * 255) * 256 + 127) / 255);
  }
  return { cells, weights };
}

/**
 * Returns RGBA pixels with every color looked up in the table by trilinear interpolation between the eight grid
 * points around it, alpha untouched; the input is left as it is. Integer arithmetic throughout: each stage scales by
 * 256, so a channel is at most 255 · 2²⁴ before its rounding (under 2³², which the port's unsigned arithmetic holds).
 */
export function applyLut(rgba: Uint8ClampedArray, lut: ColorLut): Uint8ClampedArray {
  const { size, bytes } = lut;
  const { cells, weights } = lutAxis(size);
  const out = new Uint8ClampedArray(rgba.length);
  const strideR = size * size * 3;
  const strideG = size * 3;
  for (let p = 0; p + 3 < rgba.length; p += 4) {
    const wr = weights[rgba[p]];
    const wg = weights[rgba[p + 1]];
    const wb = weights[rgba[p + 2]];
    const base = cells[rgba[p]] * strideR + cells[rgba[p + 1]] * strideG + cells[rgba[p + 2]] * 3;
    for (let c = 0; c < 3; c++) {
      const i = base + c;
      const c00 = bytes[i] * 256 + (bytes[i + 3] - bytes[i]) * wb;
      const c01 = bytes[i + strideG] * 256 + (bytes[i + strideG + 3] - bytes[i + strideG]) * wb;
      const c10 = bytes[i + strideR] * 256 + (bytes[i + strideR + 3] - bytes[i + strideR]) * wb;
      const c11 = bytes[i + strideR + strideG] * 256 + (bytes[i + strideR + strideG + 3] - bytes[i + strideR + strideG]) * wb;
      const c0 = c00 * 256 + (c01 - c00) * wg;
      const c1 = c10 * 256 + (c11 - c10) * wg;
      out[p + c] = Math.floor((c0 * 256 + (c1 - c0) * wr + 0x800000) / 0x1000000);
    }
    out[p + 3] = rgba[p + 3];
  }
  return out;
}

/** Returns RGBA pixels recolored by the groups' moves: the lookup table built and applied (see the file comment). */
export function transferPalette(rgba: Uint8ClampedArray, shifts: readonly ColorShift[]): Uint8ClampedArray {
  return applyLut(rgba, buildTransferLut(shifts));
}
