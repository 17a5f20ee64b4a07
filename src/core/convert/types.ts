/**
 * A triple of f64 channel values. Every conversion module in this folder takes and returns one,
 * so that the AssemblyScript port (assembly/) can mirror each step with three f64 locals.
 */
export type Vec3 = readonly [number, number, number];

/** A 3×3 matrix stored row by row. */
export type Matrix3 = readonly [Vec3, Vec3, Vec3];

/**
 * Returns M · v. Each output row is evaluated left to right as `m[i][0]*x + m[i][1]*y + m[i][2]*z`
 * (the order matters only at the last ulp, but the wasm port uses the same order).
 */
export function multiplyMatrix(m: Matrix3, v: Vec3): Vec3 {
  const [x, y, z] = v;
  return [
    m[0][0] * x + m[0][1] * y + m[0][2] * z,
    m[1][0] * x + m[1][1] * y + m[1][2] * z,
    m[2][0] * x + m[2][1] * y + m[2][2] * z,
  ];
}
