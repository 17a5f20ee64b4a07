/**
 * Linear sRGB → CIE XYZ D65 (mirror of src/core/convert/linearToXyz65.ts).
 * Reference: CSS Color 4 sample code `lin_sRGB_to_XYZ`, rational form
 * https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** linear sRGB → XYZ D65, the rational entries of CSS Color 4 (evaluated as f64 divisions). */
export const LINEAR_SRGB_TO_XYZ65: Matrix3 = memory.data<f64>([
  506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0,
  87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0,
  7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0,
]);

/** Writes XYZ (D65) for linear-light sRGB `v` into `out` (may be `v`). */
export function linearToXyz65(v: Vec3, out: Vec3): void {
  multiplyMatrix(LINEAR_SRGB_TO_XYZ65, v, out);
}
