/**
 * sRGB (0–1) → naive device CMYK (mirror of src/core/convert/rgbToCmyk.ts).
 * Reference: https://en.wikipedia.org/wiki/CMYK_color_model#Conversion
 */
import { Vec3 } from "../vec3";

/** Writes [c, m, y, k] (0–1) for sRGB `v` as four f64 at `out`; c = m = y = 0 for black. */
export function rgbToCmyk(v: Vec3, out: usize): void {
  const r = v.x;
  const g = v.y;
  const b = v.z;
  const k = 1 - Math.max(Math.max(r, g), b);
  if (k == 1) {
    store<f64>(out, 0, 0);
    store<f64>(out, 0, 8);
    store<f64>(out, 0, 16);
  } else {
    store<f64>(out, (1 - r - k) / (1 - k), 0);
    store<f64>(out, (1 - g - k) / (1 - k), 8);
    store<f64>(out, (1 - b - k) / (1 - k), 16);
  }
  store<f64>(out, k, 24);
}
