/**
 * WCAG 2 relative luminance and contrast ratio (mirror of src/core/contrast/wcag.ts).
 * Reference: WCAG 2.2 https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */
import { byteToLinear } from "../convert/srgbToLinear";
import { WCAG_FLARE, WCAG_LUMINANCE_B, WCAG_LUMINANCE_G, WCAG_LUMINANCE_R } from "../generated/constants";
import { Vec3 } from "../vec3";

/** Returns the relative luminance 0–1 of 0xRRGGBB. */
export function relativeLuminance(rgb: u32): f64 {
  return (
    WCAG_LUMINANCE_R * byteToLinear((rgb >>> 16) & 0xff) +
    WCAG_LUMINANCE_G * byteToLinear((rgb >>> 8) & 0xff) +
    WCAG_LUMINANCE_B * byteToLinear(rgb & 0xff)
  );
}

/** Returns the relative luminance of linear sRGB, extended past [0, 1] for a wide colour (the core's `relativeLuminanceOfLinear`). */
// @ts-ignore: decorator
@inline
export function relativeLuminanceOfLinear(v: Vec3): f64 {
  return WCAG_LUMINANCE_R * v.x + WCAG_LUMINANCE_G * v.y + WCAG_LUMINANCE_B * v.z;
}

/** Returns the unrounded ratio of two relative luminances: (lighter + 0.05) / (darker + 0.05) (`contrastRatioOfLuminance`). */
// @ts-ignore: decorator
@inline
export function contrastRatioOfLuminance(la: f64, lb: f64): f64 {
  return (Math.max(la, lb) + WCAG_FLARE) / (Math.min(la, lb) + WCAG_FLARE);
}

/** Returns the unrounded contrast ratio 1–21 of two colours (order irrelevant). */
export function contrastRatio(first: u32, second: u32): f64 {
  const la = relativeLuminance(first);
  const lb = relativeLuminance(second);
  return (Math.max(la, lb) + WCAG_FLARE) / (Math.min(la, lb) + WCAG_FLARE);
}
