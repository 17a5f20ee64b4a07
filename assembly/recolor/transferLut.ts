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
import { RECOLOR_LUT_EPSILON, RECOLOR_LUT_SIGMA, RECOLOR_LUT_SIZE } from "../generated/constants";

const LAB = changetype<Vec3>(memory.data(24, 8));
const LCH = changetype<Vec3>(memory.data(24, 8));
/** Each byte value's grid cell and its weight toward the next point in 256ths (i32 each): the core's `lutAxis`. */
const CELLS = memory.data(256 << 2, 4);
const WEIGHTS = memory.data(256 << 2, 4);

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
            const d2 = distance2(shift);
            const w = (hostExp(-(d2 - nearest) / spread) * (nearest + RECOLOR_LUT_EPSILON)) / (d2 + RECOLOR_LUT_EPSILON);
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

/** Fills CELLS and WEIGHTS for a table `size` points a side (the core's `lutAxis`). */
function lutAxis(size: i32): void {
  for (let v = 0; v < 256; v++) {
    const x = v * (size - 1);
    const cell = min(x / 255, size - 2);
    store<i32>(CELLS + (<usize>v << 2), cell);
    store<i32>(WEIGHTS + (<usize>v << 2), ((x - cell * 255) * 256 + 127) / 255);
  }
}

/**
 * Returns channel `c` of the grid cell at `i` interpolated with the weights (wr, wg, wb), rounded to a byte (the core's
 * `applyLut`): unsigned 32-bit arithmetic, whose wrapping leaves the exact value since every result lies in [0, 2³²).
 */
// @ts-ignore: decorator
@inline
function channel(lut: usize, i: usize, strideR: usize, strideG: usize, wr: u32, wg: u32, wb: u32): u32 {
  const p000 = <u32>load<u8>(lut + i);
  const p010 = <u32>load<u8>(lut + i + strideG);
  const p100 = <u32>load<u8>(lut + i + strideR);
  const p110 = <u32>load<u8>(lut + i + strideR + strideG);
  const c00 = (p000 << 8) + (<u32>load<u8>(lut + i + 3) - p000) * wb;
  const c01 = (p010 << 8) + (<u32>load<u8>(lut + i + strideG + 3) - p010) * wb;
  const c10 = (p100 << 8) + (<u32>load<u8>(lut + i + strideR + 3) - p100) * wb;
  const c11 = (p110 << 8) + (<u32>load<u8>(lut + i + strideR + strideG + 3) - p110) * wb;
  const c0 = (c00 << 8) + (c01 - c00) * wg;
  const c1 = (c10 << 8) + (c11 - c10) * wg;
  return ((c0 << 8) + (c1 - c0) * wr + 0x800000) >>> 24;
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
    const wr = load<u32>(WEIGHTS + (<usize>r << 2));
    const wg = load<u32>(WEIGHTS + (<usize>g << 2));
    const wb = load<u32>(WEIGHTS + (<usize>b << 2));
    const base = <usize>load<i32>(CELLS + (<usize>r << 2)) * strideR + <usize>load<i32>(CELLS + (<usize>g << 2)) * strideG + <usize>load<i32>(CELLS + (<usize>b << 2)) * 3;
    const nr = channel(lut, base, strideR, strideG, wr, wg, wb);
    const ng = channel(lut, base + 1, strideR, strideG, wr, wg, wb);
    const nb = channel(lut, base + 2, strideR, strideG, wr, wg, wb);
    store<u32>(p, (pixel & 0xff000000) | (nb << 16) | (ng << 8) | nr);
  }
}
