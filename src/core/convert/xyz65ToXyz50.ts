/**
 * CIE XYZ D65 → CIE XYZ D50 by the linear Bradford chromatic adaptation.
 * Reference: CSS Color 4 sample code `D65_to_D50` https://www.w3.org/TR/css-color-4/#color-conversion-code
 * (the same matrix as colorjs.io `src/adapt.js`).
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';

/** Bradford D65 → D50 (CSS Color 4). */
export const BRADFORD_D65_TO_D50: Matrix3 = [
  [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
  [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
  [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
];

/** Returns XYZ relative to D50 for XYZ relative to D65. */
export function xyz65ToXyz50(xyz: Vec3): Vec3 {
  return multiplyMatrix(BRADFORD_D65_TO_D50, xyz);
}
