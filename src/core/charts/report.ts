/**
 * The chart palette's report, each line with a plain verdict: the worst pair under each vision, the
 * contrast of every colour against the chart's background, whether lightness runs one way (sequential) or mirrors
 * (diverging), and how far apart the colours stay in greyscale.
 */
import { contrastRatio } from '../contrast/wcag.ts';
import { CHART_VISIONS, worstPairs, type ChartVision } from './chartVision.ts';
import { oklchOf } from './ordered.ts';

export type ChartKind = 'categorical' | 'sequential' | 'diverging';

/** Thresholds of the verdicts: ΔE_OK ×100 of a worst pair that reads as distinct, and as clearly distinct. */
export const DISTINCT_DELTA_E = 5;
export const CLEAR_DELTA_E = 10;
/** Lightness difference (×100) neighbours need to be told apart in greyscale. */
export const GREYSCALE_DELTA_L = 5;
/** How far mirrored diverging classes may differ in lightness (×100) and still count as balanced. */
export const BALANCE_DELTA_L = 2;

export type Verdict = 'good' | 'fair' | 'poor';

export type ChartReport = {
  /** Worst pair under each vision: ΔE_OK ×100 and the two colours' indices. */
  visions: { vision: ChartVision; deltaE: number; a: number; b: number; verdict: Verdict }[];
  /** The least contrast against the background and how many colours fall below the target. */
  contrast: { least: number; failing: number; target: number; verdict: Verdict };
  /** Sequential: lightness strictly falls; diverging: each arm runs to the middle and mirrored classes match. Null for categorical. */
  lightness: { ordered: boolean; balanced: boolean | null; verdict: Verdict } | null;
  /** The smallest lightness difference (×100) between neighbours (ordered) or any two colours (categorical). */
  greyscale: { least: number; verdict: Verdict };
};

const deltaVerdict = (deltaE: number): Verdict => (deltaE >= CLEAR_DELTA_E ? 'good' : deltaE >= DISTINCT_DELTA_E ? 'fair' : 'poor');

/** Returns the report of a palette of a kind on a background, with colour vision at `severity`. */
export function chartReport(codes: readonly string[], kind: ChartKind, background: string, severity: number, contrastTarget: number): ChartReport {
  const pairs = worstPairs(codes, severity);
  const visions = CHART_VISIONS.map((vision) => ({ vision, ...pairs[vision], verdict: deltaVerdict(pairs[vision].deltaE) }));
  const ratios = codes.map((code) => contrastRatio(code, background));
  const failing = ratios.filter((ratio) => ratio < contrastTarget).length;
  const contrast = { least: Math.min(...ratios), failing, target: contrastTarget, verdict: (failing === 0 ? 'good' : failing <= codes.length / 4 ? 'fair' : 'poor') as Verdict };
  const l = codes.map((code) => oklchOf(code).l * 100);
  let lightness: ChartReport['lightness'] = null;
  let greyLeast = Infinity;
  if (kind === 'categorical') {
    for (let i = 0; i < l.length; i++) for (let j = i + 1; j < l.length; j++) greyLeast = Math.min(greyLeast, Math.abs(l[i] - l[j]));
  } else {
    for (let i = 1; i < l.length; i++) greyLeast = Math.min(greyLeast, Math.abs(l[i] - l[i - 1]));
    if (kind === 'sequential') {
      const falling = l.every((x, i) => i === 0 || x < l[i - 1]);
      const rising = l.every((x, i) => i === 0 || x > l[i - 1]);
      const ordered = falling || rising;
      lightness = { ordered, balanced: null, verdict: ordered ? 'good' : 'poor' };
    } else {
      const half = Math.floor(l.length / 2);
      // Each arm runs one way to the middle: lighter towards a light midpoint, darker towards a dark one.
      const left = l.slice(0, half + (l.length % 2));
      const right = l.slice(half).reverse();
      const oneWay = (arm: number[], sign: number) => arm.every((x, i) => i === 0 || (x - arm[i - 1]) * sign > 0);
      const towardsMiddle = [1, -1].some((sign) => oneWay(left, sign) && oneWay(right, sign));
      const balanced = l.slice(0, half).every((x, i) => Math.abs(x - l[l.length - 1 - i]) <= BALANCE_DELTA_L);
      lightness = { ordered: towardsMiddle, balanced, verdict: towardsMiddle && balanced ? 'good' : towardsMiddle || balanced ? 'fair' : 'poor' };
    }
  }
  const greyscale = { least: greyLeast, verdict: (greyLeast >= GREYSCALE_DELTA_L ? 'good' : kind === 'categorical' && greyLeast >= 1 ? 'fair' : 'poor') as Verdict };
  return { visions, contrast, lightness, greyscale };
}
