/**
 * The Colour entity (SPEC §3). All numeric fields are UNROUNDED (rounding is for display only).
 * Units: rgb 0–255 integers; hue in degrees [0, 360) or NaN when achromatic; HSL/HSV saturation, lightness,
 * value and CMYK in percent 0–100; CIELAB L 0–100 (D50); OKLCH lightness 0–1.
 */
import type { CategoryId } from '../category/categories.ts';

/** sRGB bytes, 0–255 integers. */
export type Rgb = { red: number; green: number; blue: number };
/** HSL: hue degrees (NaN if r = g = b), saturation and lightness in percent. */
export type Hsl = { hue: number; saturation: number; lightness: number };
/** HSV: hue degrees (NaN if r = g = b), saturation and value in percent. */
export type Hsv = { hue: number; saturation: number; value: number };
/** Naive CMYK in percent (all of C, M, Y are 0 for black). */
export type Cmyk = { cyan: number; magenta: number; yellow: number; black: number };
/** CIELAB (D50): lightness 0–100, a and b unbounded (exactly 0 for r = g = b). */
export type Lab = { lightness: number; a: number; b: number };
/** CIE LCh(ab) (D50): chroma ≥ 0, hue degrees (NaN and chroma 0 for r = g = b). */
export type Lch = { lightness: number; chroma: number; hue: number };
/** OKLCH: lightness 0–1, chroma ≥ 0, hue degrees (NaN and chroma 0 for r = g = b). */
export type Oklch = { lightness: number; chroma: number; hue: number };
/** Description language. */
export type Lang = 'en' | 'ja';

/** The colour models of one code, as computed by `colorModels`. */
export type ColorModels = {
  rgb: Rgb;
  hsl: Hsl;
  hsv: Hsv;
  cmyk: Cmyk;
  lab: Lab;
  lch: Lch;
  oklch: Oklch;
};

/** A colour with everything the colour page shows. */
export type Color = ColorModels & {
  /** '#rrggbb', lower case. */
  colorCode: string;
  /** 'rrggbb' (no '#'). */
  hex: string;
  uuid: string;
  /** Nearest Name that Color name (OKLab). */
  name: string;
  /** Sentence in the requested language (see `describeColor`). */
  description: string;
  categoryId: CategoryId;
  /** Math.round(CIELAB L). */
  lightness: number;
  /** Text colour to put on this colour ('#rrggbb', see `foregroundOf`). */
  foreground: string;
  protanopia: string;
  deuteranopia: string;
  tritanopia: string;
};
