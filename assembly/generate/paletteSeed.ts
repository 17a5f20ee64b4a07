/**
 * The first draft of a generated palette (mirror of src/core/generate/paletteSeed.ts; the rules and constants are
 * documented there): harmony hues least-covered first, lightness from the ladder, chroma around the centre,
 * or the natural walk. Random draws in the core's order.
 */
import { normalizeHue } from "../convert/hue";
import { nextRandom } from "../random/mulberry32";
import { lightnessLadder, rungLightness, rungSpacing } from "./paletteLadder";
import {
  baseHueAt, chromaAt, chromaCentre, hueAt, isLocked, lightnessAt, setBaseHue, setPlan, slotCount,
} from "./paletteWork";
import {
  ANALOGOUS_STEP_MAX, ANALOGOUS_STEP_MIN, CHROMA_FACTOR_FROM, CHROMA_FACTOR_SPAN, HARMONY_ANALOGOUS,
  HARMONY_COMPLEMENTARY, HARMONY_MONOCHROMATIC, HARMONY_NATURAL, HARMONY_SPLIT_COMPLEMENTARY, HARMONY_TETRADIC,
  HARMONY_TRIADIC, HUE_COVER_TOLERANCE, HUE_JITTER, MONO_CHROMA_FACTOR_FROM, MONO_CHROMA_FACTOR_SPAN,
  MONO_HUE_JITTER, MONO_LIGHTNESS_MAX, MONO_LIGHTNESS_MIN, NATURAL_CHROMA_MAX, NATURAL_CHROMA_MIN,
  NATURAL_CHROMA_STEP, NATURAL_HUE_STEP, NATURAL_LIGHTNESS_STEP_MAX, NATURAL_LIGHTNESS_STEP_MIN,
  PALETTE_ANCHOR_MIN_CHROMA, PALETTE_LIGHTNESS_MAX, PALETTE_LIGHTNESS_MIN, PALETTE_MAX_SLOTS, RUNG_JITTER,
} from "../generated/constants";

/** The harmony's hues (at most 5), how many each locked colour covers, and the rung order. */
const HUES = memory.data(5 << 3, 8);
const COVERED = memory.data(5 << 2, 4);
const ORDER = memory.data(PALETTE_MAX_SLOTS << 2, 4);

// @ts-ignore: decorator
@inline
function hueOf(k: i32): f64 {
  return load<f64>(HUES + (<usize>k << 3));
}

// @ts-ignore: decorator
@inline
function coveredOf(k: i32): i32 {
  return load<i32>(COVERED + (<usize>k << 2));
}

// @ts-ignore: decorator
@inline
function orderOf(k: i32): i32 {
  return load<i32>(ORDER + (<usize>k << 2));
}

/** Writes one harmony hue (anchor + offset, wrapped) at `k`. */
function setHue(k: i32, anchorHue: f64, offset: f64): void {
  store<f64>(HUES + (<usize>k << 3), normalizeHue(anchorHue + offset));
}

/** Writes the harmony's hues into HUES and returns how many (the core's `harmonyOffsets`). */
function harmonyHues(harmony: i32, anchorHue: f64, shape: f64): i32 {
  setHue(0, anchorHue, 0);
  if (harmony == HARMONY_ANALOGOUS) {
    const step = ANALOGOUS_STEP_MIN + shape * (ANALOGOUS_STEP_MAX - ANALOGOUS_STEP_MIN);
    setHue(1, anchorHue, step);
    setHue(2, anchorHue, -step);
    setHue(3, anchorHue, 2 * step);
    setHue(4, anchorHue, -2 * step);
    return 5;
  }
  if (harmony == HARMONY_COMPLEMENTARY) {
    setHue(1, anchorHue, 180);
    return 2;
  }
  if (harmony == HARMONY_SPLIT_COMPLEMENTARY) {
    setHue(1, anchorHue, 150);
    setHue(2, anchorHue, 210);
    return 3;
  }
  if (harmony == HARMONY_TRIADIC) {
    setHue(1, anchorHue, 120);
    setHue(2, anchorHue, 240);
    return 3;
  }
  if (harmony == HARMONY_TETRADIC) {
    setHue(1, anchorHue, 90);
    setHue(2, anchorHue, 180);
    setHue(3, anchorHue, 270);
    return 4;
  }
  return 1;
}

/** Returns the angle between two hues in degrees, 0–180. */
export function hueDistance(a: f64, b: f64): f64 {
  const d = normalizeHue(a - b);
  return d > 180 ? 360 - d : d;
}

/** Gives every unlocked slot its harmony hue (least-covered first). */
function assignHues(hues: i32): void {
  const count = slotCount();
  for (let k = 0; k < hues; k++) store<i32>(COVERED + (<usize>k << 2), 0);
  for (let i = 0; i < count; i++) {
    if (!isLocked(i) || !(chromaAt(i) > PALETTE_ANCHOR_MIN_CHROMA)) continue;
    let nearest = -1;
    let nearestDistance = HUE_COVER_TOLERANCE;
    for (let k = 0; k < hues; k++) {
      const d = hueDistance(hueAt(i), hueOf(k));
      if (d <= nearestDistance && (nearest < 0 || d < nearestDistance)) {
        nearest = k;
        nearestDistance = d;
      }
    }
    if (nearest >= 0) store<i32>(COVERED + (<usize>nearest << 2), coveredOf(nearest) + 1);
  }
  for (let i = 0; i < count; i++) {
    if (isLocked(i)) continue;
    let pick = 0;
    for (let k = 1; k < hues; k++) if (coveredOf(k) < coveredOf(pick)) pick = k;
    store<i32>(COVERED + (<usize>pick << 2), coveredOf(pick) + 1);
    setBaseHue(i, hueOf(pick));
  }
}

/** Writes the order in which the unlocked slots take the rungs into ORDER: shuffled, or light to dark. */
function rungOrder(rungs: i32, shuffle: bool): void {
  for (let k = 0; k < rungs; k++) store<i32>(ORDER + (<usize>k << 2), shuffle ? k : rungs - 1 - k);
  if (!shuffle) return;
  for (let a = rungs - 1; a > 0; a--) {
    const b = <i32>Math.floor(nextRandom() * <f64>(a + 1));
    const swap = orderOf(a);
    store<i32>(ORDER + (<usize>a << 2), orderOf(b));
    store<i32>(ORDER + (<usize>b << 2), swap);
  }
}

/** Plans the unlocked slots of every harmony but natural. */
function seedHarmony(harmony: i32, anchorHue: f64, shape: f64): void {
  const mono = harmony == HARMONY_MONOCHROMATIC;
  assignHues(harmonyHues(harmony, anchorHue, shape));
  const rungs = mono
    ? lightnessLadder(MONO_LIGHTNESS_MIN, MONO_LIGHTNESS_MAX)
    : lightnessLadder(PALETTE_LIGHTNESS_MIN, PALETTE_LIGHTNESS_MAX);
  rungOrder(rungs, !mono);
  const count = slotCount();
  let next = 0;
  for (let i = 0; i < count; i++) {
    if (isLocked(i)) continue;
    const rung = orderOf(next++);
    const l = mono ? rungLightness(rung) : rungLightness(rung) + (2 * nextRandom() - 1) * RUNG_JITTER * rungSpacing(rung);
    const factor = mono
      ? MONO_CHROMA_FACTOR_FROM + nextRandom() * MONO_CHROMA_FACTOR_SPAN
      : CHROMA_FACTOR_FROM + nextRandom() * CHROMA_FACTOR_SPAN;
    const hueJitter = (2 * nextRandom() - 1) * (mono ? MONO_HUE_JITTER : HUE_JITTER);
    setPlan(i, l, chromaCentre() * factor, normalizeHue(baseHueAt(i) + hueJitter));
  }
}

/** Plans the unlocked slots as the natural walk. */
function seedNatural(anchorHue: f64, shape: f64): void {
  let l = PALETTE_LIGHTNESS_MIN + shape * (PALETTE_LIGHTNESS_MAX - PALETTE_LIGHTNESS_MIN);
  let c = chromaCentre();
  let h = anchorHue;
  const count = slotCount();
  for (let i = 0; i < count; i++) {
    if (isLocked(i)) {
      l = lightnessAt(i);
      c = chromaAt(i);
      if (c > PALETTE_ANCHOR_MIN_CHROMA) h = hueAt(i);
      continue;
    }
    const step = 2 * nextRandom() - 1;
    const size = NATURAL_LIGHTNESS_STEP_MIN + Math.abs(step) * (NATURAL_LIGHTNESS_STEP_MAX - NATURAL_LIGHTNESS_STEP_MIN);
    l = step < 0 ? l - size : l + size;
    if (l > PALETTE_LIGHTNESS_MAX) l = 2 * PALETTE_LIGHTNESS_MAX - l;
    if (l < PALETTE_LIGHTNESS_MIN) l = 2 * PALETTE_LIGHTNESS_MIN - l;
    c += (2 * nextRandom() - 1) * NATURAL_CHROMA_STEP;
    c = c < NATURAL_CHROMA_MIN ? NATURAL_CHROMA_MIN : c > NATURAL_CHROMA_MAX ? NATURAL_CHROMA_MAX : c;
    h = normalizeHue(h + (2 * nextRandom() - 1) * NATURAL_HUE_STEP);
    setBaseHue(i, h);
    setPlan(i, l, c, h);
  }
}

/** Plans every unlocked slot for the harmony (index in the core's PALETTE_HARMONIES, never 'auto'). */
export function seedPalette(harmony: i32, anchorHue: f64, shape: f64): void {
  if (harmony == HARMONY_NATURAL) seedNatural(anchorHue, shape);
  else seedHarmony(harmony, anchorHue, shape);
}
