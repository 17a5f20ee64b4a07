/**
 * The scale generator (mirror of src/core/scale/scale.ts): one call writes the steps of one scale of a request —
 * its main scale, its neutral, or Radix's dark one — as SCALE_STEP_STRIDE f64 records (layout.ts).
 */
import { SCALE_VARIANT_DARK, SCALE_VARIANT_NEUTRAL } from "../layout";
import { contrastSteps } from "./contrastScale";
import { radixNeutralSteps, radixSteps } from "./radixScale";
import { tailwindNeutralSteps, tailwindSteps } from "./tailwindScale";
import { KIND_RADIX, KIND_TAILWIND, RADIX_STEP_COUNT, TAILWIND_STEP_COUNT } from "../generated/constants";

/**
 * Writes the steps of scale kind `kind` for 0xRRGGBB `rgb` to `output`: `variant` is a mask of SCALE_VARIANT_*,
 * `pinned` the anchor's step index (−1: the kind's default); contrast scales read `count` f64 targets at `targets`
 * and measure against `background` by method index `method`. Returns the number of steps written. The request is
 * validated on the JavaScript side (the core's `validateScaleRequest`).
 */
export function scaleSteps(kind: i32, variant: i32, rgb: u32, pinned: i32, targets: usize, count: i32, background: u32, method: i32, output: usize): i32 {
  const neutral = (variant & SCALE_VARIANT_NEUTRAL) != 0;
  const dark = (variant & SCALE_VARIANT_DARK) != 0;
  if (kind == KIND_TAILWIND) {
    if (neutral) tailwindNeutralSteps(rgb, output);
    else tailwindSteps(rgb, pinned, output);
    return TAILWIND_STEP_COUNT;
  }
  if (kind == KIND_RADIX) {
    if (neutral) radixNeutralSteps(rgb, dark, output);
    else radixSteps(rgb, pinned, dark, output);
    return RADIX_STEP_COUNT;
  }
  contrastSteps(rgb, targets, count, background, method, neutral, output);
  return count;
}
