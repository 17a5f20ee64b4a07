/**
 * What the palette check's page shows of a check: which pairs are usable for what, the pairs ranked,
 * and the one-line summary's counts. Pure functions of a `PaletteCheck`; the WCAG ratio of opaque colours is
 * symmetric, so a pair of colours is usable as text on background both ways or neither, and counts once (with a
 * translucent colour the two ways differ, and the pair counts at the lower).
 */
import { BOLD_TEXT_AA, NON_TEXT_AA, NORMAL_TEXT_AA, NORMAL_TEXT_AAA, type WcagLevel } from '../contrast/contrast.ts';
import type { Rendering } from '../contrast/screenContrast.ts';
import { CHECK_VISIONS, type CheckVision, type PairContrast, type PaletteCheck } from './checkRules.ts';

/** What a pair can be used for (WCAG 2.2): body text (1.4.3, 4.5 : 1), large text (1.4.3, 3 : 1), UI components (1.4.11, 3 : 1). */
export const PAIR_USES = ['body', 'large', 'ui'] as const;
export type PairUse = (typeof PAIR_USES)[number];

/** The WCAG 2 ratio each use needs (SPEC thresholds), and the one that AAA body text needs. */
export const PAIR_USE_TARGETS: Readonly<Record<PairUse, number>> = { body: NORMAL_TEXT_AA, large: BOLD_TEXT_AA, ui: NON_TEXT_AA };
export const AAA_TARGET = NORMAL_TEXT_AAA;

/** Returns true when the rating (of the unrounded ratio) is enough for the use: AA or AAA for body text, anything but Fail otherwise. */
export function usableFor(rating: WcagLevel, use: PairUse): boolean {
  if (use === 'body') return rating === 'AA' || rating === 'AAA';
  // AA Large starts at 3 : 1, which is also the non-text threshold (NON_TEXT_AA).
  return rating !== 'Fail';
}

/** One pair of colours (a < b): the WCAG ratio and rating (the lower way round) and the APCA Lc of each as text on the other. */
export type ColorPair = {
  a: number;
  b: number;
  ratio: number;
  rating: WcagLevel;
  /** APCA Lc of a as text on b, and of b as text on a. */
  apcaAOnB: number;
  apcaBOnA: number;
  /** A pair with an exact colour (authored check): the screen its ratio was the worse on (the same both ways round). */
  ratioFrom?: Rendering;
};

/** Returns the index of the ordered pair (fg, bg) in `PaletteCheck.contrasts` (fg-major, the diagonal left out). */
export function contrastIndex(fg: number, bg: number, count: number): number {
  return fg * (count - 1) + (bg < fg ? bg : bg - 1);
}

/** Returns the ordered pair (fg, bg) of a check of `count` colours. */
export function pairContrast(check: PaletteCheck, fg: number, bg: number, count: number): PairContrast {
  return check.contrasts[contrastIndex(fg, bg, count)];
}

/**
 * Returns the direction of a pair with the lower ratio (a on b when equal). The two are the same for opaque colours;
 * a translucent one composites differently as text and as background, and a pair counts at its worse.
 */
function lowerOf(there: PairContrast, back: PairContrast): PairContrast {
  return back.ratio < there.ratio ? back : there;
}

/**
 * Returns every pair (a < b) of a check of `count` colours usable for `use` ('all': every pair), highest ratio first;
 * equal ratios keep the palette order.
 */
export function rankedPairs(check: PaletteCheck, count: number, use: PairUse | 'all'): ColorPair[] {
  const pairs: ColorPair[] = [];
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const there = pairContrast(check, a, b, count);
      const back = pairContrast(check, b, a, count);
      const worse = lowerOf(there, back);
      if (use !== 'all' && !usableFor(worse.rating, use)) continue;
      const pair: ColorPair = { a, b, ratio: worse.ratio, rating: worse.rating, apcaAOnB: there.apca, apcaBOnA: back.apca };
      if (worse.ratioFrom !== undefined) pair.ratioFrom = worse.ratioFrom;
      pairs.push(pair);
    }
  }
  return pairs.sort((x, y) => y.ratio - x.ratio);
}

/** The one-line summary's counts. */
export type CheckSummary = {
  /** Pairs of colours (a < b): n(n − 1)/2. */
  pairs: number;
  /** Pairs usable for each use. */
  usable: Record<PairUse, number>;
  /** Pairs hard to tell apart under each vision (near-identical ones under 'normal'). */
  conflicts: Record<CheckVision, number>;
};

/** Returns the summary counts of a check of `count` colours. */
export function summarizeCheck(check: PaletteCheck, count: number): CheckSummary {
  const usable: Record<PairUse, number> = { body: 0, large: 0, ui: 0 };
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const { rating } = lowerOf(pairContrast(check, a, b, count), pairContrast(check, b, a, count));
      for (const use of PAIR_USES) if (usableFor(rating, use)) usable[use]++;
    }
  }
  const conflicts = Object.fromEntries(CHECK_VISIONS.map((vision) => [vision, 0])) as Record<CheckVision, number>;
  for (const conflict of check.conflicts) conflicts[conflict.vision]++;
  return { pairs: count < 2 ? 0 : (count * (count - 1)) / 2, usable, conflicts };
}

/**
 * The colour-vision deficiencies, most common first, the order the summary names them in: deutan about 5 % of men,
 * protan about 1 %, tritan about 0.01 % (Birch 2012, "Worldwide prevalence of red-green color deficiency", JOSA A
 * 29(3); Sharpe et al. 1999), achromatopsia about 0.003 %.
 */
export const DEFICIENCIES_BY_PREVALENCE = ['deuteranopia', 'protanopia', 'tritanopia', 'achromatopsia'] as const satisfies readonly CheckVision[];
export type Deficiency = (typeof DEFICIENCIES_BY_PREVALENCE)[number];

/** Returns the deficiencies under which some pair is hard to tell apart, most common first. */
export function conflictingDeficiencies(summary: CheckSummary): Deficiency[] {
  return DEFICIENCIES_BY_PREVALENCE.filter((vision) => summary.conflicts[vision] > 0);
}
