/**
 * HSV → sRGB (gamma-encoded, 0–1). Inverse of `rgbToHsv`.
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#HSV_to_RGB_alternative
 */
import type { Vec3 } from './types.ts';
import { normalizeHue } from './hue.ts';

/**
 * Returns [r, g, b] for [hue degrees (NaN = grey), saturation 0–1, value 0–1]:
 * channel(n) = v − v·s·max(0, min(k, 4 − k, 1)) with k = (n + h/60) mod 6, n = 5, 3, 1 for r, g, b,
 * h wrapped to [0, 360) first; NaN hue is treated as saturation 0.
 */
export function hsvToRgb(hsv: Vec3): Vec3 {
  const [hue, s, v] = hsv;
  if (Number.isNaN(hue)) return [v, v, v];
  const h = normalizeHue(hue) / 60;
  const channel = (n: number): number => {
    const k = (n + h) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return [channel(5), channel(3), channel(1)];
}
