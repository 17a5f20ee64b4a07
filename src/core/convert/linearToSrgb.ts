/**
 * Linear-light sRGB (0–1) → gamma-encoded sRGB (0–1). Inverse of `srgbToLinear`.
 * Reference: CSS Color 4 sample code `gam_sRGB` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import type { Vec3 } from './types.ts';
import { SRGB_GAMMA, SRGB_LINEAR_SLOPE, SRGB_OFFSET } from './srgbToLinear.ts';

/** Linear value at or below which the encoding is linear (CSS Color 4 `gam_sRGB`). */
export const LINEAR_SRGB_THRESHOLD = 0.0031308;

/**
 * Returns one channel gamma-encoded, sign-preserving:
 * `|c| <= 0.0031308 ? 12.92 * c : sign(c) * (1.055 * |c| ** (1 / 2.4) - 0.055)`.
 */
export function linearChannelToSrgb(c: number): number {
  const abs = Math.abs(c);
  if (abs <= LINEAR_SRGB_THRESHOLD) return SRGB_LINEAR_SLOPE * c;
  const sign = c < 0 ? -1 : 1;
  return sign * ((1 + SRGB_OFFSET) * Math.pow(abs, 1 / SRGB_GAMMA) - SRGB_OFFSET);
}

/** Returns gamma-encoded sRGB [r, g, b] from linear-light sRGB [r, g, b] (unclamped). */
export function linearToSrgb(rgb: Vec3): Vec3 {
  return [linearChannelToSrgb(rgb[0]), linearChannelToSrgb(rgb[1]), linearChannelToSrgb(rgb[2])];
}
