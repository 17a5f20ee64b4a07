/**
 * CIE XYZ D50 → D65, linear Bradford (mirror of src/core/convert/xyz50ToXyz65.ts).
 * Reference: CSS Color 4 sample code `D50_to_D65` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

/** Bradford D50 → D65 (CSS Color 4 `D50_to_D65`). */
export const BRADFORD_D50_TO_D65: Matrix3 = memory.data<f64>([
  0.955473421488075, -0.02309845494876471, 0.06325924320057072,
  -0.0283697093338637, 1.0099953980813041, 0.021041441191917323,
  0.012314014864481998, -0.020507649298898964, 1.330365926242124,
]);

/** Writes XYZ relative to D65 for XYZ relative to D50 into `out` (may be `v`). */
export function xyz50ToXyz65(v: Vec3, out: Vec3): void {
  multiplyMatrix(BRADFORD_D50_TO_D65, v, out);
}
