/**
 * Composite paths through the hub: sRGB → linear sRGB → XYZ D65 → XYZ D50 → CIELAB (→ LCH).
 * Composition only; each step lives in its own module.
 */
import type { Vec3 } from './types.ts';
import { srgbToLinear } from './srgbToLinear.ts';
import { linearToXyz65 } from './linearToXyz65.ts';
import { xyz65ToXyz50 } from './xyz65ToXyz50.ts';
import { xyz50ToLab } from './xyz50ToLab.ts';

/** Returns CIELAB (D50) [L, a, b] for gamma-encoded sRGB 0–1. */
export function srgbToLab(rgb: Vec3): Vec3 {
  return xyz50ToLab(xyz65ToXyz50(linearToXyz65(srgbToLinear(rgb))));
}
