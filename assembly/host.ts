/**
 * The few transcendental functions taken from the host's `Math` instead of AssemblyScript's own.
 *
 * Why: the engine must match the TypeScript core to the bit where a result is rounded to a byte or
 * compared for a tie. AssemblyScript's `Math.cbrt`, `Math.atan2` and `Math.sqrt` agree with V8's on
 * every input we tried (same FreeBSD msun algorithms, or exact IEEE operations), so they stay native.
 * `pow`, `sin` and `cos` differ in the last ulp on a few percent of inputs (musl's pow vs fdlibm's,
 * fdlibm sin/cos vs V8's glibc-derived ones), so those calls go to the host. None of them is on the
 * name or batch-conversion hot paths (sRGB decoding there uses a byte table, see tables in generated/).
 * The loader passes `{ env: { 'Math.pow': Math.pow, 'Math.sin': Math.sin, 'Math.cos': Math.cos } }`.
 */

/** Returns x ** y as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.pow")
export declare function hostPow(x: f64, y: f64): f64;

/** Returns sin(x) as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.sin")
export declare function hostSin(x: f64): f64;

/** Returns cos(x) as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.cos")
export declare function hostCos(x: f64): f64;
