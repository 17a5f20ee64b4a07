/**
 * Ordered chart colours: sequential scales (3–11 classes, or continuous stops) whose lightness falls
 * strictly from light to dark, so they read in greyscale and print, spaced evenly in perceived difference; and
 * diverging scales (3–11) of two arms balanced in lightness around a neutral or chosen midpoint.
 *
 * A scale is a path in OKLCH, each point brought into sRGB by reducing its chroma alone (lightness and hue kept exactly,
 * unlike CSS Color 4's mapping, whose final clip may move lightness: a scale's order and balance rest on it).
 * Sequential classes sit at equal steps of arc length (ΔE_OK) along the mapped path; diverging classes at equal
 * lightness steps on each arm, mirrored.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { oklabToLinear } from '../convert/oklabToSrgb.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { maxSrgbChroma, oklchInGamut } from '../convert/wideGamut.ts';
import type { Vec3 } from '../convert/types.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { ChartRequestError } from './categorical.ts';

export const ORDERED_MIN_CLASSES = 3;
export const ORDERED_MAX_CLASSES = 11;
/** Lightness of a sequential scale's ends when one anchor gives only the hue and chroma. */
export const SEQUENTIAL_LIGHT = 0.96;
export const SEQUENTIAL_DARK = 0.3;
/** A diverging scale's neutral midpoint (when none is chosen): near-white, its hue the arms' average. */
export const DIVERGING_NEUTRAL_LIGHTNESS = 0.965;
export const DIVERGING_NEUTRAL_CHROMA = 0.006;
/** Points the sequential path is sampled at to measure its arc length. */
const PATH_SAMPLES = 240;
/** How far the multi-hue scale's light end turns its hue towards yellow (90°), at most. */
const MULTI_HUE_TURN = 70;

type Lch = { l: number; c: number; h: number };

/** Returns a code's OKLCH (hue 0 for greys, whose OKLab a and b are rounding residue). */
export function oklchOf(code: string): Lch {
  const [l, c, h] = labToLch(srgbToOklab(hexToSrgb(normalizeColorCode(code))));
  return { l, c, h: c < 1e-6 || Number.isNaN(h) ? 0 : h };
}

/** Returns the signed shortest turn from hue a to hue b, in degrees (−180, 180]. */
function turn(a: number, b: number): number {
  const d = (((b - a) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Returns gamma-encoded sRGB of OKLCH with its chroma reduced until it is in sRGB (the core's bisection); lightness and hue kept. */
function srgbKeepingLightness(l: number, c: number, h: number): Vec3 {
  const lightness = Math.min(1, Math.max(0, l));
  const rad = (h * Math.PI) / 180;
  const chroma = oklchInGamut(lightness, c, h, 'srgb') ? c : maxSrgbChroma(lightness, rad, c, 24);
  const linear = oklabToLinear([lightness, chroma * Math.cos(rad), chroma * Math.sin(rad)]);
  return linearToSrgb([Math.min(1, Math.max(0, linear[0])), Math.min(1, Math.max(0, linear[1])), Math.min(1, Math.max(0, linear[2]))]);
}

/** Returns the code of OKLCH brought into sRGB by chroma alone. */
const hexKeepingLightness = (l: number, c: number, h: number) => srgbToHex(srgbKeepingLightness(l, c, h));

export type SequentialRequest = {
  /** 3–11 classes. */
  classes: number;
  /** One anchor (its hue and chroma run the scale) or two (the light and the dark end, in either order). */
  anchors: readonly string[];
  /** One hue, or (one anchor only) a hue that turns towards yellow at the light end, as ColorBrewer's YlGnBu does. */
  hues: 'single' | 'multi';
};

/** Returns the OKLCH path of a sequential request at t (0 light, 1 dark). */
function sequentialPath(request: SequentialRequest): (t: number) => Lch {
  const anchors = request.anchors.map(oklchOf);
  if (anchors.length === 2) {
    const [light, dark] = anchors[0].l >= anchors[1].l ? anchors : [anchors[1], anchors[0]];
    // Ends too close in lightness to read as a scale are pushed apart to the one-anchor ends.
    const spread = light.l - dark.l >= 0.3;
    const lLight = spread ? light.l : Math.max(light.l, SEQUENTIAL_LIGHT);
    const lDark = spread ? dark.l : Math.min(dark.l, SEQUENTIAL_DARK);
    const hueTurn = turn(light.h, dark.h);
    return (t) => ({ l: lerp(lLight, lDark, t), c: lerp(light.c, dark.c, t), h: light.h + hueTurn * t });
  }
  const [anchor] = anchors;
  // The chroma rises from a near-grey light end to the anchor's at its lightness, then eases off towards the dark end.
  const tAnchor = Math.min(0.85, Math.max(0.15, (SEQUENTIAL_LIGHT - anchor.l) / (SEQUENTIAL_LIGHT - SEQUENTIAL_DARK)));
  const lightTurn = request.hues === 'multi' ? Math.max(-MULTI_HUE_TURN, Math.min(MULTI_HUE_TURN, turn(anchor.h, 90))) : 0;
  return (t) => {
    const chroma = t <= tAnchor ? lerp(0.02, anchor.c, Math.sin(((t / tAnchor) * Math.PI) / 2)) : lerp(anchor.c, anchor.c * 0.55, (t - tAnchor) / (1 - tAnchor));
    const hue = request.hues === 'multi' ? anchor.h + lightTurn * (1 - t) * (1 - t) - (lightTurn / 4) * t * t : anchor.h;
    return { l: lerp(SEQUENTIAL_LIGHT, SEQUENTIAL_DARK, t), c: chroma, h: hue };
  };
}

/** Checks a request's class count and anchors. */
function checkAnchors(classes: number, anchors: readonly string[], allowed: readonly number[]): void {
  if (!Number.isInteger(classes) || classes < ORDERED_MIN_CLASSES || classes > ORDERED_MAX_CLASSES) throw new ChartRequestError(`classes must be ${ORDERED_MIN_CLASSES}–${ORDERED_MAX_CLASSES}`);
  if (!allowed.includes(anchors.length)) throw new ChartRequestError(`${allowed.join(' or ')} anchor colours`);
  anchors.forEach(normalizeColorCode);
}

/** Returns `count` codes along a sequential request's path, equally spaced in ΔE_OK, light to dark (count ≥ 2: also the continuous stops). */
export function sequentialStops(request: SequentialRequest, count: number): string[] {
  const path = sequentialPath(request);
  // The mapped path's cumulative arc length at each sample.
  const labs: (readonly number[])[] = [];
  for (let i = 0; i <= PATH_SAMPLES; i++) {
    const { l, c, h } = path(i / PATH_SAMPLES);
    labs.push(srgbToOklab(srgbKeepingLightness(l, c, h)));
  }
  const length = [0];
  for (let i = 1; i < labs.length; i++) {
    const [dl, da, db] = [labs[i][0] - labs[i - 1][0], labs[i][1] - labs[i - 1][1], labs[i][2] - labs[i - 1][2]];
    length.push(length[i - 1] + Math.sqrt(dl * dl + da * da + db * db));
  }
  const total = length[PATH_SAMPLES];
  const stops = Array.from({ length: count }, (_, k) => {
    const target = (total * k) / (count - 1);
    let i = 1;
    while (i < PATH_SAMPLES && length[i] < target) i++;
    const span = length[i] - length[i - 1];
    return path((i - 1 + (span > 0 ? (target - length[i - 1]) / span : 0)) / PATH_SAMPLES);
  });
  return strictlyDarkening(stops);
}

/** OKLab lightness of a code. */
const lightnessOf = (code: string) => srgbToOklab(hexToSrgb(code))[0];

/** The step by which `strictlyDarkening` moves a class's lightness. */
const NUDGE = 0.002;

/**
 * Returns the codes of path points (light to dark), each strictly darker than the one before. Near black and near
 * white 8-bit codes are sparse (no code has an OKLab lightness between black's 0 and about 0.03), so two close points
 * can round to one code: an inner class that would equal or pass its darker neighbour is lightened a little, then one
 * that would equal or pass its lighter neighbour is darkened, never past the neighbour's own point. The ends (the
 * anchors) stay as they are.
 */
function strictlyDarkening(stops: readonly Lch[]): string[] {
  const codes = stops.map(({ l, c, h }) => hexKeepingLightness(l, c, h));
  const last = codes.length - 1;
  for (let k = last - 1; k >= 1; k--) {
    const { c, h } = stops[k];
    for (let l = stops[k].l; lightnessOf(codes[k]) <= lightnessOf(codes[k + 1]) && l < stops[k - 1].l; ) {
      l = Math.min(stops[k - 1].l, l + NUDGE);
      codes[k] = hexKeepingLightness(l, c, h);
    }
  }
  for (let k = 1; k < last; k++) {
    const { c, h } = stops[k];
    for (let l = stops[k].l; lightnessOf(codes[k]) >= lightnessOf(codes[k - 1]) && l > stops[k + 1].l; ) {
      l = Math.max(stops[k + 1].l, l - NUDGE);
      codes[k] = hexKeepingLightness(l, c, h);
    }
  }
  return codes;
}

/** Returns a sequential scale's classes, light to dark. */
export function sequentialScale(request: SequentialRequest): string[] {
  checkAnchors(request.classes, request.anchors, [1, 2]);
  return sequentialStops(request, request.classes);
}

export type DivergingRequest = {
  /** 3–11 classes: odd ones have the midpoint itself in the middle. */
  classes: number;
  /** The two ends, left and right. */
  anchors: readonly string[];
  /** The midpoint's colour, or null for a neutral near-white. */
  midpoint: string | null;
};

/** How far mirrored diverging classes may part in lightness: half the report's balance (BALANCE_DELTA_L, ×100). */
const MIRROR_DELTA_L = 0.01;

/** Returns a diverging scale's classes, left end to right end, each arm's lightness the same at mirrored classes. */
export function divergingScale(request: DivergingRequest): string[] {
  checkAnchors(request.classes, request.anchors, [2]);
  const [left, right] = request.anchors.map(oklchOf);
  const mid = request.midpoint === null ? { l: DIVERGING_NEUTRAL_LIGHTNESS, c: DIVERGING_NEUTRAL_CHROMA, h: left.h + turn(left.h, right.h) / 2 } : oklchOf(request.midpoint);
  // Balanced: both ends at the average of the anchors' lightness.
  const endL = (left.l + right.l) / 2;
  const k = Math.floor(request.classes / 2);
  const odd = request.classes % 2 === 1;
  // Positions along an arm, from its end (0) towards the middle (1, the midpoint itself).
  const positions = Array.from({ length: k }, (_, i) => (odd ? i / k : i / (k - 0.5)));
  // Each mirrored pair: the same lightness, each arm's hue (kept until the chroma is nearly gone) and chroma.
  const pairs = positions.map((t) => {
    const l = lerp(endL, mid.l, t);
    const [cLeft, cRight] = [lerp(left.c, mid.c, t), lerp(right.c, mid.c, t)];
    // Near black 8-bit codes are sparse and fall at other lightnesses for each hue (#010000 is 0.04 and no green code
    // lies between black and 0.05): where the two codes part by more than MIRROR_DELTA_L, the pair gives up chroma,
    // invisible there, until they meet; at none both are the same grey.
    for (let keep = 1; ; keep -= 0.25) {
      const pair = [hexKeepingLightness(l, cLeft * keep, left.h), hexKeepingLightness(l, cRight * keep, right.h)];
      if (keep <= 0 || Math.abs(lightnessOf(pair[0]) - lightnessOf(pair[1])) <= MIRROR_DELTA_L) return pair;
    }
  });
  const middle = odd ? [hexKeepingLightness(mid.l, mid.c, mid.h)] : [];
  return [...pairs.map(([a]) => a), ...middle, ...pairs.map(([, b]) => b).reverse()];
}
