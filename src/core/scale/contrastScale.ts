/**
 * Contrast-target scales (Adobe Leonardo's idea, https://leonardocolor.io): one step per target ratio, each the
 * colour of the input's hue and chroma (reduced as the sRGB gamut needs) whose contrast with the background meets
 * the target, found by bisection on OKLCH lightness and judged on the bytes the user gets.
 *
 * The search, step for step (ported by assembly/scale/contrastScale.ts):
 *  1. The side: darker than the background or lighter. The side whose extreme (black, or white) has the larger
 *     contrast is preferred (a tie prefers darker); a target that side cannot reach goes to the other side; one
 *     neither reaches is unreachable, and its step is the preferred extreme, its contrast the most there is.
 *  2. On the side, a colour "reaches" when it lies on that side of the background (WCAG: luminance ≤ the
 *     background's, or ≥ on the lighter side; APCA: Lc > 0 darker, < 0 lighter) and its contrast (the ratio, or
 *     |Lc|) is at least the target. `lo` = the extreme's lightness (0 or 1, which reaches), `hi` the other end;
 *     if `hi` reaches too, it is the answer. Otherwise SCALE_SEARCH_STEPS times: mid = (lo + hi) / 2; lo = mid when
 *     its bytes reach, else hi = mid. The answer is the bytes of `lo`: the reaching colour nearest the background.
 *  3. Those bytes are refined within SCALE_REFINE_RADIUS units of each channel (red outermost, then green, blue,
 *     each from −radius up, channels kept in 0–255): the candidate that reaches with the least contrast wins, the
 *     first on a tie. Lightness alone moves the three channels together, in steps too coarse for 0.01 in the middle
 *     of the range (about 0.05 of a WCAG ratio near 4.5); a unit or two of one channel is not.
 */
import { apcaContrastOfLuminance } from '../contrast/apca.ts';
import { contrastRatioOfLuminance } from '../contrast/wcag.ts';
import type { ScaleMethod } from './scaleRules.ts';
import { PACKED_BLACK, PACKED_WHITE, encodeOklch, packedApcaLuminance, packedLuminance, packedToOklch, type StepPlan } from './scaleColor.ts';

/** Bisection steps on lightness: 2^−32 of the range, far below one byte. */
export const SCALE_SEARCH_STEPS = 32;

/**
 * How far the refinement looks around the bisection's bytes, in units of each channel: 5³ = 125 candidates, each
 * within two units per channel of the colour of the input's hue (ΔE_OK ×100 under about 1.5).
 */
export const SCALE_REFINE_RADIUS = 2;

/** OKLCH chroma of the contrast scale's neutral: about the peak of Tailwind's tinted greys (0.0255, tailwindCurve.ts). */
export const CONTRAST_NEUTRAL_CHROMA = 0.025;

/** The background and the method a search measures against. */
export type Measure = { readonly apca: boolean; readonly luminance: number; readonly apcaY: number };

/** Returns the measure of a packed background by a method. */
export function contrastMeasure(background: number, apca: boolean): Measure {
  return { apca, luminance: packedLuminance(background), apcaY: packedApcaLuminance(background) };
}

/** Returns the contrast of packed bytes with the background if they lie on the side (`darker`), else −1. */
export function sideContrast(rgb: number, darker: boolean, measure: Measure): number {
  if (measure.apca) {
    const lc = apcaContrastOfLuminance(packedApcaLuminance(rgb), measure.apcaY);
    if (darker) return lc > 0 ? lc : -1;
    return lc < 0 ? -lc : -1;
  }
  const y = packedLuminance(rgb);
  if (darker ? y > measure.luminance : y < measure.luminance) return -1;
  return contrastRatioOfLuminance(y, measure.luminance);
}

/** Returns the packed bytes meeting `target` on one side (which must reach it at its extreme), per the file comment. */
export function searchSide(c0: number, h0: number, target: number, darker: boolean, measure: Measure): number {
  let lo = darker ? 0 : 1;
  let hi = darker ? 1 : 0;
  let best = encodeOklch(lo, c0, h0);
  const far = encodeOklch(hi, c0, h0);
  if (sideContrast(far, darker, measure) >= target) best = far;
  else {
    for (let k = 0; k < SCALE_SEARCH_STEPS; k++) {
      const mid = (lo + hi) / 2;
      const rgb = encodeOklch(mid, c0, h0);
      if (sideContrast(rgb, darker, measure) >= target) {
        lo = mid;
        best = rgb;
      } else hi = mid;
    }
  }
  return refine(best, target, darker, measure);
}

/** Returns the candidate within `radius` units of each channel of `rgb` that reaches `target` with the least contrast. */
export function refine(rgb: number, target: number, darker: boolean, measure: Measure, radius = SCALE_REFINE_RADIUS): number {
  return refineBytes(rgb, target, radius, (candidate) => sideContrast(candidate, darker, measure));
}

/**
 * Returns the bytes within `radius` units of each channel of `rgb` (red outermost, then green, blue, each from −radius
 * up, channels kept in 0–255) whose contrast, as `contrastOf` measures it, reaches `target` least; `rgb` on a tie.
 */
export function refineBytes(rgb: number, target: number, radius: number, contrastOf: (candidate: number) => number): number {
  let best = rgb;
  let bestContrast = contrastOf(rgb);
  const r = (rgb >>> 16) & 0xff;
  const g = (rgb >>> 8) & 0xff;
  const b = rgb & 0xff;
  for (let dr = -radius; dr <= radius; dr++) {
    const rr = r + dr;
    if (rr < 0 || rr > 255) continue;
    for (let dg = -radius; dg <= radius; dg++) {
      const gg = g + dg;
      if (gg < 0 || gg > 255) continue;
      for (let db = -radius; db <= radius; db++) {
        const bb = b + db;
        if (bb < 0 || bb > 255) continue;
        const candidate = ((rr << 16) | (gg << 8) | bb) >>> 0;
        const contrast = contrastOf(candidate);
        if (contrast >= target && contrast < bestContrast) {
          best = candidate;
          bestContrast = contrast;
        }
      }
    }
  }
  return best;
}

/**
 * Returns one step per target for the packed input against the packed background, by `method`; `neutral` swaps the
 * input's chroma for min(CONTRAST_NEUTRAL_CHROMA, its chroma). Labels are the targets as `String` writes them.
 */
export function contrastSteps(rgb: number, targets: readonly number[], background: number, method: ScaleMethod, neutral: boolean): StepPlan[] {
  const [, chroma, h0] = packedToOklch(rgb);
  const c0 = neutral ? Math.min(CONTRAST_NEUTRAL_CHROMA, chroma) : chroma;
  const measure = contrastMeasure(background, method === 'apca');
  const darkest = sideContrast(PACKED_BLACK, true, measure);
  const lightest = sideContrast(PACKED_WHITE, false, measure);
  const preferDarker = darkest >= lightest;
  return targets.map((target) => {
    const label = String(target);
    const darker = preferDarker ? darkest >= target || !(lightest >= target) : !(lightest >= target) && darkest >= target;
    const reachable = (darker ? darkest : lightest) >= target;
    const step = reachable ? searchSide(c0, h0, target, darker, measure) : preferDarker ? PACKED_BLACK : PACKED_WHITE;
    const contrast = sideContrast(step, reachable ? darker : preferDarker, measure);
    return { label, rgb: step, anchor: false, target, contrast, reachable };
  });
}
