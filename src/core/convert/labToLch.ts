/**
 * Cartesian (L, a, b) → polar (L, C, h); used for both CIELAB → LCH and OKLab → OKLCH.
 * Reference: CSS Color 4 sample code `Lab_to_LCH` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import type { Vec3 } from './types.ts';
import { normalizeHue, toDegrees } from './hue.ts';

/**
 * Returns [L, C, h] with C = sqrt(a² + b²) and h = atan2(b, a) in degrees wrapped to [0, 360).
 * h is NaN exactly when C === 0 (no threshold here: callers that know the colour is a grey,
 * such as `createColor` for r = g = b, pass a = b = 0 — see `src/core/color/models.ts`).
 */
export function labToLch(lab: Vec3): Vec3 {
  const [l, a, b] = lab;
  const c = Math.sqrt(a * a + b * b);
  const h = c === 0 ? NaN : normalizeHue(toDegrees(Math.atan2(b, a)));
  return [l, c, h];
}
