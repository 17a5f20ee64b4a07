/**
 * OKLCH → sRGB with CSS Color 4 gamut mapping: chroma is reduced by binary search, at constant OKLCH
 * lightness and hue, until clipping the colour to sRGB moves it by less than a just-noticeable difference.
 * Reference: CSS Color 4 §13.2.2 "Binary Search Gamut Mapping with Local MINDE"
 * https://www.w3.org/TR/css-color-4/#binsearch (colorjs.io `toGamutCSS` in `src/toGamut.js`).
 *
 * The algorithm, step for step (ported verbatim by assembly/convert/gamutMap.ts; keep in step):
 *  1. L ≥ 1 → white; L ≤ 0 or NaN → black. Chroma ≤ 0 or NaN, or a NaN hue, is a grey (a = b = 0).
 *  2. The origin (L, C cos h, C sin h), h in radians via `toRadians`, cos and sin computed once.
 *  3. In gamut (every linear channel in [0, 1], no tolerance) → the origin itself.
 *  4. clip = each linear channel clamped to [0, 1]; E = deltaEOK(OKLab of clip, current). E < JND (0.02) → clip.
 *  5. min = 0, max = C, minInGamut = true; while max − min > ε (0.0001): chroma = (min + max) / 2, current =
 *     (L, chroma cos h, chroma sin h); if minInGamut and current is in gamut, min = chroma; otherwise clip it:
 *     E < JND → return the clip when JND − E < ε, else minInGamut = false and min = chroma; E ≥ JND → max = chroma.
 *  6. Return the last clip.
 *
 * The spec tests and clips in the destination space, gamma-encoded sRGB. Clamping there and clamping in linear
 * light are the same operation (the transfer curve is increasing, with 0 → 0 and 1 → 1), so this module works
 * in linear light throughout: no `pow` in the loop, and the wasm port can round linear values straight to bytes.
 *
 * The destination is a linear RGB space on D65 given by its two matrices: sRGB (the fallback every colour has) or
 * Display P3 (what a wide-gamut screen shows; P3 shares sRGB's transfer curve, so the same reasoning holds). The
 * steps are the same for both, matrix for matrix; sRGB's are the ones `xyz65ToLinear` and `linearToXyz65` use.
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';
import { toRadians } from './hue.ts';
import { oklabToXyz65 } from './oklabToXyz65.ts';
import { linearToSrgb } from './linearToSrgb.ts';
import { LINEAR_SRGB_TO_XYZ65 } from './linearToXyz65.ts';
import { XYZ65_TO_LINEAR_SRGB } from './xyz65ToLinear.ts';
import { xyz65ToOklab } from './xyz65ToOklab.ts';
import { srgbToHex } from './srgbToHex.ts';
import { LINEAR_P3_TO_XYZ65, XYZ65_TO_LINEAR_P3 } from './wideGamut.ts';

/** The just-noticeable difference of the clip test, in deltaEOK (CSS Color 4 `JND`). */
export const GAMUT_JND = 0.02;
/** The chroma precision of the search and the "close enough to JND" margin (CSS Color 4 `epsilon`). */
export const GAMUT_EPSILON = 0.0001;

/** Returns deltaEOK, the Euclidean distance of two OKLab colours (unscaled: ΔE_OK ×100 is 100 times this). */
export function deltaEOK(one: Vec3, two: Vec3): number {
  const dl = one[0] - two[0];
  const da = one[1] - two[1];
  const db = one[2] - two[2];
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns true when every linear channel lies within [0, 1]. */
function inGamut(linear: Vec3): boolean {
  return linear[0] >= 0 && linear[0] <= 1 && linear[1] >= 0 && linear[1] <= 1 && linear[2] >= 0 && linear[2] <= 1;
}

/** Returns one channel clamped to [0, 1]. */
function clampChannel(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Returns the linear channels clamped to [0, 1] (CSS Color 4 `clip`, done in linear light). */
function clip(linear: Vec3): Vec3 {
  return [clampChannel(linear[0]), clampChannel(linear[1]), clampChannel(linear[2])];
}

/** A destination gamut: XYZ D65 → its linear RGB, and back. */
type Destination = { readonly fromXyz: Matrix3; readonly toXyz: Matrix3 };

const SRGB: Destination = { fromXyz: XYZ65_TO_LINEAR_SRGB, toXyz: LINEAR_SRGB_TO_XYZ65 };
const DISPLAY_P3: Destination = { fromXyz: XYZ65_TO_LINEAR_P3, toXyz: LINEAR_P3_TO_XYZ65 };

/** Returns the deltaEOK between a clipped linear colour and the OKLab colour it was clipped from. */
function clipError(clipped: Vec3, current: Vec3, to: Destination): number {
  return deltaEOK(xyz65ToOklab(multiplyMatrix(to.toXyz, clipped)), current);
}

/** Returns the linear channels of `to` (unclamped) of an OKLab colour. */
function oklabToDestination(lab: Vec3, to: Destination): Vec3 {
  return multiplyMatrix(to.fromXyz, oklabToXyz65(lab));
}

/**
 * Returns linear-light sRGB, every channel in [0, 1], of OKLCH (l 0–1, c, h in degrees) mapped into the sRGB
 * gamut by CSS Color 4 chroma reduction (see the file comment).
 */
export function oklchToLinearInGamut(l: number, c: number, h: number): Vec3 {
  return mapIntoGamut(l, c, h, SRGB);
}

/**
 * Returns linear-light Display P3, every channel in [0, 1], of OKLCH (l 0–1, c, h in degrees) mapped into the
 * Display P3 gamut by the same CSS Color 4 chroma reduction: what a wide-gamut screen shows of the colour.
 */
export function oklchToLinearP3InGamut(l: number, c: number, h: number): Vec3 {
  return mapIntoGamut(l, c, h, DISPLAY_P3);
}

/** Returns the linear channels of `to`, each in [0, 1], of OKLCH mapped into its gamut (the file comment's steps). */
function mapIntoGamut(l: number, c: number, h: number, to: Destination): Vec3 {
  if (l >= 1) return [1, 1, 1];
  if (!(l > 0)) return [0, 0, 0];
  const chroma = c > 0 && !Number.isNaN(h) ? c : 0;
  const rad = toRadians(chroma > 0 ? h : 0);
  const cosH = Math.cos(rad);
  const sinH = Math.sin(rad);
  let current: Vec3 = [l, chroma * cosH, chroma * sinH];
  let linear = oklabToDestination(current, to);
  if (inGamut(linear)) return linear;
  let clipped = clip(linear);
  let e = clipError(clipped, current, to);
  if (e < GAMUT_JND) return clipped;
  let min = 0;
  let max = chroma;
  let minInGamut = true;
  while (max - min > GAMUT_EPSILON) {
    const mid = (min + max) / 2;
    current = [l, mid * cosH, mid * sinH];
    linear = oklabToDestination(current, to);
    if (minInGamut && inGamut(linear)) {
      min = mid;
      continue;
    }
    clipped = clip(linear);
    e = clipError(clipped, current, to);
    if (e < GAMUT_JND) {
      if (GAMUT_JND - e < GAMUT_EPSILON) return clipped;
      minInGamut = false;
      min = mid;
    } else {
      max = mid;
    }
  }
  return clipped;
}

/** Returns gamma-encoded sRGB 0–1 of OKLCH mapped into the sRGB gamut (see `oklchToLinearInGamut`). */
export function oklchToSrgbInGamut(l: number, c: number, h: number): Vec3 {
  return linearToSrgb(oklchToLinearInGamut(l, c, h));
}

/** Returns '#rrggbb' of OKLCH mapped into the sRGB gamut (see `oklchToLinearInGamut`). */
export function oklchToHexInGamut(l: number, c: number, h: number): string {
  return srgbToHex(oklchToSrgbInGamut(l, c, h));
}
