/**
 * The lightness spread of a generated palette (mirror of src/core/generate/paletteSpread.ts; the rule is
 * documented there): the lightest and darkest colours reach the WCAG contrast by moving unlocked colours'
 * OKLCH lightness. No random draws.
 */
import { relativeLuminance } from "../contrast/wcag";
import {
  chromaAt,
  encodeOklch,
  hueAt,
  isLocked,
  lightnessAt,
  luminanceAt,
  setPlan,
  slotCount,
  spreadRatio,
} from "./paletteWork";
import {
  PALETTE_SPREAD_CONTRAST, SPREAD_BISECTION_STEPS, SPREAD_LUMINANCE_MAX, SPREAD_LUMINANCE_MIN, SPREAD_MARGIN,
  WCAG_FLARE,
} from "../generated/constants";

/** Moves slot `i` to the lightness nearest its plan with Y+ ≥ target (`raise`) or ≤ target (lower). */
function reachLuminance(i: i32, target: f64, raise: bool): void {
  const c = chromaAt(i);
  const h = hueAt(i);
  let lo: f64 = raise ? lightnessAt(i) : 0;
  let hi: f64 = raise ? 1 : lightnessAt(i);
  for (let step = 0; step < SPREAD_BISECTION_STEPS; step++) {
    const mid = (lo + hi) / 2;
    const y = relativeLuminance(encodeOklch(mid, c, h)) + WCAG_FLARE;
    if (raise ? y >= target : y > target) hi = mid;
    else lo = mid;
  }
  setPlan(i, raise ? hi : lo, c, h);
}

/** Returns the unlocked slot of largest (`lightest`) or smallest luminance other than `skip`, or −1. */
function extremeUnlocked(lightest: bool, skip: i32): i32 {
  let pick = -1;
  const count = slotCount();
  for (let i = 0; i < count; i++) {
    if (isLocked(i) || i == skip) continue;
    if (pick < 0 || (lightest ? luminanceAt(i) > luminanceAt(pick) : luminanceAt(i) < luminanceAt(pick))) pick = i;
  }
  return pick;
}

/** Returns Y+ of the lightest (`lightest`) or darkest locked slot, or NaN when none is locked. */
function lockedExtreme(lightest: bool): f64 {
  let out: f64 = NaN;
  const count = slotCount();
  for (let i = 0; i < count; i++) {
    if (!isLocked(i)) continue;
    const y = luminanceAt(i) + WCAG_FLARE;
    if (isNaN(out) || (lightest ? y > out : y < out)) out = y;
  }
  return out;
}

/** Spreads the palette's lightness; returns whether the spread holds afterwards. */
export function spreadLightness(): bool {
  const count = slotCount();
  let hi: f64 = 0;
  let lo: f64 = 2;
  let unlocked = 0;
  for (let i = 0; i < count; i++) {
    const y = luminanceAt(i) + WCAG_FLARE;
    if (y > hi) hi = y;
    if (y < lo) lo = y;
    if (!isLocked(i)) unlocked++;
  }
  if (hi / lo >= PALETTE_SPREAD_CONTRAST || unlocked == 0) return hi / lo >= PALETTE_SPREAD_CONTRAST;
  const ratio = PALETTE_SPREAD_CONTRAST * (1 + SPREAD_MARGIN);
  const lockedHi = lockedExtreme(true);
  const lockedLo = lockedExtreme(false);
  if (unlocked == 1) {
    const i = extremeUnlocked(true, -1);
    const y = luminanceAt(i) + WCAG_FLARE;
    const up = lockedLo * ratio;
    const down = lockedHi / ratio;
    const canRaise = up <= 1 + WCAG_FLARE;
    const canLower = down >= WCAG_FLARE;
    if (canRaise && (!canLower || up / y <= y / down)) reachLuminance(i, up, true);
    else if (canLower) reachLuminance(i, down, false);
    return spreadRatio(-1, 0) >= PALETTE_SPREAD_CONTRAST;
  }
  const floor = SPREAD_LUMINANCE_MIN + WCAG_FLARE;
  const ceiling = SPREAD_LUMINANCE_MAX + WCAG_FLARE;
  let targetHi = Math.sqrt(hi * lo) * Math.sqrt(ratio);
  if (targetHi > ceiling) targetHi = ceiling;
  if (targetHi / ratio < floor) targetHi = floor * ratio;
  const targetLo = targetHi / ratio;
  const light = extremeUnlocked(true, -1);
  const dark = extremeUnlocked(false, light);
  if (!(lockedHi >= targetHi) && luminanceAt(light) + WCAG_FLARE < targetHi) reachLuminance(light, targetHi, true);
  if (!(lockedLo <= targetLo) && luminanceAt(dark) + WCAG_FLARE > targetLo) reachLuminance(dark, targetLo, false);
  return spreadRatio(-1, 0) >= PALETTE_SPREAD_CONTRAST;
}
