/**
 * Model values (in the units of `Color`'s fields) → '#rrggbb', for pickers and round trips.
 * Each clamps channels after conversion (`srgbToHex`), never gamut-maps.
 */
import { bytesToHex, channelToByte, srgbToHex } from '../convert/srgbToHex.ts';
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { hslToRgb } from '../convert/hslToRgb.ts';
import { cmykToRgb } from '../convert/cmykToRgb.ts';
import { labToSrgb } from '../convert/labToSrgb.ts';
import { lchToLab } from '../convert/lchToLab.ts';
import { oklabToSrgb } from '../convert/oklabToSrgb.ts';
import type { Cmyk, Hsl, Hsv, Lab, Lch, Oklch, Rgb } from './types.ts';

/** Returns the code of 0–255 channels (rounded with floor(x + 0.5), clamped). */
export function fromRgb(rgb: Rgb): string {
  return bytesToHex(channelToByte(rgb.red / 255), channelToByte(rgb.green / 255), channelToByte(rgb.blue / 255));
}

/** Returns the code of HSV (hue degrees or NaN, saturation and value in percent). */
export function fromHsv(hsv: Hsv): string {
  return srgbToHex(hsvToRgb([hsv.hue, hsv.saturation / 100, hsv.value / 100]));
}

/** Returns the code of HSL (hue degrees or NaN, saturation and lightness in percent). */
export function fromHsl(hsl: Hsl): string {
  return srgbToHex(hslToRgb([hsl.hue, hsl.saturation / 100, hsl.lightness / 100]));
}

/** Returns the code of CMYK in percent. */
export function fromCmyk(cmyk: Cmyk): string {
  return srgbToHex(cmykToRgb([cmyk.cyan / 100, cmyk.magenta / 100, cmyk.yellow / 100, cmyk.black / 100]));
}

/** Returns the code of CIELAB (D50), channels clamped if out of gamut. */
export function fromLab(lab: Lab): string {
  return srgbToHex(labToSrgb([lab.lightness, lab.a, lab.b]));
}

/** Returns the code of CIE LCh (D50), channels clamped if out of gamut. */
export function fromLch(lch: Lch): string {
  return srgbToHex(labToSrgb(lchToLab([lch.lightness, lch.chroma, lch.hue])));
}

/** Returns the code of OKLCH (lightness 0–1), channels clamped if out of gamut. */
export function fromOklch(oklch: Oklch): string {
  return srgbToHex(oklabToSrgb(lchToLab([oklch.lightness, oklch.chroma, oklch.hue])));
}
