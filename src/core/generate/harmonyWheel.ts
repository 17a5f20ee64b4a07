/**
 * The harmony wheel of the palette generator: OKLCH hue × chroma at the palette's lightness, each colour a
 * marker at its hue (the angle, counter-clockwise from the right, as on Adobe Color's and oklch.com's wheels) and its
 * chroma (the distance from the centre). Moving a marker sets that colour's hue and chroma, its lightness kept; with a
 * harmony chosen the other unlocked colours move with it as Adobe Color's do: turned by the same angle, their chroma
 * scaled by the same ratio, so the harmony's shape (its hue offsets and chroma proportions) is kept. Locked colours
 * never move. Every colour is brought into sRGB by CSS Color 4 gamut mapping. The wheel's picture is computed here too
 * (`wheelPixels`); the generator's UI only puts it on a canvas and handles the dragging.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { normalizeHue } from '../convert/hue.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { oklabToLinear } from '../convert/oklabToSrgb.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import { maxSrgbChroma } from '../convert/wideGamut.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/** The chroma at the wheel's rim: about what sRGB reaches at its most chromatic (blue, 0.31); beyond it a marker stays on the rim. */
export const WHEEL_MAX_CHROMA = 0.3;

/** Below this chroma a colour reads as grey: its hue is not its own, and the chroma ratio of a linked move starts from here. */
export const WHEEL_GREY_CHROMA = 0.01;

/** A colour on the wheel: its OKLCH (lightness 0–1, chroma, hue in degrees; a grey's hue is 0). */
export type WheelPoint = { readonly l: number; readonly c: number; readonly h: number };

/** Returns a colour's place on the wheel. */
export function wheelPoint(code: string): WheelPoint {
  const [l, c, h] = labToLch(srgbToOklab(hexToSrgb(normalizeColorCode(code))));
  return { l, c, h: Number.isNaN(h) ? 0 : h };
}

/** Returns the lightness the wheel is painted at: the mean OKLCH lightness of the palette. */
export function wheelLightness(points: readonly WheelPoint[]): number {
  return points.length === 0 ? 0.7 : points.reduce((sum, point) => sum + point.l, 0) / points.length;
}

/** Returns (x, y) in [−1, 1] of hue and chroma on a wheel of radius 1 (y grows downwards, as on a screen). */
export function wheelXY(h: number, c: number): readonly [number, number] {
  const r = Math.min(1, c / WHEEL_MAX_CHROMA);
  const rad = (h * Math.PI) / 180;
  return [r * Math.cos(rad), -r * Math.sin(rad)];
}

/** Returns hue and chroma at (x, y) of a wheel of radius 1 (a point beyond the rim lies on it). */
export function wheelHueChroma(x: number, y: number): { readonly h: number; readonly c: number } {
  const r = Math.min(1, Math.hypot(x, y));
  const h = r === 0 ? 0 : normalizeHue((Math.atan2(-y, x) * 180) / Math.PI);
  return { h, c: r * WHEEL_MAX_CHROMA };
}

/** A move of one marker to a hue and chroma. */
export type WheelMove = { readonly index: number; readonly h: number; readonly c: number };

/**
 * Returns the palette's codes after a marker moved, from the codes and points at the start of the move (so a drag
 * never adds up rounding). The moved colour takes the new hue and chroma at its own lightness. `linked` (a harmony is
 * chosen): every other unlocked colour turns by the same angle, its chroma scaled by the moved colour's ratio (counted
 * from WHEEL_GREY_CHROMA when the moved colour was grey), capped at the rim; greys stay grey. Colours that do not move
 * keep their codes exactly; a locked colour never moves, nor does a locked marker.
 */
export function moveOnWheel(codes: readonly string[], points: readonly WheelPoint[], locked: readonly boolean[], move: WheelMove, linked: boolean): string[] {
  const from = points[move.index];
  if (!from || locked[move.index]) return [...codes];
  const c = Math.max(0, Math.min(WHEEL_MAX_CHROMA, move.c));
  const turn = move.h - from.h;
  const ratio = c / Math.max(from.c, WHEEL_GREY_CHROMA);
  return codes.map((code, i) => {
    if (i === move.index) return oklchToHexInGamut(from.l, c, normalizeHue(move.h));
    const point = points[i];
    // A grey has no hue to turn: it stays as it is, like a locked colour.
    if (!linked || locked[i] || point.c < WHEEL_GREY_CHROMA) return code;
    return oklchToHexInGamut(point.l, Math.min(WHEEL_MAX_CHROMA, point.c * ratio), normalizeHue(point.h + turn));
  });
}

/** Hue steps of the sRGB edge the wheel's picture looks up (a quarter degree: smooth at any wheel size on screen). */
const EDGE_STEPS = 1440;

/** Returns, for each of EDGE_STEPS hues, the largest chroma inside sRGB at an OKLCH lightness (bisection with the core's gamut test, 16 halvings). */
export function srgbChromaEdge(lightness: number): Float64Array {
  const edge = new Float64Array(EDGE_STEPS);
  for (let i = 0; i < EDGE_STEPS; i++) {
    edge[i] = maxSrgbChroma(lightness, (i / EDGE_STEPS) * 2 * Math.PI, WHEEL_MAX_CHROMA);
  }
  return edge;
}

/** Alpha of the wheel beyond sRGB's edge (of 255): veiled, so the edge shows where the veil starts. */
const BEYOND_ALPHA = 110;

/**
 * Returns the RGBA pixels (side × side) of the wheel at an OKLCH lightness: inside sRGB each pixel its own hue and
 * chroma; beyond sRGB's edge the colour at the edge (what such a colour is brought back to: chroma reduced at its hue
 * and lightness), veiled; nothing beyond the rim, whose last pixel is half covered for a smooth edge.
 */
export function wheelPixels(lightness: number, side: number): Uint8ClampedArray<ArrayBuffer> {
  const data = new Uint8ClampedArray(side * side * 4);
  const half = side / 2;
  const edge = srgbChromaEdge(lightness);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = (px + 0.5 - half) / half;
      const y = (half - py - 0.5) / half;
      const r = Math.hypot(x, y);
      if (r > 1) continue;
      const angle = Math.atan2(y, x);
      const limit = edge[Math.round(((angle < 0 ? angle + 2 * Math.PI : angle) / (2 * Math.PI)) * EDGE_STEPS) % EDGE_STEPS];
      const wanted = r * WHEEL_MAX_CHROMA;
      const chroma = Math.min(wanted, limit);
      const srgb = linearToSrgb(oklabToLinear([lightness, chroma * Math.cos(angle), chroma * Math.sin(angle)]));
      const at = (py * side + px) * 4;
      data[at] = channelToByte(srgb[0]);
      data[at + 1] = channelToByte(srgb[1]);
      data[at + 2] = channelToByte(srgb[2]);
      data[at + 3] = Math.round((wanted > limit + 0.002 ? BEYOND_ALPHA : 255) * Math.min(1, (1 - r) * half + 0.5));
    }
  }
  return data;
}
