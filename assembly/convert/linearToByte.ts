/**
 * Linear light → sRGB byte in one step: exactly the core's `channelToByte(linearChannelToSrgb(x))`
 * (src/core/convert/linearToSrgb.ts, srgbToHex.ts) for every f64 x, without calling pow.
 *
 * The composite is a non-decreasing step function of x, so it is fully described by the 255 points
 * where it steps up. The build finds each one to the last bit by bisection over the f64 values, running
 * the core itself, and checks the table against the core on a million samples
 * (src/build/buildWasm.ts). Here a byte is the number of thresholds at or below x: an 8-step binary
 * search. NaN and anything below the first threshold give 0, anything from the last one on gives 255.
 */
import { LINEAR_TO_BYTE_THRESHOLDS } from "../generated/tables";
import { Vec3 } from "../vec3";

// @ts-ignore: decorator
@inline
function threshold(k: u32): f64 {
  return load<f64>(LINEAR_TO_BYTE_THRESHOLDS + (<usize>k << 3));
}

/**
 * Returns the byte 0–255 of a linear-light channel (unclamped input; NaN → 0). Branch-free: the steps
 * of a random colour are unpredictable, so each uses a `select` rather than a jump.
 */
export function linearToByte(x: f64): u32 {
  let k: u32 = 0;
  k += select<u32>(128, 0, x >= threshold(k + 128));
  k += select<u32>(64, 0, x >= threshold(k + 64));
  k += select<u32>(32, 0, x >= threshold(k + 32));
  k += select<u32>(16, 0, x >= threshold(k + 16));
  k += select<u32>(8, 0, x >= threshold(k + 8));
  k += select<u32>(4, 0, x >= threshold(k + 4));
  k += select<u32>(2, 0, x >= threshold(k + 2));
  k += select<u32>(1, 0, x >= threshold(k + 1));
  return k;
}

/** Returns 0xRRGGBB of a linear-light sRGB triple. */
export function linearToPacked(v: Vec3): u32 {
  return (linearToByte(v.x) << 16) | (linearToByte(v.y) << 8) | linearToByte(v.z);
}
