/**
 * HSL → sRGB 0–1 (mirror of src/core/convert/hslToRgb.ts).
 * Reference: CSS Color 4 §"Converting HSL colors to sRGB" https://www.w3.org/TR/css-color-4/#hsl-to-rgb
 */
import { Vec3 } from "../vec3";
import { normalizeHue } from "./hue";

// @ts-ignore: decorator
@inline
function hslChannel(n: f64, h: f64, a: f64, l: f64): f64 {
  const k = (n + h) % 12;
  return l - a * Math.max(-1, Math.min(Math.min(k - 3, 9 - k), 1));
}

/** Writes [r, g, b] for [hue (NaN = grey), saturation 0–1, lightness 0–1] into `out` (may be `v`). */
export function hslToRgb(v: Vec3, out: Vec3): void {
  const hue = v.x;
  const s = v.y;
  const l = v.z;
  if (isNaN(hue)) {
    out.x = l;
    out.y = l;
    out.z = l;
    return;
  }
  const h = normalizeHue(hue) / 30;
  const a = s * Math.min(l, 1 - l);
  out.x = hslChannel(0, h, a, l);
  out.y = hslChannel(8, h, a, l);
  out.z = hslChannel(4, h, a, l);
}
