/**
 * Gamma-encoded sRGB → linear light (mirror of src/core/convert/srgbToLinear.ts).
 * Reference: CSS Color 4 sample code `lin_sRGB` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { SRGB_BYTE_TO_LINEAR } from "../generated/tables";
import { hostPow } from "../host";
import { Vec3 } from "../vec3";

/** Encoded value at or below which the curve is linear (CSS Color 4 `lin_sRGB`). */
export const SRGB_LINEAR_THRESHOLD: f64 = 0.04045;
/** Slope of the linear segment (IEC 61966-2-1). */
export const SRGB_LINEAR_SLOPE: f64 = 12.92;
/** Offset `a` of the power segment (IEC 61966-2-1). */
export const SRGB_OFFSET: f64 = 0.055;
/** Exponent of the power segment (IEC 61966-2-1). */
export const SRGB_GAMMA: f64 = 2.4;

/**
 * Returns the linear value of a byte 0–255, i.e. the core's `srgbChannelToLinear(byte / 255)`,
 * read from a 256-entry table the build computes with the core itself (bit-identical by construction).
 */
// @ts-ignore: decorator
@inline
export function byteToLinear(byte: u32): f64 {
  return load<f64>(SRGB_BYTE_TO_LINEAR + ((<usize>byte) << 3));
}

/** Writes linear sRGB for the bytes (r, g, b) into `out`. */
// @ts-ignore: decorator
@inline
export function bytesToLinear(r: u32, g: u32, b: u32, out: Vec3): void {
  out.x = byteToLinear(r);
  out.y = byteToLinear(g);
  out.z = byteToLinear(b);
}

/** Returns one channel in linear light for any encoded value (sign-preserving, as the core). */
export function srgbChannelToLinear(c: f64): f64 {
  const abs = Math.abs(c);
  if (abs <= SRGB_LINEAR_THRESHOLD) return c / SRGB_LINEAR_SLOPE;
  const sign: f64 = c < 0 ? -1 : 1;
  return sign * hostPow((abs + SRGB_OFFSET) / (1 + SRGB_OFFSET), SRGB_GAMMA);
}
