/**
 * A categorical chart-colour request: its limits, its defaults, its answer, and the check both engines run
 * before searching (categorical.ts searches; the wasm engine checks here, then calls the port).
 */
import { normalizeColorCode } from '../code/colorCode.ts';

/** Limits of a request (the issue: 2–20 colours). */
export const CATEGORICAL_MIN = 2;
export const CATEGORICAL_MAX = 20;

export type CategoricalRequest = {
  count: number;
  /** The chart's background ('#ffffff'). */
  background: string;
  /** OKLab lightness range, 0–1. */
  lightness: readonly [number, number];
  /** OKLCH chroma range, 0–0.37. */
  chroma: readonly [number, number];
  /** The least WCAG contrast of every colour against the background (0 for none; 3 for marks). */
  minContrast: number;
  /** Severity of the simulated deficiencies, 0–1. */
  severity: number;
  /** Colours kept exactly ('#rrggbb'), counted in `count`. */
  locked: readonly string[];
  seed: number;
};

export const DEFAULT_CATEGORICAL: Omit<CategoricalRequest, 'count' | 'seed'> = {
  background: '#ffffff',
  // Neither near-black nor washed out. L 0.3–0.9 and C to 0.3 part the worst pair of 5 and 12 colours a little more
  // (ΔE 19.8 and 10.8 rather than 18.3 and 9.0, the charts bench) with darker, harsher colours.
  lightness: [0.4, 0.85],
  chroma: [0.06, 0.28],
  minContrast: 3,
  severity: 1,
  locked: [],
};

export type CategoricalResult = {
  /** The colours in legend order. */
  codes: string[];
  /** The worst pair's distance (ΔE_OK ×100, the smallest under the four visions). */
  worst: number;
};

/** Why a request cannot be answered. */
export class ChartRequestError extends Error {}

/** Returns the request checked and normalised, or throws a ChartRequestError (both engines check through it). */
export function validateCategorical(request: CategoricalRequest): CategoricalRequest {
  const { count, lightness, chroma, minContrast, severity } = request;
  if (!Number.isInteger(count) || count < CATEGORICAL_MIN || count > CATEGORICAL_MAX) throw new ChartRequestError(`count must be ${CATEGORICAL_MIN}–${CATEGORICAL_MAX}`);
  if (!(lightness[0] >= 0 && lightness[1] <= 1 && lightness[0] < lightness[1])) throw new ChartRequestError('lightness must be a range in 0–1');
  if (!(chroma[0] >= 0 && chroma[1] <= 0.5 && chroma[0] <= chroma[1])) throw new ChartRequestError('chroma must be a range in 0–0.5');
  if (!(minContrast >= 0 && minContrast <= 21)) throw new ChartRequestError('minContrast must be 0–21');
  if (!(severity >= 0 && severity <= 1)) throw new ChartRequestError('severity must be 0–1');
  if (request.locked.length > count) throw new ChartRequestError('more locked colours than colours');
  return { ...request, background: normalizeColorCode(request.background), locked: request.locked.map(normalizeColorCode) };
}

