/**
 * The minimum distance of a generated palette (mirror of src/core/generate/paletteDistance.ts; the rule is
 * documented there): close pairs resolved by drawing unlocked colours again, random draws in the core's order.
 */
import { normalizeHue } from "../convert/hue";
import { relativeLuminance } from "../contrast/wcag";
import { packedToOklab } from "../names/oklab";
import { nextRandom } from "../random/mulberry32";
import { Vec3 } from "../vec3";
import {
  baseHueAt,
  chromaCentre,
  distanceTo,
  encodeOklch,
  isLocked,
  luminanceAt,
  setPlanColor,
  slotCount,
  slotDistance,
  spreadRatio,
} from "./paletteWork";
import {
  CHROMA_FACTOR_FROM, CHROMA_FACTOR_SPAN, MONO_CHROMA_FACTOR_FROM, MONO_CHROMA_FACTOR_SPAN, MONO_LIGHTNESS_MAX,
  MONO_LIGHTNESS_MIN, MONO_REPAIR_HUE_JITTER, MONO_REPAIR_WIDE_HUE_JITTER, PALETTE_LIGHTNESS_MAX,
  PALETTE_LIGHTNESS_MIN, PALETTE_MIN_DELTA_E, PALETTE_SPREAD_CONTRAST, REPAIR_ATTEMPTS, REPAIR_HUE_JITTER,
  REPAIR_MAX_MOVES, REPAIR_NARROW_ATTEMPTS, REPAIR_WIDE_HUE_JITTER,
} from "../generated/constants";

const CANDIDATE = changetype<Vec3>(memory.data(24, 8));

/** Returns the distance from slot `i` to its nearest other slot. */
function nearestOther(i: i32): f64 {
  let nearest = Infinity;
  const count = slotCount();
  for (let j = 0; j < count; j++) {
    if (j == i) continue;
    const d = slotDistance(i, j);
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/** Returns i · count + j of the first close pair not of two locked slots, or −1. */
function firstClosePair(): i32 {
  const count = slotCount();
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (isLocked(i) && isLocked(j)) continue;
      if (slotDistance(i, j) < PALETTE_MIN_DELTA_E) return i * count + j;
    }
  }
  return -1;
}

/** Returns whether slot `i` is the lightest or the darkest slot (first index of each). */
function carriesSpread(i: i32): bool {
  let light = 0;
  let dark = 0;
  const count = slotCount();
  for (let k = 1; k < count; k++) {
    if (luminanceAt(k) > luminanceAt(light)) light = k;
    if (luminanceAt(k) < luminanceAt(dark)) dark = k;
  }
  return i == light || i == dark;
}

/** Draws new colours for slot `i`; returns whether one clears every other slot. */
function moveSlot(i: i32, mono: bool, spreadHeld: bool): bool {
  const min = mono ? MONO_LIGHTNESS_MIN : PALETTE_LIGHTNESS_MIN;
  const range = (mono ? MONO_LIGHTNESS_MAX : PALETTE_LIGHTNESS_MAX) - min;
  const count = slotCount();
  let found = false;
  let best: u32 = 0;
  let bestL: f64 = 0;
  let bestC: f64 = 0;
  let bestH: f64 = 0;
  let bestDistance = nearestOther(i);
  for (let attempt = 0; attempt < REPAIR_ATTEMPTS; attempt++) {
    const l = min + nextRandom() * range;
    const factor = mono
      ? MONO_CHROMA_FACTOR_FROM + nextRandom() * MONO_CHROMA_FACTOR_SPAN
      : CHROMA_FACTOR_FROM + nextRandom() * CHROMA_FACTOR_SPAN;
    const narrow = attempt < REPAIR_NARROW_ATTEMPTS;
    const jitter = mono
      ? narrow ? MONO_REPAIR_HUE_JITTER : MONO_REPAIR_WIDE_HUE_JITTER
      : narrow ? REPAIR_HUE_JITTER : REPAIR_WIDE_HUE_JITTER;
    const h = normalizeHue(baseHueAt(i) + (2 * nextRandom() - 1) * jitter);
    const c = chromaCentre() * factor;
    const rgb = encodeOklch(l, c, h);
    if (spreadHeld && spreadRatio(i, relativeLuminance(rgb)) < PALETTE_SPREAD_CONTRAST) continue;
    packedToOklab(rgb, CANDIDATE);
    let nearest = Infinity;
    for (let j = 0; j < count; j++) {
      if (j == i) continue;
      const d = distanceTo(CANDIDATE.x, CANDIDATE.y, CANDIDATE.z, j);
      if (d < nearest) nearest = d;
    }
    if (nearest >= PALETTE_MIN_DELTA_E) {
      setPlanColor(i, l, c, h, rgb);
      return true;
    }
    if (nearest > bestDistance) {
      found = true;
      best = rgb;
      bestL = l;
      bestC = c;
      bestH = h;
      bestDistance = nearest;
    }
  }
  if (found) setPlanColor(i, bestL, bestC, bestH, best);
  return false;
}

/** Moves unlocked colours until no two slots (but two locked ones) are closer than PALETTE_MIN_DELTA_E. */
export function separateColors(mono: bool, spreadHeld: bool): void {
  const count = slotCount();
  let failed = -1;
  for (let move = 0; move < REPAIR_MAX_MOVES; move++) {
    const pair = firstClosePair();
    if (pair < 0) return;
    const i = pair / count;
    const j = pair - i * count;
    let mover = isLocked(j) ? i : j;
    if (!isLocked(i) && mover == j) {
      const spreadSwap = spreadHeld && carriesSpread(j) && !carriesSpread(i);
      if (spreadSwap || failed == j) mover = i;
    }
    failed = moveSlot(mover, mono, spreadHeld) ? -1 : mover;
  }
}
