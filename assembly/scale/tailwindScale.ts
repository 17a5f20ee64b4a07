/**
 * Tailwind-style scales (mirror of src/core/scale/tailwindScale.ts; the rules are there): 11 steps on the curves
 * measured from Tailwind's palette, the input exactly at its anchor.
 */
import { encodeOklch } from "../generate/paletteWork";
import {
  SCALE_TAILWIND_CHROMA,
  SCALE_TAILWIND_CHROMATIC_CHROMA,
  SCALE_TAILWIND_HUE_DRIFT,
  SCALE_TAILWIND_LIGHTNESS,
  SCALE_TAILWIND_NEUTRAL_CHROMA,
  SCALE_TAILWIND_NEUTRAL_LIGHTNESS,
} from "../generated/tables";
import { SCALE_FLAG_ANCHOR, SCALE_FLAG_REACHABLE } from "../layout";
import { Vec3 } from "../vec3";
import { at, packedToOklch, writeStep } from "./scaleColor";
import { TAILWIND_STEP_COUNT } from "../generated/constants";

const INPUT = changetype<Vec3>(memory.data(24, 8));
/** The lightness curve of the current input. */
const CURVE = memory.data(TAILWIND_STEP_COUNT << 3, 8);

/** Writes the curve of an input of chroma `c0` into CURVE (greys' curve blended towards the chromatic one). */
function fillCurve(c0: f64): void {
  const w: f64 = c0 < SCALE_TAILWIND_CHROMATIC_CHROMA ? c0 / SCALE_TAILWIND_CHROMATIC_CHROMA : 1;
  for (let i = 0; i < TAILWIND_STEP_COUNT; i++) {
    const grey = at(SCALE_TAILWIND_NEUTRAL_LIGHTNESS, i);
    store<f64>(CURVE + (<usize>i << 3), grey + w * (at(SCALE_TAILWIND_LIGHTNESS, i) - grey));
  }
}

/** Returns the step whose curve lightness is nearest `l` (strict <: a tie keeps the lighter step). */
function nearestStep(l: f64): i32 {
  let best = 0;
  let bestDistance = Math.abs(l - at(CURVE, 0));
  for (let i = 1; i < TAILWIND_STEP_COUNT; i++) {
    const distance = Math.abs(l - at(CURVE, i));
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Returns the lightness of step `i` when the anchor `a` has lightness `l0`. */
function stepLightness(i: i32, a: i32, l0: f64): f64 {
  if (i == a) return l0;
  if (i < a) return l0 + ((at(CURVE, i) - at(CURVE, a)) * (1 - l0)) / (1 - at(CURVE, a));
  return (at(CURVE, i) * l0) / at(CURVE, a);
}

/** Writes the 11 steps of 0xRRGGBB anchored at `pinned` (−1: the nearest step) to `output`; returns the anchor. */
export function tailwindSteps(rgb: u32, pinned: i32, output: usize): i32 {
  packedToOklch(rgb, INPUT);
  const l0 = INPUT.x;
  const c0 = INPUT.y;
  const h0 = INPUT.z;
  fillCurve(c0);
  const a = pinned >= 0 ? pinned : nearestStep(l0);
  for (let i = 0; i < TAILWIND_STEP_COUNT; i++) {
    if (i == a) {
      writeStep(output, i, rgb, SCALE_FLAG_ANCHOR | SCALE_FLAG_REACHABLE, NaN);
      continue;
    }
    const c = (c0 * at(SCALE_TAILWIND_CHROMA, i)) / at(SCALE_TAILWIND_CHROMA, a);
    const h = h0 + at(SCALE_TAILWIND_HUE_DRIFT, i) - at(SCALE_TAILWIND_HUE_DRIFT, a);
    writeStep(output, i, encodeOklch(stepLightness(i, a, l0), c, h), SCALE_FLAG_REACHABLE, NaN);
  }
  return a;
}

/** Writes the 11 steps of the neutral scale tinted with the hue of 0xRRGGBB to `output`. */
export function tailwindNeutralSteps(rgb: u32, output: usize): void {
  packedToOklch(rgb, INPUT);
  const c0 = INPUT.y;
  const h0 = INPUT.z;
  for (let i = 0; i < TAILWIND_STEP_COUNT; i++) {
    const c = Math.min(at(SCALE_TAILWIND_NEUTRAL_CHROMA, i), c0);
    writeStep(output, i, encodeOklch(at(SCALE_TAILWIND_NEUTRAL_LIGHTNESS, i), c, h0), SCALE_FLAG_REACHABLE, NaN);
  }
}
