/**
 * Tailwind-style scales: 11 steps, 50 … 950, built in OKLCH on the curves measured from Tailwind's own palette
 * (tailwindCurve.ts), the input colour exactly at one step (the anchor), every other step gamut-mapped into sRGB.
 *
 * The curve T is TAILWIND_LIGHTNESS for a chromatic input; below TAILWIND_CHROMATIC_CHROMA it blends towards the
 * greys' curve, T[i] = G[i] + w · (TAILWIND_LIGHTNESS[i] − G[i]) with w = C0 / TAILWIND_CHROMATIC_CHROMA (a grey
 * follows Tailwind's greys, whose 500 is 0.13 darker). The anchor is the step whose T is nearest the input's OKLCH
 * lightness L0 (ties to the lighter step), unless pinned. Around it, with a the anchor:
 *  - lightness: a lighter step i < a keeps its share of the way from the anchor to white,
 *    L0 + (T[i] − T[a]) · (1 − L0) / (1 − T[a]); a darker one its share of the way to black, T[i] · L0 / T[a].
 *    Both maps are increasing, so the planned lightness is strictly monotonic for any 0 < L0 < 1, and so are the
 *    steps' bytes at the default anchor; pinned far from it, steps may share a narrow band (ties in bytes) and the
 *    gamut mapping's final clip (within ΔE_OK 0.02) may cost that much lightness (tests/unit/core/scaleTailwind.test.ts);
 *  - chroma: C0 · TAILWIND_CHROMA[i] / TAILWIND_CHROMA[a] (the taper of Tailwind's families, through the input);
 *  - hue: h0 + TAILWIND_HUE_DRIFT[i] − TAILWIND_HUE_DRIFT[a].
 * The neutral scale takes the greys' lightness (TAILWIND_NEUTRAL_LIGHTNESS), the tinted greys' chroma capped at the
 * input's chroma, and the input's hue; it has no anchor.
 */
import { TAILWIND_STEPS } from './scaleRules.ts';
import {
  TAILWIND_CHROMA,
  TAILWIND_CHROMATIC_CHROMA,
  TAILWIND_HUE_DRIFT,
  TAILWIND_LIGHTNESS,
  TAILWIND_NEUTRAL_CHROMA,
  TAILWIND_NEUTRAL_LIGHTNESS,
} from './tailwindCurve.ts';
import { curveStep, encodeOklch, neutralSteps, packedToOklch, type StepPlan } from './scaleColor.ts';

/** Returns the lightness curve of an input of chroma `c0` (see the file comment). */
export function tailwindCurve(c0: number): number[] {
  const w = c0 < TAILWIND_CHROMATIC_CHROMA ? c0 / TAILWIND_CHROMATIC_CHROMA : 1;
  return TAILWIND_LIGHTNESS.map((l, i) => TAILWIND_NEUTRAL_LIGHTNESS[i] + w * (l - TAILWIND_NEUTRAL_LIGHTNESS[i]));
}

/** Returns the index of the step whose curve lightness is nearest `l` (strict <: a tie keeps the lighter step). */
export function tailwindAnchor(curve: readonly number[], l: number): number {
  let best = 0;
  let bestDistance = Math.abs(l - curve[0]);
  for (let i = 1; i < curve.length; i++) {
    const distance = Math.abs(l - curve[i]);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Returns the OKLCH lightness of step `i` on `curve` when the anchor `a` has lightness `l0` (see the file comment). */
export function tailwindLightness(curve: readonly number[], i: number, a: number, l0: number): number {
  if (i === a) return l0;
  if (i < a) return l0 + ((curve[i] - curve[a]) * (1 - l0)) / (1 - curve[a]);
  return (curve[i] * l0) / curve[a];
}

/** Returns the 11 steps for the packed input, anchored at `pinned` (a step index) or, when −1, at the nearest step. */
export function tailwindSteps(rgb: number, pinned: number): StepPlan[] {
  const [l0, c0, h0] = packedToOklch(rgb);
  const curve = tailwindCurve(c0);
  const a = pinned >= 0 ? pinned : tailwindAnchor(curve, l0);
  return TAILWIND_STEPS.map((label, i) =>
    curveStep(
      label,
      i === a ? rgb : encodeOklch(tailwindLightness(curve, i, a, l0), (c0 * TAILWIND_CHROMA[i]) / TAILWIND_CHROMA[a], h0 + TAILWIND_HUE_DRIFT[i] - TAILWIND_HUE_DRIFT[a]),
      i === a,
    ),
  );
}

/** Returns the 11 steps of the neutral scale tinted with the packed input's hue (no anchor). */
export function tailwindNeutralSteps(rgb: number): StepPlan[] {
  const [, c0, h0] = packedToOklch(rgb);
  return neutralSteps(TAILWIND_STEPS, TAILWIND_NEUTRAL_LIGHTNESS, TAILWIND_NEUTRAL_CHROMA, c0, h0);
}
