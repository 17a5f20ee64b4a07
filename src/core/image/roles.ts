/**
 * The roles of an image palette: Vibrant, Muted, Dark and Light, derived from the extracted colours alone.
 * After Vibrant.js / Android's Palette (a target and a window per criterion, a weighted score, the population
 * as a tie-breaker; https://github.com/Vibrant-Colors/node-vibrant `DefaultGenerator`,
 * https://developer.android.com/reference/androidx/palette/graphics/Target), but judged in OKLCH, whose
 * lightness and chroma follow perception better than HSL's.
 *
 * A colour qualifies for a role when its OKLCH lightness and chroma are inside the role's windows (inclusive);
 * among those, the one with the highest score wins (ties: the earlier, larger colour):
 *   score = (wL · (1 − |L − L*|) + wC · (1 − |C − C*| / ROLE_CHROMA_SCALE) + wS · share / largest share) / (wL + wC + wS).
 * Roles are independent: one colour can be both Dark and Muted. A role no colour qualifies for is null.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import type { ImageRoles } from './imageRules.ts';

/** One role's windows [min, target, max] in OKLCH lightness (0–1) and chroma, and its score weights. */
export type ImageRoleTarget = {
  readonly lightness: readonly [number, number, number];
  readonly chroma: readonly [number, number, number];
  readonly weights: { readonly lightness: number; readonly chroma: number; readonly share: number };
};

/** Chroma that counts as a full step in the score: about the most chroma an sRGB colour has (0.32, blue). */
export const ROLE_CHROMA_SCALE = 0.32;

/** The four roles (the order of ImageRoles). */
export const IMAGE_ROLE_TARGETS: Readonly<Record<keyof ImageRoles, ImageRoleTarget>> = {
  /** Strong colour at a middle lightness (Vibrant.js: saturation ≥ 0.35, luma 0.3–0.7). */
  vibrant: { lightness: [0.4, 0.65, 0.88], chroma: [0.09, 0.25, Infinity], weights: { lightness: 3, chroma: 6, share: 1 } },
  /** Greyish colour at a middle lightness (Vibrant.js: saturation ≤ 0.4, luma 0.3–0.7). */
  muted: { lightness: [0.35, 0.6, 0.82], chroma: [0, 0.04, 0.09], weights: { lightness: 3, chroma: 3, share: 1 } },
  /** Dark colour (Vibrant.js: luma ≤ 0.45, target 0.26); chroma does not count. */
  dark: { lightness: [0, 0.22, 0.4], chroma: [0, 0, Infinity], weights: { lightness: 6, chroma: 0, share: 1 } },
  /** Light colour (Vibrant.js: luma ≥ 0.55, target 0.74), judged higher in OKLab; chroma does not count. */
  light: { lightness: [0.8, 0.94, 1], chroma: [0, 0, Infinity], weights: { lightness: 6, chroma: 0, share: 1 } },
};

/** Returns the index of the colour that best fills a role, or null (see the file comment). */
function bestFor(target: ImageRoleTarget, lch: readonly (readonly [number, number])[], shares: readonly number[], largest: number): number | null {
  const { lightness: lw, chroma: cw, weights } = target;
  const total = weights.lightness + weights.chroma + weights.share;
  let best: number | null = null;
  let bestScore = -Infinity;
  lch.forEach(([l, c], i) => {
    if (l < lw[0] || l > lw[2] || c < cw[0] || c > cw[2]) return;
    const score =
      (weights.lightness * (1 - Math.abs(l - lw[1])) +
        weights.chroma * (1 - Math.abs(c - cw[1]) / ROLE_CHROMA_SCALE) +
        weights.share * (largest > 0 ? shares[i] / largest : 0)) /
      total;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Returns the roles of a palette: for each, the index of the colour that fills it best, or null when none qualifies. */
export function paletteRoles(colors: readonly { readonly code: string; readonly share: number }[]): ImageRoles {
  const lch = colors.map(({ code }) => {
    const [l, a, b] = srgbToOklab(hexToSrgb(code));
    return [l, Math.sqrt(a * a + b * b)] as const;
  });
  const shares = colors.map((color) => color.share);
  const largest = shares.reduce((max, share) => Math.max(max, share), 0);
  return {
    vibrant: bestFor(IMAGE_ROLE_TARGETS.vibrant, lch, shares, largest),
    muted: bestFor(IMAGE_ROLE_TARGETS.muted, lch, shares, largest),
    dark: bestFor(IMAGE_ROLE_TARGETS.dark, lch, shares, largest),
    light: bestFor(IMAGE_ROLE_TARGETS.light, lch, shares, largest),
  };
}
