/**
 * Colour-vision simulation at full severity (mirror of src/core/vision/simulate.ts): Machado, Oliveira &
 * Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency",
 * IEEE TVCG 15(6). The severity-1 matrices come from the core's tables via generated/tables.ts.
 * Pipeline: byte → linear → M · lin → clamp to [0, 1] → gamma-encode → byte (the last two in one
 * exact step, linearToByte.ts).
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToPacked } from "../convert/linearToByte";
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";

const LINEAR = changetype<Vec3>(memory.data(24, 8));
const SIMULATED = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function clamp01(x: f64): f64 {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Returns 0xRRGGBB of 0xRRGGBB seen through a linear-light simulation matrix. */
export function simulatePacked(rgb: u32, matrix: Matrix3): u32 {
  bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, LINEAR);
  multiplyMatrix(matrix, LINEAR, SIMULATED);
  SIMULATED.x = clamp01(SIMULATED.x);
  SIMULATED.y = clamp01(SIMULATED.y);
  SIMULATED.z = clamp01(SIMULATED.z);
  return linearToPacked(SIMULATED);
}
