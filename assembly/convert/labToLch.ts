/**
 * Cartesian (L, a, b) → polar (L, C, h), for CIELAB → LCH and OKLab → OKLCH
 * (mirror of src/core/convert/labToLch.ts).
 * Reference: CSS Color 4 sample code `Lab_to_LCH` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { Vec3 } from "../vec3";
import { normalizeHue, toDegrees } from "./hue";

/** Writes [L, C, h] into `out` (may be `v`): C = sqrt(a² + b²), h in [0, 360) or NaN when C = 0. */
export function labToLch(v: Vec3, out: Vec3): void {
  const a = v.y;
  const b = v.z;
  const c = Math.sqrt(a * a + b * b);
  out.x = v.x;
  out.y = c;
  out.z = c == 0 ? NaN : normalizeHue(toDegrees(Math.atan2(b, a)));
}
