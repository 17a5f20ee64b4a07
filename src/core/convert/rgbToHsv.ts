/**
 * sRGB (gamma-encoded, 0–1) → HSV.
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation (culori `convertRgbToHsv`).
 */
import type { Vec3 } from './types.ts';
import { rgbHue } from './rgbHue.ts';

/** Returns [hue 0–360 or NaN, saturation 0–1, value 0–1]: s = max === 0 ? 0 : 1 − min/max, v = max. */
export function rgbToHsv(rgb: Vec3): Vec3 {
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return [rgbHue(r, g, b), max === 0 ? 0 : 1 - min / max, max];
}
