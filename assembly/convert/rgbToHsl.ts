/**
 * sRGB (0–1) → HSL (mirror of src/core/convert/rgbToHsl.ts).
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation
 */
import { Vec3 } from "../vec3";
import { rgbHue } from "./rgbHue";

/** Writes [hue or NaN, saturation 0–1, lightness 0–1] for sRGB `v` into `out` (may be `v`). */
export function rgbToHsl(v: Vec3, out: Vec3): void {
  const r = v.x;
  const g = v.y;
  const b = v.z;
  const max = Math.max(Math.max(r, g), b);
  const min = Math.min(Math.min(r, g), b);
  out.x = rgbHue(r, g, b);
  out.y = max == min ? 0 : (max - min) / (1 - Math.abs(max + min - 1));
  out.z = 0.5 * (max + min);
}
