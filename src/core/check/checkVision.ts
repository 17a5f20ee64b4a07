/**
 * A colour as the palette check sees it under one vision, and the distance of two colours under it (issue 17).
 *
 * - normal: the colour itself;
 * - protanopia, deuteranopia, tritanopia: Machado 2009 at the check's severity (`simulate`, vision/simulate.ts);
 * - achromatopsia: the luminance grey, always complete (`simulate` at severity 1; the severity slider is for the
 *   three dichromacies only).
 * Distances are ΔE_OK ×100 between the OKLab of the two simulated codes' bytes (`srgbToOklab(hexToSrgb(code))`),
 * 100 · sqrt(dl·dl + da·da + db·db), as the palette generator measures (generate/paletteWork.ts).
 * Ported bit for bit by assembly/check/paletteCheck.ts (with assembly/vision/simulate.ts and machado.ts).
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { simulate } from '../vision/simulate.ts';
import type { CheckVision } from './checkRules.ts';

/**
 * Returns '#rrggbb' of a normalised code under `vision`; `severity` is the check's (already through
 * `checkSeverity`) and applies to the three dichromacies only.
 */
export function simulateForCheck(code: string, vision: CheckVision, severity: number): string {
  if (vision === 'normal') return code;
  return simulate(code, vision, vision === 'achromatopsia' ? 1 : severity);
}

/** Returns the OKLab of a normalised code's bytes. */
export function oklabOfCode(code: string): Vec3 {
  return srgbToOklab(hexToSrgb(code));
}

/** Returns ΔE_OK ×100 between two OKLab colours. */
export function deltaEOk100(one: Vec3, two: Vec3): number {
  const dl = one[0] - two[0];
  const da = one[1] - two[1];
  const db = one[2] - two[2];
  return 100 * Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns ΔE_OK ×100 between two normalised codes as seen under `vision` at `severity` (see the file comment). */
export function visionDeltaE(a: string, b: string, vision: CheckVision, severity: number): number {
  return deltaEOk100(oklabOfCode(simulateForCheck(a, vision, severity)), oklabOfCode(simulateForCheck(b, vision, severity)));
}
