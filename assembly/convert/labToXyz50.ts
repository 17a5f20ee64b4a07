/**
 * CIELAB (D50) → CIE XYZ (D50) (mirror of src/core/convert/labToXyz50.ts).
 * Reference: CSS Color 4 sample code `Lab_to_XYZ` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Vec3 } from "../vec3";
import { D50_WHITE_X, D50_WHITE_Y, D50_WHITE_Z } from "./xyz50ToLab";
import { LAB_EPSILON, LAB_EPSILON_CBRT, LAB_KAPPA } from "../generated/constants";

/** Writes XYZ (D50) for CIELAB `v` into `out` (may be `v`). */
export function labToXyz50(v: Vec3, out: Vec3): void {
  const l = v.x;
  const fy = (l + 16) / 116;
  const fx = v.y / 500 + fy;
  const fz = fy - v.z / 200;
  const x = fx > LAB_EPSILON_CBRT ? fx * fx * fx : (116 * fx - 16) / LAB_KAPPA;
  const y = l > LAB_KAPPA * LAB_EPSILON ? fy * fy * fy : l / LAB_KAPPA;
  const z = fz > LAB_EPSILON_CBRT ? fz * fz * fz : (116 * fz - 16) / LAB_KAPPA;
  out.x = x * D50_WHITE_X;
  out.y = y * D50_WHITE_Y;
  out.z = z * D50_WHITE_Z;
}
