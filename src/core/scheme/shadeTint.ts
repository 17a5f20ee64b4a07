/**
 * Shade (toward black) and tint (toward white) scales, mixed in gamma-encoded sRGB (`mixSrgb`).
 * With n colours the mix amounts are i / (n + 1) for i = 1 … n, so neither the base (0) nor pure black/white (1)
 * is included; the list runs from nearest the base to nearest black/white. Works for greys too.
 */
import { mixSrgb } from '../color/mix.ts';
import { normalizeColorCode } from '../code/colorCode.ts';

/** Default number of colours of a shade or tint scale (SPEC §9). */
export const DEFAULT_SCALE_COUNT = 10;
/** Upper bound on `count` (a scale of more than 254 steps repeats codes anyway). */
export const MAX_SCALE_COUNT = 254;

/** Returns the count as an integer in [0, MAX_SCALE_COUNT]: floor; NaN or negative → 0. */
function sanitizeCount(count: number): number {
  if (!(count > 0)) return 0;
  return Math.min(MAX_SCALE_COUNT, Math.floor(count));
}

/** Returns `count` colours mixed from the base toward `target` at i / (count + 1), i = 1 … count. */
export function mixScale(base: string, target: string, count = DEFAULT_SCALE_COUNT): string[] {
  const code = normalizeColorCode(base);
  const n = sanitizeCount(count);
  const out: string[] = [];
  for (let i = 1; i <= n; i++) out.push(mixSrgb(code, target, i / (n + 1)));
  return out;
}

/** Returns the shade scale (toward black). */
export function shadeScale(base: string, count = DEFAULT_SCALE_COUNT): string[] {
  return mixScale(base, '#000000', count);
}

/** Returns the tint scale (toward white). */
export function tintScale(base: string, count = DEFAULT_SCALE_COUNT): string[] {
  return mixScale(base, '#ffffff', count);
}
