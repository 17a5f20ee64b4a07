/**
 * Gamma-encoded sRGB → linear light (mirror of src/core/convert/srgbToLinear.ts, CSS Color 4 `lin_sRGB`,
 * https://www.w3.org/TR/css-color-4/#color-conversion-code). The engine only ever decodes bytes, so
 * the curve is a 256-entry table the build fills by calling the core's `srgbChannelToLinear(byte / 255)`:
 * bit-identical by construction, and no pow at run time.
 */
import { SRGB_BYTE_TO_LINEAR } from "../generated/tables";
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
