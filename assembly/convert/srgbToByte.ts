/**
 * sRGB 0–1 → byte, and bytes ⇄ packed 0xRRGGBB (mirror of src/core/convert/srgbToHex.ts).
 * Rounding rule shared with the core: byte = floor(clamp(c, 0, 1) * 255 + 0.5), NaN → 0.
 */
import { Vec3 } from "../vec3";

/** Returns the byte 0–255 for one 0–1 channel: clamp (NaN → 0), then floor(c * 255 + 0.5). */
// @ts-ignore: decorator
@inline
export function channelToByte(c: f64): u32 {
  const clamped: f64 = c > 1 ? 1 : c > 0 ? c : 0;
  return <u32>Math.floor(clamped * 255 + 0.5);
}

/** Returns 0xRRGGBB for gamma-encoded sRGB, clamping each channel. */
export function srgbToPacked(v: Vec3): u32 {
  return (channelToByte(v.x) << 16) | (channelToByte(v.y) << 8) | channelToByte(v.z);
}

/** Writes gamma-encoded sRGB 0–1 (byte / 255, a division as in the core) for 0xRRGGBB into `out`. */
// @ts-ignore: decorator
@inline
export function packedToSrgb(rgb: u32, out: Vec3): void {
  out.x = <f64>((rgb >>> 16) & 0xff) / 255;
  out.y = <f64>((rgb >>> 8) & 0xff) / 255;
  out.z = <f64>(rgb & 0xff) / 255;
}
