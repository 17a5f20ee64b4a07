/**
 * sRGB (gamma-encoded, 0–1, possibly out of range) → '#rrggbb'.
 * Rounding rule shared with the wasm port: byte = floor(clamp(c, 0, 1) * 255 + 0.5)
 * (half rounds up; NaN is treated as 0).
 */
import type { Vec3 } from './types.ts';

/** Returns the byte 0–255 for one 0–1 channel: clamp to [0, 1] (NaN → 0), then floor(c * 255 + 0.5). */
export function channelToByte(c: number): number {
  const clamped = c > 1 ? 1 : c > 0 ? c : 0;
  return Math.floor(clamped * 255 + 0.5);
}

/** Returns '#rrggbb' (lower case) for three bytes 0–255 (assumed integral). */
export function bytesToHex(r: number, g: number, b: number): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Returns '#rrggbb' for gamma-encoded sRGB, clamping each channel (never gamut-mapping). */
export function srgbToHex(rgb: Vec3): string {
  return bytesToHex(channelToByte(rgb[0]), channelToByte(rgb[1]), channelToByte(rgb[2]));
}
