/**
 * Colour-vision simulation of a colour code (SPEC §1, §3): Machado 2009 for the three dichromacies/anomalies,
 * a luminance grey for achromatopsia.
 *
 * Pipeline: byte/255 → `srgbToLinear` → M · lin (or the grey mix) → clamp each channel to [0, 1] in linear light
 * → `linearToSrgb` → `channelToByte` (floor(c · 255 + 0.5)) → '#rrggbb'.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { multiplyMatrix, type Vec3 } from '../convert/types.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { WCAG_LUMINANCE_WEIGHTS } from '../contrast/wcag.ts';
import { MACHADO_DEUTAN, MACHADO_PROTAN, MACHADO_TRITAN, machadoMatrix } from './machado.ts';

/** The simulated deficiencies. */
export const VISION_TYPES = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
/** One simulated deficiency. */
export type VisionType = (typeof VISION_TYPES)[number];

const TABLES = { protanopia: MACHADO_PROTAN, deuteranopia: MACHADO_DEUTAN, tritanopia: MACHADO_TRITAN } as const;

/** Returns the value clamped to [0, 1]. */
function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/**
 * Returns the linear-light result of one simulation. Achromatopsia: Y = 0.2126 r + 0.7152 g + 0.0722 b (WCAG
 * weights, linear), and each channel c becomes c + (Y − c) · severity (severity 1 → the grey Y, Y, Y).
 */
export function simulateLinear(linear: Vec3, type: VisionType, severity = 1): Vec3 {
  if (type === 'achromatopsia') {
    const s = Number.isNaN(severity) ? 1 : Math.min(1, Math.max(0, severity));
    const y =
      WCAG_LUMINANCE_WEIGHTS[0] * linear[0] + WCAG_LUMINANCE_WEIGHTS[1] * linear[1] + WCAG_LUMINANCE_WEIGHTS[2] * linear[2];
    return [linear[0] + (y - linear[0]) * s, linear[1] + (y - linear[1]) * s, linear[2] + (y - linear[2]) * s];
  }
  return multiplyMatrix(machadoMatrix(TABLES[type], severity), linear);
}

/** Returns the '#rrggbb' a person with the deficiency would see (severity 0–1, default 1 = full dichromacy). */
export function simulate(code: string, type: VisionType, severity = 1): string {
  const out = simulateLinear(srgbToLinear(hexToSrgb(normalizeColorCode(code))), type, severity);
  return srgbToHex(linearToSrgb([clamp01(out[0]), clamp01(out[1]), clamp01(out[2])]));
}
