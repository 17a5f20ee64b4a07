/**
 * APCA lightness contrast Lc, version 0.0.98G-4g (the constants of apca-w3 0.1.x / SAPC "G-4g").
 * Reference: https://github.com/Myndex/apca-w3 (src/apca-w3.js `APCAcontrast`, `sRGBtoY`) and
 * https://github.com/Myndex/SAPC-APCA/blob/master/documentation/APCA-W3-LaTeX.md
 *
 * Order is text first, background second. Sign: positive for dark text on a light background
 * ("normal polarity", BoW), negative for light text on dark (WoB). #000 on #fff ≈ 106.04; #fff on #000 ≈ −107.88.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import type { Vec3 } from '../convert/types.ts';

/** Simple display exponent applied to each 0–1 channel (APCA `mainTRC`; no piecewise segment). */
export const APCA_MAIN_TRC = 2.4;
/** Luminance coefficients (APCA `sRco`, `sGco`, `sBco`). */
export const APCA_COEFFICIENTS = [0.2126729, 0.7151522, 0.072175] as const;
/** Exponents: normal polarity background/text, reverse polarity background/text (APCA 0.0.98G). */
export const APCA_NORM_BG = 0.56;
export const APCA_NORM_TXT = 0.57;
export const APCA_REV_BG = 0.65;
export const APCA_REV_TXT = 0.62;
/** Black soft-clamp threshold and exponent (APCA `blkThrs`, `blkClmp`). */
export const APCA_BLACK_THRESHOLD = 0.022;
export const APCA_BLACK_CLAMP = 1.414;
/** Output scale for both polarities (APCA `scaleBoW`, `scaleWoB`). */
export const APCA_SCALE = 1.14;
/** Low-contrast offset subtracted after scaling (APCA `loBoWoffset`, `loWoBoffset`). */
export const APCA_LOW_OFFSET = 0.027;
/** Results with |SAPC| under this are clipped to 0 (APCA `loClip`). */
export const APCA_LOW_CLIP = 0.1;
/** Luminance differences under this give 0 (APCA `deltaYmin`). */
export const APCA_DELTA_Y_MIN = 0.0005;

/** Returns one 0–1 channel's share before weighting: c^2.4 (APCA `mainTRC`; the wasm has it per byte in a table). */
export function apcaChannel(c: number): number {
  return Math.pow(c, APCA_MAIN_TRC);
}

/** Returns a screen luminance after APCA's black soft clamp: y, or y + (0.022 − y)^1.414 at or under 0.022. */
export function apcaSoftClamp(y: number): number {
  return y > APCA_BLACK_THRESHOLD ? y : y + Math.pow(APCA_BLACK_THRESHOLD - y, APCA_BLACK_CLAMP);
}

/** Returns APCA screen luminance Ys: Σ coefficient · (byte/255)^2.4, then the black soft clamp. */
export function apcaLuminance(code: string): number {
  const rgb = hexToSrgb(normalizeColorCode(code));
  const y = APCA_COEFFICIENTS[0] * apcaChannel(rgb[0]) + APCA_COEFFICIENTS[1] * apcaChannel(rgb[1]) + APCA_COEFFICIENTS[2] * apcaChannel(rgb[2]);
  return apcaSoftClamp(y);
}

/**
 * Returns APCA screen luminance Ys of gamma-encoded sRGB channels, sign-preserving: a channel below 0 (a wide colour
 * in sRGB extended) counts as −|c|^2.4, as colorjs.io's `contrastAPCA` takes any colour (converted to sRGB unclamped).
 * For channels in [0, 1] it is `apcaLuminance`'s sum term for term.
 */
export function apcaLuminanceOfSrgb(srgb: Vec3): number {
  const channel = (c: number) => (c < 0 ? -apcaChannel(-c) : apcaChannel(c));
  return apcaSoftClamp(APCA_COEFFICIENTS[0] * channel(srgb[0]) + APCA_COEFFICIENTS[1] * channel(srgb[1]) + APCA_COEFFICIENTS[2] * channel(srgb[2]));
}

/** Returns APCA screen luminance Ys of linear-light sRGB (extended), gamma-encoded first (`apcaLuminanceOfSrgb`). */
export function apcaLuminanceOfLinear(linear: Vec3): number {
  return apcaLuminanceOfSrgb(linearToSrgb(linear));
}

/**
 * Returns the signed APCA Lc of text on background from their screen luminances (`apcaLuminance`), unrounded.
 * The palette check calls it per pair with each colour's luminance computed once; `apcaContrast` is this on two codes.
 */
export function apcaContrastOfLuminance(yText: number, yBackground: number): number {
  if (Math.abs(yBackground - yText) < APCA_DELTA_Y_MIN) return 0;
  if (yBackground > yText) {
    const sapc = (Math.pow(yBackground, APCA_NORM_BG) - Math.pow(yText, APCA_NORM_TXT)) * APCA_SCALE;
    return sapc < APCA_LOW_CLIP ? 0 : (sapc - APCA_LOW_OFFSET) * 100;
  }
  const sapc = (Math.pow(yBackground, APCA_REV_BG) - Math.pow(yText, APCA_REV_TXT)) * APCA_SCALE;
  return sapc > -APCA_LOW_CLIP ? 0 : (sapc + APCA_LOW_OFFSET) * 100;
}

/** Returns the signed APCA Lc (about −108 to 106) of text on background, unrounded. */
export function apcaContrast(text: string, background: string): number {
  return apcaContrastOfLuminance(apcaLuminance(text), apcaLuminance(background));
}
