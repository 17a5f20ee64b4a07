/**
 * The palette check's contract: the visions it simulates, the distances it calls "hard to tell apart"
 * and "near-identical", the severity range, and the result types. Re-exported by paletteCheck.ts, which checks;
 * checkVision.ts and paletteFix.ts import it from here.
 *
 * Distances are ΔE_OK ×100: 100 × the Euclidean distance of two colours' OKLab (https://bottosson.github.io/posts/oklab/),
 * the unit of the palette generator's PALETTE_MIN_DELTA_E, always measured on the bytes a person sees (a simulated
 * colour is rounded to '#rrggbb' first).
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import type { WcagLevel } from '../contrast/contrast.ts';
import type { Rendering } from '../contrast/screenContrast.ts';
import { MAX_PALETTE_COLORS } from '../model/palette.ts';

/** The visions a palette is checked under, in the order results list them (the wasm numbers them by position). */
export const CHECK_VISIONS = ['normal', 'protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
/** One vision of the check: normal, one of Machado's three dichromacies (at the check's severity), or greyscale. */
export type CheckVision = (typeof CHECK_VISIONS)[number];

/**
 * Pairs whose ΔE_OK ×100 under a colour-vision deficiency falls below this are "hard to tell apart": 10.
 *
 * What it rests on: the two public tools that flag colour-blind conflicts this way both use CIEDE2000, the
 * chroma.js palette helper (gka/palettes: a conflict under `smallestPerceivableDistance = 9`) and Colorally
 * (ΔE2000 ≥ 10 for "reliable distinguishability"). Converted with colorjs.io: along the grey axis, the only cue
 * an achromat has and the main one left to a dichromat, ΔE_OK ×100 is 0.86–1.12 × ΔE2000 (L* 50; 30 and 70), so
 * their 9–10 is 8–11 here, and 10 sits in the middle of it; in other directions ΔE_OK ×100 = 10 is a CIEDE2000 of
 * 10 or more for 90 % of colour pairs (median 15; 4,000 sRGB colours each moved 0.1 in a random OKLab direction),
 * a margin for what the simulation leaves out (it models an average observer, and marks in an interface, text,
 * lines, small badges, need more difference than large patches). It is five of CSS Color 4's just-noticeable
 * differences (deltaEOK 0.02), where the palette generator keeps colours at least four apart (PALETTE_MIN_DELTA_E, 8).
 */
export const CONFLICT_DELTA_E = 10;

/**
 * Near-identical for everyone: ΔE_OK ×100 below this under normal vision, 4. Two of CSS Color 4's just-noticeable
 * differences (deltaEOK 0.02 each): a difference that shows only side by side and on a close look, where the
 * palette generator's "clearly different" starts at four (PALETTE_MIN_DELTA_E, 8). In CIEDE2000 (measured as for
 * CONFLICT_DELTA_E) it is 3.6–4.6 along the grey axis and 3.9–9.3 in other directions (10th–90th percentile, median 5.8).
 */
export const NEAR_IDENTICAL_DELTA_E = 4;

/** The severity range of the three dichromacies (Machado's table runs 0.0–1.0; 0 would be normal vision). */
export const CHECK_SEVERITY_MIN = 0.1;
export const CHECK_SEVERITY_MAX = 1;

/** The most colours checked at once: a full palette (SPEC: 100), 4,950 pairs under each vision. */
export const CHECK_MAX_COLORS = MAX_PALETTE_COLORS;

/** Text colour `fg` on background colour `bg` (indices into the checked palette). */
export type PairContrast = {
  fg: number;
  bg: number;
  /** WCAG 2 ratio as the app shows it: truncated to 2 decimals (`contrastScore`). */
  ratio: number;
  /** The single WCAG text verdict of the unrounded ratio (`wcagLevelOf`, SPEC thresholds 3, 4.5, 7). */
  rating: WcagLevel;
  /** Signed APCA Lc of fg text on bg, unrounded (`apcaContrast`). */
  apca: number;
  /**
   * Only on a pair with a wide, translucent or between-step colour (an exact text, authoredCheck.ts), judged on an
   * sRGB screen and on a Display P3 one: the screen whose ratio, and whose Lc, was the worse and is reported.
   */
  ratioFrom?: Rendering;
  apcaFrom?: Rendering;
};

/** Two colours of the palette (a < b) that are hard to tell apart under `vision`. */
export type PairConflict = {
  a: number;
  b: number;
  vision: CheckVision;
  /** ΔE_OK ×100 of the two simulated colours. */
  deltaE: number;
  /** The two colours as seen under `vision`, '#rrggbb'. */
  simulatedA: string;
  simulatedB: string;
  /** Only on a pair with an exact colour (authoredCheck.ts): the screen on which the two were closest, as `deltaE` says. */
  from?: Rendering;
};

/** The whole check of a palette. */
export type PaletteCheck = {
  /** Every ordered pair i ≠ j (text i on background j), fg-major: (0, 1), (0, 2) … (1, 0), (1, 2) …. */
  contrasts: PairContrast[];
  /**
   * Pairs (a < b) under `conflictThreshold(vision)`, over every vision, worst (smallest ΔE) first; equal ΔE keep
   * the scan order (vision in CHECK_VISIONS order, then a, then b).
   */
  conflicts: PairConflict[];
  /** The whole palette under each vision ('normal': the codes normalised to '#rrggbb'). */
  simulated: Record<CheckVision, string[]>;
};

/** Returns true for one of CHECK_VISIONS. */
export function isCheckVision(x: unknown): x is CheckVision {
  return typeof x === 'string' && (CHECK_VISIONS as readonly string[]).includes(x);
}

/** Returns the ΔE_OK ×100 under which a pair conflicts: NEAR_IDENTICAL_DELTA_E for normal vision, else CONFLICT_DELTA_E. */
export function conflictThreshold(vision: CheckVision): number {
  return vision === 'normal' ? NEAR_IDENTICAL_DELTA_E : CONFLICT_DELTA_E;
}

/** Returns the severity the check uses: clamped to [CHECK_SEVERITY_MIN, CHECK_SEVERITY_MAX], NaN → 1 (full dichromacy). */
export function checkSeverity(severity: number): number {
  if (Number.isNaN(severity)) return CHECK_SEVERITY_MAX;
  return severity < CHECK_SEVERITY_MIN ? CHECK_SEVERITY_MIN : severity > CHECK_SEVERITY_MAX ? CHECK_SEVERITY_MAX : severity;
}

/**
 * Returns the codes normalised to '#rrggbb'.
 * @throws Error when there are more than CHECK_MAX_COLORS, or on a code `normalizeColorCode` rejects.
 */
export function validateCheckCodes(codes: readonly string[]): string[] {
  if (!Array.isArray(codes)) throw new Error('the palette is a list of colour codes');
  if (codes.length > CHECK_MAX_COLORS) throw new Error(`a palette check takes at most ${CHECK_MAX_COLORS} colours`);
  return codes.map(normalizeColorCode);
}
