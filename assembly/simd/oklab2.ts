/**
 * OKLab of two packed colours at once: the core's path byte → linear → XYZ D65 → LMS → cbrt → OKLab
 * (src/core/convert/srgbToOklab.ts) with each f64 operation done on two lanes, in the same order as
 * the scalar steps, so both results are bit-identical to `packedToOklab` (names/oklab.ts).
 */
import { LMS_TO_OKLAB, XYZ65_TO_LMS } from "../convert/xyz65ToOklab";
import { LINEAR_SRGB_TO_XYZ65 } from "../convert/linearToXyz65";
import { byteToLinear } from "../convert/srgbToLinear";
import { Matrix3 } from "../vec3";
import { cbrt2, cbrt2Applies } from "./cbrt2";

// @ts-ignore: decorator
@inline
function entry(m: Matrix3, i: usize): v128 {
  return f64x2.splat(load<f64>(m + (i << 3)));
}

/** Returns row `row` of M · (x, y, z), on both lanes: m0*x + m1*y + m2*z, left to right. */
// @ts-ignore: decorator
@inline
function row(m: Matrix3, row: usize, x: v128, y: v128, z: v128): v128 {
  return f64x2.add(
    f64x2.add(f64x2.mul(entry(m, row * 3), x), f64x2.mul(entry(m, row * 3 + 1), y)),
    f64x2.mul(entry(m, row * 3 + 2), z),
  );
}

// @ts-ignore: decorator
@inline
function linearChannel(rgb0: u32, rgb1: u32, shift: u32): v128 {
  return f64x2(byteToLinear((rgb0 >>> shift) & 0xff), byteToLinear((rgb1 >>> shift) & 0xff));
}

/**
 * Writes OKLab (L, a, b as f64) of `rgb0` at `out0` and of `rgb1` at `out1` and returns true, or
 * returns false without writing when a lane would need the scalar cube root (an LMS of 0, i.e. black).
 */
export function packedPairToOklab(rgb0: u32, rgb1: u32, out0: usize, out1: usize): bool {
  const r = linearChannel(rgb0, rgb1, 16);
  const g = linearChannel(rgb0, rgb1, 8);
  const b = linearChannel(rgb0, rgb1, 0);
  const x = row(LINEAR_SRGB_TO_XYZ65, 0, r, g, b);
  const y = row(LINEAR_SRGB_TO_XYZ65, 1, r, g, b);
  const z = row(LINEAR_SRGB_TO_XYZ65, 2, r, g, b);
  const l = row(XYZ65_TO_LMS, 0, x, y, z);
  const m = row(XYZ65_TO_LMS, 1, x, y, z);
  const s = row(XYZ65_TO_LMS, 2, x, y, z);
  if (!(cbrt2Applies(l) && cbrt2Applies(m) && cbrt2Applies(s))) return false;
  const lc = cbrt2(l);
  const mc = cbrt2(m);
  const sc = cbrt2(s);
  const okL = row(LMS_TO_OKLAB, 0, lc, mc, sc);
  const okA = row(LMS_TO_OKLAB, 1, lc, mc, sc);
  const okB = row(LMS_TO_OKLAB, 2, lc, mc, sc);
  store<f64>(out0, f64x2.extract_lane(okL, 0), 0);
  store<f64>(out0, f64x2.extract_lane(okA, 0), 8);
  store<f64>(out0, f64x2.extract_lane(okB, 0), 16);
  store<f64>(out1, f64x2.extract_lane(okL, 1), 0);
  store<f64>(out1, f64x2.extract_lane(okA, 1), 8);
  store<f64>(out1, f64x2.extract_lane(okB, 1), 16);
  return true;
}
