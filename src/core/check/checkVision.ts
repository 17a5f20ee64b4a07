/**
 * A colour as the palette check sees it under one vision, and the distance of two colours under it.
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
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { linearP3ToLinearSrgb } from '../convert/displayP3.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { RENDERINGS, TRANSLUCENT_BACKDROPS, blend, screenColor, type Rendering, type ScreenColor } from '../contrast/screenContrast.ts';
import { simulate, simulateLinear } from '../vision/simulate.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklchToLinearP3InGamut } from '../convert/gamutMap.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { formatNumber } from '../code/colorValues.ts';
import { authoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { alphaPart } from '../exact/exactText.ts';
import type { CheckVision } from './checkRules.ts';

/**
 * Returns '#rrggbb' of a normalised code under `vision`; `severity` is the check's (already through
 * `checkSeverity`) and applies to the three dichromacies only.
 */
export function simulateForCheck(code: string, vision: CheckVision, severity: number): string {
  if (vision === 'normal') return code;
  return simulate(code, vision, vision === 'achromatopsia' ? 1 : severity);
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

/**
 * Returns OKLab of linear sRGB (extended) under `vision` at `severity` as a Display P3 screen shows it: the Machado
 * matrix (or the achromat's grey) on the values as they are, neither clamped nor rounded (authoredCheck.ts says why).
 */
export function seenOnP3(linear: Vec3, vision: CheckVision, severity: number): Vec3 {
  const seen = vision === 'normal' ? linear : simulateLinear(linear, vision, vision === 'achromatopsia' ? 1 : severity);
  return xyz65ToOklab(linearToXyz65(seen));
}

/**
 * Returns a colour (a code or an exact text) as a Display P3 screen shows it under `vision` at `severity`: `seenOnP3` of
 * the colour, which the unclamped matrices may take past every gamut, brought into Display P3 by CSS Color 4 gamut
 * mapping (what the screen can show of it), written as `color(display-p3 …)` with its alpha: an exact text beside its
 * fallback, as any colour the app keeps. What the colour page shows of a wide colour's simulations.
 */
export function seenOnP3Color(text: string, vision: CheckVision, severity: number): AuthoredColor {
  const color = screenColor(text);
  const [l, c, h] = labToLch(seenOnP3(color.p3Linear, vision, severity));
  const p3 = linearToSrgb(oklchToLinearP3InGamut(l, c, h));
  return authoredColor(`color(display-p3 ${p3.map((channel) => formatNumber(channel, 4)).join(' ')}${alphaPart(color.alpha)})`);
}

/**
 * Returns OKLab of a colour on one screen under `vision` at `severity`, over `backdrop` when it is translucent: on the
 * sRGB screen its code (or its blend, rounded to bytes) through the check's byte pipeline, on the P3 screen `seenOnP3`.
 */
export function seenLab(color: ScreenColor, rendering: Rendering, backdrop: Vec3, vision: CheckVision, severity: number): Vec3 {
  const translucent = color.alpha < 1;
  if (rendering === 'srgb') {
    const code = translucent ? srgbToHex(blend(color.srgb, color.alpha, backdrop)) : color.code;
    return oklabOfCode(simulateForCheck(code, vision, severity));
  }
  const linear = translucent ? linearP3ToLinearSrgb(srgbToLinear(blend(color.p3, color.alpha, backdrop))) : color.p3Linear;
  return seenOnP3(linear, vision, severity);
}

/**
 * Returns ΔE_OK ×100 of two colours (codes or exact texts) under `vision` at `severity` as the authored check measures a
 * pair: the smallest over the screens (both when either has an exact text) and, when either is translucent, the
 * backdrops; with the screen it came from. For two codes it is `visionDeltaE`.
 */
export function judgedVisionDeltaE(a: string, b: string, vision: CheckVision, severity: number): { deltaE: number; from: Rendering } {
  const one = screenColor(a);
  const two = screenColor(b);
  const screens = one.exact || two.exact ? RENDERINGS.length : 1;
  const backdrops = one.alpha < 1 || two.alpha < 1 ? TRANSLUCENT_BACKDROPS.length : 1;
  let best = { deltaE: Number.POSITIVE_INFINITY, from: RENDERINGS[0] as Rendering };
  for (let r = 0; r < screens; r++) {
    for (let k = 0; k < backdrops; k++) {
      const backdrop = TRANSLUCENT_BACKDROPS[k];
      const d = deltaEOk100(seenLab(one, RENDERINGS[r], backdrop, vision, severity), seenLab(two, RENDERINGS[r], backdrop, vision, severity));
      if (d < best.deltaE) best = { deltaE: d, from: RENDERINGS[r] };
    }
  }
  return best;
}
