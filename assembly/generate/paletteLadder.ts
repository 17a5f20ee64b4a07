/**
 * The lightness ladder of a generated palette (mirror of src/core/generate/paletteLadder.ts; the rule is
 * documented there): rungs for the unlocked slots, spaced as evenly as the locked colours' lightness allows.
 */
import { isLocked, lightnessAt, slotCount } from "./paletteWork";
import { PALETTE_MAX_SLOTS } from "../generated/constants";

/** The cuts (ends and locked lightness, sorted), the rungs per gap, and the rungs found (ascending). */
const CUTS = memory.data((PALETTE_MAX_SLOTS + 2) << 3, 8);
const GAP_RUNGS = memory.data((PALETTE_MAX_SLOTS + 1) << 2, 4);
const RUNG_LIGHTNESS = memory.data(PALETTE_MAX_SLOTS << 3, 8);
const RUNG_SPACING = memory.data(PALETTE_MAX_SLOTS << 3, 8);

// @ts-ignore: decorator
@inline
function cut(t: i32): f64 {
  return load<f64>(CUTS + (<usize>t << 3));
}

// @ts-ignore: decorator
@inline
function gapRungs(t: i32): i32 {
  return load<i32>(GAP_RUNGS + (<usize>t << 2));
}

/** Returns the lightness of rung `k` of the last ladder. */
// @ts-ignore: decorator
@inline
export function rungLightness(k: i32): f64 {
  return load<f64>(RUNG_LIGHTNESS + (<usize>k << 3));
}

/** Returns the spacing of rung `k` of the last ladder. */
// @ts-ignore: decorator
@inline
export function rungSpacing(k: i32): f64 {
  return load<f64>(RUNG_SPACING + (<usize>k << 3));
}

/** Builds the ladder of the unlocked slots in [min, max]; returns the number of rungs. */
export function lightnessLadder(min: f64, max: f64): i32 {
  const count = slotCount();
  const width = (max - min) / <f64>count;
  const start = min - width / 2;
  const end = max + width / 2;
  store<f64>(CUTS, start);
  let cuts = 1;
  let free = 0;
  for (let i = 0; i < count; i++) {
    if (!isLocked(i)) {
      free++;
      continue;
    }
    const l = lightnessAt(i);
    let at = cuts;
    store<f64>(CUTS + (<usize>at << 3), l < start ? start : l > end ? end : l);
    cuts++;
    while (at > 1 && cut(at - 1) > cut(at)) {
      const swap = cut(at - 1);
      store<f64>(CUTS + (<usize>(at - 1) << 3), cut(at));
      store<f64>(CUTS + (<usize>at << 3), swap);
      at--;
    }
  }
  store<f64>(CUTS + (<usize>cuts << 3), end);
  const gaps = cuts;
  for (let t = 0; t < gaps; t++) store<i32>(GAP_RUNGS + (<usize>t << 2), 0);
  for (let r = 0; r < free; r++) {
    let pick = 0;
    let pickSpacing: f64 = -1;
    for (let t = 0; t < gaps; t++) {
      const spacing = (cut(t + 1) - cut(t)) / <f64>(gapRungs(t) + 1);
      if (spacing > pickSpacing) {
        pick = t;
        pickSpacing = spacing;
      }
    }
    store<i32>(GAP_RUNGS + (<usize>pick << 2), gapRungs(pick) + 1);
  }
  let k = 0;
  for (let t = 0; t < gaps; t++) {
    const g = cut(t + 1) - cut(t);
    const rungs = gapRungs(t);
    for (let q = 1; q <= rungs; q++) {
      store<f64>(RUNG_LIGHTNESS + (<usize>k << 3), cut(t) + (g * <f64>q) / <f64>(rungs + 1));
      store<f64>(RUNG_SPACING + (<usize>k << 3), g / <f64>(rungs + 1));
      k++;
    }
  }
  return k;
}
