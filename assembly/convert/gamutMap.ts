/**
 * OKLCH → linear sRGB or Display P3 with CSS Color 4 gamut mapping by chroma reduction (mirror of
 * src/core/convert/gamutMap.ts; the steps are listed there). The destination is its two matrices: sRGB's
 * (xyz65ToLinear.ts, linearToXyz65.ts) or Display P3's (the core's, generated into constants.ts).
 * Reference: CSS Color 4 §13.2.2 https://www.w3.org/TR/css-color-4/#binsearch
 * The hue's cos and sin come from the host (host.ts), as the core's `Math.cos` and `Math.sin`.
 */
import { hostCos, hostSin } from "../host";
import { Matrix3, multiplyMatrix, Vec3 } from "../vec3";
import { toRadians } from "./hue";
import { LINEAR_SRGB_TO_XYZ65 } from "./linearToXyz65";
import { oklabToXyz65 } from "./oklabToXyz65";
import { XYZ65_TO_LINEAR_SRGB } from "./xyz65ToLinear";
import { xyz65ToOklab } from "./xyz65ToOklab";
import { GAMUT_EPSILON, GAMUT_JND, LINEAR_P3_TO_XYZ65, XYZ65_TO_LINEAR_P3 } from "../generated/constants";

/** The OKLab colour being tried, its linear sRGB, and the OKLab of its clip. */
const CURRENT = changetype<Vec3>(memory.data(24, 8));
const LINEAR = changetype<Vec3>(memory.data(24, 8));
const CLIPPED_LAB = changetype<Vec3>(memory.data(24, 8));

/** Returns true when every channel lies within [0, 1]. */
// @ts-ignore: decorator
@inline
function inGamut(v: Vec3): bool {
  return v.x >= 0 && v.x <= 1 && v.y >= 0 && v.y <= 1 && v.z >= 0 && v.z <= 1;
}

// @ts-ignore: decorator
@inline
function clampChannel(x: f64): f64 {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Writes LINEAR clamped to [0, 1] into `out` (CSS Color 4 `clip`, in linear light). */
function clip(out: Vec3): void {
  out.x = clampChannel(LINEAR.x);
  out.y = clampChannel(LINEAR.y);
  out.z = clampChannel(LINEAR.z);
}

/** Returns deltaEOK between the clipped linear colour `clipped` (of the destination `toXyz` leaves) and CURRENT. */
function clipError(clipped: Vec3, toXyz: Matrix3): f64 {
  multiplyMatrix(toXyz, clipped, CLIPPED_LAB);
  xyz65ToOklab(CLIPPED_LAB, CLIPPED_LAB);
  const dl = CLIPPED_LAB.x - CURRENT.x;
  const da = CLIPPED_LAB.y - CURRENT.y;
  const db = CLIPPED_LAB.z - CURRENT.z;
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Writes LINEAR for CURRENT, in the destination `fromXyz` leads to. */
function currentToLinear(fromXyz: Matrix3): void {
  oklabToXyz65(CURRENT, LINEAR);
  multiplyMatrix(fromXyz, LINEAR, LINEAR);
}

/** Writes into `out` the linear sRGB (every channel in [0, 1]) of OKLCH (l, c, h in degrees) mapped into the gamut. */
export function oklchToLinearInGamut(l: f64, c: f64, h: f64, out: Vec3): void {
  mapIntoGamut(l, c, h, out, XYZ65_TO_LINEAR_SRGB, LINEAR_SRGB_TO_XYZ65);
}

/** Writes into `out` the linear Display P3 (every channel in [0, 1]) of OKLCH mapped into the Display P3 gamut. */
export function oklchToLinearP3InGamut(l: f64, c: f64, h: f64, out: Vec3): void {
  mapIntoGamut(l, c, h, out, XYZ65_TO_LINEAR_P3, LINEAR_P3_TO_XYZ65);
}

/** Writes into `out` the destination's linear channels of OKLCH mapped into its gamut (`fromXyz`, `toXyz`: its matrices). */
function mapIntoGamut(l: f64, c: f64, h: f64, out: Vec3, fromXyz: Matrix3, toXyz: Matrix3): void {
  if (l >= 1) {
    out.x = 1;
    out.y = 1;
    out.z = 1;
    return;
  }
  if (!(l > 0)) {
    out.x = 0;
    out.y = 0;
    out.z = 0;
    return;
  }
  const chroma: f64 = c > 0 && !isNaN(h) ? c : 0;
  const rad = toRadians(chroma > 0 ? h : 0);
  const cosH = hostCos(rad);
  const sinH = hostSin(rad);
  CURRENT.x = l;
  CURRENT.y = chroma * cosH;
  CURRENT.z = chroma * sinH;
  currentToLinear(fromXyz);
  if (inGamut(LINEAR)) {
    out.x = LINEAR.x;
    out.y = LINEAR.y;
    out.z = LINEAR.z;
    return;
  }
  clip(out);
  let e = clipError(out, toXyz);
  if (e < GAMUT_JND) return;
  let min: f64 = 0;
  let max = chroma;
  let minInGamut = true;
  while (max - min > GAMUT_EPSILON) {
    const mid = (min + max) / 2;
    CURRENT.y = mid * cosH;
    CURRENT.z = mid * sinH;
    currentToLinear(fromXyz);
    if (minInGamut && inGamut(LINEAR)) {
      min = mid;
      continue;
    }
    clip(out);
    e = clipError(out, toXyz);
    if (e < GAMUT_JND) {
      if (GAMUT_JND - e < GAMUT_EPSILON) return;
      minInGamut = false;
      min = mid;
    } else {
      max = mid;
    }
  }
}
