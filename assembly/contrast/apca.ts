/**
 * APCA lightness contrast Lc, 0.0.98G-4g (mirror of src/core/contrast/apca.ts; constants and reference there).
 * A colour's screen luminance Ys comes from a per-byte table of the core's (byte / 255)^2.4 and the black soft
 * clamp; its four exponentiated forms (Ys^0.56, ^0.57, ^0.65, ^0.62) are computed once per colour with the host's
 * `Math.pow` (host.ts), so the pair formula is only subtractions and products, each the core's in the same order.
 */
import { APCA_BYTE_TO_Y } from "../generated/tables";
import { hostPow } from "../host";
import { linearChannelToSrgb } from "../convert/linearToSrgb";
import { Vec3 } from "../vec3";
import {
  APCA_BLACK_CLAMP, APCA_BLACK_THRESHOLD, APCA_BLUE, APCA_DELTA_Y_MIN, APCA_GREEN, APCA_LOW_CLIP, APCA_LOW_OFFSET,
  APCA_MAIN_TRC, APCA_NORM_BG, APCA_NORM_TXT, APCA_RED, APCA_REV_BG, APCA_REV_TXT, APCA_SCALE,
} from "../generated/constants";

// @ts-ignore: decorator
@inline
function channelY(byte: u32): f64 {
  return load<f64>(APCA_BYTE_TO_Y + (<usize>byte << 3));
}

/** Returns a screen luminance after the black soft clamp (the core's `apcaSoftClamp`). */
// @ts-ignore: decorator
@inline
function softClamp(y: f64): f64 {
  return y > APCA_BLACK_THRESHOLD ? y : y + hostPow(APCA_BLACK_THRESHOLD - y, APCA_BLACK_CLAMP);
}

/** Returns APCA screen luminance Ys of 0xRRGGBB (the core's `apcaLuminance`). */
export function apcaLuminance(rgb: u32): f64 {
  const y = APCA_RED * channelY((rgb >>> 16) & 0xff) + APCA_GREEN * channelY((rgb >>> 8) & 0xff) + APCA_BLUE * channelY(rgb & 0xff);
  return softClamp(y);
}

/** Returns one gamma-encoded channel's share, sign-preserving: ±|c|^2.4 (the core's `apcaLuminanceOfSrgb` term). */
function signedChannel(c: f64): f64 {
  return c < 0 ? -hostPow(-c, APCA_MAIN_TRC) : hostPow(c, APCA_MAIN_TRC);
}

/** Returns APCA screen luminance Ys of linear sRGB, extended (the core's `apcaLuminanceOfLinear`: encoded first). */
export function apcaLuminanceOfLinear(v: Vec3): f64 {
  const y =
    APCA_RED * signedChannel(linearChannelToSrgb(v.x)) +
    APCA_GREEN * signedChannel(linearChannelToSrgb(v.y)) +
    APCA_BLUE * signedChannel(linearChannelToSrgb(v.z));
  return softClamp(y);
}

/** One colour's APCA terms: its luminance and the four powers the pair formula takes of it. */
@unmanaged
export class ApcaTerms {
  y: f64 = 0;
  normBg: f64 = 0;
  normTxt: f64 = 0;
  revBg: f64 = 0;
  revTxt: f64 = 0;
}

/** Writes the APCA terms of 0xRRGGBB into `out`. */
export function apcaTerms(rgb: u32, out: ApcaTerms): void {
  apcaTermsOfY(apcaLuminance(rgb), out);
}

/** Writes the APCA terms of a screen luminance Ys into `out`. */
export function apcaTermsOfY(y: f64, out: ApcaTerms): void {
  out.y = y;
  out.normBg = hostPow(y, APCA_NORM_BG);
  out.normTxt = hostPow(y, APCA_NORM_TXT);
  out.revBg = hostPow(y, APCA_REV_BG);
  out.revTxt = hostPow(y, APCA_REV_TXT);
}

/** Returns the signed Lc of text on background from their terms (the core's `apcaContrastOfLuminance`). */
export function apcaContrast(text: ApcaTerms, background: ApcaTerms): f64 {
  if (Math.abs(background.y - text.y) < APCA_DELTA_Y_MIN) return 0;
  if (background.y > text.y) {
    const sapc = (background.normBg - text.normTxt) * APCA_SCALE;
    return sapc < APCA_LOW_CLIP ? 0 : (sapc - APCA_LOW_OFFSET) * 100;
  }
  const sapc = (background.revBg - text.revTxt) * APCA_SCALE;
  return sapc > -APCA_LOW_CLIP ? 0 : (sapc + APCA_LOW_OFFSET) * 100;
}
