/**
 * The transcendental functions taken from the host's `Math` instead of AssemblyScript's own.
 *
 * Why: the engine must match the TypeScript core to the bit where a result is rounded to a byte.
 * AssemblyScript's `Math.cbrt`, `Math.atan2` and `Math.sqrt` agree with V8's on every input we tried
 * (the same FreeBSD msun algorithms, or exact IEEE operations), so they stay native. `sin` and `cos`
 * differ in the last ulp on about 1 % of inputs (fdlibm vs V8's glibc-derived ones), so the ring's ten
 * calls, and the gamut mapping's two per colour (convert/gamutMap.ts), go to the host. `pow` would differ
 * too: the conversions avoid it (see convert/srgbToLinear.ts and convert/linearToByte.ts), and APCA, whose
 * exponents act on luminances rather than bytes, takes the host's, five calls per colour and none per pair
 * (contrast/apca.ts). `exp` weighs a photo's palette transfer (recolor/transferLut.ts), one call per group and table
 * point. The loader passes `{ env: { 'Math.sin': Math.sin, 'Math.cos': Math.cos, 'Math.pow': Math.pow, 'Math.exp': Math.exp } }`.
 */

/** Returns sin(x) as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.sin")
export declare function hostSin(x: f64): f64;

/** Returns cos(x) as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.cos")
export declare function hostCos(x: f64): f64;

/** Returns x^y as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.pow")
export declare function hostPow(x: f64, y: f64): f64;

/** Returns e^x as the host computes it. */
// @ts-ignore: decorator
@external("env", "Math.exp")
export declare function hostExp(x: f64): f64;
