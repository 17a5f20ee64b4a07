/**
 * Hue-rotation schemes (SPEC §9). Each colour is HSV(base hue + offset, base saturation, base value) → hex,
 * with the base HSV taken from the code's bytes / 255. All return [] for greys (r = g = b: no hue).
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { rgbToHsv } from '../convert/rgbToHsv.ts';
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/** Complementary: +180°. */
export const COMPLEMENTARY_OFFSETS = [180] as const;
/** Triadic: +120°, −120°. */
export const TRIADIC_OFFSETS = [120, -120] as const;
/** Square (tetradic): +90°, +180°, −90°. */
export const SQUARE_OFFSETS = [90, 180, -90] as const;
/** Split complementary: +150°, −150°. */
export const SPLIT_COMPLEMENTARY_OFFSETS = [150, -150] as const;
/** Hue wheel: 10 colours in 36° steps starting at the base (offset 0 is the base itself). */
export const HUE_WHEEL_OFFSETS = [0, 36, 72, 108, 144, 180, 216, 252, 288, 324] as const;
/** Alternative (analogous): 4 before the base, the base, 5 after, in 4° steps. */
export const ALTERNATIVE_OFFSETS = [-16, -12, -8, -4, 0, 4, 8, 12, 16, 20] as const;

/** Returns the codes of the base rotated by each offset in degrees (keeping HSV s and v), or [] for a grey. */
export function rotateHue(base: string, offsets: readonly number[]): string[] {
  const [h, s, v] = rgbToHsv(hexToSrgb(normalizeColorCode(base)));
  if (Number.isNaN(h)) return [];
  return offsets.map((offset) => srgbToHex(hsvToRgb([h + offset, s, v])));
}
