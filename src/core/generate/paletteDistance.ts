/**
 * The minimum distance of a generated palette: no two colours closer than PALETTE_MIN_DELTA_E (ΔE_OK ×100),
 * two locked colours excepted, by drawing unlocked colours again (ported verbatim by
 * assembly/generate/paletteDistance.ts, the random draws in the same order).
 *
 * Up to REPAIR_MAX_MOVES times: find the first close pair (i < j in scan order) that is not two locked
 * colours, and move one of them. The mover is the unlocked one; of two unlocked, j, unless j carries the
 * spread (it is the lightest or the darkest slot, first index, while the spread holds) and i does not, or
 * the previous move failed on j and i is unlocked. A move draws up to REPAIR_ATTEMPTS candidates, three draws
 * each (lightness uniform over the harmony's range, chroma factor as the seed's, hue the slot's harmony hue
 * jittered by REPAIR_HUE_JITTER, or REPAIR_WIDE_HUE_JITTER after REPAIR_NARROW_ATTEMPTS), and takes the first
 * whose bytes are at least PALETTE_MIN_DELTA_E from every other slot and, when the spread held, keep it. If
 * none does, the candidate farthest from its nearest other slot is taken when it is farther than the colour it
 * replaces (a failed move). A successful move leaves the mover clear of every slot, so each one removes at least
 * one close pair and creates none.
 */
import { normalizeHue } from '../convert/hue.ts';
import { PALETTE_MIN_DELTA_E, PALETTE_SPREAD_CONTRAST } from './paletteRules.ts';
import {
  CHROMA_FACTOR_FROM,
  CHROMA_FACTOR_SPAN,
  MONO_CHROMA_FACTOR_FROM,
  MONO_CHROMA_FACTOR_SPAN,
  MONO_LIGHTNESS_MAX,
  MONO_LIGHTNESS_MIN,
  PALETTE_LIGHTNESS_MAX,
  PALETTE_LIGHTNESS_MIN,
} from './paletteSeed.ts';
import { distanceTo, encodeOklch, packedLuminance, packedToOklab, setPlanColor, slotDistance, spreadRatio, type PaletteWork } from './paletteWork.ts';

/** Close pairs resolved at most (each successful move removes one or more). */
export const REPAIR_MAX_MOVES = 30;
/** Candidates drawn per move. */
export const REPAIR_ATTEMPTS = 48;
/** Candidates drawn near the slot's harmony hue before the hue is let wander further. */
export const REPAIR_NARROW_ATTEMPTS = 24;
/** Hue jitter of candidates, ± degrees: near the harmony hue, then wider (monochromatic: its own pair). */
export const REPAIR_HUE_JITTER = 12;
export const REPAIR_WIDE_HUE_JITTER = 60;
export const MONO_REPAIR_HUE_JITTER = 4;
export const MONO_REPAIR_WIDE_HUE_JITTER = 20;

/** Returns the distance from slot `i` to its nearest other slot. */
function nearestOther(work: PaletteWork, i: number): number {
  let nearest = Infinity;
  for (let j = 0; j < work.count; j++) {
    if (j === i) continue;
    const d = slotDistance(work, i, j);
    if (d < nearest) nearest = d;
  }
  return nearest;
}

/** Returns i · count + j of the first close pair not of two locked slots, or −1. */
function firstClosePair(work: PaletteWork): number {
  for (let i = 0; i < work.count; i++) {
    for (let j = i + 1; j < work.count; j++) {
      if (work.locked[i] && work.locked[j]) continue;
      if (slotDistance(work, i, j) < PALETTE_MIN_DELTA_E) return i * work.count + j;
    }
  }
  return -1;
}

/** Returns whether slot `i` is the lightest or the darkest slot (first index of each). */
function carriesSpread(work: PaletteWork, i: number): boolean {
  let light = 0;
  let dark = 0;
  for (let k = 1; k < work.count; k++) {
    if (work.luminance[k] > work.luminance[light]) light = k;
    if (work.luminance[k] < work.luminance[dark]) dark = k;
  }
  return i === light || i === dark;
}

/** Draws new colours for slot `i` (see the file comment); returns whether one clears every other slot. */
function moveSlot(work: PaletteWork, i: number, mono: boolean, spreadHeld: boolean): boolean {
  const min = mono ? MONO_LIGHTNESS_MIN : PALETTE_LIGHTNESS_MIN;
  const range = (mono ? MONO_LIGHTNESS_MAX : PALETTE_LIGHTNESS_MAX) - min;
  let best = -1;
  let bestL = 0;
  let bestC = 0;
  let bestH = 0;
  let bestDistance = nearestOther(work, i);
  for (let attempt = 0; attempt < REPAIR_ATTEMPTS; attempt++) {
    const l = min + work.random() * range;
    const factor = mono
      ? MONO_CHROMA_FACTOR_FROM + work.random() * MONO_CHROMA_FACTOR_SPAN
      : CHROMA_FACTOR_FROM + work.random() * CHROMA_FACTOR_SPAN;
    const narrow = attempt < REPAIR_NARROW_ATTEMPTS;
    const jitter = mono ? (narrow ? MONO_REPAIR_HUE_JITTER : MONO_REPAIR_WIDE_HUE_JITTER) : narrow ? REPAIR_HUE_JITTER : REPAIR_WIDE_HUE_JITTER;
    const h = normalizeHue(work.baseHue[i] + (2 * work.random() - 1) * jitter);
    const c = work.chromaCentre * factor;
    const rgb = encodeOklch(l, c, h);
    if (spreadHeld && spreadRatio(work, i, packedLuminance(rgb)) < PALETTE_SPREAD_CONTRAST) continue;
    const lab = packedToOklab(rgb);
    let nearest = Infinity;
    for (let j = 0; j < work.count; j++) {
      if (j === i) continue;
      const d = distanceTo(work, lab, j);
      if (d < nearest) nearest = d;
    }
    if (nearest >= PALETTE_MIN_DELTA_E) {
      setPlanColor(work, i, l, c, h, rgb);
      return true;
    }
    if (nearest > bestDistance) {
      best = rgb;
      bestL = l;
      bestC = c;
      bestH = h;
      bestDistance = nearest;
    }
  }
  if (best >= 0) setPlanColor(work, i, bestL, bestC, bestH, best);
  return false;
}

/** Moves unlocked colours until no two slots (but two locked ones) are closer than PALETTE_MIN_DELTA_E. */
export function separateColors(work: PaletteWork, mono: boolean, spreadHeld: boolean): void {
  let failed = -1;
  for (let move = 0; move < REPAIR_MAX_MOVES; move++) {
    const pair = firstClosePair(work);
    if (pair < 0) return;
    const i = Math.floor(pair / work.count);
    const j = pair - i * work.count;
    let mover = work.locked[j] ? i : j;
    if (!work.locked[i] && mover === j) {
      const spreadSwap = spreadHeld && carriesSpread(work, j) && !carriesSpread(work, i);
      if (spreadSwap || failed === j) mover = i;
    }
    failed = moveSlot(work, mover, mono, spreadHeld) ? -1 : mover;
  }
}
