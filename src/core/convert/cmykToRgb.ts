/**
 * Naive CMYK → sRGB (gamma-encoded, 0–1). Inverse of `rgbToCmyk`.
 * Reference: https://en.wikipedia.org/wiki/CMYK_color_model#Conversion
 */
import type { Vec3 } from './types.ts';
import type { Vec4 } from './rgbToCmyk.ts';

/** Returns [r, g, b] = [(1 − c)(1 − k), (1 − m)(1 − k), (1 − y)(1 − k)] for [c, m, y, k] in 0–1. */
export function cmykToRgb(cmyk: Vec4): Vec3 {
  const [c, m, y, k] = cmyk;
  return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
}
