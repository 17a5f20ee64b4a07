/**
 * sRGB (gamma-encoded, 0–1) → naive device CMYK (no profile), the plain formula every colour site shows.
 * Reference: https://en.wikipedia.org/wiki/CMYK_color_model#Conversion
 */

/** A CMYK quadruple, all 0–1. */
export type Vec4 = readonly [number, number, number, number];

/** Returns [c, m, y, k] (0–1): k = 1 − max; c = (1 − r − k)/(1 − k) etc.; c = m = y = 0 when k = 1 (black). */
export function rgbToCmyk(rgb: readonly [number, number, number]): Vec4 {
  const [r, g, b] = rgb;
  const k = 1 - Math.max(r, g, b);
  if (k === 1) return [0, 0, 0, 1];
  return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k];
}
