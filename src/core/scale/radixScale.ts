/**
 * Radix-style scales: 12 steps in the manner of Radix Colors (1–2 app backgrounds, 3–5 component states, 6–8
 * borders, 9–10 solids, 11–12 text), a light and a dark scale, on the curves measured from Radix's own scales
 * (radixCurve.ts). The input colour is exactly at step 9, the solid, unless pinned to another step (the anchor a).
 *
 * Every other step i takes the measured lightness R[i] (backgrounds, borders and text sit where Radix puts them,
 * whatever the input), except step 10, which is step 9's lightness plus Radix's mean step from 9 to 10 (the hover of
 * the solid follows the solid); chroma C0 · ratio[i] / ratio[a], with ratio the measured chroma relative to step 9;
 * hue h0 + drift[i] − drift[a]. Steps 1–8 and 11–12 are monotonic in lightness (lighter to darker in the light scale,
 * the reverse in the dark one); 9 and 10 follow the input. The neutral scales take the greys' lightness, the tinted
 * greys' chroma capped at the input's chroma, and the input's hue; they have no anchor.
 */
import { RADIX_SOLID_INDEX, RADIX_STEPS } from './scaleRules.ts';
import {
  RADIX_DARK_CHROMA,
  RADIX_DARK_HUE_DRIFT,
  RADIX_DARK_LIGHTNESS,
  RADIX_LIGHT_CHROMA,
  RADIX_LIGHT_HUE_DRIFT,
  RADIX_LIGHT_LIGHTNESS,
  RADIX_NEUTRAL_DARK_CHROMA,
  RADIX_NEUTRAL_DARK_LIGHTNESS,
  RADIX_NEUTRAL_LIGHT_CHROMA,
  RADIX_NEUTRAL_LIGHT_LIGHTNESS,
} from './radixCurve.ts';
import { curveStep, encodeOklch, neutralSteps, packedToOklch, type StepPlan } from './scaleColor.ts';

/** Returns the OKLCH lightness of step `i` when the anchor `a` has lightness `l0`, on the curve `curve`. */
export function radixLightness(curve: readonly number[], i: number, a: number, l0: number): number {
  if (i === a) return l0;
  if (i === RADIX_SOLID_INDEX + 1) return radixLightness(curve, RADIX_SOLID_INDEX, a, l0) + (curve[i] - curve[RADIX_SOLID_INDEX]);
  return curve[i];
}

/** Returns the 12 steps of the light (`dark` false) or dark scale for the packed input, anchored at `pinned` (−1: step 9). */
export function radixSteps(rgb: number, pinned: number, dark: boolean): StepPlan[] {
  const [l0, c0, h0] = packedToOklch(rgb);
  const a = pinned >= 0 ? pinned : RADIX_SOLID_INDEX;
  const lightness = dark ? RADIX_DARK_LIGHTNESS : RADIX_LIGHT_LIGHTNESS;
  const chroma = dark ? RADIX_DARK_CHROMA : RADIX_LIGHT_CHROMA;
  const drift = dark ? RADIX_DARK_HUE_DRIFT : RADIX_LIGHT_HUE_DRIFT;
  return RADIX_STEPS.map((label, i) =>
    curveStep(label, i === a ? rgb : encodeOklch(radixLightness(lightness, i, a, l0), (c0 * chroma[i]) / chroma[a], h0 + drift[i] - drift[a]), i === a),
  );
}

/** Returns the 12 steps of the light or dark neutral scale tinted with the packed input's hue (no anchor). */
export function radixNeutralSteps(rgb: number, dark: boolean): StepPlan[] {
  const [, c0, h0] = packedToOklch(rgb);
  const lightness = dark ? RADIX_NEUTRAL_DARK_LIGHTNESS : RADIX_NEUTRAL_LIGHT_LIGHTNESS;
  const chroma = dark ? RADIX_NEUTRAL_DARK_CHROMA : RADIX_NEUTRAL_LIGHT_CHROMA;
  return neutralSteps(RADIX_STEPS, lightness, chroma, c0, h0);
}
