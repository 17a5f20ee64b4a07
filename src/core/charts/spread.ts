/**
 * How a categorical set spreads for people with normal vision, beside how far apart its worst pair is for
 * everyone (chartVision.ts): the twelve 30° hue sectors it uses, the largest gap between its hues, the pairs that
 * break the spread rule (close in lightness and hue: they read as one family), the muddy colours (too little chroma
 * to read as a hue) and the mean pair distance over the four visions. The chart tool's report and the bench read it.
 */
import { HUE_CHROMA, featuresOf, hueClash, pairDistance } from './chartVision.ts';
import { oklchOf } from './ordered.ts';

/** Sectors of the hue circle, 30° each. */
export const HUE_SECTORS = 12;
/** OKLCH chroma under which a colour reads as muddy rather than as a hue (unless it is meant as a neutral). */
export const MUDDY_CHROMA = 0.06;

export type ChartSpread = {
  /** Hue sectors (of HUE_SECTORS) holding at least one colour with a hue. */
  sectors: number;
  /** The largest gap between neighbouring hues, in degrees (360 with fewer than two hues). */
  largestHueGap: number;
  /** The pairs (indices) that break the spread rule. */
  clashes: [number, number][];
  /** Indices of colours under MUDDY_CHROMA. */
  muddy: number[];
  /** The mean pair distance over the four visions, ΔE_OK ×100. */
  meanDistance: number;
};

/** Returns the spread of a categorical set, the visions simulated at `severity`. */
export function chartSpread(codes: readonly string[], severity = 1): ChartSpread {
  const features = featuresOf(codes, severity);
  const lch = codes.map(oklchOf);
  const clashes: [number, number][] = [];
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) {
      sum += pairDistance(features, i, features, j);
      pairs++;
      if (hueClash(features, i, features, j)) clashes.push([i, j]);
    }
  }
  const hues = lch.filter((c) => c.c >= HUE_CHROMA).map((c) => ((c.h % 360) + 360) % 360).sort((a, b) => a - b);
  const sectors = new Set(hues.map((h) => Math.floor(h / (360 / HUE_SECTORS)) % HUE_SECTORS)).size;
  let largestHueGap = hues.length < 2 ? 360 : 0;
  for (let i = 0; i < hues.length && hues.length >= 2; i++) {
    const next = i + 1 < hues.length ? hues[i + 1] : hues[0] + 360;
    largestHueGap = Math.max(largestHueGap, next - hues[i]);
  }
  const muddy = lch.flatMap((c, i) => (c.c < MUDDY_CHROMA ? [i] : []));
  return { sectors, largestHueGap, clashes, muddy, meanDistance: pairs === 0 ? 0 : (sum / pairs) * 100 };
}
