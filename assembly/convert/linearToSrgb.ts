/**
 * Linear-light sRGB → gamma-encoded sRGB (mirror of src/core/convert/linearToSrgb.ts).
 * Reference: CSS Color 4 sample code `gam_sRGB` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { hostPow } from "../host";
import { Vec3 } from "../vec3";
import { SRGB_GAMMA, SRGB_LINEAR_SLOPE, SRGB_OFFSET } from "./srgbToLinear";

/** Linear value at or below which the encoding is linear (CSS Color 4 `gam_sRGB`). */
export const LINEAR_SRGB_THRESHOLD: f64 = 0.0031308;

/** Returns one channel gamma-encoded, sign-preserving (pow from the host for bit parity). */
export function linearChannelToSrgb(c: f64): f64 {
  const abs = Math.abs(c);
  if (abs <= LINEAR_SRGB_THRESHOLD) return SRGB_LINEAR_SLOPE * c;
  const sign: f64 = c < 0 ? -1 : 1;
  return sign * ((1 + SRGB_OFFSET) * hostPow(abs, 1 / SRGB_GAMMA) - SRGB_OFFSET);
}

/** Writes gamma-encoded sRGB (unclamped) for linear sRGB `v` into `out` (may be `v`). */
export function linearToSrgb(v: Vec3, out: Vec3): void {
  const r = linearChannelToSrgb(v.x);
  const g = linearChannelToSrgb(v.y);
  out.z = linearChannelToSrgb(v.z);
  out.x = r;
  out.y = g;
}
