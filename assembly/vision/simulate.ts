/**
 * Colour-vision simulation at full severity (mirror of src/core/vision/simulate.ts): Machado, Oliveira &
 * Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency",
 * IEEE TVCG 15(6). The severity-1 matrices come from the core's tables via generated/tables.ts.
 * Pipeline: byte → linear → M · lin → clamp to [0, 1] → gamma-encode → byte (the last two in one
 * exact step, linearToByte.ts).
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToPacked } from "../convert/linearToByte";
import { Vec3 } from "../vec3";

const LINEAR = changetype<Vec3>(memory.data(24, 8));
const SIMULATED = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function clamp01(x: f64): f64 {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Returns 0xRRGGBB of 0xRRGGBB seen through the 3×3 linear-light matrix at `matrix` (9 f64, row by row). */
export function simulatePacked(rgb: u32, matrix: usize): u32 {
  bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, LINEAR);
  const x = LINEAR.x;
  const y = LINEAR.y;
  const z = LINEAR.z;
  SIMULATED.x = clamp01(load<f64>(matrix, 0) * x + load<f64>(matrix, 8) * y + load<f64>(matrix, 16) * z);
  SIMULATED.y = clamp01(load<f64>(matrix, 24) * x + load<f64>(matrix, 32) * y + load<f64>(matrix, 40) * z);
  SIMULATED.z = clamp01(load<f64>(matrix, 48) * x + load<f64>(matrix, 56) * y + load<f64>(matrix, 64) * z);
  return linearToPacked(SIMULATED);
}
