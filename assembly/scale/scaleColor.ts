/**
 * The numbers every scale step is made of (mirror of src/core/scale/scaleColor.ts): the input's OKLCH, and a step's
 * record — its bytes, flags, contrast, and WCAG ratio and APCA Lc on white and on black.
 */
import { labToLch } from "../convert/labToLch";
import { apcaLuminance } from "../contrast/apca";
import { relativeLuminance } from "../contrast/wcag";
import { hostPow } from "../host";
import {
  SCALE_STEP_BLACK_APCA,
  SCALE_STEP_BLACK_WCAG,
  SCALE_STEP_CONTRAST,
  SCALE_STEP_FLAGS,
  SCALE_STEP_RGB,
  SCALE_STEP_STRIDE,
  SCALE_STEP_WHITE_APCA,
  SCALE_STEP_WHITE_WCAG,
} from "../layout";
import { packedToOklab } from "../names/oklab";
import { Vec3 } from "../vec3";
import {
  APCA_DELTA_Y_MIN, APCA_LOW_CLIP, APCA_LOW_OFFSET, APCA_NORM_BG, APCA_NORM_TXT, APCA_REV_BG, APCA_REV_TXT,
  APCA_SCALE, WCAG_FLARE,
} from "../generated/constants";

export const PACKED_WHITE: u32 = 0xffffff;
export const PACKED_BLACK: u32 = 0x000000;

/** Writes OKLCH [L, C, h] of 0xRRGGBB into `out`; a grey (r = g = b) has chroma 0 and hue NaN exactly. */
export function packedToOklch(rgb: u32, out: Vec3): void {
  packedToOklab(rgb, out);
  const r = (rgb >>> 16) & 0xff;
  const g = (rgb >>> 8) & 0xff;
  if (r == g && g == (rgb & 0xff)) {
    out.y = 0;
    out.z = 0;
  }
  labToLch(out, out);
}

/** Returns the WCAG ratio of two relative luminances (the core's `contrastRatioOfLuminance`). */
// @ts-ignore: decorator
@inline
export function ratioOfLuminance(la: f64, lb: f64): f64 {
  return (Math.max(la, lb) + WCAG_FLARE) / (Math.min(la, lb) + WCAG_FLARE);
}

/** Returns the signed APCA Lc of text on background from their Ys (the core's `apcaContrastOfLuminance`, host pow). */
export function apcaOfLuminance(yText: f64, yBackground: f64): f64 {
  if (Math.abs(yBackground - yText) < APCA_DELTA_Y_MIN) return 0;
  if (yBackground > yText) {
    const sapc = (hostPow(yBackground, APCA_NORM_BG) - hostPow(yText, APCA_NORM_TXT)) * APCA_SCALE;
    return sapc < APCA_LOW_CLIP ? 0 : (sapc - APCA_LOW_OFFSET) * 100;
  }
  const sapc = (hostPow(yBackground, APCA_REV_BG) - hostPow(yText, APCA_REV_TXT)) * APCA_SCALE;
  return sapc > -APCA_LOW_CLIP ? 0 : (sapc + APCA_LOW_OFFSET) * 100;
}

/** Writes step `i`'s record at `output`: its bytes, flags and contrast, and its contrasts on white and on black. */
export function writeStep(output: usize, i: i32, rgb: u32, flags: i32, contrast: f64): void {
  const at = output + (<usize>(i * SCALE_STEP_STRIDE) << 3);
  const y = relativeLuminance(rgb);
  const apcaY = apcaLuminance(rgb);
  store<f64>(at + (SCALE_STEP_RGB << 3), <f64>rgb);
  store<f64>(at + (SCALE_STEP_FLAGS << 3), <f64>flags);
  store<f64>(at + (SCALE_STEP_CONTRAST << 3), contrast);
  store<f64>(at + (SCALE_STEP_WHITE_WCAG << 3), ratioOfLuminance(y, relativeLuminance(PACKED_WHITE)));
  store<f64>(at + (SCALE_STEP_WHITE_APCA << 3), apcaOfLuminance(apcaY, apcaLuminance(PACKED_WHITE)));
  store<f64>(at + (SCALE_STEP_BLACK_WCAG << 3), ratioOfLuminance(y, relativeLuminance(PACKED_BLACK)));
  store<f64>(at + (SCALE_STEP_BLACK_APCA << 3), apcaOfLuminance(apcaY, apcaLuminance(PACKED_BLACK)));
}

/** Returns entry `i` of an f64 table (memory.ts). */
export { f64At as at } from "../memory";
