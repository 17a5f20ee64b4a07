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

/** A 3×3 matrix: the address of 9 f64 in static memory, row by row (see `memory.data`). */
export type Matrix3 = usize;

/**
 * Writes M · v into `out` (which may be `v`). Each row is evaluated left to right as
 * `m0*x + m1*y + m2*z`, the same order as the core's `multiplyMatrix`, so results agree to the bit.
 */
// @ts-ignore: decorator
@inline
export function multiplyMatrix(m: Matrix3, v: Vec3, out: Vec3): void {
  const x = v.x;
  const y = v.y;
  const z = v.z;
  out.x = load<f64>(m, 0) * x + load<f64>(m, 8) * y + load<f64>(m, 16) * z;
  out.y = load<f64>(m, 24) * x + load<f64>(m, 32) * y + load<f64>(m, 40) * z;
  out.z = load<f64>(m, 48) * x + load<f64>(m, 56) * y + load<f64>(m, 64) * z;
}
