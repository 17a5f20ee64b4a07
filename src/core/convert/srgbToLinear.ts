/**
 * Gamma-encoded sRGB (0–1) → linear-light sRGB (0–1).
 * Reference: CSS Color 4, §"Sample code for color conversions", `lin_sRGB`
 * https://www.w3.org/TR/css-color-4/#color-conversion-code (IEC 61966-2-1 piecewise curve).
 */
import type { Vec3 } from './types.ts';

/** Encoded value at or below which the curve is linear (CSS Color 4 `lin_sRGB`). */
export const SRGB_LINEAR_THRESHOLD = 0.04045;
/** Slope of the linear segment (IEC 61966-2-1). */
export const SRGB_LINEAR_SLOPE = 12.92;
/** Offset `a` of the power segment: ((c + a) / (1 + a)) ^ gamma (IEC 61966-2-1). */
export const SRGB_OFFSET = 0.055;
/** Exponent of the power segment (IEC 61966-2-1). */
export const SRGB_GAMMA = 2.4;

/**
 * Returns one channel in linear light. Sign-preserving as in CSS Color 4 (abs value through the curve,
 * sign restored), so out-of-range inputs extend symmetrically:
 * `|c| <= 0.04045 ? c / 12.92 : sign(c) * ((|c| + 0.055) / 1.055) ** 2.4`.
 */
export function srgbChannelToLinear(c: number): number {
  const abs = Math.abs(c);
  if (abs <= SRGB_LINEAR_THRESHOLD) return c / SRGB_LINEAR_SLOPE;
  const sign = c < 0 ? -1 : 1;
  return sign * Math.pow((abs + SRGB_OFFSET) / (1 + SRGB_OFFSET), SRGB_GAMMA);
}

/** Returns linear-light sRGB [r, g, b] from gamma-encoded sRGB [r, g, b] (all 0–1). */
export function srgbToLinear(rgb: Vec3): Vec3 {
  return [srgbChannelToLinear(rgb[0]), srgbChannelToLinear(rgb[1]), srgbChannelToLinear(rgb[2])];
}
