/**
 * Cube root of two f64 at once, bit-identical to the scalar `Math.cbrt` (musl `cbrt.c`, from FreeBSD
 * msun `s_cbrt.c`, the same algorithm as V8's ieee754::cbrt): every step is the same IEEE operation on
 * each lane, and the integer division by 3 is the exact multiply-shift (n · 0xAAAAAAAB) >> 33.
 * Reference: https://git.musl-libc.org/cgit/musl/tree/src/math/cbrt.c
 *
 * Only for normal, finite lanes: callers check `cbrt2Applies` and use the scalar function otherwise
 * (zero, subnormals, infinities, NaN).
 */

const B1: u64 = 715094163;
const P0: f64 = reinterpret<f64>(0x3ffe03e60f61e692); //  1.87595182427177009643
const P1: f64 = reinterpret<f64>(0xbffe28e092f02420); // -1.88497979543377169875
const P2: f64 = reinterpret<f64>(0x3ff9f1604a49d6c2); //  1.621429720105354466140
const P3: f64 = reinterpret<f64>(0xbfe844cbbee751d9); // -0.758397934778766047437
const P4: f64 = reinterpret<f64>(0x3fc2b000d4e4edd7); //  0.145996192886612446982

/** Returns true when both lanes are normal finite numbers (|x| in [2^-1022, ∞)). */
// @ts-ignore: decorator
@inline
export function cbrt2Applies(x: v128): bool {
  const high = i64x2.shr_u(v128.and(x, i64x2.splat(0x7fffffffffffffff)), 32);
  const normal = v128.and(
    i64x2.ge_s(high, i64x2.splat(0x00100000)),
    i64x2.lt_s(high, i64x2.splat(0x7ff00000)),
  );
  return i64x2.all_true(normal);
}

/** Returns [cbrt(x0), cbrt(x1)] for normal finite lanes. */
// @ts-ignore: decorator
@inline
export function cbrt2(x: v128): v128 {
  const high = i64x2.shr_u(v128.and(x, i64x2.splat(0x7fffffffffffffff)), 32);
  const third = i64x2.add(i64x2.shr_u(i64x2.mul(high, i64x2.splat(0xaaaaaaab)), 33), i64x2.splat(B1));
  let t = v128.or(v128.and(x, i64x2.splat(0x8000000000000000)), i64x2.shl(third, 32));
  let r = f64x2.mul(f64x2.mul(t, t), f64x2.div(t, x));
  const head = f64x2.add(
    f64x2.splat(P0),
    f64x2.mul(r, f64x2.add(f64x2.splat(P1), f64x2.mul(r, f64x2.splat(P2)))),
  );
  const tail = f64x2.mul(
    f64x2.mul(f64x2.mul(r, r), r),
    f64x2.add(f64x2.splat(P3), f64x2.mul(r, f64x2.splat(P4))),
  );
  t = f64x2.mul(t, f64x2.add(head, tail));
  t = v128.and(i64x2.add(t, i64x2.splat(0x80000000)), i64x2.splat(0xffffffffc0000000));
  const s = f64x2.mul(t, t);
  r = f64x2.div(x, s);
  r = f64x2.div(f64x2.sub(r, t), f64x2.add(f64x2.mul(f64x2.splat(2), t), r));
  return f64x2.add(t, f64x2.mul(t, r));
}
