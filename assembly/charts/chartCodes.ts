/**
 * 8-bit codes of OKLab points for the chart searches (mirror of src/core/charts/chartCodes.ts): a point's code when it
 * lies in sRGB (the core's gamut test), and a point brought into sRGB with lightness and hue kept, chroma alone reduced.
 */
import { CHROMA_FIT_HALVINGS, GAMUT_TEST_TOLERANCE } from "../generated/constants";
import { linearToPacked } from "../convert/linearToByte";
import { oklabToXyz65 } from "../convert/oklabToXyz65";
import { xyz65ToLinear } from "../convert/xyz65ToLinear";
import { Vec3 } from "../vec3";

/** No code: the point lies outside sRGB. */
export const NO_CODE: u32 = 0xffffffff;

const LINEAR = changetype<Vec3>(memory.data(24, 8));

/** Writes the linear sRGB of OKLab into LINEAR and returns whether it lies in sRGB (the core's `linearInGamut`). */
function linearInGamut(l: f64, a: f64, b: f64): bool {
  LINEAR.x = l;
  LINEAR.y = a;
  LINEAR.z = b;
  oklabToXyz65(LINEAR, LINEAR);
  xyz65ToLinear(LINEAR, LINEAR);
  const lo = -GAMUT_TEST_TOLERANCE;
  const hi = 1 + GAMUT_TEST_TOLERANCE;
  return LINEAR.x >= lo && LINEAR.x <= hi && LINEAR.y >= lo && LINEAR.y <= hi && LINEAR.z >= lo && LINEAR.z <= hi;
}

/** Returns 0xRRGGBB of an OKLab point, or NO_CODE when it lies outside sRGB. */
export function codeOfOklab(l: f64, a: f64, b: f64): u32 {
  return linearInGamut(l, a, b) ? linearToPacked(LINEAR) : NO_CODE;
}

/** Returns 0xRRGGBB of an OKLab point at lightness `l` with its hue kept, its chroma reduced by bisection until in sRGB. */
export function codeKeepingHue(l: f64, a: f64, b: f64): u32 {
  if (linearInGamut(l, a, b)) return linearToPacked(LINEAR);
  let lo: f64 = 0;
  let hi: f64 = 1;
  for (let step = 0; step < CHROMA_FIT_HALVINGS; step++) {
    const mid = (lo + hi) / 2;
    if (linearInGamut(l, a * mid, b * mid)) lo = mid;
    else hi = mid;
  }
  linearInGamut(l, a * lo, b * lo);
  return linearToPacked(LINEAR);
}
