/**
 * CIE XYZ D65 → D50, linear Bradford (mirror of src/core/convert/xyz65ToXyz50.ts).
 * Reference: CSS Color 4 sample code `D65_to_D50` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** Bradford D65 → D50 (CSS Color 4 `D65_to_D50`). */
export const BRADFORD_D65_TO_D50: Matrix3 = memory.data<f64>([
  1.0479297925449969, 0.022946870601609652, -0.05019226628920524,
  0.02962780877005599, 0.9904344267538799, -0.017073799063418826,
  -0.009243040646204504, 0.015055191490298152, 0.7518742814281371,
]);

/** Writes XYZ relative to D50 for XYZ relative to D65 into `out` (may be `v`). */
export function xyz65ToXyz50(v: Vec3, out: Vec3): void {
  multiplyMatrix(BRADFORD_D65_TO_D50, v, out);
}
