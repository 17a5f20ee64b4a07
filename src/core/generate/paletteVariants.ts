/**
 * Edits the palette generator offers next to generation: a colour between two neighbours and a
 * strip of lighter and darker variants of one colour. Both are OKLCH/OKLab maths brought into sRGB by CSS
 * Color 4 gamut mapping (convert/gamutMap.ts). TypeScript only: they are a handful of conversions each, run
 * on the page when a person asks, so the wasm engine does not port them.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { mixOklab } from '../color/mix.ts';

/** Most variants `lightnessVariants` makes at once. */
export const LIGHTNESS_VARIANTS_MAX = 99;

/** Returns the OKLab of an accepted code. */
function oklabOf(code: string) {
  return srgbToOklab(hexToSrgb(normalizeColorCode(code)));
}

/** The OKLab midpoint of two codes, gamut-mapped to sRGB ('#rrggbb'), for "add a colour between two neighbours". */
export function paletteMidpoint(a: string, b: string): string {
  return mixOklab(a, b, 0.5);
}

/**
 * `count` (odd, e.g. 9) variants of a code from light to dark, same OKLCH hue and chroma where the gamut allows
 * (gamut-mapped), the code itself in the middle exactly; for the "lighter/darker variants" strip.
 *
 * With the code at OKLCH (L, C, h) and half = (count − 1) / 2, variant k steps t = |k − half| / (half + 1) of the
 * way toward white (L + (1 − L) · t, before the middle) or black (L · (1 − t), after it), never reaching either.
 * Where rounding to bytes would make a variant darker than the one on its darker side (colours near white or
 * black), it repeats its neighbour instead, so the OKLab lightness of the strip never increases.
 * @throws Error for an invalid code, or a count that is not an odd integer from 1 to LIGHTNESS_VARIANTS_MAX.
 */
export function lightnessVariants(code: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > LIGHTNESS_VARIANTS_MAX || count % 2 === 0) {
    throw new Error(`the number of variants is odd, from 1 to ${LIGHTNESS_VARIANTS_MAX}: ${count}`);
  }
  const middle = normalizeColorCode(code);
  const [l, c, h] = labToLch(oklabOf(middle));
  const half = (count - 1) / 2;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const t = Math.abs(k - half) / (half + 1);
    if (k === half) out.push(middle);
    else out.push(oklchToHexInGamut(k < half ? l + (1 - l) * t : l * (1 - t), c, h));
  }
  const lightness = out.map((variant) => oklabOf(variant)[0]);
  for (let k = half - 1; k >= 0; k--) {
    if (lightness[k] < lightness[k + 1]) {
      out[k] = out[k + 1];
      lightness[k] = lightness[k + 1];
    }
  }
  for (let k = half + 1; k < count; k++) {
    if (lightness[k] > lightness[k - 1]) {
      out[k] = out[k - 1];
      lightness[k] = lightness[k - 1];
    }
  }
  return out;
}
