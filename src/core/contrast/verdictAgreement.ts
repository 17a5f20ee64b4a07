/**
 * Whether WCAG 2 and APCA agree that a pair is fine for ordinary text.
 * WCAG 2.2 SC 1.4.3 (https://www.w3.org/TR/WCAG22/#contrast-minimum): 4.5:1 for normal-size text.
 * APCA Bronze Simple Mode (https://readtech.org/ARC/tests/bronze-simple-mode/): Lc 60 is the minimum for content
 * text, the level APCA's own documentation sets beside WCAG's 4.5:1 (APCA in a Nutshell); its levels are named in
 * src/ui/contrast/apcaLevels.ts. Lc 75 ("body text") is a stricter column text level with no WCAG 2 counterpart.
 */
import type { ContrastResult } from './contrast.ts';

/** The |Lc| from which APCA rates a pair enough for content text (Bronze Simple Mode). */
export const APCA_CONTENT_TEXT_LC = 60;

/**
 * How the two verdicts on text differ: 'wcagFails' when WCAG 2 fails small text and APCA rates the pair enough for
 * content text, 'apcaFails' the other way round, null when they agree.
 */
export type VerdictDisagreement = 'wcagFails' | 'apcaFails' | null;

/**
 * Returns how WCAG 2 and APCA disagree on a pair's contrast result; null when both rate it fine for text or both do
 * not. WCAG's side is the small-text rating (AA at 4.5:1, on the unrounded ratio); APCA's is |Lc| against Lc 60.
 */
export function verdictDisagreement(result: Pick<ContrastResult, 'normalText' | 'apca'>): VerdictDisagreement {
  const wcagPasses = result.normalText !== 'Fail';
  const apcaPasses = Math.abs(result.apca) >= APCA_CONTENT_TEXT_LC;
  if (wcagPasses === apcaPasses) return null;
  return wcagPasses ? 'apcaFails' : 'wcagFails';
}
