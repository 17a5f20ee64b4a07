/**
 * The WCAG score and verdict the app shows for a ratio (mirror of src/core/contrast/contrast.ts
 * `contrastScore` and `wcagLevelOf`; SPEC thresholds 3, 4.5 and 7).
 */
import {
  BOLD_TEXT_AA, LEVEL_AA, LEVEL_AAA, LEVEL_AA_LARGE, LEVEL_FAIL, NORMAL_TEXT_AA, NORMAL_TEXT_AAA, SCORE_EPSILON,
} from "../generated/constants";

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
