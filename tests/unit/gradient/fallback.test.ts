/**
 * The classic fallback's fit (src/core/gradient/fallback.ts, sample.ts): checked independently of the fit's own error
 * function — the fallback drawn here as classic CSS draws it (premultiplied gamma sRGB between its byte stops, the later
 * stop at a hard stop) and compared in culori's OKLab with the modern rendering at every 1 % — the goal holds, or the
 * sample's own 8-bit rounding where that is farther; hard stops stay hard; the 16-stop cap; fewer stops than evenly
 * spaced ones.
 */
import { describe, expect, it } from 'vitest';
import { converter } from 'culori';
import { layerOf, type GradientLayer, type GradientStop } from '../../../src/core/gradient/gradient';
import { FALLBACK_GOAL, MAX_FALLBACK_STOPS, fallbackColorAt, layerFallback, uniformFallback, type FallbackResult } from '../../../src/core/gradient/fallback';
import { FALLBACK_SAMPLE_STEP, FALLBACK_SAMPLE_STRIDE, sampleCount, sampleLayer } from '../../../src/core/gradient/sample';
import { fixedPositions, layerColorAt, spaceColorToSrgb } from '../../../src/core/gradient/interpolate';
import { authoredColor } from '../../../src/core/exact/authoredColor';

const toOklab = converter('oklab');

/** Returns the stops of codes or exact texts at positions. */
const stopsOf = (...list: [string, number][]): GradientStop[] => list.map(([text, position]) => ({ color: authoredColor(text), position }));

/** Returns culori's OKLab distance of two gamma sRGB colours. */
function deltaE(a: readonly number[], b: readonly number[]): number {
  const [x, y] = [a, b].map((c) => toOklab({ mode: 'rgb', r: c[0], g: c[1], b: c[2] })!);
  return Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b);
}

/** Returns the distance of two colours with alpha, over white and over black (the larger), or plain when both are opaque. */
function compositeDeltaE(a: readonly number[], b: readonly number[]): number {
  if (a[3] === 1 && b[3] === 1) return deltaE(a, b);
  const over = (c: readonly number[], backdrop: number) => [0, 1, 2].map((i) => c[i] * c[3] + backdrop * (1 - c[3]));
  return Math.max(deltaE(over(a, 1), over(b, 1)), deltaE(over(a, 0), over(b, 0)));
}

/** Returns the colour (gamma sRGB and alpha, 0–1) classic CSS draws at `x` % for the fallback's stops. */
function classicAt(result: FallbackResult, x: number): number[] {
  const stops = result.stops;
  const color = (i: number) => stops[i].rgba.map((byte) => byte / 255);
  if (x < stops[0].position) return color(0);
  let i = 0;
  while (i + 1 < stops.length && stops[i + 1].position <= x) i++;
  if (i === stops.length - 1) return color(i);
  const t = (x - stops[i].position) / (stops[i + 1].position - stops[i].position);
  const [a, b] = [color(i), color(i + 1)];
  const alpha = a[3] + (b[3] - a[3]) * t;
  const channel = (c: number) => (alpha === 0 ? 0 : (a[c] * a[3] + (b[c] * b[3] - a[c] * a[3]) * t) / alpha);
  return [channel(0), channel(1), channel(2), alpha];
}

/** Returns the worst excess over the goal at every 1 % (0 when the goal, or the sample's own rounding, holds everywhere). */
function worstExcess(layer: GradientLayer, result: FallbackResult): number {
  const positions = fixedPositions(layer);
  let worst = 0;
  for (let x = Math.ceil(positions[0]); x <= positions[positions.length - 1]; x++) {
    const modern = spaceColorToSrgb(layerColorAt(layer, x));
    const rounded = modern.map((c) => Math.round(c * 255) / 255);
    const allowed = Math.max(FALLBACK_GOAL, compositeDeltaE(rounded, modern));
    worst = Math.max(worst, compositeDeltaE(classicAt(result, x), modern) - allowed);
  }
  return worst;
}

const LAYERS: Record<string, GradientLayer> = {
  'OKLCH, three stops': layerOf(stopsOf(['#0ea5e9', 0], ['#a855f7', 50], ['#f97316', 100]), { space: 'oklch' }),
  'OKLCH longer hue': layerOf(stopsOf(['#ef4444', 0], ['#3b82f6', 100]), { space: 'oklch', hue: 'longer' }),
  'sRGB, eased from black': { ...layerOf(stopsOf(['#000000', 0], ['#ffffff', 100]), { space: 'srgb' }), segments: [{ hint: 0.5, easing: 'ease-in-out' }] },
  'OKLab, eased, with a hint': { ...layerOf(stopsOf(['#1e3a8a', 10], ['#fde68a', 90]), { space: 'oklab' }), segments: [{ hint: 0.3, easing: 'cubic-in-out' }] },
  'translucent, HSL': layerOf(stopsOf(['rgb(255 0 0 / 0.2)', 0], ['#00ff80', 40], ['rgb(0 0 255 / 0.7)', 100]), { space: 'hsl' }),
  'wide stops, Display P3': layerOf(stopsOf(['color(display-p3 0 1 0)', 0], ['oklch(60% 0.3 330)', 100]), { space: 'display-p3' }),
  'hard stop at 50 %': layerOf(stopsOf(['#ff0000', 0], ['#00ff00', 50], ['#0000ff', 50], ['rgb(0 0 0 / 0.3)', 100]), { space: 'oklab' }),
};

describe('sampleLayer', () => {
  it('samples at most every 0.1 % and cuts pieces at hard stops, ends included', () => {
    const { samples, pieces } = sampleLayer(LAYERS['hard stop at 50 %']);
    expect(Array.from(pieces)).toEqual([0, 501, 1002]);
    const x = (k: number) => samples[k * FALLBACK_SAMPLE_STRIDE];
    expect([x(0), x(500), x(501), x(1001)]).toEqual([0, 50, 50, 100]);
    for (let k = 1; k < sampleCount({ samples, pieces }); k++) if (k !== 501) expect(x(k) - x(k - 1)).toBeLessThanOrEqual(FALLBACK_SAMPLE_STEP + 1e-9);
    // The piece before ends in green, the piece after starts in blue.
    const colorAt = (k: number) => Array.from(samples.subarray(k * FALLBACK_SAMPLE_STRIDE + 1, (k + 1) * FALLBACK_SAMPLE_STRIDE));
    [0, 1, 0, 1].forEach((c, i) => expect(colorAt(500)[i]).toBeCloseTo(c, 12));
    [0, 0, 1, 1].forEach((c, i) => expect(colorAt(501)[i]).toBeCloseTo(c, 12));
  });

  it('keeps a hard stop at either end as a piece of its own', () => {
    const { pieces } = sampleLayer(layerOf(stopsOf(['#ff0000', 20], ['#00ff00', 20], ['#0000ff', 80], ['#000000', 80])));
    expect(Array.from(pieces)).toEqual([0, 1, 602, 603]);
  });
});

describe('layerFallback', () => {
  it.each(Object.keys(LAYERS))('%s: within the goal at every 1 % (checked independently), at most 16 stops', (name) => {
    const layer = LAYERS[name];
    const result = layerFallback(layer);
    expect(result.reached, `${name}: error ${result.error}`).toBe(true);
    expect(result.error).toBeLessThanOrEqual(FALLBACK_GOAL);
    expect(result.stops.length).toBeLessThanOrEqual(MAX_FALLBACK_STOPS);
    expect(worstExcess(layer, result)).toBeLessThan(1e-6);
    for (let i = 1; i < result.stops.length; i++) expect(result.stops[i].position).toBeGreaterThanOrEqual(result.stops[i - 1].position);
  });

  it('keeps a hard stop hard: two stops at its position, the colours on either side', () => {
    const { stops } = layerFallback(LAYERS['hard stop at 50 %']);
    const atHalf = stops.filter((stop) => stop.position === 50);
    expect(atHalf.map((stop) => stop.rgba)).toEqual([[0, 255, 0, 255], [0, 0, 255, 255]]);
    expect(stops[0]).toEqual({ position: 0, rgba: [255, 0, 0, 255] });
    expect(stops[stops.length - 1]).toEqual({ position: 100, rgba: [0, 0, 0, 77] });
  });

  it('draws its stops (fallbackColorAt) as classic CSS does', () => {
    const result = layerFallback(LAYERS['hard stop at 50 %']);
    for (let x = -5; x <= 105; x += 0.5) fallbackColorAt(result.stops, x).forEach((c, i) => expect(c).toBeCloseTo(classicAt(result, x)[i], 12));
  });

  it('needs only the two ends for a gradient classic CSS draws itself', () => {
    const result = layerFallback(layerOf(stopsOf(['#336699', 0], ['rgb(255 200 0 / 0.5)', 100]), { space: 'srgb' }));
    expect(result.stops.map((stop) => stop.position)).toEqual([0, 100]);
    // No more than the two stops' own 8-bit rounding (alpha 0.5 is 128/255).
    expect(result.error).toBeLessThan(3e-3);
  });

  it('stops at 16 stops on a layer no 16 can fit, and says how far it got', () => {
    const codes = ['#ff0000', '#00ff00', '#0000ff', '#ff00ff', '#ffff00', '#00ffff', '#ff8000', '#8000ff'];
    const stops = codes.map((code, i) => ({ color: authoredColor(code), position: (i * 100) / (codes.length - 1) }));
    const layer: GradientLayer = { ...layerOf(stops, { space: 'oklch', hue: 'longer' }), segments: stops.slice(1).map(() => ({ hint: 0.5, easing: 'expo-in-out' as const })) };
    const result = layerFallback(layer);
    expect(result.reached).toBe(false);
    expect(result.stops).toHaveLength(MAX_FALLBACK_STOPS);
    expect(result.error).toBeGreaterThan(FALLBACK_GOAL);
    // The error it reports is no smaller than what the 1 % check finds beyond the goal.
    expect(worstExcess(layer, result)).toBeLessThanOrEqual(result.error - FALLBACK_GOAL + 1e-6);
  });

  it.each(['OKLCH, three stops', 'OKLCH longer hue', 'sRGB, eased from black', 'OKLab, eased, with a hint'])('%s: fewer stops than evenly spaced ones meeting the same goal', (name) => {
    const fit = layerFallback(LAYERS[name]);
    const uniform = uniformFallback(LAYERS[name]);
    expect(fit.stops.length).toBeLessThan(uniform.stops.length);
  });
});
