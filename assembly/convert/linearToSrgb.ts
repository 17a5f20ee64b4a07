/**
 * Linear light → gamma-encoded sRGB on any float (mirror of src/core/convert/linearToSrgb.ts, CSS Color 4 `gam_sRGB`,
 * https://www.w3.org/TR/css-color-4/#color-conversion-code), sign-preserving, with the host's `Math.pow` so it gives
 * the core's numbers. Display P3 shares the curve. Bytes of linear values take linearToByte.ts instead (no pow).
 */
import { LINEAR_SRGB_THRESHOLD, SRGB_GAMMA, SRGB_LINEAR_SLOPE, SRGB_OFFSET } from "../generated/constants";
import { hostPow } from "../host";
import { Vec3 } from "../vec3";

/** Returns one linear channel gamma-encoded: `|c| <= 0.0031308 ? 12.92 c : sign(c) (1.055 |c|^(1/2.4) − 0.055)`. */
export function linearChannelToSrgb(c: f64): f64 {
  const abs = Math.abs(c);
  if (abs <= LINEAR_SRGB_THRESHOLD) return SRGB_LINEAR_SLOPE * c;
  const sign: f64 = c < 0 ? -1 : 1;
  return sign * ((1 + SRGB_OFFSET) * hostPow(abs, 1 / SRGB_GAMMA) - SRGB_OFFSET);
}

/** Writes gamma-encoded channels of linear `v` into `out` (may be `v`). */
export function linearToSrgb(v: Vec3, out: Vec3): void {
  out.x = linearChannelToSrgb(v.x);
  out.y = linearChannelToSrgb(v.y);
  out.z = linearChannelToSrgb(v.z);
}
