/**
 * Composite inverse path: OKLab → XYZ D65 → linear sRGB → sRGB (unclamped).
 */
import type { Vec3 } from './types.ts';
import { oklabToXyz65 } from './oklabToXyz65.ts';
import { xyz65ToLinear } from './xyz65ToLinear.ts';
import { linearToSrgb } from './linearToSrgb.ts';

/** Returns linear-light sRGB (unclamped) for OKLab [L, a, b]; the gamut mapping tests and clips this. */
export function oklabToLinear(lab: Vec3): Vec3 {
  return xyz65ToLinear(oklabToXyz65(lab));
}

/** Returns gamma-encoded sRGB (unclamped) for OKLab [L, a, b]. */
export function oklabToSrgb(lab: Vec3): Vec3 {
  return linearToSrgb(oklabToLinear(lab));
}
