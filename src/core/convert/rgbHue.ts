/**
 * The hexagonal hue shared by HSV and HSL.
 * Reference: https://en.wikipedia.org/wiki/HSL_and_HSV#Hue_and_chroma (same expression as culori
 * `src/hsv/convertRgbToHsv.js`).
 */

/**
 * Returns the hue in degrees [0, 360) of gamma-encoded sRGB (0–1), or NaN when max === min (r = g = b).
 * With M = max, m = min, d = M − m:
 *   M === r → ((g − b)/d + (g < b ? 6 : 0)) * 60
 *   M === g → ((b − r)/d + 2) * 60
 *   else    → ((r − g)/d + 4) * 60
 * (tested in that order, so ties go to r first, then g).
 */
export function rgbHue(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return NaN;
  if (max === r) return ((g - b) / d + (g < b ? 6 : 0)) * 60;
  if (max === g) return ((b - r) / d + 2) * 60;
  return ((r - g) / d + 4) * 60;
}
