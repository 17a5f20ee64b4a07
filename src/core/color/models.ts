/**
 * All colour models of one code, through the hub (see src/core/convert/).
 *
 * Achromatic rule (r = g = b exactly, i.e. greys including black and white): HSL/HSV hue is NaN; CIELAB a and b
 * are set to exactly 0 (the pipeline otherwise leaves ~1e-14 residue), so LCH chroma is 0 and hue NaN; likewise
 * OKLab a = b = 0, OKLCH chroma 0, hue NaN. L is always the computed value. For every other colour LCH/OKLCH hue
 * is atan2 in degrees [0, 360) with no threshold.
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { rgbToHsv } from '../convert/rgbToHsv.ts';
import { rgbToHsl } from '../convert/rgbToHsl.ts';
import { rgbToCmyk, type Vec4 } from '../convert/rgbToCmyk.ts';
import { srgbToLab } from '../convert/srgbToLab.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import type { ColorModels } from './types.ts';

/** Returns [L, 0, 0] for achromatic input, else the triple unchanged. */
function snapGrey(lab: Vec3, achromatic: boolean): Vec3 {
  return achromatic ? [lab[0], 0, 0] : lab;
}

/** The models of one colour as the conversion steps give them: fractions 0–1 (degrees for hues), not yet percent. */
export type ModelVectors = { hsl: Vec3; hsv: Vec3; cmyk: Vec4; lab: Vec3; lch: Vec3; oklch: Vec3 };

/** Returns hsl, hsv, cmyk, lab, lch and oklch of the sRGB bytes (0–255), the achromatic rule applied to greys. */
export function modelVectors(red: number, green: number, blue: number): ModelVectors {
  const srgb: Vec3 = [red / 255, green / 255, blue / 255];
  const achromatic = red === green && green === blue;
  const lab = snapGrey(srgbToLab(srgb), achromatic);
  return {
    hsl: rgbToHsl(srgb),
    hsv: rgbToHsv(srgb),
    cmyk: rgbToCmyk(srgb),
    lab,
    lch: labToLch(lab),
    oklch: labToLch(snapGrey(srgbToOklab(srgb), achromatic)),
  };
}

/** Returns rgb, hsl, hsv, cmyk, lab, lch and oklch of a colour code (unrounded; percent where documented). */
export function colorModels(code: string): ColorModels {
  const bytes = hexToBytes(normalizeColorCode(code));
  const { hsl, hsv, cmyk, lab, lch, oklch } = modelVectors(bytes[0], bytes[1], bytes[2]);
  return {
    rgb: { red: bytes[0], green: bytes[1], blue: bytes[2] },
    hsl: { hue: hsl[0], saturation: hsl[1] * 100, lightness: hsl[2] * 100 },
    hsv: { hue: hsv[0], saturation: hsv[1] * 100, value: hsv[2] * 100 },
    cmyk: { cyan: cmyk[0] * 100, magenta: cmyk[1] * 100, yellow: cmyk[2] * 100, black: cmyk[3] * 100 },
    lab: { lightness: lab[0], a: lab[1], b: lab[2] },
    lch: { lightness: lch[0], chroma: lch[1], hue: lch[2] },
    oklch: { lightness: oklch[0], chroma: oklch[1], hue: oklch[2] },
  };
}

/** Returns Math.round(CIELAB L) of a code — the `lightness` of a Colour. */
export function lightnessOf(code: string): number {
  const bytes = hexToBytes(normalizeColorCode(code));
  return Math.round(srgbToLab([bytes[0] / 255, bytes[1] / 255, bytes[2] / 255])[0]);
}

/** Returns the HSV hue in degrees of a code (NaN for greys): the hue used for categorising. */
export function hueOf(code: string): number {
  const bytes = hexToBytes(normalizeColorCode(code));
  return rgbToHsv([bytes[0] / 255, bytes[1] / 255, bytes[2] / 255])[0];
}
