/**
 * A "make it safer" request for a chart's colours: its limits, its check (both engines run it before searching), and
 * its answer, scored here from the codes either engine returns (what is returned is what was scored).
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { CATEGORICAL_MAX, ChartRequestError } from './categoricalRequest.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { featuresOf, pairDistance, worstPairs } from './chartVision.ts';
import { CLEAR_DELTA_E, DISTINCT_DELTA_E, GREYSCALE_DELTA_L } from './report.ts';

/** Limits of a request: 2–20 colours, as a categorical request. */
export const SAFER_MIN = 2;
export const SAFER_MAX = CATEGORICAL_MAX;

export type SaferKind = 'categorical' | 'sequential';

export type SaferRequest = {
  /**
   * Categorical: every colour meets the contrast target and the worst pair under the four visions rises to
   * CLEAR_DELTA_E. Sequential (in scale order, either way): lightness strictly ordered, neighbours GREYSCALE_DELTA_L
   * apart and DISTINCT_DELTA_E apart under the four visions; a scale's light or dark end is meant to fade into the
   * background, so contrast is reported, not sought.
   */
  kind: SaferKind;
  /** The set, in order ('#rrggbb'); the answer keeps its order and count. */
  colors: readonly string[];
  /** The chart's background. */
  background: string;
  /** The least WCAG contrast of every colour against the background (0 for none; 3 for marks, 4.5 for text). */
  minContrast: number;
  /** Severity of the simulated deficiencies, 0–1. */
  severity: number;
  /** Indices of colours kept exactly (brand colours); none when left out. */
  locked?: readonly number[];
};

/** A request checked and normalised: codes '#rrggbb', locked indices sorted and distinct. */
export type ValidSaferRequest = Required<SaferRequest>;

/** How a set scores: the figures its goals are judged on. */
export type SaferScore = {
  /** ΔE_OK ×100 of the worst pair (categorical: any two colours; sequential: neighbours), the smallest under the four visions. */
  worst: number;
  /** The least contrast against the background, and how many colours fall below the target. */
  leastContrast: number;
  contrastFailing: number;
  /** Sequential: the smallest lightness step between neighbours (×100, signed by the scale's direction) and whether lightness runs one way. */
  lightnessStep: number | null;
  ordered: boolean | null;
};

export type SaferResult = {
  /** The safer set, in the request's order ('#rrggbb'). */
  codes: string[];
  /** Indices of the colours that changed (empty when nothing needed to). */
  changed: number[];
  /** ΔE_OK ×100 each colour moved (normal vision), averaged over all colours, and the largest. */
  meanMoved: number;
  maxMoved: number;
  before: SaferScore;
  after: SaferScore;
  /** Whether each goal is met: the separation (categorical: worst ≥ CLEAR_DELTA_E; sequential: all three rules) and the contrast (null for sequential). */
  reached: { separation: boolean; contrast: boolean | null };
};

/** Returns the request checked and normalised, or throws a ChartRequestError (both engines check through it). */
export function validateSafer(request: SaferRequest): ValidSaferRequest {
  const { kind, colors, minContrast, severity } = request;
  if (kind !== 'categorical' && kind !== 'sequential') throw new ChartRequestError('kind must be categorical or sequential');
  if (!Array.isArray(colors) || colors.length < SAFER_MIN || colors.length > SAFER_MAX) throw new ChartRequestError(`colors must hold ${SAFER_MIN}–${SAFER_MAX} colours`);
  if (!(minContrast >= 0 && minContrast <= 21)) throw new ChartRequestError('minContrast must be 0–21');
  if (!(severity >= 0 && severity <= 1)) throw new ChartRequestError('severity must be 0–1');
  const locked = [...new Set(request.locked ?? [])].sort((x, y) => x - y);
  if (locked.some((i) => !Number.isInteger(i) || i < 0 || i >= colors.length)) throw new ChartRequestError('locked must list indices of colors');
  return { kind, colors: colors.map(normalizeColorCode), background: normalizeColorCode(request.background), minContrast, severity, locked };
}

/** Returns the OKLab lightness ×100 of each code. */
const lightnessOf = (codes: readonly string[]) => codes.map((code) => oklabOfCode(code)[0] * 100);

/** Returns the score of codes for a request. */
export function saferScore(request: ValidSaferRequest, codes: readonly string[]): SaferScore {
  const ratios = codes.map((code) => contrastRatio(code, request.background));
  const contrast = { leastContrast: Math.min(...ratios), contrastFailing: ratios.filter((ratio) => ratio < request.minContrast).length };
  if (request.kind === 'categorical') return { worst: worstPairs(codes, request.severity).all.deltaE, ...contrast, lightnessStep: null, ordered: null };
  const features = featuresOf(codes, request.severity);
  const l = lightnessOf(codes);
  const sign = l[l.length - 1] > l[0] ? 1 : -1;
  let worst = Infinity;
  let step = Infinity;
  for (let i = 1; i < codes.length; i++) {
    worst = Math.min(worst, pairDistance(features, i - 1, features, i) * 100);
    step = Math.min(step, sign * (l[i] - l[i - 1]));
  }
  return { worst, ...contrast, lightnessStep: step, ordered: step > 0 };
}

/** Whether a sequential score meets the three rules (ordered, greyscale steps, distinct neighbours). */
export function sequentialSafe(score: SaferScore): boolean {
  return score.ordered === true && (score.lightnessStep ?? 0) >= GREYSCALE_DELTA_L && score.worst >= DISTINCT_DELTA_E;
}

/** Returns the answer of a request whose search returned `codes`: what moved, by how much, and each goal. */
export function saferResultOf(request: ValidSaferRequest, codes: readonly string[]): SaferResult {
  const moved = codes.map((code, i) => {
    const [l0, a0, b0] = oklabOfCode(request.colors[i]);
    const [l, a, b] = oklabOfCode(code);
    return Math.hypot(l - l0, a - a0, b - b0) * 100;
  });
  const before = saferScore(request, request.colors);
  const after = saferScore(request, codes);
  const categorical = request.kind === 'categorical';
  return {
    codes: [...codes],
    changed: codes.flatMap((code, i) => (code === request.colors[i] ? [] : [i])),
    meanMoved: moved.reduce((sum, d) => sum + d, 0) / moved.length,
    maxMoved: Math.max(...moved),
    before,
    after,
    reached: {
      separation: categorical ? after.worst >= CLEAR_DELTA_E : sequentialSafe(after),
      contrast: categorical ? after.contrastFailing === 0 : null,
    },
  };
}
