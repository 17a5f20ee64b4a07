/**
 * CIE XYZ D50 → CIE XYZ D65 by the linear Bradford chromatic adaptation. Inverse of `xyz65ToXyz50`.
 * Reference: CSS Color 4 sample code `D50_to_D65` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';

/** Bradford D50 → D65 (CSS Color 4). */
export const BRADFORD_D50_TO_D65: Matrix3 = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];

/** Returns XYZ relative to D65 for XYZ relative to D50. */
export function xyz50ToXyz65(xyz: Vec3): Vec3 {
  return multiplyMatrix(BRADFORD_D50_TO_D65, xyz);
}
