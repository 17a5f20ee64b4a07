/**
 * The first draft of a generated palette: an OKLCH plan for every unlocked slot, from the harmony's hues,
 * lightness ladder and the palette's chroma (the rules are listed in palette.ts; ported verbatim by
 * assembly/generate/paletteSeed.ts, the random draws in the same order).
 *
 * Hues: each harmony is a list of offsets from the anchor hue. A locked chromatic colour covers the harmony
 * hue nearest to it (within HUE_COVER_TOLERANCE); unlocked slots, in index order, each take the first
 * least-covered hue, so a palette shows every hue of its harmony before it repeats one.
 *
 * Lightness: the rungs of the lightness ladder (paletteLadder.ts: evenly spaced in the range, around the
 * locked colours' lightness) go to the unlocked slots in index order, shuffled (Fisher–Yates, one draw per
 * swap) except for monochromatic, whose slots run light to dark; a colour strays up to ±RUNG_JITTER of its
 * rung's spacing from it (monochromatic: sits on it).
 */
import { normalizeHue } from '../convert/hue.ts';
import type { ConcreteHarmony } from './paletteRules.ts';
import { lightnessLadder } from './paletteLadder.ts';
import { setPlan, type PaletteWork } from './paletteWork.ts';

/** OKLCH chroma above which a locked colour has a hue worth harmonising with (below it reads as grey). */
export const PALETTE_ANCHOR_MIN_CHROMA = 0.03;
/** How far (degrees) a locked colour's hue may be from a harmony hue and still count as that hue. */
export const HUE_COVER_TOLERANCE = 30;
/** Range of the analogous step between neighbouring hues, in degrees (drawn once per palette). */
export const ANALOGOUS_STEP_MIN = 15;
export const ANALOGOUS_STEP_MAX = 30;
/** OKLCH lightness range of generated colours: deep enough for text, light enough for a background. */
export const PALETTE_LIGHTNESS_MIN = 0.22;
export const PALETTE_LIGHTNESS_MAX = 0.96;
/**
 * Monochromatic's wider range, each colour on its rung: ten rungs of one hue are 0.09 apart, so they stay
 * PALETTE_MIN_DELTA_E apart on lightness alone even after rounding to bytes (the darkest at 0.145).
 */
export const MONO_LIGHTNESS_MIN = 0.1;
export const MONO_LIGHTNESS_MAX = 1;
/** How far a colour's lightness may stray from its rung, ± this share of the rung spacing (monochromatic: none). */
export const RUNG_JITTER = 0.3;
/** A colour's chroma is the palette's chroma centre times a factor in [from, from + span). */
export const CHROMA_FACTOR_FROM = 0.5;
export const CHROMA_FACTOR_SPAN = 1;
export const MONO_CHROMA_FACTOR_FROM = 0.3;
export const MONO_CHROMA_FACTOR_SPAN = 1.2;
/** Hue jitter around the harmony hue, ± degrees. */
export const HUE_JITTER = 6;
export const MONO_HUE_JITTER = 2;
/** The natural walk's steps: hue ± degrees, lightness a step of [min, max) up or down, chroma ± per step. */
export const NATURAL_HUE_STEP = 30;
export const NATURAL_LIGHTNESS_STEP_MIN = 0.07;
export const NATURAL_LIGHTNESS_STEP_MAX = 0.18;
export const NATURAL_CHROMA_STEP = 0.04;
/** The natural walk's chroma bounds. */
export const NATURAL_CHROMA_MIN = 0.02;
export const NATURAL_CHROMA_MAX = 0.22;

/** Returns the harmony's hue offsets from the anchor, in the order unlocked slots take them. */
export function harmonyOffsets(harmony: ConcreteHarmony, shape: number): number[] {
  switch (harmony) {
    case 'analogous': {
      const step = ANALOGOUS_STEP_MIN + shape * (ANALOGOUS_STEP_MAX - ANALOGOUS_STEP_MIN);
      return [0, step, -step, 2 * step, -2 * step];
    }
    case 'complementary':
      return [0, 180];
    case 'split-complementary':
      return [0, 150, 210];
    case 'triadic':
      return [0, 120, 240];
    case 'tetradic':
      return [0, 90, 180, 270];
    default:
      return [0];
  }
}

/** Returns the angle between two hues in degrees, 0–180. */
export function hueDistance(a: number, b: number): number {
  const d = normalizeHue(a - b);
  return d > 180 ? 360 - d : d;
}

/** Writes every unlocked slot's harmony hue into `baseHue` (least-covered first; see the file comment). */
function assignHues(work: PaletteWork, offsets: readonly number[], anchorHue: number): void {
  const hues = offsets.map((offset) => normalizeHue(anchorHue + offset));
  const covered = hues.map(() => 0);
  for (let i = 0; i < work.count; i++) {
    if (!work.locked[i] || !(work.chroma[i] > PALETTE_ANCHOR_MIN_CHROMA)) continue;
    let nearest = -1;
    let nearestDistance = HUE_COVER_TOLERANCE;
    for (let k = 0; k < hues.length; k++) {
      const d = hueDistance(work.hue[i], hues[k]);
      if (d <= nearestDistance && (nearest < 0 || d < nearestDistance)) {
        nearest = k;
        nearestDistance = d;
      }
    }
    if (nearest >= 0) covered[nearest]++;
  }
  for (let i = 0; i < work.count; i++) {
    if (work.locked[i]) continue;
    let pick = 0;
    for (let k = 1; k < hues.length; k++) if (covered[k] < covered[pick]) pick = k;
    covered[pick]++;
    work.baseHue[i] = hues[pick];
  }
}

/** Returns the order in which the unlocked slots take the ladder's rungs: shuffled, or light to dark. */
function rungOrder(work: PaletteWork, rungs: number, shuffle: boolean): number[] {
  const order: number[] = [];
  for (let k = 0; k < rungs; k++) order.push(shuffle ? k : rungs - 1 - k);
  if (!shuffle) return order;
  for (let a = rungs - 1; a > 0; a--) {
    const b = Math.floor(work.random() * (a + 1));
    const swap = order[a];
    order[a] = order[b];
    order[b] = swap;
  }
  return order;
}

/**
 * Plans the unlocked slots of every harmony but natural, each from three draws (two for monochromatic, which sits
 * on its rung): lightness around its rung, chroma factor, hue jitter.
 */
function seedHarmony(work: PaletteWork, harmony: ConcreteHarmony, anchorHue: number, shape: number): void {
  const mono = harmony === 'monochromatic';
  assignHues(work, harmonyOffsets(harmony, shape), anchorHue);
  const ladder = mono
    ? lightnessLadder(work, MONO_LIGHTNESS_MIN, MONO_LIGHTNESS_MAX)
    : lightnessLadder(work, PALETTE_LIGHTNESS_MIN, PALETTE_LIGHTNESS_MAX);
  const order = rungOrder(work, ladder.lightness.length, !mono);
  let next = 0;
  for (let i = 0; i < work.count; i++) {
    if (work.locked[i]) continue;
    const rung = order[next++];
    const l = mono ? ladder.lightness[rung] : ladder.lightness[rung] + (2 * work.random() - 1) * RUNG_JITTER * ladder.spacing[rung];
    const factor = mono
      ? MONO_CHROMA_FACTOR_FROM + work.random() * MONO_CHROMA_FACTOR_SPAN
      : CHROMA_FACTOR_FROM + work.random() * CHROMA_FACTOR_SPAN;
    const hueJitter = (2 * work.random() - 1) * (mono ? MONO_HUE_JITTER : HUE_JITTER);
    setPlan(work, i, l, work.chromaCentre * factor, normalizeHue(work.baseHue[i] + hueJitter));
  }
}

/**
 * Plans the unlocked slots as a walk through the palette in slot order, from (lightness min + shape · range,
 * the chroma centre, the anchor hue): a locked slot moves the walker onto its own colour (its hue only when
 * chromatic); an unlocked one steps (3 draws: lightness, chroma, hue) and takes the new position. Lightness
 * steps go up or down by NATURAL_LIGHTNESS_STEP_MIN–MAX and reflect off the range's ends.
 */
function seedNatural(work: PaletteWork, anchorHue: number, shape: number): void {
  let l = PALETTE_LIGHTNESS_MIN + shape * (PALETTE_LIGHTNESS_MAX - PALETTE_LIGHTNESS_MIN);
  let c = work.chromaCentre;
  let h = anchorHue;
  for (let i = 0; i < work.count; i++) {
    if (work.locked[i]) {
      l = work.lightness[i];
      c = work.chroma[i];
      if (c > PALETTE_ANCHOR_MIN_CHROMA) h = work.hue[i];
      continue;
    }
    const step = 2 * work.random() - 1;
    const size = NATURAL_LIGHTNESS_STEP_MIN + Math.abs(step) * (NATURAL_LIGHTNESS_STEP_MAX - NATURAL_LIGHTNESS_STEP_MIN);
    l = step < 0 ? l - size : l + size;
    if (l > PALETTE_LIGHTNESS_MAX) l = 2 * PALETTE_LIGHTNESS_MAX - l;
    if (l < PALETTE_LIGHTNESS_MIN) l = 2 * PALETTE_LIGHTNESS_MIN - l;
    c += (2 * work.random() - 1) * NATURAL_CHROMA_STEP;
    c = c < NATURAL_CHROMA_MIN ? NATURAL_CHROMA_MIN : c > NATURAL_CHROMA_MAX ? NATURAL_CHROMA_MAX : c;
    h = normalizeHue(h + (2 * work.random() - 1) * NATURAL_HUE_STEP);
    work.baseHue[i] = h;
    setPlan(work, i, l, c, h);
  }
}

/** Plans every unlocked slot of `work` for the harmony (see the file comment and palette.ts). */
export function seedPalette(work: PaletteWork, harmony: ConcreteHarmony, anchorHue: number, shape: number): void {
  if (harmony === 'natural') seedNatural(work, anchorHue, shape);
  else seedHarmony(work, harmony, anchorHue, shape);
}
