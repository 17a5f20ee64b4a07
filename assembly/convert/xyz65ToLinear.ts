/**
 * CIE XYZ D65 → linear sRGB (mirror of src/core/convert/xyz65ToLinear.ts).
 * Reference: CSS Color 4 sample code `XYZ_to_lin_sRGB`, rational form
 * https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** XYZ D65 → linear sRGB, the rational entries of CSS Color 4. */
export const XYZ65_TO_LINEAR_SRGB: Matrix3 = memory.data<f64>([
  12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0,
  -851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0,
  705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0,
]);

/** Writes linear-light sRGB (unclamped) for XYZ D65 `v` into `out` (may be `v`). */
export function xyz65ToLinear(v: Vec3, out: Vec3): void {
  multiplyMatrix(XYZ65_TO_LINEAR_SRGB, v, out);
}
