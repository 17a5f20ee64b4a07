/**
 * 8-bit codes of OKLab points for the chart searches, which score what they return: a point's code when it lies in
 * sRGB (the core's gamut test, give or take GAMUT_TEST_TOLERANCE), and a point brought into sRGB with its lightness
 * and hue kept, its chroma alone reduced (as ordered.ts maps its scales).
 */
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { oklabToLinear } from '../convert/oklabToSrgb.ts';
import { bytesToHex, channelToByte } from '../convert/srgbToHex.ts';
import type { Vec3 } from '../convert/types.ts';
import { linearInGamut } from '../convert/wideGamut.ts';

/** Halvings of the chroma factor when a point is brought into sRGB: 2^-20 of its chroma, far below a byte step. */
export const CHROMA_FIT_HALVINGS = 20;

/** Returns the code of linear sRGB within the gamut. */
function codeOfLinear(linear: Vec3): string {
  const [r, g, b] = linearToSrgb(linear).map(channelToByte);
  return bytesToHex(r, g, b);
}

/** Returns the code of an OKLab point, or null when it lies outside sRGB. */
export function codeOfOklab(l: number, a: number, b: number): string | null {
  const linear = oklabToLinear([l, a, b]);
  return linearInGamut(linear) ? codeOfLinear(linear) : null;
}

/**
 * Returns the code of an OKLab point at lightness `l` (0–1) with its hue kept and its chroma (a, b scaled together)
 * reduced by bisection until it lies in sRGB; a grey of that lightness at worst.
 */
export function codeKeepingHue(l: number, a: number, b: number): string {
  const linear = oklabToLinear([l, a, b]);
  if (linearInGamut(linear)) return codeOfLinear(linear);
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < CHROMA_FIT_HALVINGS; step++) {
    const mid = (lo + hi) / 2;
    if (linearInGamut(oklabToLinear([l, a * mid, b * mid]))) lo = mid;
    else hi = mid;
  }
  return codeOfLinear(oklabToLinear([l, a * lo, b * lo]));
}

