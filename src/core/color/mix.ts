/**
 * Mixing two colours in gamma-encoded sRGB (what shade, tint and the text foreground use).
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/**
 * Returns '#rrggbb' of `from` moved the fraction `amount` toward `to`: per channel c = f + (t − f) · amount on
 * byte/255 values, then floor(c · 255 + 0.5) (clamped). amount 0 → from, 1 → to.
 */
export function mixSrgb(from: string, to: string, amount: number): string {
  const f = hexToSrgb(normalizeColorCode(from));
  const t = hexToSrgb(normalizeColorCode(to));
  return srgbToHex([f[0] + (t[0] - f[0]) * amount, f[1] + (t[1] - f[1]) * amount, f[2] + (t[2] - f[2]) * amount]);
}
