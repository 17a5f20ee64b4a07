/**
 * The chart palette's report, each line with a plain verdict and the advice that goes with it: the worst pair under
 * each vision, the contrast of every colour against the chart's background, whether lightness runs one way
 * (sequential) or mirrors (diverging), and how far apart the colours stay in greyscale. The chart tool shows it, and
 * the palette check shows its vision and greyscale lines for a palette used as chart colours.
 */
import { contrastRatio } from '../contrast/wcag.ts';
import { CHART_VISIONS, worstPairs, type ChartVision } from './chartVision.ts';
import { oklchOf } from './ordered.ts';
import { HUE_SECTORS, chartSpread } from './spread.ts';

export type ChartKind = 'categorical' | 'sequential' | 'diverging';

/** The background a palette used as chart colours is judged on where nothing names one: white, a chart's usual page. */
export const CHART_DEFAULT_BACKGROUND = '#ffffff';

/** Thresholds of the verdicts: ΔE_OK ×100 of a worst pair that reads as distinct, and as clearly distinct. */
export const DISTINCT_DELTA_E = 5;
export const CLEAR_DELTA_E = 10;
/** Lightness difference (×100) neighbours need to be told apart in greyscale. */
export const GREYSCALE_DELTA_L = 5;
/** How far mirrored diverging classes may differ in lightness (×100) and still count as balanced. */
export const BALANCE_DELTA_L = 2;

export type Verdict = 'good' | 'fair' | 'poor';

/**
 * What a vision line advises. A categorical set: every pair clearly apart ('apart'); the closest pair distinct side by
 * side but close for small marks ('close'); the closest pair alike ('alike'), to be told apart by a marker or one of
 * them moved. An ordered scale, whose classes are not moved one by one: every two classes clearly apart
 * ('stepsApart'); two classes of one arm close, so fewer classes or ends further apart ('stepsClose'); classes of the
 * two arms of a diverging scale close, so end hues that stay apart for everyone, or fewer classes ('armsAlike').
 */
export type VisionAdvice = 'apart' | 'close' | 'alike' | 'stepsApart' | 'stepsClose' | 'armsAlike';
/**
 * What the contrast line advises: every colour stands out from the background ('standOut'); some fall below the
 * target and need an outline or another lightness ('outline'); no target, as for ordered scales, whose light end
 * meets a light background on purpose ('noTarget'), and whose dark end comes near a dark one ('noTargetDark').
 */
export type ContrastAdvice = 'standOut' | 'outline' | 'noTarget' | 'noTargetDark';

/** OKLab lightness under which a background is dark: an ordered scale's dark end, not its light one, comes near it. */
export const DARK_BACKGROUND_L = 0.5;
/**
 * What the lightness line advises: a sequential scale runs one way ('runsOneWay') or should ('orderLightness'); a
 * diverging one has matching arms that each run one way ('armsMatch'), arms to match ('matchArms') or arms to order
 * ('orderArms').
 */
export type LightnessAdvice = 'runsOneWay' | 'orderLightness' | 'armsMatch' | 'matchArms' | 'orderArms';
/**
 * What the greyscale line advises: a categorical set whose colours each have a lightness of their own ('lightnessApart')
 * or one that colour alone will not carry in greyscale and print, so marks need markers, patterns or labels
 * ('addMarkers'); an ordered scale whose neighbouring classes differ in lightness ('classesApart') or merge, so it
 * needs fewer classes or ends further apart ('fewerClasses').
 */
export type GreyscaleAdvice = 'lightnessApart' | 'addMarkers' | 'classesApart' | 'fewerClasses';

/**
 * What the hue line advises (categorical sets): the hues spread and no two colours share a hue at one lightness
 * ('huesApart'); two do, and read as one family ('huesAlike'); colours too grey to read as a hue ('muddy').
 */
export type HueAdvice = 'huesApart' | 'huesAlike' | 'muddy';

/** Two colours of the palette by index (a < b): the pair a line's advice is about. */
export type ColorPairIndex = readonly [a: number, b: number];

export type ChartReport = {
  kind: ChartKind;
  /**
   * Worst pair under each vision: ΔE_OK ×100 and the two colours' indices (-1 with fewer than two colours); `pair`
   * names them when the advice is about them (not when every pair is clearly apart).
   */
  visions: { vision: ChartVision; deltaE: number; a: number; b: number; verdict: Verdict; advice: VisionAdvice; pair: ColorPairIndex | null }[];
  /** The least contrast against the background, the colours (indices) below the target and how many they are. */
  contrast: { least: number; failing: number; below: number[]; target: number; verdict: Verdict; advice: ContrastAdvice };
  /** Sequential: lightness strictly falls; diverging: each arm runs to the middle and mirrored classes match. Null for categorical. */
  lightness: { ordered: boolean; balanced: boolean | null; verdict: Verdict; advice: LightnessAdvice } | null;
  /**
   * The smallest lightness difference (×100) between neighbours (ordered) or any two colours (categorical), and
   * that pair; `pair` names it when the advice is about it (neighbouring classes that merge).
   */
  greyscale: { least: number; a: number; b: number; verdict: Verdict; advice: GreyscaleAdvice; pair: ColorPairIndex | null };
  /**
   * How a categorical set spreads for normal vision (spread.ts): the hue sectors it uses (of `of`), the pairs close in
   * both lightness and hue, the colours too grey to read as a hue, and the colours the advice names. Null for ordered scales.
   */
  hues: { sectors: number; of: number; clashes: number; muddy: number; verdict: Verdict; advice: HueAdvice; named: number[] } | null;
};

const deltaVerdict = (deltaE: number): Verdict => (deltaE >= CLEAR_DELTA_E ? 'good' : deltaE >= DISTINCT_DELTA_E ? 'fair' : 'poor');
const CATEGORICAL_ADVICE: Record<Verdict, VisionAdvice> = { good: 'apart', fair: 'close', poor: 'alike' };

/** Returns the advice of a vision line: its verdict's, and for an ordered scale where its pair lies. */
function visionAdvice(kind: ChartKind, verdict: Verdict, a: number, b: number, count: number): VisionAdvice {
  if (kind === 'categorical') return CATEGORICAL_ADVICE[verdict];
  if (verdict === 'good') return 'stepsApart';
  // A diverging scale's arms meet at the middle class (odd count) or between the two middle ones (even).
  const middle = (count - 1) / 2;
  return kind === 'diverging' && a < middle && b > middle ? 'armsAlike' : 'stepsClose';
}

/** Returns the lightness line of an ordered scale's lightness (×100, in class order). */
function lightnessOf(kind: 'sequential' | 'diverging', l: readonly number[]): NonNullable<ChartReport['lightness']> {
  if (kind === 'sequential') {
    const falling = l.every((x, i) => i === 0 || x < l[i - 1]);
    const rising = l.every((x, i) => i === 0 || x > l[i - 1]);
    const ordered = falling || rising;
    return { ordered, balanced: null, verdict: ordered ? 'good' : 'poor', advice: ordered ? 'runsOneWay' : 'orderLightness' };
  }
  const half = Math.floor(l.length / 2);
  // Each arm runs one way to the middle: lighter towards a light midpoint, darker towards a dark one.
  const left = l.slice(0, half + (l.length % 2));
  const right = l.slice(half).reverse();
  const oneWay = (arm: number[], sign: number) => arm.every((x, i) => i === 0 || (x - arm[i - 1]) * sign > 0);
  const ordered = [1, -1].some((sign) => oneWay(left, sign) && oneWay(right, sign));
  const balanced = l.slice(0, half).every((x, i) => Math.abs(x - l[l.length - 1 - i]) <= BALANCE_DELTA_L);
  // Order comes first: arms that do not run one way do not read as more or less, matched or not.
  const advice: LightnessAdvice = !ordered ? 'orderArms' : balanced ? 'armsMatch' : 'matchArms';
  return { ordered, balanced, verdict: ordered && balanced ? 'good' : ordered || balanced ? 'fair' : 'poor', advice };
}

/** Returns the greyscale line: the closest lightness of any two colours (categorical) or of neighbours (ordered). */
function greyscaleOf(kind: ChartKind, l: readonly number[]): ChartReport['greyscale'] {
  let least = Infinity;
  let a = -1;
  let b = -1;
  const consider = (i: number, j: number) => {
    const d = Math.abs(l[i] - l[j]);
    if (d < least) [least, a, b] = [d, i, j];
  };
  if (kind === 'categorical') {
    for (let i = 0; i < l.length; i++) for (let j = i + 1; j < l.length; j++) consider(i, j);
  } else {
    for (let i = 1; i < l.length; i++) consider(i - 1, i);
  }
  const verdict: Verdict = least >= GREYSCALE_DELTA_L ? 'good' : kind === 'categorical' && least >= 1 ? 'fair' : 'poor';
  if (kind === 'categorical') return { least, a, b, verdict, advice: verdict === 'good' ? 'lightnessApart' : 'addMarkers', pair: null };
  return { least, a, b, verdict, advice: verdict === 'good' ? 'classesApart' : 'fewerClasses', pair: verdict === 'good' ? null : [a, b] };
}

/** Returns the report of a palette of a kind on a background, with colour vision at `severity`; a target of 0 sets none. */
export function chartReport(codes: readonly string[], kind: ChartKind, background: string, severity: number, contrastTarget: number): ChartReport {
  const pairs = worstPairs(codes, severity);
  const visions = CHART_VISIONS.map((vision) => {
    const { deltaE, a, b } = pairs[vision];
    const verdict = deltaVerdict(deltaE);
    return { vision, deltaE, a, b, verdict, advice: visionAdvice(kind, verdict, a, b, codes.length), pair: verdict === 'good' ? null : ([a, b] as const) };
  });
  const ratios = codes.map((code) => contrastRatio(code, background));
  const below = ratios.flatMap((ratio, i) => (ratio < contrastTarget ? [i] : []));
  const failing = below.length;
  const contrast = {
    least: Math.min(...ratios),
    failing,
    below,
    target: contrastTarget,
    verdict: (failing === 0 ? 'good' : failing <= codes.length / 4 ? 'fair' : 'poor') as Verdict,
    advice: (contrastTarget <= 0 ? (oklchOf(background).l < DARK_BACKGROUND_L ? 'noTargetDark' : 'noTarget') : failing === 0 ? 'standOut' : 'outline') as ContrastAdvice,
  };
  const l = codes.map((code) => oklchOf(code).l * 100);
  const lightness = kind === 'categorical' ? null : lightnessOf(kind, l);
  return { kind, visions, contrast, lightness, greyscale: greyscaleOf(kind, l), hues: kind === 'categorical' ? huesOf(codes) : null };
}

/** Returns the hue line of a categorical set: a clash first (it reads as one series), then muddy colours. */
function huesOf(codes: readonly string[]): NonNullable<ChartReport['hues']> {
  const spread = chartSpread(codes);
  const clashes = spread.clashes.length;
  const muddy = spread.muddy.length;
  const verdict: Verdict = clashes === 0 && muddy === 0 ? 'good' : clashes <= 1 && muddy <= 1 ? 'fair' : 'poor';
  const advice: HueAdvice = clashes > 0 ? 'huesAlike' : muddy > 0 ? 'muddy' : 'huesApart';
  const named = advice === 'huesAlike' ? [...spread.clashes[0]] : advice === 'muddy' ? spread.muddy : [];
  return { sectors: spread.sectors, of: HUE_SECTORS, clashes, muddy, verdict, advice, named };
}

/**
 * Returns the report of a palette used as chart colours (the palette check's view of it): a categorical set on
 * `background` (white unless given), with colour vision at `severity` and no contrast target.
 */
export function paletteChartReport(codes: readonly string[], severity: number, background: string = CHART_DEFAULT_BACKGROUND): ChartReport {
  return chartReport(codes, 'categorical', background, severity, 0);
}
