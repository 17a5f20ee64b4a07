/**
 * Linear sRGB → CIE XYZ relative to D65 (Y of white = 1).
 * Reference: CSS Color 4 sample code `lin_sRGB_to_XYZ`, rational form
 * https://www.w3.org/TR/css-color-4/#color-conversion-code (derived from the sRGB primaries and D65
 * chromaticity 0.3127/0.3290; see https://github.com/w3c/csswg-drafts/issues/5922).
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';

/** linear sRGB → XYZ D65, exactly the rational entries of CSS Color 4 (evaluated as f64 divisions). */
export const LINEAR_SRGB_TO_XYZ65: Matrix3 = [
  [506752 / 1228815, 87881 / 245763, 12673 / 70218],
  [87098 / 409605, 175762 / 245763, 12673 / 175545],
  [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
];

/** Returns XYZ (D65) for a linear-light sRGB triple. */
export function linearToXyz65(rgb: Vec3): Vec3 {
  return multiplyMatrix(LINEAR_SRGB_TO_XYZ65, rgb);
}
