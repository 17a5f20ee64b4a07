/**
 * The WCAG score and verdict the app shows for a ratio (mirror of src/core/contrast/contrast.ts
 * `contrastScore` and `wcagLevelOf`; SPEC thresholds 3, 4.5 and 7).
 */

/** Normal-text and large-text thresholds (WCAG 2.2 SC 1.4.3, 1.4.6). */
export const NORMAL_TEXT_AAA: f64 = 7;
export const NORMAL_TEXT_AA: f64 = 4.5;
export const BOLD_TEXT_AA: f64 = 3;
/** Slack added before truncation (the core's SCORE_EPSILON). */
export const SCORE_EPSILON: f64 = 1e-9;

/** Verdict indices, positions in the core's WCAG_LEVELS. */
export const LEVEL_AAA: u8 = 0;
export const LEVEL_AA: u8 = 1;
export const LEVEL_AA_LARGE: u8 = 2;
export const LEVEL_FAIL: u8 = 3;

// @ts-ignore: decorator
@inline
function keepHonest(ratio: f64, score: f64, threshold: f64): f64 {
  return ratio < threshold && score >= threshold ? (threshold * 100 - 1) / 100 : score;
}

/** Returns the ratio truncated to 2 decimals, never showing a failing ratio as passing (the core's `contrastScore`). */
export function contrastScore(ratio: f64): f64 {
  let score = Math.floor(ratio * 100 + SCORE_EPSILON) / 100;
  score = keepHonest(ratio, score, BOLD_TEXT_AA);
  score = keepHonest(ratio, score, NORMAL_TEXT_AA);
  return keepHonest(ratio, score, NORMAL_TEXT_AAA);
}

/** Returns the verdict index of an unrounded ratio: AAA or AA for normal text, else AA Large when large text passes, else Fail. */
export function wcagLevelOf(ratio: f64): u8 {
  if (ratio >= NORMAL_TEXT_AAA) return LEVEL_AAA;
  if (ratio >= NORMAL_TEXT_AA) return LEVEL_AA;
  return ratio >= BOLD_TEXT_AA ? LEVEL_AA_LARGE : LEVEL_FAIL;
}
