/**
 * The palette transfer of a photo (mirror of src/core/recolor/transferLut.ts): the groups' moves sampled once into a
 * 33³ lookup table, then every pixel looked up by trilinear interpolation. Bit-identical to the core
 * (tests/parity/transferLut.test.ts): the same f64 operations in the same order, the weights' exp and the curve's pow
 * from the host (host.ts), the gamut mapping the generator's.
 *
 * Memory, in the caller's scratch block: `shifts` RECOLOR_SHIFT_STRIDE f64 a group (source L, a, b, then target L,
 * a, b), `lut` the table's bytes (r, g, b a grid point, blue fastest), `pixels` RGBA bytes recolored in place.
 */
import { labToLch } from "../convert/labToLch";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { srgbChannelToLinear } from "../convert/srgbToLinear";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { encodeOklch } from "../generate/paletteWork";
import { hostExp } from "../host";
import { Vec3 } from "../vec3";
import { RECOLOR_LUT_SIGMA, RECOLOR_LUT_SIZE } from "../generated/constants";

const LAB = changetype<Vec3>(memory.data(24, 8));
const LCH = changetype<Vec3>(memory.data(24, 8));
/** Each byte value's grid cell (i32) and its fraction of the way to the next point (f64): the core's `lutAxis`. */
const CELLS = memory.data(256 << 2, 4);
const FRACTIONS = memory.data(256 << 3, 8);

/** f64 per group in `shifts`. */
const STRIDE: usize = 6;

/** Returns the squared OKLab distance of LAB to the source centroid of the group at `shift`. */
// @ts-ignore: decorator
@inline
function distance2(shift: usize): f64 {
  const dl = LAB.x - load<f64>(shift);
  const da = LAB.y - load<f64>(shift, 8);
  const db = LAB.z - load<f64>(shift, 16);
  return dl * dl + da * da + db * db;
}

/** Writes the lookup table of `count` groups' moves at `lut` (count 0: the identity). */
export function transferLut(shifts: usize, count: i32, lut: usize): void {
  const size = RECOLOR_LUT_SIZE;
  const last = <f64>(size - 1);
  const spread = 2 * RECOLOR_LUT_SIGMA * RECOLOR_LUT_SIGMA;
  let at = lut;
  for (let r = 0; r < size; r++) {
    for (let g = 0; g < size; g++) {
      for (let b = 0; b < size; b++, at += 3) {
        LAB.x = srgbChannelToLinear(<f64>r / last);
        LAB.y = srgbChannelToLinear(<f64>g / last);
        LAB.z = srgbChannelToLinear(<f64>b / last);
        linearToXyz65(LAB, LAB);
        xyz65ToOklab(LAB, LAB);
        let sl: f64 = 0;
        let sa: f64 = 0;
        let sb: f64 = 0;
        if (count > 0) {
          let nearest = Infinity;
          for (let k = 0; k < count; k++) nearest = Math.min(nearest, distance2(shifts + <usize>k * STRIDE * 8));
          let total: f64 = 0;
          for (let k = 0; k < count; k++) {
            const shift = shifts + <usize>k * STRIDE * 8;
            const w = hostExp(-(distance2(shift) - nearest) / spread);
            total += w;
            sl += w * (load<f64>(shift, 24) - load<f64>(shift));
            sa += w * (load<f64>(shift, 32) - load<f64>(shift, 8));
            sb += w * (load<f64>(shift, 40) - load<f64>(shift, 16));
          }
          sl /= total;
          sa /= total;
          sb /= total;
        }
        LAB.x += sl;
        LAB.y += sa;
        LAB.z += sb;
        labToLch(LAB, LCH);
        const rgb = encodeOklch(LCH.x, LCH.y, LCH.z);
        store<u8>(at, <u8>(rgb >>> 16));
        store<u8>(at, <u8>(rgb >>> 8), 1);
        store<u8>(at, <u8>rgb, 2);
      }
    }
  }
}

/** Fills CELLS and FRACTIONS for a table `size` points a side (the core's `lutAxis`). */
function lutAxis(size: i32): void {
  const scale = <f64>(size - 1) / 255;
  for (let v = 0; v < 256; v++) {
    const x = <f64>v * scale;
    const cell = <i32>Math.min(Math.floor(x), <f64>(size - 2));
    store<i32>(CELLS + (<usize>v << 2), cell);
    store<f64>(FRACTIONS + (<usize>v << 3), x - <f64>cell);
  }
}

/** Returns channel `c` of the grid cell at `i` interpolated at (fr, fg, fb), rounded to a byte (the core's `applyLut`). */
// @ts-ignore: decorator
@inline
function channel(lut: usize, i: usize, strideR: usize, strideG: usize, fr: f64, fg: f64, fb: f64): u32 {
  const p000 = <f64>load<u8>(lut + i);
  const p001 = <f64>load<u8>(lut + i + 3);
  const p010 = <f64>load<u8>(lut + i + strideG);
  const p011 = <f64>load<u8>(lut + i + strideG + 3);
  const p100 = <f64>load<u8>(lut + i + strideR);
  const p101 = <f64>load<u8>(lut + i + strideR + 3);
  const p110 = <f64>load<u8>(lut + i + strideR + strideG);
  const p111 = <f64>load<u8>(lut + i + strideR + strideG + 3);
  const c00 = p000 + (p001 - p000) * fb;
  const c01 = p010 + (p011 - p010) * fb;
  const c10 = p100 + (p101 - p100) * fb;
  const c11 = p110 + (p111 - p110) * fb;
  const c0 = c00 + (c01 - c00) * fg;
  const c1 = c10 + (c11 - c10) * fg;
  return <u32>Math.round(c0 + (c1 - c0) * fr);
}

/** Recolors `count` RGBA pixels at `pixels` in place through the table at `lut`, alpha untouched. */
export function applyLutPixels(pixels: usize, count: i32, lut: usize): void {
  const size = RECOLOR_LUT_SIZE;
  lutAxis(size);
  const strideR = <usize>(size * size * 3);
  const strideG = <usize>(size * 3);
  let p = pixels;
  const end = pixels + (<usize>count << 2);
  for (; p < end; p += 4) {
    const pixel = load<u32>(p);
    const r = pixel & 255;
    const g = (pixel >>> 8) & 255;
    const b = (pixel >>> 16) & 255;
    const fr = load<f64>(FRACTIONS + (<usize>r << 3));
    const fg = load<f64>(FRACTIONS + (<usize>g << 3));
    const fb = load<f64>(FRACTIONS + (<usize>b << 3));
    const base = <usize>load<i32>(CELLS + (<usize>r << 2)) * strideR + <usize>load<i32>(CELLS + (<usize>g << 2)) * strideG + <usize>load<i32>(CELLS + (<usize>b << 2)) * 3;
    const nr = channel(lut, base, strideR, strideG, fr, fg, fb);
    const ng = channel(lut, base + 1, strideR, strideG, fr, fg, fb);
    const nb = channel(lut, base + 2, strideR, strideG, fr, fg, fb);
    store<u32>(p, (pixel & 0xff000000) | (nb << 16) | (ng << 8) | nr);
  }
}
