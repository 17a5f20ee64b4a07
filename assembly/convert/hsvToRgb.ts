/**
 * HSV → sRGB 0–1 (mirror of src/core/convert/hsvToRgb.ts).
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#HSV_to_RGB_alternative
 */
import { Vec3 } from "../vec3";
import { normalizeHue } from "./hue";

// @ts-ignore: decorator
@inline
function hsvChannel(n: f64, h: f64, s: f64, v: f64): f64 {
  const k = (n + h) % 6;
  return v - v * s * Math.max(0, Math.min(Math.min(k, 4 - k), 1));
}

/** Writes [r, g, b] for [hue (NaN = grey), saturation 0–1, value 0–1] into `out` (may be `v`). */
export function hsvToRgb(v: Vec3, out: Vec3): void {
  const hue = v.x;
  const s = v.y;
  const value = v.z;
  if (isNaN(hue)) {
    out.x = value;
    out.y = value;
    out.z = value;
    return;
  }
  const h = normalizeHue(hue) / 60;
  out.x = hsvChannel(5, h, s, value);
  out.y = hsvChannel(3, h, s, value);
  out.z = hsvChannel(1, h, s, value);
}
