/**
 * OKLab → CIE XYZ (D65). Inverse of `xyz65ToOklab`.
 * Reference: CSS Color 4 sample code `OKLab_to_XYZ` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';

/** OKLab → cube-rooted LMS (CSS Color 4 `OKLabtoLMS`). */
export const OKLAB_TO_LMS: Matrix3 = [
  [1, 0.3963377773761749, 0.2158037573099136],
  [1, -0.1055613458156586, -0.0638541728258133],
  [1, -0.0894841775298119, -1.2914855480194092],
];

/** LMS → XYZ D65 (CSS Color 4 `LMStoXYZ`). */
export const LMS_TO_XYZ65: Matrix3 = [
  [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
  [-0.0405757452148008, 1.112286803280317, -0.0717110580655164],
  [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
];

/** Returns XYZ D65 for OKLab [L, a, b]: lms' = M·lab, cube each (x*x*x), then M·lms. */
export function oklabToXyz65(lab: Vec3): Vec3 {
  const g = multiplyMatrix(OKLAB_TO_LMS, lab);
  return multiplyMatrix(LMS_TO_XYZ65, [g[0] * g[0] * g[0], g[1] * g[1] * g[1], g[2] * g[2] * g[2]]);
}
