/**
 * Linear Display P3 ⇄ linear sRGB in one step each: the product of the two CSS Color 4 matrices through XYZ D65
 * (./wideGamut.ts `LINEAR_P3_TO_XYZ65`, ./xyz65ToLinear.ts `XYZ65_TO_LINEAR_SRGB`, and back). A P3 colour outside
 * sRGB comes out "extended": a channel below 0 or above 1, which the contrast and vision maths take as they are.
 * Reference: CSS Color 4 §10 https://www.w3.org/TR/css-color-4/#color-conversion-code (Display P3 and sRGB share D65,
 * so no chromatic adaptation sits between them).
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';
import { LINEAR_SRGB_TO_XYZ65 } from './linearToXyz65.ts';
import { XYZ65_TO_LINEAR_SRGB } from './xyz65ToLinear.ts';
import { LINEAR_P3_TO_XYZ65, XYZ65_TO_LINEAR_P3 } from './wideGamut.ts';

/** Returns the product a · b of two 3×3 matrices (each entry a row of a times a column of b, left to right). */
function multiplyMatrices(a: Matrix3, b: Matrix3): Matrix3 {
  const row = (i: 0 | 1 | 2): Vec3 => [
    a[i][0] * b[0][0] + a[i][1] * b[1][0] + a[i][2] * b[2][0],
    a[i][0] * b[0][1] + a[i][1] * b[1][1] + a[i][2] * b[2][1],
    a[i][0] * b[0][2] + a[i][1] * b[1][2] + a[i][2] * b[2][2],
  ];
  return [row(0), row(1), row(2)];
}

/** Linear Display P3 → linear sRGB: `XYZ65_TO_LINEAR_SRGB · LINEAR_P3_TO_XYZ65` (the wasm takes these very numbers). */
export const LINEAR_P3_TO_LINEAR_SRGB: Matrix3 = multiplyMatrices(XYZ65_TO_LINEAR_SRGB, LINEAR_P3_TO_XYZ65);

/** Linear sRGB → linear Display P3: `XYZ65_TO_LINEAR_P3 · LINEAR_SRGB_TO_XYZ65`. */
export const LINEAR_SRGB_TO_LINEAR_P3: Matrix3 = multiplyMatrices(XYZ65_TO_LINEAR_P3, LINEAR_SRGB_TO_XYZ65);

/** Returns linear sRGB (extended past [0, 1] outside sRGB) of linear Display P3. */
export function linearP3ToLinearSrgb(p3: Vec3): Vec3 {
  return multiplyMatrix(LINEAR_P3_TO_LINEAR_SRGB, p3);
}

/** Returns linear Display P3 of linear sRGB. */
export function linearSrgbToLinearP3(srgb: Vec3): Vec3 {
  return multiplyMatrix(LINEAR_SRGB_TO_LINEAR_P3, srgb);
}
