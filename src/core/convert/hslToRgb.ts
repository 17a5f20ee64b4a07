/**
 * HSL → sRGB (gamma-encoded, 0–1). Inverse of `rgbToHsl`.
 * Reference: CSS Color 4 §"Converting HSL colors to sRGB" https://www.w3.org/TR/css-color-4/#hsl-to-rgb
 */
import type { Vec3 } from './types.ts';
import { normalizeHue } from './hue.ts';

/**
 * Returns [r, g, b] for [hue degrees (NaN = grey), saturation 0–1, lightness 0–1]:
 * channel(n) = l − a·max(−1, min(k − 3, 9 − k, 1)), k = (n + h/30) mod 12, a = s·min(l, 1 − l),
 * n = 0, 8, 4 for r, g, b; h wrapped to [0, 360) first; NaN hue is treated as saturation 0.
 */
export function hslToRgb(hsl: Vec3): Vec3 {
  const [hue, s, l] = hsl;
  if (Number.isNaN(hue)) return [l, l, l];
  const h = normalizeHue(hue) / 30;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}
