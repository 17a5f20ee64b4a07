/**
 * CIELAB (D50) → CIE XYZ (D50). Inverse of `xyz50ToLab`.
 * Reference: CSS Color 4 sample code `Lab_to_XYZ` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import type { Vec3 } from './types.ts';
import { D50_WHITE, LAB_EPSILON, LAB_KAPPA } from './xyz50ToLab.ts';

/** cbrt(ε) = 24/116 = 6/29, the f value at the knee (CSS Color 4). */
export const LAB_EPSILON_CBRT = 24 / 116;

/**
 * Returns XYZ (D50) for [L, a, b]. As in CSS Color 4:
 * fy = (L+16)/116, fx = a/500 + fy, fz = fy − b/200;
 * x = fx > 24/116 ? fx³ : (116 fx − 16)/κ; y = L > κε (= 8) ? fy³ : L/κ; z like x; then × white.
 */
export function labToXyz50(lab: Vec3): Vec3 {
  const [l, a, b] = lab;
  const fy = (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - b / 200;
  const x = fx > LAB_EPSILON_CBRT ? fx * fx * fx : (116 * fx - 16) / LAB_KAPPA;
  const y = l > LAB_KAPPA * LAB_EPSILON ? fy * fy * fy : l / LAB_KAPPA;
  const z = fz > LAB_EPSILON_CBRT ? fz * fz * fz : (116 * fz - 16) / LAB_KAPPA;
  return [x * D50_WHITE[0], y * D50_WHITE[1], z * D50_WHITE[2]];
}
