/**
 * The text colour to place on a colour (SPEC §9): black when its lightness exceeds 60, else white; the colour is
 * mixed 0.8 toward that in gamma sRGB, and if the WCAG ratio of the mix against the colour is under 4, 0.9 instead.
 */
import { contrastRatio } from '../contrast/wcag.ts';
import { mixSrgb } from './mix.ts';
import { lightnessOf } from './models.ts';

/** Lightness (rounded CIELAB L) above which the text is dark. */
export const FOREGROUND_LIGHTNESS_THRESHOLD = 60;
/** First mix amount toward black or white. */
export const FOREGROUND_MIX = 0.8;
/** Mix amount used when the first one reaches a ratio under `FOREGROUND_MIN_RATIO`. */
export const FOREGROUND_STRONG_MIX = 0.9;
/** The ratio under which the stronger mix is used. */
export const FOREGROUND_MIN_RATIO = 4;

/** Returns the '#rrggbb' text colour for a background colour. */
export function foregroundOf(code: string): string {
  const target = lightnessOf(code) > FOREGROUND_LIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
  const first = mixSrgb(code, target, FOREGROUND_MIX);
  if (contrastRatio(first, code) >= FOREGROUND_MIN_RATIO) return first;
  return mixSrgb(code, target, FOREGROUND_STRONG_MIX);
}
