/**
 * What an exact colour is in other spaces: XYZ D65 as the hub, OKLab and OKLCH, sRGB, Display P3 and Rec. 2020, the
 * narrowest gamut holding it, and its sRGB fallback (the CSS Color 4 gamut-mapping result, ../convert/gamutMap.ts,
 * which colorjs.io's `toGamut({ method: 'css' })` computes too).
 */
import type { Vec3 } from '../convert/types.ts';
import { labToXyz50 } from '../convert/labToXyz50.ts';
import { lchToLab } from '../convert/lchToLab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklabToXyz65 } from '../convert/oklabToXyz65.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { xyz50ToXyz65 } from '../convert/xyz50ToXyz65.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { xyz65ToLinear } from '../convert/xyz65ToLinear.ts';
import { channelToByte, srgbToHex } from '../convert/srgbToHex.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { GAMUT_TEST_TOLERANCE, displayP3ToXyz65, rec2020ToXyz65, xyz65ToDisplayP3, xyz65ToRec2020 } from '../convert/wideGamut.ts';
import type { ExactColor } from './exactColor.ts';

/** Returns XYZ D65 of an exact colour (alpha aside). */
export function exactToXyz65(color: ExactColor): Vec3 {
  const c = color.coords;
  switch (color.space) {
    case 'srgb':
      return linearToXyz65(srgbToLinear(c));
    case 'display-p3':
      return displayP3ToXyz65(c);
    case 'rec2020':
      return rec2020ToXyz65(c);
    case 'oklab':
      return oklabToXyz65(c);
    case 'oklch':
      return oklabToXyz65(lchToLab(c));
    case 'lab':
      return xyz50ToXyz65(labToXyz50(c));
    case 'lch':
      return xyz50ToXyz65(labToXyz50(lchToLab(c)));
  }
}

/** Returns OKLab of an exact colour. */
export function exactToOklab(color: ExactColor): Vec3 {
  if (color.space === 'oklab') return color.coords;
  if (color.space === 'oklch') return lchToLab(color.coords);
  return xyz65ToOklab(exactToXyz65(color));
}

/** Returns OKLCH (L 0–1, C, H degrees; H NaN for a grey) of an exact colour. */
export function exactToOklch(color: ExactColor): Vec3 {
  if (color.space === 'oklch') return color.coords;
  return labToLch(exactToOklab(color));
}

/** Returns gamma-encoded sRGB (unclamped: outside [0, 1] past the gamut) of an exact colour. */
export function exactToSrgb(color: ExactColor): Vec3 {
  if (color.space === 'srgb') return color.coords;
  return linearToSrgb(xyz65ToLinear(exactToXyz65(color)));
}

/** Returns gamma-encoded Display P3 (unclamped) of an exact colour. */
export function exactToDisplayP3(color: ExactColor): Vec3 {
  if (color.space === 'display-p3') return color.coords;
  return xyz65ToDisplayP3(exactToXyz65(color));
}

/** Returns gamma-encoded Rec. 2020 (unclamped) of an exact colour. */
export function exactToRec2020(color: ExactColor): Vec3 {
  if (color.space === 'rec2020') return color.coords;
  return xyz65ToRec2020(exactToXyz65(color));
}

/**
 * How far past [0, 1] a gamma-encoded channel may go and still count as inside a gamut for the mark: half an 8-bit
 * step, so a colour that lands on the same bytes when clipped is not called wide (the import's rule too).
 */
export const WIDE_TOLERANCE = 0.5 / 255;

/** The gamut a colour needs: sRGB, Display P3, Rec. 2020, or beyond all three. */
export type ExactGamut = 'srgb' | 'p3' | 'rec2020' | 'beyond';

/** Returns whether every channel lies within [0, 1] give or take WIDE_TOLERANCE. */
function within(channels: Vec3): boolean {
  return channels.every((c) => c >= -WIDE_TOLERANCE && c <= 1 + WIDE_TOLERANCE);
}

/** Returns the narrowest gamut that holds an exact colour (within half an 8-bit step). */
export function exactGamut(color: ExactColor): ExactGamut {
  if (color.space === 'srgb' || within(exactToSrgb(color))) return 'srgb';
  if (color.space === 'display-p3' || within(exactToDisplayP3(color))) return 'p3';
  if (color.space === 'rec2020' || within(exactToRec2020(color))) return 'rec2020';
  return 'beyond';
}

/**
 * Returns the sRGB fallback '#rrggbb' of an exact colour: its channels rounded to bytes when it lies in sRGB, else
 * the CSS Color 4 gamut-mapping result (chroma reduced at constant OKLCH lightness and hue) rounded. Alpha aside.
 */
export function exactFallback(color: ExactColor): string {
  const srgb = exactToSrgb(color);
  if (srgb.every((c) => c >= 0 && c <= 1)) return srgbToHex(srgb);
  const [l, c, h] = exactToOklch(color);
  return oklchToHexInGamut(l, c, Number.isNaN(h) ? 0 : h);
}

/**
 * Returns whether an exact colour says more than its fallback code: it is translucent, or its sRGB channels are not
 * exactly the fallback's bytes (outside sRGB, or between two 8-bit steps). Only such colours keep an exact text.
 */
export function needsExact(color: ExactColor): boolean {
  if (color.alpha < 1) return true;
  // Conversion noise (white through OKLab lands at 1 + 4e-16) is not a difference; anything a byte step misses is.
  const srgb = exactToSrgb(color);
  return srgb.some((c) => !(c >= -GAMUT_TEST_TOLERANCE && c <= 1 + GAMUT_TEST_TOLERANCE) || Math.abs(c * 255 - channelToByte(c)) > 1e-6);
}

/**
 * Returns ΔE_OK ×100 between an exact colour and its fallback (how far the fallback is from what was authored;
 * alpha aside): 100 · the Euclidean OKLab distance, the scale the palette check uses.
 */
export function fallbackDistance(color: ExactColor, fallback: string = exactFallback(color)): number {
  const [l1, a1, b1] = exactToOklab(color);
  const bytes = [1, 3, 5].map((i) => parseInt(fallback.slice(i, i + 2), 16) / 255) as unknown as Vec3;
  const [l2, a2, b2] = xyz65ToOklab(linearToXyz65(srgbToLinear(bytes)));
  return 100 * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
