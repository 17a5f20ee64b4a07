/**
 * WCAG 2 relative luminance and contrast ratio (mirror of src/core/contrast/wcag.ts).
 * Reference: WCAG 2.2 https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */
import { byteToLinear } from "../convert/srgbToLinear";
import { WCAG_FLARE, WCAG_LUMINANCE_B, WCAG_LUMINANCE_G, WCAG_LUMINANCE_R } from "../generated/constants";

/** Returns the relative luminance 0–1 of 0xRRGGBB. */
export function relativeLuminance(rgb: u32): f64 {
  return (
    WCAG_LUMINANCE_R * byteToLinear((rgb >>> 16) & 0xff) +
    WCAG_LUMINANCE_G * byteToLinear((rgb >>> 8) & 0xff) +
    WCAG_LUMINANCE_B * byteToLinear(rgb & 0xff)
  );
}

/** Returns the unrounded contrast ratio 1–21 of two colours (order irrelevant). */
export function contrastRatio(first: u32, second: u32): f64 {
  const la = relativeLuminance(first);
  const lb = relativeLuminance(second);
  return (Math.max(la, lb) + WCAG_FLARE) / (Math.min(la, lb) + WCAG_FLARE);
}
