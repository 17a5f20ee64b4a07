/**
 * The palette check's fixes: for a pair that fails, the smallest change to one colour that passes,
 * keeping its OKLCH hue. TypeScript only: a fix is asked for one pair at a time, when a person presses it, and
 * costs at most a few thousand gamut mappings (a few milliseconds; the search that gives up, `null`, is the
 * longest), so the wasm engine does not port it; the page calls it directly.
 *
 * The search, in OKLCH at the colour's own hue (a grey, r = g = b, stays on the grey axis), every candidate
 * brought into sRGB by CSS Color 4 gamut mapping (convert/gamutMap.ts) and judged on its bytes:
 *  1. Lightness: from the colour's lightness L outward in steps of FIX_LIGHTNESS_STEP, both ways at once, up to
 *     white (L = 1) and black (L = 0), at the colour's chroma (reduced where the gamut requires). The first step
 *     at which a candidate passes wins; if both do, the one that passes by more (then the lighter).
 *  2. Then chroma, only when no lightness passes: chroma from the colour's outward in steps of FIX_CHROMA_STEP
 *     (the lower first at equal distance) up to FIX_CHROMA_MAX, at each the lightness search of step 1 with the
 *     coarser FIX_COARSE_LIGHTNESS_STEP starting at L itself; the first chroma that has a passing lightness wins.
 * So "smallest" is the smallest lightness move; failing that, the smallest chroma move with its smallest
 * lightness move. A colour that already passes comes back unchanged (normalised); null means nothing passes.
 *
 * For WCAG contrast step 2 never runs: step 1 ends at white and black, the two extremes of luminance, so when
 * neither reaches the target against the other colour, no colour does (the WCAG ratio is symmetric, so the same
 * search fixes a text colour against its background and a background against its text).
 *
 * Either colour may be an exact text (a wide, translucent or between-step colour of an authored palette): then each
 * candidate is judged as the authored check judges the pair (../contrast/screenContrast.ts, checkVision.ts
 * `judgedVisionDeltaE`), on both screens and, for a translucent colour, over white and over black, the worse counting;
 * and the candidate's role (text or background) matters, since a translucent colour composites differently in each.
 * A code is fixed with a code. An exact colour is fixed with an exact colour, so that a fix never takes a wide colour
 * back into sRGB: its candidates are brought into Display P3 (rather than sRGB) by the same gamut mapping, written in
 * OKLCH (lightness in % to 2 decimals, chroma to 5, hue to 2, its alpha kept), and judged as written.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { formatHue, formatNumber } from '../code/colorValues.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklchToHexInGamut, oklchToLinearP3InGamut } from '../convert/gamutMap.ts';
import { linearP3ToLinearSrgb } from '../convert/displayP3.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { contrastRatioOfLuminance, relativeLuminance } from '../contrast/wcag.ts';
import { apcaContrast } from '../contrast/apca.ts';
import { checkSeverity, isCheckVision, type CheckVision } from './checkRules.ts';
import { deltaEOk100, judgedVisionDeltaE, simulateForCheck } from './checkVision.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { fallbackOf, tryAuthoredColor } from '../exact/authoredColor.ts';
import { readExact } from '../exact/exactColor.ts';
import { exactToOklch } from '../exact/exactConvert.ts';
import { alphaPart } from '../exact/exactText.ts';
import { judgedContrast, screenColor } from '../contrast/screenContrast.ts';

/** OKLCH lightness step of the fix search: 1,000 steps from black to white, finer than one byte of a grey. */
export const FIX_LIGHTNESS_STEP = 0.001;
/** Chroma step of the second stage (OKLCH). */
export const FIX_CHROMA_STEP = 0.01;
/** The second stage's highest chroma: above every sRGB colour's OKLCH chroma (#0000ff has 0.313). */
export const FIX_CHROMA_MAX = 0.33;
/** Lightness step inside the second stage, which runs the lightness search once per chroma. */
export const FIX_COARSE_LIGHTNESS_STEP = 0.01;

/** What a candidate scores: the WCAG ratio or the ΔE it reaches against the other colour. */
type Metric = (candidate: string) => number;

/** Makes the candidate at OKLCH (l 0–1, c, h in degrees; NaN for a grey): a code, or an exact text. */
type Candidate = (l: number, c: number, h: number) => string;

/** Returns the exact candidates of a colour of `alpha`: OKLCH mapped into Display P3, written in OKLCH (file comment). */
function p3Candidates(alpha: number): Candidate {
  return (l, c, h) => {
    const [L, C, H] = labToLch(xyz65ToOklab(linearToXyz65(linearP3ToLinearSrgb(oklchToLinearP3InGamut(l, c, h)))));
    const grey = Number.isNaN(h) || C < 5e-6;
    return `oklch(${formatNumber(L * 100, 2)}% ${grey ? 0 : formatNumber(C, 5)} ${grey ? 0 : formatHue(H, 2)}${alphaPart(alpha)})`;
  };
}

/** The colour to fix: where the search starts, and how its candidates are made. */
type Start = { readonly text: string; readonly oklch: { l: number; c: number; h: number }; readonly candidate: Candidate };

/** Returns where the fix of a code or an exact text starts. @throws Error on a colour that is neither. */
function startOf(color: string): Start {
  const exact = tryAuthoredColor(color)?.exact;
  if (exact === undefined) {
    const code = normalizeColorCode(color);
    return { text: code, oklch: oklchOfCode(code), candidate: oklchToHexInGamut };
  }
  const read = readExact(exact)!;
  const [l, c, h] = exactToOklch(read);
  return { text: exact, oklch: { l, c, h: c > 0 ? h : Number.NaN }, candidate: p3Candidates(read.alpha) };
}

/** Returns the OKLCH of a normalised code's bytes, chroma 0 and hue NaN for a grey. */
function oklchOfCode(code: string): { l: number; c: number; h: number } {
  const [l, c, h] = labToLch(oklabOfCode(code));
  const grey = code.slice(1, 3) === code.slice(3, 5) && code.slice(3, 5) === code.slice(5, 7);
  return grey ? { l, c: 0, h: Number.NaN } : { l, c, h };
}

/**
 * Returns the candidate at chroma `c` and hue `h` nearest in lightness to `l` whose metric reaches `target`
 * (step 0 is `l` itself, then `step`, 2·`step` … both ways to 1 and 0), or null.
 */
function searchLightness(l: number, c: number, h: number, step: number, metric: Metric, target: number, candidate: Candidate): string | null {
  let upDone = false;
  let downDone = false;
  for (let k = 0; !(upDone && downDone); k++) {
    let up: string | null = null;
    let upScore = -Infinity;
    let down: string | null = null;
    let downScore = -Infinity;
    if (!upDone) {
      const lu = Math.min(1, l + k * step);
      up = candidate(lu, c, h);
      upScore = metric(up);
      upDone = lu >= 1;
    }
    if (!downDone && k > 0) {
      const ld = Math.max(0, l - k * step);
      down = candidate(ld, c, h);
      downScore = metric(down);
      downDone = ld <= 0;
    }
    if (k === 0 && l <= 0) downDone = true;
    const upPasses = up !== null && upScore >= target;
    const downPasses = down !== null && downScore >= target;
    if (upPasses && (!downPasses || upScore >= downScore)) return up;
    if (downPasses) return down;
  }
  return null;
}

/** Returns the fix of a colour for `metric` (see the file comment); `chromaStage` runs step 2 when step 1 fails. */
function fixColor(start: Start, metric: Metric, target: number, chromaStage: boolean): string | null {
  if (!Number.isFinite(target)) throw new Error(`the target is a finite number: ${target}`);
  if (metric(start.text) >= target) return start.text;
  const { l, c, h } = start.oklch;
  const byLightness = searchLightness(l, c, h, FIX_LIGHTNESS_STEP, metric, target, start.candidate);
  if (byLightness !== null || !chromaStage || Number.isNaN(h)) return byLightness;
  for (let k = 1; ; k++) {
    const lower = c - k * FIX_CHROMA_STEP;
    const higher = c + k * FIX_CHROMA_STEP;
    if (lower < 0 && higher > FIX_CHROMA_MAX) return null;
    for (const chroma of [lower, higher]) {
      if (chroma < 0 || chroma > FIX_CHROMA_MAX) continue;
      const found = searchLightness(l, chroma, h, FIX_COARSE_LIGHTNESS_STEP, metric, target, start.candidate);
      if (found !== null) return found;
    }
  }
}

/**
 * Returns the smallest change to `color` (a code or an exact text; keep its OKLCH hue; move lightness, then chroma;
 * gamut-mapped, into sRGB for a code and into Display P3 for an exact colour) that reaches the WCAG 2 ratio `target`
 * (unrounded, as ratings judge it) against `other`, as text on it or as its background alike (`role` matters only when
 * either is an exact text, see the file comment); `color` itself (a code normalised) when it already does; null when no
 * colour can.
 * @throws Error on an invalid colour or a target that is not a finite number.
 */
export function fixContrast(color: string, other: string, target: number, role: 'text' | 'background' = 'text'): string | null {
  const start = startOf(color);
  if (isExactText(other) || isExactText(start.text)) {
    const against = screenColor(other);
    const judged: Metric = (candidate) => {
      const shown = screenColor(candidate);
      return (role === 'text' ? judgedContrast(shown, against) : judgedContrast(against, shown)).ratio;
    };
    return fixColor(start, judged, target, false);
  }
  const otherLuminance = relativeLuminance(other);
  const metric: Metric = (candidate) => contrastRatioOfLuminance(relativeLuminance(candidate), otherLuminance);
  return fixColor(start, metric, target, false);
}

/** Returns whether a colour of an authored palette is an exact text (judged on both screens) rather than a code. */
function isExactText(text: string): boolean {
  return tryAuthoredColor(text)?.exact !== undefined;
}

/**
 * Returns the smallest change to `color` (a code or an exact text; the same rule as `fixContrast`) whose ΔE_OK ×100 to
 * `other` (a code or an exact text) under `vision` at `severity` (as the check clamps it) reaches `target`; `color`
 * itself (a code normalised) when it already does; null when no colour can.
 * @throws Error on an invalid colour, an unknown vision or a target that is not a finite number.
 */
export function fixConflict(color: string, other: string, vision: CheckVision, severity: number, target: number): string | null {
  if (!isCheckVision(vision)) throw new Error(`unknown vision: ${String(vision)}`);
  const s = checkSeverity(severity);
  const start = startOf(color);
  if (isExactText(other) || isExactText(start.text)) {
    const judged: Metric = (candidate) => judgedVisionDeltaE(candidate, other, vision, s).deltaE;
    return fixColor(start, judged, target, true);
  }
  const otherLab = oklabOfCode(simulateForCheck(normalizeColorCode(other), vision, s));
  const metric: Metric = (candidate) => deltaEOk100(oklabOfCode(simulateForCheck(candidate, vision, s)), otherLab);
  return fixColor(start, metric, target, true);
}

/**
 * Returns the smallest change to `code` (the rule of `fixContrast`) whose APCA |Lc| reaches `target`, `code` read as
 * text on `other` (`asText`) or as the background of `other`; `code` itself (normalised) when it already does; null
 * when no lightness of its hue and chroma can (the try-on's APCA target).
 */
export function fixApca(code: string, other: string, asText: boolean, target: number): string | null {
  const against = normalizeColorCode(other);
  const metric: Metric = (candidate) => Math.abs(asText ? apcaContrast(candidate, against) : apcaContrast(against, candidate));
  return fixColor(startOf(normalizeColorCode(code)), metric, target, false);
}

/**
 * Returns the fix of one side of a text (or mark) and ground pair: `from` changed until `from` on `other` (side 'fg')
 * or `other` on `from` (side 'bg') reaches `needed`, a WCAG 2 ratio (`fixContrast`, judged as authored) or an APCA
 * |Lc| (`fixApca`, from the fallbacks, since APCA fixes codes); null when no lightness of its hue and chroma can.
 */
export function fixSide(from: string, other: string, side: 'fg' | 'bg', method: 'wcag' | 'apca', needed: number): string | null {
  return method === 'apca'
    ? fixApca(fallbackOf(from), fallbackOf(other), side === 'fg', needed)
    : fixContrast(from, other, needed, side === 'fg' ? 'text' : 'background');
}
