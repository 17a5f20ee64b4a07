/**
 * Polar (L, C, h) → Cartesian (L, a, b) (mirror of src/core/convert/lchToLab.ts).
 * Reference: CSS Color 4 sample code `LCH_to_Lab` https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { hostCos, hostSin } from "../host";
import { Vec3 } from "../vec3";
import { toRadians } from "./hue";

/** Writes [L, C cos h, C sin h] into `out` (may be `v`); a NaN hue gives a = b = 0. */
export function lchToLab(v: Vec3, out: Vec3): void {
  const c = v.y;
  const h = v.z;
  out.x = v.x;
  if (isNaN(h)) {
    out.y = 0;
    out.z = 0;
    return;
  }
  const rad = toRadians(h);
  out.y = c * hostCos(rad);
  out.z = c * hostSin(rad);
}
