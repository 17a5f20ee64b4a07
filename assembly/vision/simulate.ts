/**
 * Colour-vision simulation (mirror of src/core/vision/simulate.ts): Machado, Oliveira & Fernandes (2009),
 * "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), through a
 * matrix (the severity-1 ones from generated/tables.ts, others from machado.ts), and achromatopsia as the
 * luminance grey. Pipeline: byte → linear → M · lin (or the grey mix) → clamp to [0, 1] → gamma-encode →
 * byte (the last two in one exact step, linearToByte.ts).
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToPacked } from "../convert/linearToByte";
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";
import { WCAG_LUMINANCE_B, WCAG_LUMINANCE_G, WCAG_LUMINANCE_R } from "../generated/constants";

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

/**
 * Returns 0xRRGGBB of 0xRRGGBB under achromatopsia at `severity` (0–1, already clamped): Y = 0.2126 r +
 * 0.7152 g + 0.0722 b in linear light, and each channel c becomes c + (Y − c) · severity, as the core computes it.
 */
export function achromatopsiaPacked(rgb: u32, severity: f64): u32 {
  bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, LINEAR);
  const y = WCAG_LUMINANCE_R * LINEAR.x + WCAG_LUMINANCE_G * LINEAR.y + WCAG_LUMINANCE_B * LINEAR.z;
  SIMULATED.x = clamp01(LINEAR.x + (y - LINEAR.x) * severity);
  SIMULATED.y = clamp01(LINEAR.y + (y - LINEAR.y) * severity);
  SIMULATED.z = clamp01(LINEAR.z + (y - LINEAR.z) * severity);
  return linearToPacked(SIMULATED);
}
