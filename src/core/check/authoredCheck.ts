/**
 * The palette check of an authored list: hex codes and exact texts (wide, translucent, between-step colours), each
 * judged as an sRGB screen shows it and as a Display P3 screen does, the worse reported (../contrast/screenContrast.ts
 * says how each screen shows a colour and how a translucent one is composited). Ported bit for bit by
 * assembly/check/authoredCheck.ts (tests/parity/authoredCheck.test.ts).
 *
 * A list of codes alone is `checkPalette`'s check, the same objects. With an exact colour in it:
 *  - contrast: a pair of two codes is as `checkPalette` has it; a pair with an exact colour is `judgedContrast`: the
 *    lower WCAG ratio and the smaller |Lc| of the two screens (each over white and over black when the background is
 *    translucent), with `ratioFrom` and `apcaFrom` naming the screen each came from;
 *  - colour vision: each colour is seen on each screen, and on each over white and over black when translucent (a
 *    swatch shows the page under it; a palette does not say which). On the sRGB screen: the fallback (composited and
 *    rounded to bytes) through the check's byte pipeline (`simulateForCheck`, clamped and rounded, as for any code).
 *    On the P3 screen: the P3 colour's linear values in sRGB extended through the same Machado matrix (or the
 *    achromat's grey), neither clamped nor rounded: the matrices are linear maps on linear RGB, so they apply to
 *    values past [0, 1] as they are, and clamping would fold a wide colour back onto its fallback, which the sRGB
 *    screen already judges. A code's P3 values are its own linear sRGB. A pair's ΔE is the smallest over the screens
 *    (sRGB first) and, when either is translucent, the backdrops (white first), strictly; `from` names its screen;
 *  - the palette under each vision (`simulated`) is the codes' (a wide colour's fallback), as the strips paint it.
 */
import { CHECK_MAX_COLORS, CHECK_VISIONS, checkSeverity, conflictThreshold, type CheckVision, type PairConflict, type PairContrast, type PaletteCheck } from './checkRules.ts';
import { deltaEOk100, seenLab, simulateForCheck } from './checkVision.ts';
import { checkPalette } from './paletteCheck.ts';
import { contrastScore, wcagLevelOf } from '../contrast/contrast.ts';
import { RENDERINGS, TRANSLUCENT_BACKDROPS, judgedContrast, readAuthoredList, screenColorsOf, type AuthoredList, type ScreenColor } from '../contrast/screenContrast.ts';
import type { Vec3 } from '../convert/types.ts';

/**
 * Returns the codes and exact colours of an authored list to check.
 * @throws Error when it is not a list, has more than CHECK_MAX_COLORS entries, or one is neither a code nor an exact text.
 */
export function validateAuthoredCheck(list: readonly string[]): AuthoredList {
  if (!Array.isArray(list)) throw new Error('the palette is a list of colour codes');
  if (list.length > CHECK_MAX_COLORS) throw new Error(`a palette check takes at most ${CHECK_MAX_COLORS} colours`);
  return readAuthoredList(list);
}

/** Appends to `out` the pairs (a < b) under `vision` closer than its threshold (see the file comment). */
function visionConflicts(colors: readonly ScreenColor[], seen: readonly string[], vision: CheckVision, severity: number, out: PairConflict[]): void {
  // labs[rendering][backdrop][colour]; an opaque colour's is the same over both backdrops.
  const labs = RENDERINGS.map((rendering) =>
    TRANSLUCENT_BACKDROPS.map((backdrop, k) =>
      colors.map((color) => (k > 0 && color.alpha >= 1 ? null : seenLab(color, rendering, backdrop, vision, severity))),
    ),
  );
  const lab = (r: number, k: number, i: number) => (labs[r][k][i] ?? labs[r][0][i]) as Vec3;
  const limit = conflictThreshold(vision);
  for (let a = 0; a < colors.length; a++) {
    for (let b = a + 1; b < colors.length; b++) {
      const wide = colors[a].exact || colors[b].exact;
      const backdrops = colors[a].alpha < 1 || colors[b].alpha < 1 ? TRANSLUCENT_BACKDROPS.length : 1;
      let deltaE = deltaEOk100(lab(0, 0, a), lab(0, 0, b));
      let from = 0;
      for (let r = 0; r < (wide ? RENDERINGS.length : 1); r++) {
        for (let k = 0; k < backdrops; k++) {
          const d = deltaEOk100(lab(r, k, a), lab(r, k, b));
          if (d < deltaE) {
            deltaE = d;
            from = r;
          }
        }
      }
      if (deltaE >= limit) continue;
      const conflict: PairConflict = { a, b, vision, deltaE, simulatedA: seen[a], simulatedB: seen[b] };
      if (wide) conflict.from = RENDERINGS[from];
      out.push(conflict);
    }
  }
}

/** Returns every ordered pair's contrast (fg-major), each pair with an exact colour judged on both screens. */
function pairContrasts(colors: readonly ScreenColor[]): PairContrast[] {
  const out: PairContrast[] = [];
  for (let fg = 0; fg < colors.length; fg++) {
    for (let bg = 0; bg < colors.length; bg++) {
      if (fg === bg) continue;
      const judged = judgedContrast(colors[fg], colors[bg]);
      const pair: PairContrast = { fg, bg, ratio: contrastScore(judged.ratio), rating: wcagLevelOf(judged.ratio), apca: judged.apca };
      if (colors[fg].exact || colors[bg].exact) {
        pair.ratioFrom = judged.ratioFrom;
        pair.apcaFrom = judged.apcaFrom;
      }
      out.push(pair);
    }
  }
  return out;
}

/**
 * Returns the check of an authored list (codes and exact texts, see the file comment) at `severity` (0.1–1.0, for the
 * three dichromacies).
 * @throws Error on more than CHECK_MAX_COLORS entries or one that is neither a code nor an exact text.
 */
export function checkAuthoredPalette(list: readonly string[], severity: number): PaletteCheck {
  const authored = validateAuthoredCheck(list);
  if (authored.exact.every((exact) => exact === null)) return checkPalette(authored.codes, severity);
  const s = checkSeverity(severity);
  const colors = screenColorsOf(authored);
  const simulated = {} as Record<CheckVision, string[]>;
  const conflicts: PairConflict[] = [];
  for (const vision of CHECK_VISIONS) {
    simulated[vision] = vision === 'normal' ? authored.codes : authored.codes.map((code) => simulateForCheck(code, vision, s));
    visionConflicts(colors, simulated[vision], vision, s, conflicts);
  }
  conflicts.sort((x, y) => x.deltaE - y.deltaE);
  return { contrasts: pairContrasts(colors), conflicts, simulated };
}
