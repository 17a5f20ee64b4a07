/**
 * CIE XYZ (D50) → CIELAB (D50) (mirror of src/core/convert/xyz50ToLab.ts).
 * Reference: CIE 15.3:2004 §8.2.1.1 with the rational ε and κ of CSS Color 4 `XYZ_to_Lab`
 * https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Vec3 } from "../vec3";
import { LAB_EPSILON, LAB_KAPPA } from "../generated/constants";

/** D50 white X from the chromaticity x = 0.3457, y = 0.3585 (CSS Color 4 `D50`). */
export const D50_WHITE_X: f64 = 0.3457 / 0.3585;
/** D50 white Y. */
export const D50_WHITE_Y: f64 = 1;
/** D50 white Z = (1 − x − y) / y. */
export const D50_WHITE_Z: f64 = (1 - 0.3457 - 0.3585) / 0.3585;

/** Returns the CIELAB companding f(t): cbrt(t) above ε, else (κ t + 16) / 116. */
// @ts-ignore: decorator
@inline
export function labF(t: f64): f64 {
  return t > LAB_EPSILON ? Math.cbrt(t) : (LAB_KAPPA * t + 16) / 116;
}

/** Writes [L, a, b] (L 0–100) for XYZ D50 `v` into `out` (may be `v`). */
export function xyz50ToLab(v: Vec3, out: Vec3): void {
  const fx = labF(v.x / D50_WHITE_X);
  const fy = labF(v.y / D50_WHITE_Y);
  const fz = labF(v.z / D50_WHITE_Z);
  out.x = 116 * fy - 16;
  out.y = 500 * (fx - fy);
  out.z = 200 * (fy - fz);
}
