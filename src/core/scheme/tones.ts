/**
 * HSL tone sets on the colour's hue: the gray ramp, the UI set and the FG/BG pairings (SPEC §9).
 * The hue is the code's HSL hue (= HSV hue).
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { rgbToHsl } from '../convert/rgbToHsl.ts';
import { hslToRgb } from '../convert/hslToRgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { foregroundOf } from '../color/foreground.ts';

/** Gray ramp: HSL saturation 0.12, lightness from 0.96 down to 0.44 in 10 even steps (SPEC §9). */
export const GRAY_SATURATION = 0.12;
export const GRAY_LIGHTNESS_FROM = 0.96;
export const GRAY_LIGHTNESS_TO = 0.44;
export const GRAY_STEPS = 10;

/**
 * UI set (SPEC §9): HSL saturation/lightness pairs on the hue. The first pair "1/1" would be white in HSL, so it
 * is read as "the colour itself" (the accent); the first entry of `uiScheme` is the base code.
 */
export const UI_TONES = [
  [0.05, 0.96],
  [0.04, 0.84],
  [0.28, 0.17],
  [0.08, 0.35],
  [0.06, 0.5],
  [0.04, 0.89],
] as const;

/** Returns the code of HSL(hue, s, l) with s and l in 0–1 (NaN hue → grey of lightness l). */
function hsl(hue: number, s: number, l: number): string {
  return srgbToHex(hslToRgb([hue, s, l]));
}

/** Returns the HSL hue of a code (NaN for greys). */
function hslHue(code: string): number {
  return rgbToHsl(hexToSrgb(code))[0];
}

/** Returns the 10-step ramp at saturation 12 %, lightness 0.96 + (0.44 − 0.96) · i / 9, i = 0 … 9; [] for greys. */
export function grayScale(base: string): string[] {
  const hue = hslHue(normalizeColorCode(base));
  if (Number.isNaN(hue)) return [];
  const out: string[] = [];
  for (let i = 0; i < GRAY_STEPS; i++) {
    const l = GRAY_LIGHTNESS_FROM + ((GRAY_LIGHTNESS_TO - GRAY_LIGHTNESS_FROM) * i) / (GRAY_STEPS - 1);
    out.push(hsl(hue, GRAY_SATURATION, l));
  }
  return out;
}

/**
 * What each of the 7 UI colours is for, in `uiScheme`'s order: the colour itself as the accent, then the tones of
 * `UI_TONES` by their lightness (96 % page background, 84 % border, 17 % text, 35 % secondary text, 50 % muted text
 * and icons, 89 % a subtle surface such as a hover or a selected row).
 */
export const UI_ROLES = ['accent', 'background', 'border', 'text', 'secondaryText', 'mutedText', 'subtleSurface'] as const;
export type UiRole = (typeof UI_ROLES)[number];

/** Returns the 7 UI colours: [base, then HSL(hue, s, l) for each `UI_TONES` pair]; [] for greys. */
export function uiScheme(base: string): string[] {
  const code = normalizeColorCode(base);
  const hue = hslHue(code);
  if (Number.isNaN(hue)) return [];
  return [code, ...UI_TONES.map(([s, l]) => hsl(hue, s, l))];
}

/**
 * Returns FG/BG pairings as a flat list [fg1, bg1, fg2, bg2, …] of 8 pairs (16 codes), always this layout:
 *   1 foreground on colour      2 colour on white        3 white on colour      4 colour on black
 *   5 black on colour           6 colour on light tone   7 dark tone on light tone   8 light tone on dark tone
 * light tone = HSL(hue, 0.05, 0.96), dark tone = HSL(hue, 0.28, 0.17) (UI_TONES[0] and [2]); for greys the
 * tones are the greys of lightness 0.96 and 0.17. Pairs are not deduplicated (the layout is fixed).
 */
export function fgbgPairs(base: string): string[] {
  const code = normalizeColorCode(base);
  const hue = hslHue(code);
  const light = hsl(hue, UI_TONES[0][0], UI_TONES[0][1]);
  const dark = hsl(hue, UI_TONES[2][0], UI_TONES[2][1]);
  const white = '#ffffff';
  const black = '#000000';
  return [
    foregroundOf(code), code,
    code, white,
    white, code,
    code, black,
    black, code,
    code, light,
    dark, light,
    light, dark,
  ];
}
