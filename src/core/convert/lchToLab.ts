/**
 * Polar (L, C, h) → Cartesian (L, a, b); used for LCH → CIELAB and OKLCH → OKLab. Inverse of `labToLch`.
 * Reference: CSS Color 4 sample code `LCH_to_Lab` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import type { Vec3 } from './types.ts';
import { toRadians } from './hue.ts';

/** Returns [L, a, b] = [L, C cos h, C sin h]; a NaN hue (achromatic) gives a = b = 0. */
export function lchToLab(lch: Vec3): Vec3 {
  const [l, c, h] = lch;
  if (Number.isNaN(h)) return [l, 0, 0];
  const rad = toRadians(h);
  return [l, c * Math.cos(rad), c * Math.sin(rad)];
}
