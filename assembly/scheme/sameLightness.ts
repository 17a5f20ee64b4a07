/**
 * Same-lightness ring (mirror of src/core/scheme/sameLightness.ts; the algorithm is documented there):
 * ten points on a circle of `radius` around the colour in the CIELAB a/b plane at its own L, each
 * pulled toward the L axis along its own hue by bisection when it leaves the sRGB gamut (never clipped).
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToPacked } from "../convert/linearToByte";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { xyz65ToXyz50 } from "../convert/xyz65ToXyz50";
import { xyz50ToLab } from "../convert/xyz50ToLab";
import { labToXyz50 } from "../convert/labToXyz50";
import { xyz50ToXyz65 } from "../convert/xyz50ToXyz65";
import { xyz65ToLinear } from "../convert/xyz65ToLinear";
import { normalizeHue, toDegrees, toRadians } from "../convert/hue";
import { hostCos, hostSin } from "../host";
import { Vec3 } from "../vec3";
import { RING_BISECTION_STEPS, RING_GAMUT_EPSILON, RING_POINTS, RING_STEP } from "../generated/constants";

const BASE = changetype<Vec3>(memory.data(24, 8));
const LINEAR = changetype<Vec3>(memory.data(24, 8));

/** Writes linear sRGB (unclamped) of CIELAB (l, a, b) into LINEAR. */
function labToLinear(l: f64, a: f64, b: f64): void {
  LINEAR.x = l;
  LINEAR.y = a;
  LINEAR.z = b;
  labToXyz50(LINEAR, LINEAR);
  xyz50ToXyz65(LINEAR, LINEAR);
  xyz65ToLinear(LINEAR, LINEAR);
}

/** Returns true when every channel of LINEAR lies within [−ε, 1 + ε]. */
function linearInGamut(): bool {
  const lo = -RING_GAMUT_EPSILON;
  const hi = 1 + RING_GAMUT_EPSILON;
  return (
    LINEAR.x >= lo && LINEAR.x <= hi && LINEAR.y >= lo && LINEAR.y <= hi && LINEAR.z >= lo && LINEAR.z <= hi
  );
}

/** Leaves in LINEAR the linear sRGB of (l, a, b), pulled toward the L axis by bisection when out of gamut. */
function fitChromaToGamut(l: f64, a: f64, b: f64): void {
  labToLinear(l, a, b);
  if (linearInGamut()) return;
  let lo: f64 = 0;
  let hi: f64 = 1;
  for (let i = 0; i < RING_BISECTION_STEPS; i++) {
    const mid = (lo + hi) / 2;
    labToLinear(l, a * mid, b * mid);
    if (linearInGamut()) lo = mid;
    else hi = mid;
  }
  labToLinear(l, a * lo, b * lo);
}

/**
 * Writes the ring of 0xRRGGBB around `rgb` to `output` (u32 each) and returns how many were written
 * (at most 10: codes equal to the base or to an earlier ring code are skipped).
 */
export function sameLightnessRing(rgb: u32, radius: f64, output: usize): i32 {
  const r = (rgb >>> 16) & 0xff;
  const g = (rgb >>> 8) & 0xff;
  const b = rgb & 0xff;
  bytesToLinear(r, g, b, BASE);
  linearToXyz65(BASE, BASE);
  xyz65ToXyz50(BASE, BASE);
  xyz50ToLab(BASE, BASE);
  const l = BASE.x;
  const a0 = BASE.y;
  const b0 = BASE.z;
  const h0: f64 = r == g && g == b ? 0 : normalizeHue(toDegrees(Math.atan2(b0, a0)));
  let written = 0;
  for (let k = 0; k < RING_POINTS; k++) {
    const theta = toRadians(h0 + RING_STEP * <f64>k);
    fitChromaToGamut(l, a0 + radius * hostCos(theta), b0 + radius * hostSin(theta));
    const code = linearToPacked(LINEAR);
    let seen = code == rgb;
    for (let j = 0; j < written && !seen; j++) seen = load<u32>(output + (<usize>j << 2)) == code;
    if (seen) continue;
    store<u32>(output + (<usize>written << 2), code);
    written++;
  }
  return written;
}
