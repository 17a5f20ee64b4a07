/**
 * Gamma-encoded sRGB → linear light (mirror of src/core/convert/srgbToLinear.ts, CSS Color 4 `lin_sRGB`,
 * https://www.w3.org/TR/css-color-4/#color-conversion-code). Bytes, the engine's usual input, go through a
 * 256-entry table the build fills by calling the core's `srgbChannelToLinear(byte / 255)`: bit-identical by
 * construction, and no pow at run time. Floats (a Display P3 colour, which shares the curve, or a composite)
 * take the curve itself with the host's pow.
 */
import { SRGB_BYTE_TO_LINEAR } from "../generated/tables";
import { SRGB_GAMMA, SRGB_LINEAR_SLOPE, SRGB_LINEAR_THRESHOLD, SRGB_OFFSET } from "../generated/constants";
import { hostPow } from "../host";
import { Vec3 } from "../vec3";

/** Returns the linear value of a byte 0–255. */
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

/**
 * Returns one gamma-encoded channel of any value in linear light, sign-preserving (the core's `srgbChannelToLinear`,
 * the same operations, with the host's `Math.pow`): the float path of wide and composited colours, which are not bytes.
 */
export function srgbChannelToLinear(c: f64): f64 {
  const abs = Math.abs(c);
  if (abs <= SRGB_LINEAR_THRESHOLD) return c / SRGB_LINEAR_SLOPE;
  const sign: f64 = c < 0 ? -1 : 1;
  return sign * hostPow((abs + SRGB_OFFSET) / (1 + SRGB_OFFSET), SRGB_GAMMA);
}
