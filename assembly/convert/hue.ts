/**
 * Angle helpers for the polar conversions (mirror of src/core/convert/hue.ts).
 * Convention: hue in degrees in [0, 360); NaN means "no hue" (achromatic).
 */

/** Returns the hue wrapped into [0, 360): `h - 360 * floor(h / 360)`, then 360 → 0. NaN stays NaN. */
// @ts-ignore: decorator
@inline
export function normalizeHue(h: f64): f64 {
  const wrapped = h - 360 * Math.floor(h / 360);
  return wrapped >= 360 ? 0 : wrapped;
}

/** Returns radians for degrees (`deg * PI / 180`, in that order). */
// @ts-ignore: decorator
@inline
export function toRadians(deg: f64): f64 {
  return (deg * Math.PI) / 180;
}

/** Returns degrees for radians (`rad * 180 / PI`, in that order). */
// @ts-ignore: decorator
@inline
export function toDegrees(rad: f64): f64 {
  return (rad * 180) / Math.PI;
}
