/**
 * The lightness spread of a generated palette: its lightest and darkest colours reach PALETTE_SPREAD_CONTRAST
 * (WCAG 2) between them, so one can be text on the other, by moving unlocked colours' OKLCH lightness (ported
 * verbatim by assembly/generate/paletteSpread.ts). No random draws.
 *
 * With Y+ = luminance + 0.05 (the WCAG flare) of every slot, hi = the largest and lo = the smallest:
 *  - hi / lo ≥ PALETTE_SPREAD_CONTRAST already, or no slot is unlocked: nothing to do.
 *  - Two or more unlocked: the targets sit around the geometric centre c = sqrt(hi · lo), T_hi = c · sqrt(r),
 *    T_lo = T_hi / r with r = PALETTE_SPREAD_CONTRAST · (1 + SPREAD_MARGIN), slid (keeping their ratio) into
 *    [SPREAD_LUMINANCE_MIN, SPREAD_LUMINANCE_MAX] + 0.05 so no colour is pushed to black or white. The
 *    lightest unlocked slot (lowest index on ties) is raised to Y+ ≥ T_hi unless a locked one is already
 *    there; the darkest other unlocked slot is lowered to Y+ ≤ T_lo unless a locked one is already there.
 *  - One unlocked: the others are locked, lightest L+ and darkest D+. It is raised to Y+ ≥ D+ · r or lowered to
 *    Y+ ≤ L+ / r, whichever is possible at all (within 0.05 … 1.05) and asks the smaller change of Y+ (ratio;
 *    raising on a tie); when neither is possible the locks prevent the spread and it stays.
 * Raising or lowering is a bisection (SPREAD_BISECTION_STEPS) on the slot's OKLCH lightness between its plan and
 * 1 (white, Y = 1) or 0 (black, Y = 0), hue and chroma kept (gamut-mapped), judged on the luminance of the
 * resulting bytes: the end that meets the target is kept, so the result always meets it.
 */
import { WCAG_FLARE } from '../contrast/wcag.ts';
import { PALETTE_SPREAD_CONTRAST } from './paletteRules.ts';
import { encodeOklch, packedLuminance, setPlan, spreadRatio, type PaletteWork } from './paletteWork.ts';

/** Relative margin on the target ratio, so the rounded bytes never land a hair under the contrast. */
export const SPREAD_MARGIN = 0.01;
/** Luminance window of the spread's targets (two or more unlocked): about OKLCH L 0.215 … 0.95. */
export const SPREAD_LUMINANCE_MIN = 0.01;
export const SPREAD_LUMINANCE_MAX = 0.85;
/** Bisection steps on OKLCH lightness (2^-24 of the interval, far below one byte). */
export const SPREAD_BISECTION_STEPS = 24;

/** Moves slot `i` to the lightness nearest its plan with Y+ ≥ target (`raise`) or ≤ target (lower). */
function reachLuminance(work: PaletteWork, i: number, target: number, raise: boolean): void {
  const c = work.chroma[i];
  const h = work.hue[i];
  let lo = raise ? work.lightness[i] : 0;
  let hi = raise ? 1 : work.lightness[i];
  for (let step = 0; step < SPREAD_BISECTION_STEPS; step++) {
    const mid = (lo + hi) / 2;
    const y = packedLuminance(encodeOklch(mid, c, h)) + WCAG_FLARE;
    if (raise ? y >= target : y > target) hi = mid;
    else lo = mid;
  }
  setPlan(work, i, raise ? hi : lo, c, h);
}

/** Returns the unlocked slot of largest (`lightest`) or smallest luminance other than `skip`, or −1. */
function extremeUnlocked(work: PaletteWork, lightest: boolean, skip: number): number {
  let pick = -1;
  for (let i = 0; i < work.count; i++) {
    if (work.locked[i] || i === skip) continue;
    if (pick < 0 || (lightest ? work.luminance[i] > work.luminance[pick] : work.luminance[i] < work.luminance[pick])) pick = i;
  }
  return pick;
}

/** Returns Y+ of the lightest (`lightest`) or darkest locked slot, or NaN when none is locked. */
function lockedExtreme(work: PaletteWork, lightest: boolean): number {
  let out = NaN;
  for (let i = 0; i < work.count; i++) {
    if (!work.locked[i]) continue;
    const y = work.luminance[i] + WCAG_FLARE;
    if (Number.isNaN(out) || (lightest ? y > out : y < out)) out = y;
  }
  return out;
}

/** Spreads the palette's lightness (see the file comment); returns whether the spread holds afterwards. */
export function spreadLightness(work: PaletteWork): boolean {
  let hi = 0;
  let lo = 2;
  let unlocked = 0;
  for (let i = 0; i < work.count; i++) {
    const y = work.luminance[i] + WCAG_FLARE;
    if (y > hi) hi = y;
    if (y < lo) lo = y;
    if (!work.locked[i]) unlocked++;
  }
  if (hi / lo >= PALETTE_SPREAD_CONTRAST || unlocked === 0) return hi / lo >= PALETTE_SPREAD_CONTRAST;
  const ratio = PALETTE_SPREAD_CONTRAST * (1 + SPREAD_MARGIN);
  const lockedHi = lockedExtreme(work, true);
  const lockedLo = lockedExtreme(work, false);
  if (unlocked === 1) {
    const i = extremeUnlocked(work, true, -1);
    const y = work.luminance[i] + WCAG_FLARE;
    const up = lockedLo * ratio;
    const down = lockedHi / ratio;
    const canRaise = up <= 1 + WCAG_FLARE;
    const canLower = down >= WCAG_FLARE;
    if (canRaise && (!canLower || up / y <= y / down)) reachLuminance(work, i, up, true);
    else if (canLower) reachLuminance(work, i, down, false);
    return spreadRatio(work, -1, 0) >= PALETTE_SPREAD_CONTRAST;
  }
  const floor = SPREAD_LUMINANCE_MIN + WCAG_FLARE;
  const ceiling = SPREAD_LUMINANCE_MAX + WCAG_FLARE;
  let targetHi = Math.sqrt(hi * lo) * Math.sqrt(ratio);
  if (targetHi > ceiling) targetHi = ceiling;
  if (targetHi / ratio < floor) targetHi = floor * ratio;
  const targetLo = targetHi / ratio;
  const light = extremeUnlocked(work, true, -1);
  const dark = extremeUnlocked(work, false, light);
  if (!(lockedHi >= targetHi) && work.luminance[light] + WCAG_FLARE < targetHi) reachLuminance(work, light, targetHi, true);
  if (!(lockedLo <= targetLo) && work.luminance[dark] + WCAG_FLARE > targetLo) reachLuminance(work, dark, targetLo, false);
  return spreadRatio(work, -1, 0) >= PALETTE_SPREAD_CONTRAST;
}
