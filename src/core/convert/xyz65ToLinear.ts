/**
 * CIE XYZ (D65) → linear sRGB. Inverse of `linearToXyz65`.
 * Reference: CSS Color 4 sample code `XYZ_to_lin_sRGB`, rational form
 * https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';

/** XYZ D65 → linear sRGB, exactly the rational entries of CSS Color 4. */
export const XYZ65_TO_LINEAR_SRGB: Matrix3 = [
  [12831 / 3959, -329 / 214, -1974 / 3959],
  [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
  [705 / 12673, -2585 / 12673, 705 / 667],
];

/** Returns linear-light sRGB (unclamped) for an XYZ D65 triple. */
export function xyz65ToLinear(xyz: Vec3): Vec3 {
  return multiplyMatrix(XYZ65_TO_LINEAR_SRGB, xyz);
}
