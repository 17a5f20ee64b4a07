/**
 * Mixing two colours: in gamma-encoded sRGB (what shade, tint and the text foreground use), or in OKLab (the
 * palette generator's colour between two neighbours, the try-on's derived roles).
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
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

/**
 * Returns '#rrggbb' of `from` moved the fraction `amount` toward `to` in OKLab: (1 − amount) · from + amount · to
 * (at 0.5 exactly the midpoint, the same whichever way round), brought into sRGB by CSS Color 4 gamut mapping.
 */
export function mixOklab(from: string, to: string, amount: number): string {
  const a = srgbToOklab(hexToSrgb(normalizeColorCode(from)));
  const b = srgbToOklab(hexToSrgb(normalizeColorCode(to)));
  const keep = 1 - amount;
  const [l, c, h] = labToLch([keep * a[0] + amount * b[0], keep * a[1] + amount * b[1], keep * a[2] + amount * b[2]]);
  return oklchToHexInGamut(l, c, h);
}
