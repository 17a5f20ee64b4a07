/**
 * '#rrggbb' → sRGB bytes and 0–1 channels. The input must already be normalised
 * (see `src/core/code/colorCode.ts`); this module does no validation.
 */
import type { Vec3 } from './types.ts';

/** Returns the three bytes [r, g, b] (0–255 integers) of a normalised '#rrggbb' code. */
export function hexToBytes(code: string): Vec3 {
  const n = Number.parseInt(code.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Returns gamma-encoded sRGB [r, g, b] in 0–1 as byte / 255 (a division, not a multiplication by 1/255). */
export function hexToSrgb(code: string): Vec3 {
  const [r, g, b] = hexToBytes(code);
  return [r / 255, g / 255, b / 255];
}
