/**
 * WCAG 2 relative luminance and contrast ratio.
 * Reference: WCAG 2.2 §"relative luminance" and §"contrast ratio"
 * https://www.w3.org/TR/WCAG22/#dfn-relative-luminance (colorjs.io `src/contrast/WCAG21.js`).
 * Linearisation uses this codebase's `srgbToLinear` (threshold 0.04045, as corrected in WCAG 2.2's note).
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import type { Vec3 } from '../convert/types.ts';

/** Luminance weights of linear R, G, B (WCAG 2.2 relative luminance; ITU-R BT.709). */
export const WCAG_LUMINANCE_WEIGHTS = [0.2126, 0.7152, 0.0722] as const;
/** Flare term added to both luminances (WCAG 2.2 contrast ratio). */
export const WCAG_FLARE = 0.05;

/** Returns the WCAG relative luminance 0–1 of a code: 0.2126 R + 0.7152 G + 0.0722 B in linear light. */
export function relativeLuminance(code: string): number {
  const [r, g, b] = srgbToLinear(hexToSrgb(normalizeColorCode(code)));
  return WCAG_LUMINANCE_WEIGHTS[0] * r + WCAG_LUMINANCE_WEIGHTS[1] * g + WCAG_LUMINANCE_WEIGHTS[2] * b;
}

/**
 * Returns the WCAG relative luminance of linear-light sRGB, the same weighted sum as `relativeLuminance`. Channels
 * may lie outside [0, 1]: a wide colour in linear sRGB extended (the luminance of what a Display P3 screen shows).
 */
export function relativeLuminanceOfLinear(linear: Vec3): number {
  return WCAG_LUMINANCE_WEIGHTS[0] * linear[0] + WCAG_LUMINANCE_WEIGHTS[1] * linear[1] + WCAG_LUMINANCE_WEIGHTS[2] * linear[2];
}

/** Returns the unrounded contrast ratio 1–21 of two relative luminances: (lighter + 0.05) / (darker + 0.05). */
export function contrastRatioOfLuminance(la: number, lb: number): number {
  return (Math.max(la, lb) + WCAG_FLARE) / (Math.min(la, lb) + WCAG_FLARE);
}

/** Returns the unrounded contrast ratio 1–21: (lighter + 0.05) / (darker + 0.05); order of arguments is irrelevant. */
export function contrastRatio(a: string, b: string): number {
  return contrastRatioOfLuminance(relativeLuminance(a), relativeLuminance(b));
}
