/**
 * Composite path through the hub: sRGB → linear sRGB → XYZ D65 → OKLab.
 */
import type { Vec3 } from './types.ts';
import { srgbToLinear } from './srgbToLinear.ts';
import { linearToXyz65 } from './linearToXyz65.ts';
import { xyz65ToOklab } from './xyz65ToOklab.ts';
import { hexToSrgb } from './hexToSrgb.ts';

/** Returns OKLab [L, a, b] (L 0–1) for gamma-encoded sRGB 0–1. */
export function srgbToOklab(rgb: Vec3): Vec3 {
  return xyz65ToOklab(linearToXyz65(srgbToLinear(rgb)));
}

/** Returns the OKLab of a code ('#rrggbb'). */
export function oklabOfCode(code: string): Vec3 {
  return srgbToOklab(hexToSrgb(code));
}
