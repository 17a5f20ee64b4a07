/**
 * The palette check: does the whole palette work? For every ordered pair, the WCAG 2 ratio and rating
 * and the APCA Lc of one colour as text on the other; for every pair under each vision (normal, Machado 2009's
 * protanopia, deuteranopia and tritanopia at a severity, achromatopsia), whether the two are hard to tell apart;
 * and the whole palette as each vision sees it. A pure function of the codes and the severity, in the TypeScript
 * core and in the wasm port (assembly/check/, bit-identical; tests/parity/paletteCheck.test.ts).
 *
 * Every number is the one the app shows elsewhere for the same pair:
 *  - ratio: `contrastScore` (truncated to 2 decimals) of the unrounded WCAG ratio of the two relative
 *    luminances, rating: `wcagLevelOf` of the unrounded ratio (contrast/contrast.ts; `contrast(fg, bg)` and
 *    `wcagLevel` give the same), apca: `apcaContrast(fg, bg)` (contrast/apca.ts); each colour's luminances are
 *    computed once, the pair maths per pair;
 *  - conflicts: ΔE_OK ×100 of the two simulated codes (checkVision.ts) below `conflictThreshold(vision)`:
 *    NEAR_IDENTICAL_DELTA_E for normal vision, CONFLICT_DELTA_E for the four deficiencies. A pair close under
 *    normal vision is usually close under the deficiencies too, and is listed under each vision where it is.
 *    Worst first: sorted by ΔE, stably, from the scan order (vision in CHECK_VISIONS order, a, then b > a).
 * The severity (clamped to 0.1–1, see `checkSeverity`) sets the three dichromacies; achromatopsia is always complete.
 * The fixes, `fixContrast` and `fixConflict`, are in paletteFix.ts.
 */
import { apcaContrastOfLuminance, apcaLuminance } from '../contrast/apca.ts';
import { contrastScore, wcagLevelOf } from '../contrast/contrast.ts';
import { contrastRatioOfLuminance, relativeLuminance } from '../contrast/wcag.ts';
import {
  CHECK_VISIONS,
  checkSeverity,
  conflictThreshold,
  validateCheckCodes,
  type CheckVision,
  type PairConflict,
  type PairContrast,
  type PaletteCheck,
} from './checkRules.ts';
import { deltaEOk100, simulateForCheck } from './checkVision.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';

export * from './checkRules.ts';
export { simulateForCheck, visionDeltaE } from './checkVision.ts';
export { FIX_CHROMA_MAX, FIX_CHROMA_STEP, FIX_COARSE_LIGHTNESS_STEP, FIX_LIGHTNESS_STEP, fixConflict, fixContrast } from './paletteFix.ts';

/** Returns the contrast of every ordered pair (fg-major), from each colour's luminances. */
function pairContrasts(codes: readonly string[]): PairContrast[] {
  const luminance = codes.map(relativeLuminance);
  const apcaY = codes.map(apcaLuminance);
  const out: PairContrast[] = [];
  for (let fg = 0; fg < codes.length; fg++) {
    for (let bg = 0; bg < codes.length; bg++) {
      if (fg === bg) continue;
      const ratio = contrastRatioOfLuminance(luminance[fg], luminance[bg]);
      out.push({ fg, bg, ratio: contrastScore(ratio), rating: wcagLevelOf(ratio), apca: apcaContrastOfLuminance(apcaY[fg], apcaY[bg]) });
    }
  }
  return out;
}

/** Appends to `out` the pairs (a < b) of `seen` (the palette under `vision`) closer than the vision's threshold. */
function visionConflicts(seen: readonly string[], vision: CheckVision, out: PairConflict[]): void {
  const lab = seen.map(oklabOfCode);
  const limit = conflictThreshold(vision);
  for (let a = 0; a < seen.length; a++) {
    for (let b = a + 1; b < seen.length; b++) {
      const deltaE = deltaEOk100(lab[a], lab[b]);
      if (deltaE < limit) out.push({ a, b, vision, deltaE, simulatedA: seen[a], simulatedB: seen[b] });
    }
  }
}

/**
 * Returns the check of a palette (see the file comment) at `severity` (0.1–1.0, for the three dichromacies).
 * @throws Error on more than CHECK_MAX_COLORS codes or an invalid code.
 */
export function checkPalette(codes: readonly string[], severity: number): PaletteCheck {
  const palette = validateCheckCodes(codes);
  const s = checkSeverity(severity);
  const simulated = {} as Record<CheckVision, string[]>;
  const conflicts: PairConflict[] = [];
  for (const vision of CHECK_VISIONS) {
    simulated[vision] = vision === 'normal' ? palette : palette.map((code) => simulateForCheck(code, vision, s));
    visionConflicts(simulated[vision], vision, conflicts);
  }
  conflicts.sort((x, y) => x.deltaE - y.deltaE);
  return { contrasts: pairContrasts(palette), conflicts, simulated };
}
