/**
 * Angle helpers shared by the polar conversions (LCH, OKLCH, HSV, HSL).
 * Convention of this codebase: hue is in degrees in [0, 360), and `NaN` means "no hue" (achromatic).
 */

/** Returns the hue wrapped into [0, 360): `h - 360 * Math.floor(h / 360)`, then 360 → 0 (guards −1e-17). NaN stays NaN. */
export function normalizeHue(h: number): number {
  const wrapped = h - 360 * Math.floor(h / 360);
  return wrapped >= 360 ? 0 : wrapped;
}

/** Degrees → radians (`deg * Math.PI / 180`). */
export function toRadians(deg: number): number {
  return (deg * Math.PI) / 180;
}

/** Radians → degrees (`rad * 180 / Math.PI`). */
export function toDegrees(rad: number): number {
  return (rad * 180) / Math.PI;
}
