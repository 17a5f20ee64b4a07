/**
 * The contrast result shown by the contrast checker and the colour page (SPEC §3, §5, §9).
 */
import { contrastRatio } from './wcag.ts';
import { apcaContrast } from './apca.ts';

/** WCAG rating of text. */
export type TextRating = 'AAA' | 'AA' | 'Fail';
/** WCAG rating of non-text (UI components, graphics). */
export type NonTextRating = 'AA' | 'Fail';

/** Score (ratio truncated to 2 decimals), WCAG ratings and the signed APCA Lc. */
export type ContrastResult = {
  score: number;
  normalText: TextRating;
  boldText: TextRating;
  nonText: NonTextRating;
  apca: number;
};

/** Normal-text thresholds (WCAG 2.2 SC 1.4.6 AAA and 1.4.3 AA). */
export const NORMAL_TEXT_AAA = 7;
export const NORMAL_TEXT_AA = 4.5;
/** Large/bold-text thresholds (WCAG 2.2 SC 1.4.6 and 1.4.3). */
export const BOLD_TEXT_AAA = 4.5;
export const BOLD_TEXT_AA = 3;
/** Non-text threshold (WCAG 2.2 SC 1.4.11). */
export const NON_TEXT_AA = 3;
/** Slack added before truncation so a ratio like 4.4699999999 that is mathematically 4.47 shows 4.47. */
export const SCORE_EPSILON = 1e-9;

const THRESHOLDS = [BOLD_TEXT_AA, NORMAL_TEXT_AA, NORMAL_TEXT_AAA] as const;

/**
 * Returns the ratio truncated to 2 decimals: floor(ratio · 100 + 1e-9) / 100. The slack can only lift a value
 * across a threshold by 1e-9, so a further rule keeps the score honest: if the unrounded ratio is below one of
 * the thresholds 3, 4.5, 7 but the score reached it, the score becomes threshold − 0.01 (a failing ratio never
 * displays a passing number).
 */
export function contrastScore(ratio: number): number {
  let score = Math.floor(ratio * 100 + SCORE_EPSILON) / 100;
  for (const threshold of THRESHOLDS) {
    if (ratio < threshold && score >= threshold) score = (threshold * 100 - 1) / 100;
  }
  return score;
}

/** Returns the text rating of an unrounded ratio against its AAA and AA thresholds. */
function rate(ratio: number, aaa: number, aa: number): TextRating {
  if (ratio >= aaa) return 'AAA';
  return ratio >= aa ? 'AA' : 'Fail';
}

/** Returns the contrast of foreground text on a background; ratings compare the UNROUNDED ratio. */
export function contrast(foreground: string, background: string): ContrastResult {
  return contrastOfRatio(contrastRatio(foreground, background), apcaContrast(foreground, background));
}

/**
 * Returns the contrast result of an unrounded WCAG ratio and an APCA Lc measured elsewhere (the palette check's
 * worse rendering of a wide pair, contrast/screenContrast.ts); `contrast` is this on two codes.
 */
export function contrastOfRatio(ratio: number, apca: number): ContrastResult {
  return {
    score: contrastScore(ratio),
    normalText: rate(ratio, NORMAL_TEXT_AAA, NORMAL_TEXT_AA),
    boldText: rate(ratio, BOLD_TEXT_AAA, BOLD_TEXT_AA),
    nonText: ratio >= NON_TEXT_AA ? 'AA' : 'Fail',
    apca,
  };
}

/** One WCAG verdict for text: AAA or AA for normal text, 'AA Large' when only large/bold text passes, or Fail. */
export type WcagLevel = 'AAA' | 'AA' | 'AA Large' | 'Fail';

/** The verdicts in the order the wasm engine numbers them (its rating index is a position in this list). */
export const WCAG_LEVELS: readonly WcagLevel[] = ['AAA', 'AA', 'AA Large', 'Fail'];

/** Returns the single WCAG text verdict of an unrounded ratio: `wcagLevel` of its normal and bold text ratings. */
export function wcagLevelOf(ratio: number): WcagLevel {
  return wcagLevel({ normalText: rate(ratio, NORMAL_TEXT_AAA, NORMAL_TEXT_AA), boldText: rate(ratio, BOLD_TEXT_AAA, BOLD_TEXT_AA) });
}

/** Returns the single WCAG text verdict of a result (from its unrounded-ratio ratings, consistent with the score). */
export function wcagLevel(result: Pick<ContrastResult, 'normalText' | 'boldText'>): WcagLevel {
  if (result.normalText !== 'Fail') return result.normalText;
  return result.boldText !== 'Fail' ? 'AA Large' : 'Fail';
}
