/**
 * The hexagonal hue shared by HSV and HSL (mirror of src/core/convert/rgbHue.ts).
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#Hue_and_chroma
 */

/** Returns the hue in degrees [0, 360) of sRGB 0–1, or NaN when r = g = b (ties go to r, then g). */
export function rgbHue(r: f64, g: f64, b: f64): f64 {
  const max = Math.max(Math.max(r, g), b);
  const min = Math.min(Math.min(r, g), b);
  const d = max - min;
  if (d == 0) return NaN;
  if (max == r) return ((g - b) / d + (g < b ? 6 : 0)) * 60;
  if (max == g) return ((b - r) / d + 2) * 60;
  return ((r - g) / d + 4) * 60;
}
