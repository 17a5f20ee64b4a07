/**
 * Same-lightness ring (SPEC §9: "a Lab ring of 10 points"): colours at the base's CIELAB lightness around it.
 *
 * Algorithm (ported verbatim by assembly/; keep in step):
 *  1. Base Lab = srgbToLab(bytes / 255) → [L, a0, b0]; start hue h0 = atan2(b0, a0) in degrees, or 0 when the
 *     base is a grey (r = g = b).
 *  2. For k = 0 … 9: θ = h0 + 36k; point P = (a0 + R cos θ, b0 + R sin θ), R = radius (default 40). The ring is
 *     centred on the colour itself in the a/b plane.
 *  3. If labToLinear([L, Pa, Pb]) has every channel in [−1e-9, 1 + 1e-9], keep P. Otherwise bring P toward the
 *     lightness axis keeping its own hue: bisection on f ∈ [0, 1] for the point (L, f·Pa, f·Pb), lo = 0 (the grey
 *     (L, 0, 0) is in gamut), hi = 1, 48 iterations of mid = (lo + hi) / 2, lo = mid if in gamut else hi = mid;
 *     use f = lo. Channels are never clipped to get into gamut.
 *  4. Encode: linearToSrgb of the chosen point's linear values, then srgbToHex (clamp + floor(x·255 + 0.5)).
 *  5. Skip a code equal to the base or to an earlier ring code, so fewer than 10 codes may be returned
 *     (e.g. white or black give []). Order follows k.
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { srgbToLab } from '../convert/srgbToLab.ts';
import { labToLinear } from '../convert/labToSrgb.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { normalizeHue, toDegrees, toRadians } from '../convert/hue.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/** Default ring radius in CIELAB a/b units (generator; the colour page uses 30). */
export const DEFAULT_RING_RADIUS = 40;
/** Number of ring points. */
export const RING_POINTS = 10;
/** Angle between ring points in degrees. */
export const RING_STEP = 36;
/** Bisection iterations (2^-48 relative precision on the chroma factor). */
export const RING_BISECTION_STEPS = 48;
/** Tolerance of the linear-sRGB gamut test. */
export const RING_GAMUT_EPSILON = 1e-9;

/** Returns true when every linear channel lies within [−ε, 1 + ε]. */
function inGamut(linear: Vec3): boolean {
  const lo = -RING_GAMUT_EPSILON;
  const hi = 1 + RING_GAMUT_EPSILON;
  return linear[0] >= lo && linear[0] <= hi && linear[1] >= lo && linear[1] <= hi && linear[2] >= lo && linear[2] <= hi;
}

/** Returns the linear sRGB of (L, a, b), pulled toward the L axis by bisection when out of gamut. */
export function fitChromaToGamut(l: number, a: number, b: number): Vec3 {
  const full = labToLinear([l, a, b]);
  if (inGamut(full)) return full;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < RING_BISECTION_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (inGamut(labToLinear([l, a * mid, b * mid]))) lo = mid;
    else hi = mid;
  }
  return labToLinear([l, a * lo, b * lo]);
}

/** Returns up to 10 codes at the base's CIELAB lightness on a ring of `radius` around it (see file comment). */
export function sameLightnessRing(base: string, radius = DEFAULT_RING_RADIUS): string[] {
  const code = normalizeColorCode(base);
  const bytes = hexToBytes(code);
  const [l, a0, b0] = srgbToLab([bytes[0] / 255, bytes[1] / 255, bytes[2] / 255]);
  const grey = bytes[0] === bytes[1] && bytes[1] === bytes[2];
  const h0 = grey ? 0 : normalizeHue(toDegrees(Math.atan2(b0, a0)));
  const seen = new Set<string>([code]);
  const out: string[] = [];
  for (let k = 0; k < RING_POINTS; k++) {
    const theta = toRadians(h0 + RING_STEP * k);
    const linear = fitChromaToGamut(l, a0 + radius * Math.cos(theta), b0 + radius * Math.sin(theta));
    const ringCode = srgbToHex(linearToSrgb(linear));
    if (seen.has(ringCode)) continue;
    seen.add(ringCode);
    out.push(ringCode);
  }
  return out;
}
