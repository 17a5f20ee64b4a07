/**
 * Radix-style scales (mirror of src/core/scale/radixScale.ts; the rules are there): 12 steps, light or dark, on the
 * curves measured from Radix Colors, the input exactly at step 9 or the pinned step.
 */
import { encodeOklch } from "../generate/paletteWork";
import {
  SCALE_RADIX_DARK_CHROMA,
  SCALE_RADIX_DARK_HUE_DRIFT,
  SCALE_RADIX_DARK_LIGHTNESS,
  SCALE_RADIX_LIGHT_CHROMA,
  SCALE_RADIX_LIGHT_HUE_DRIFT,
  SCALE_RADIX_LIGHT_LIGHTNESS,
  SCALE_RADIX_NEUTRAL_DARK_CHROMA,
  SCALE_RADIX_NEUTRAL_DARK_LIGHTNESS,
  SCALE_RADIX_NEUTRAL_LIGHT_CHROMA,
  SCALE_RADIX_NEUTRAL_LIGHT_LIGHTNESS,
} from "../generated/tables";
import { SCALE_FLAG_ANCHOR, SCALE_FLAG_REACHABLE } from "../layout";
import { Vec3 } from "../vec3";
import { at, packedToOklch, writeStep } from "./scaleColor";
import { RADIX_SOLID_INDEX, RADIX_STEP_COUNT } from "../generated/constants";

const INPUT = changetype<Vec3>(memory.data(24, 8));

/** Returns the lightness of step `i` on `curve` when the anchor `a` has lightness `l0`. */
function stepLightness(curve: usize, i: i32, a: i32, l0: f64): f64 {
  if (i == a) return l0;
  if (i == RADIX_SOLID_INDEX + 1) return stepLightness(curve, RADIX_SOLID_INDEX, a, l0) + (at(curve, i) - at(curve, RADIX_SOLID_INDEX));
  return at(curve, i);
}

/** Writes the 12 steps of the light or dark scale of 0xRRGGBB anchored at `pinned` (−1: step 9); returns the anchor. */
export function radixSteps(rgb: u32, pinned: i32, dark: bool, output: usize): i32 {
  packedToOklch(rgb, INPUT);
  const l0 = INPUT.x;
  const c0 = INPUT.y;
  const h0 = INPUT.z;
  const a = pinned >= 0 ? pinned : RADIX_SOLID_INDEX;
  const lightness = dark ? SCALE_RADIX_DARK_LIGHTNESS : SCALE_RADIX_LIGHT_LIGHTNESS;
  const chroma = dark ? SCALE_RADIX_DARK_CHROMA : SCALE_RADIX_LIGHT_CHROMA;
  const drift = dark ? SCALE_RADIX_DARK_HUE_DRIFT : SCALE_RADIX_LIGHT_HUE_DRIFT;
  for (let i = 0; i < RADIX_STEP_COUNT; i++) {
    if (i == a) {
      writeStep(output, i, rgb, SCALE_FLAG_ANCHOR | SCALE_FLAG_REACHABLE, NaN);
      continue;
    }
    const c = (c0 * at(chroma, i)) / at(chroma, a);
    const h = h0 + at(drift, i) - at(drift, a);
    writeStep(output, i, encodeOklch(stepLightness(lightness, i, a, l0), c, h), SCALE_FLAG_REACHABLE, NaN);
  }
  return a;
}

/** Writes the 12 steps of the light or dark neutral scale tinted with the hue of 0xRRGGBB. */
export function radixNeutralSteps(rgb: u32, dark: bool, output: usize): void {
  packedToOklch(rgb, INPUT);
  const c0 = INPUT.y;
  const h0 = INPUT.z;
  const lightness = dark ? SCALE_RADIX_NEUTRAL_DARK_LIGHTNESS : SCALE_RADIX_NEUTRAL_LIGHT_LIGHTNESS;
  const chroma = dark ? SCALE_RADIX_NEUTRAL_DARK_CHROMA : SCALE_RADIX_NEUTRAL_LIGHT_CHROMA;
  for (let i = 0; i < RADIX_STEP_COUNT; i++) {
    writeStep(output, i, encodeOklch(at(lightness, i), Math.min(at(chroma, i), c0), h0), SCALE_FLAG_REACHABLE, NaN);
  }
}
