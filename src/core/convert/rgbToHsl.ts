/**
 * sRGB (gamma-encoded, 0–1) → HSL.
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation (culori `convertRgbToHsl`).
 */
import type { Vec3 } from './types.ts';
import { rgbHue } from './rgbHue.ts';

/**
 * Returns [hue 0–360 or NaN, saturation 0–1, lightness 0–1]:
 * l = (max + min)/2, s = max === min ? 0 : (max − min) / (1 − |max + min − 1|).
 */
export function rgbToHsl(rgb: Vec3): Vec3 {
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(max + min - 1));
  return [rgbHue(r, g, b), s, 0.5 * (max + min)];
}
