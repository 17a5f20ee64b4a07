/**
 * CIE XYZ (D65) → OKLab (mirror of src/core/convert/xyz65ToOklab.ts).
 * Reference: CSS Color 4 sample code `XYZ_to_OKLab` https://www.w3.org/TR/css-color-4/#color-conversion-code
 * (matrices for the CSS D65 white, https://github.com/w3c/csswg-drafts/issues/6642).
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** XYZ D65 → LMS (CSS Color 4 `XYZtoLMS`). */
export const XYZ65_TO_LMS: Matrix3 = memory.data<f64>([
  0.819022437996703, 0.3619062600528904, -0.1288737815209879,
  0.0329836539323885, 0.9292868615863434, 0.0361446663506424,
  0.0481771893596242, 0.2642395317527308, 0.6335478284694309,
]);

/** cube-rooted LMS → OKLab (CSS Color 4 `LMStoOKLab`). */
export const LMS_TO_OKLAB: Matrix3 = memory.data<f64>([
  0.210454268309314, 0.7936177747023054, -0.0040720430116193,
  1.9779985324311684, -2.42859224204858, 0.450593709617411,
  0.0259040424655478, 0.7827717124575296, -0.8086757549230774,
]);

/** Writes OKLab [L, a, b] (L 0–1) for XYZ D65 `v` into `out` (may be `v`): M2 · cbrt(M1 · xyz). */
export function xyz65ToOklab(v: Vec3, out: Vec3): void {
  multiplyMatrix(XYZ65_TO_LMS, v, out);
  out.x = Math.cbrt(out.x);
  out.y = Math.cbrt(out.y);
  out.z = Math.cbrt(out.z);
  multiplyMatrix(LMS_TO_OKLAB, out, out);
}
