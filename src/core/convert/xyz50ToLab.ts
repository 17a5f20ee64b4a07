/**
 * CIE XYZ (D50) → CIELAB (D50).
 * Reference: CIE 15.3:2004 §8.2.1.1 with the rational ε and κ of CSS Color 4 sample code `XYZ_to_Lab`
 * https://www.w3.org/TR/css-color-4/#color-conversion-code (colorjs.io `src/spaces/lab.js`).
 */
import type { Vec3 } from './types.ts';

/** D50 reference white from the four-digit chromaticity x = 0.3457, y = 0.3585 (CSS Color 4 `D50`). */
export const D50_WHITE: Vec3 = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
/** ε = (6/29)^3 = 216/24389 (CIE, CSS Color 4). */
export const LAB_EPSILON = 216 / 24389;
/** κ = (29/3)^3 = 24389/27 (CIE, CSS Color 4). */
export const LAB_KAPPA = 24389 / 27;

/** Returns the CIELAB companding function f(t): cbrt(t) above ε, else (κ t + 16) / 116. */
export function labF(t: number): number {
  return t > LAB_EPSILON ? Math.cbrt(t) : (LAB_KAPPA * t + 16) / 116;
}

/** Returns [L, a, b] (L 0–100) for XYZ relative to D50. */
export function xyz50ToLab(xyz: Vec3): Vec3 {
  const fx = labF(xyz[0] / D50_WHITE[0]);
  const fy = labF(xyz[1] / D50_WHITE[1]);
  const fz = labF(xyz[2] / D50_WHITE[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
