/**
 * Three f64 channels in linear memory: the AssemblyScript stand-in for the core's `Vec3` tuple
 * (src/core/convert/types.ts). Every conversion step reads one and writes one, so a chain of steps
 * runs on a few static scratch triples with no allocation.
 */
@unmanaged
export class Vec3 {
  x: f64 = 0;
  y: f64 = 0;
  z: f64 = 0;
}

/**
 * Writes M · v into `out` (which may be `v`). Each row is evaluated left to right as
 * `m0*x + m1*y + m2*z`, the same order as the core's `multiplyMatrix`, so results agree to the bit.
 */
// @ts-ignore: decorator
@inline
export function multiplyMatrix(
  m00: f64, m01: f64, m02: f64,
  m10: f64, m11: f64, m12: f64,
  m20: f64, m21: f64, m22: f64,
  v: Vec3, out: Vec3,
): void {
  const x = v.x;
  const y = v.y;
  const z = v.z;
  out.x = m00 * x + m01 * y + m02 * z;
  out.y = m10 * x + m11 * y + m12 * z;
  out.z = m20 * x + m21 * y + m22 * z;
}

