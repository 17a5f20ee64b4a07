/**
 * The numbers every scale step is made of, on packed 0xRRGGBB bytes (the form the wasm port works in): the
 * input's OKLCH, the bytes of an OKLCH plan (CSS Color 4 gamut mapping), and a step's WCAG and APCA contrast on
 * white and on black, each as the contrast checker gives it for the same codes.
 */
import type { Vec3 } from '../convert/types.ts';
import { labToLch } from '../convert/labToLch.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';
import { APCA_COEFFICIENTS, apcaChannel, apcaContrastOfLuminance, apcaSoftClamp } from '../contrast/apca.ts';
import { contrastRatioOfLuminance } from '../contrast/wcag.ts';
import { encodeOklch, packedLuminance, packedToOklab } from '../generate/paletteWork.ts';
import type { ScaleStep, StepContrast } from './scaleRules.ts';

export { encodeOklch, packedLuminance };

/** Packed white and black. */
export const PACKED_WHITE = 0xffffff;
export const PACKED_BLACK = 0x000000;

/** Returns OKLCH [L, C, h] of packed bytes; a grey (r = g = b) has chroma 0 and hue NaN exactly (color/models.ts). */
export function packedToOklch(rgb: number): Vec3 {
  const lab = packedToOklab(rgb);
  const grey = ((rgb >>> 16) & 0xff) === ((rgb >>> 8) & 0xff) && ((rgb >>> 8) & 0xff) === (rgb & 0xff);
  return labToLch(grey ? [lab[0], 0, 0] : lab);
}

/** Returns the APCA screen luminance Ys of packed bytes, as `apcaLuminance(code)`. */
export function packedApcaLuminance(rgb: number): number {
  const y =
    APCA_COEFFICIENTS[0] * apcaChannel(((rgb >>> 16) & 0xff) / 255) +
    APCA_COEFFICIENTS[1] * apcaChannel(((rgb >>> 8) & 0xff) / 255) +
    APCA_COEFFICIENTS[2] * apcaChannel((rgb & 0xff) / 255);
  return apcaSoftClamp(y);
}

/** Returns '#rrggbb' of packed bytes. */
export function packedToHex(rgb: number): string {
  return bytesToHex((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff);
}

/** Returns the WCAG ratio and the APCA Lc of packed bytes as text on the background `background` (packed). */
export function stepContrast(rgb: number, background: number): StepContrast {
  return {
    wcag: contrastRatioOfLuminance(packedLuminance(rgb), packedLuminance(background)),
    apca: apcaContrastOfLuminance(packedApcaLuminance(rgb), packedApcaLuminance(background)),
  };
}

/** What a scale's maths decides for one step; `toStep` adds its code and its contrasts on white and black. */
export type StepPlan = {
  readonly label: string;
  readonly rgb: number;
  readonly anchor: boolean;
  readonly target: number | null;
  readonly contrast: number | null;
  readonly reachable: boolean;
};

/** Returns the plan of a step on a scale's curves: reachable, with no contrast target; `anchor` marks the input's own step. */
export function curveStep(label: string, rgb: number, anchor: boolean): StepPlan {
  return { label, rgb, anchor, target: null, contrast: null, reachable: true };
}

/**
 * Returns the steps of a neutral scale, one for each of `labels`: the curve's `lightness` and its `chroma` capped at
 * the input's chroma `c0`, at the input's hue `h0`; none is an anchor.
 */
export function neutralSteps(labels: readonly string[], lightness: readonly number[], chroma: readonly number[], c0: number, h0: number): StepPlan[] {
  return labels.map((label, i) => curveStep(label, encodeOklch(lightness[i], Math.min(chroma[i], c0), h0), false));
}

/** Returns the step of a plan: its '#rrggbb' and its contrast on white and on black. */
export function toStep(plan: StepPlan): ScaleStep {
  return {
    label: plan.label,
    hex: packedToHex(plan.rgb),
    anchor: plan.anchor,
    onWhite: stepContrast(plan.rgb, PACKED_WHITE),
    onBlack: stepContrast(plan.rgb, PACKED_BLACK),
    target: plan.target,
    contrast: plan.contrast,
    reachable: plan.reachable,
  };
}
