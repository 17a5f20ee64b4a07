/**
 * OKLab → CIE XYZ (D65) (mirror of src/core/convert/oklabToXyz65.ts).
 * Reference: CSS Color 4 sample code `OKLab_to_XYZ` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** OKLab → cube-rooted LMS (CSS Color 4 `OKLabtoLMS`). */
export const OKLAB_TO_LMS: Matrix3 = memory.data<f64>([
  1, 0.3963377773761749, 0.2158037573099136,
  1, -0.1055613458156586, -0.0638541728258133,
  1, -0.0894841775298119, -1.2914855480194092,
]);

/** LMS → XYZ D65 (CSS Color 4 `LMStoXYZ`). */
export const LMS_TO_XYZ65: Matrix3 = memory.data<f64>([
  1.2268798758459243, -0.5578149944602171, 0.2813910456659647,
  -0.0405757452148008, 1.112286803280317, -0.0717110580655164,
  -0.0763729366746601, -0.4214933324022432, 1.5869240198367816,
]);

/** Writes XYZ D65 for OKLab `v` into `out` (may be `v`): lms' = M1 · lab, cube each (x*x*x), then M2 · lms. */
export function oklabToXyz65(v: Vec3, out: Vec3): void {
  multiplyMatrix(OKLAB_TO_LMS, v, out);
  const l = out.x;
  const m = out.y;
  const s = out.z;
  out.x = l * l * l;
  out.y = m * m * m;
  out.z = s * s * s;
  multiplyMatrix(LMS_TO_XYZ65, out, out);
}
