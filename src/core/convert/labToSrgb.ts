/**
 * Composite inverse path: CIELAB (D50) → XYZ D50 → XYZ D65 → linear sRGB → sRGB (unclamped).
 */
import type { Vec3 } from './types.ts';
import { labToXyz50 } from './labToXyz50.ts';
import { xyz50ToXyz65 } from './xyz50ToXyz65.ts';
import { xyz65ToLinear } from './xyz65ToLinear.ts';
import { linearToSrgb } from './linearToSrgb.ts';

/** Returns linear-light sRGB (unclamped) for CIELAB; the gamut test of the Lab ring uses this. */
export function labToLinear(lab: Vec3): Vec3 {
  return xyz65ToLinear(xyz50ToXyz65(labToXyz50(lab)));
}

/** Returns gamma-encoded sRGB (unclamped, may leave 0–1) for CIELAB (D50). */
export function labToSrgb(lab: Vec3): Vec3 {
  return linearToSrgb(labToLinear(lab));
}
