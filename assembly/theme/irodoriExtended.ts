/**
 * Custom colours in Irodori's theme method (mirror of src/core/theme/irodoriExtended.ts; step 6 of
 * src/core/theme/irodoriTheme.ts's file comment): Material's harmonize rule on OKLCH hues.
 */
import { normalizeHue } from "../convert/hue";
import { THEME_HARMONIZE_MAX_ROTATION, THEME_HARMONIZE_SHARE } from "../generated/constants";

/**
 * Returns hue `h` turned toward hue `toward` (degrees) by min(half their difference, THEME_HARMONIZE_MAX_ROTATION), the
 * shorter way round, in [0, 360): Material's `Blend.harmonize` on hues.
 */
export function harmonizedHue(h: f64, toward: f64): f64 {
  const difference = 180 - Math.abs(Math.abs(h - toward) - 180);
  const rotation = Math.min(difference * THEME_HARMONIZE_SHARE, THEME_HARMONIZE_MAX_ROTATION);
  return normalizeHue(normalizeHue(toward - h) <= 180 ? h + rotation : h - rotation);
}

/**
 * Returns the hue of a custom colour's family: its own (`c`, `h`; a grey as chroma 0) turned toward the primary
 * family's (`primaryC`, `primaryH`) when harmonised and neither is a grey, else kept.
 */
export function extendedHue(c: f64, h: f64, harmonize: bool, primaryC: f64, primaryH: f64): f64 {
  return harmonize && c > 0 && primaryC > 0 ? harmonizedHue(h, primaryH) : h;
}
