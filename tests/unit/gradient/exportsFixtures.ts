/**
 * Gradients for the export tests, and fitted stops for them made here by sampling the model densely (every 0.5 % and
 * both sides of every stop), so the tests do not lean on the tool's own fitter: plain sRGB interpolation between such
 * samples is within a fraction of ΔE_OK 0.01 of the modern gradient, as a fit must be.
 */
import type { FallbackStop } from '../../../src/core/gradient/css.ts';
import { layerOf, type Gradient, type GradientLayer, type GradientSegment } from '../../../src/core/gradient/gradient.ts';
import { fixedPositions, layerColorAt, spaceColorToSrgb } from '../../../src/core/gradient/interpolate.ts';
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';

/** Sampling step of the fits, in % of the line. */
const STEP = 0.5;

/** Returns a fitted stop of the model's colour at x (% of the line). */
function sample(layer: GradientLayer, x: number, at: number = x): FallbackStop {
  const [r, g, b, a] = spaceColorToSrgb(layerColorAt(layer, x)).map((v) => Math.min(255, Math.max(0, Math.round(v * 255))));
  return { position: Number(at.toFixed(6)), rgba: [r, g, b, a] };
}

/**
 * Returns sRGB stops tracing a layer: every `step` % within each segment, a segment's end taken just before it (its
 * own colour at a hard stop). A coarser step makes smaller files where only the format is under test.
 */
export function sampledFit(layer: GradientLayer, step: number = STEP): FallbackStop[] {
  const positions = fixedPositions(layer);
  const stops: FallbackStop[] = [sample(layer, positions[0])];
  for (let i = 0; i + 1 < positions.length; i++) {
    const [p0, p1] = [positions[i], positions[i + 1]];
    if (p1 > p0) {
      const pieces = Math.max(1, Math.ceil((p1 - p0) / step));
      for (let k = 1; k < pieces; k++) stops.push(sample(layer, p0 + ((p1 - p0) * k) / pieces));
      stops.push(sample(layer, p1 - 1e-7, p1));
    }
    stops.push(sample(layer, p1));
  }
  return stops;
}

/** Returns the fits of every layer of a gradient. */
export const sampledFits = (gradient: Gradient, step: number = STEP) => gradient.layers.map((layer) => sampledFit(layer, step));

/** Returns a layer of [colour, position] stops and settings, with segment overrides by index. */
export function layer(
  stops: readonly (readonly [string, number])[],
  settings: Partial<Omit<GradientLayer, 'stops' | 'segments'>> = {},
  segments: Readonly<Record<number, Partial<GradientSegment>>> = {},
): GradientLayer {
  const base = layerOf(stops.map(([color, position]) => ({ color: authoredColor(color), position })), settings);
  return { ...base, segments: base.segments.map((segment, i) => ({ ...segment, ...segments[i] })) };
}

/**
 * The layers the exports are tried on: every kind and size keyword, repeating, odd angles and centres, translucent and
 * wide stops, a hint, an easing. No grey stop sits beside a coloured one in a polar space: Chromium reads a grey's
 * hue as float noise where CSS Color 4 calls it missing (tests/e2e/gradientRender.spec.ts), so the modern CSS it
 * paints strays from the model there (white to orange in OKLCH by ΔE_OK 0.05), whatever the export.
 */
export const LAYERS: Readonly<Record<string, GradientLayer>> = {
  linear: layer([['#e63946', 0], ['oklch(84.1% 0.238 128.85)', 45], ['#1d3557', 100]], { angle: 33 }),
  linearBeyond: layer([['#ffb703', -20], ['rgb(33 158 188 / 0.4)', 50], ['#023047', 130]], { angle: 200, space: 'srgb' }),
  linearEased: layer([['#264653', 0], ['#e9c46a', 60], ['#e76f51', 100]], { angle: 117, space: 'oklab' }, { 0: { easing: 'ease-in-out' }, 1: { hint: 0.2 } }),
  repeatingLinear: layer([['#8338ec', 10], ['#ff006e', 22], ['#ff006e', 22], ['#3a86ff', 30]], { angle: 75, repeating: true, space: 'lch' }),
  ellipseFarthestCorner: layer([['#f72585', 0], ['color(display-p3 0.2 0.9 0.4)', 55], ['#3f37c9', 100]], { kind: 'radial', center: [30, 60] }),
  circleClosestSide: layer([['#fff3d6', 0], ['#fb8500', 60], ['rgb(2 48 71 / 0.3)', 100]], { kind: 'radial', shape: 'circle', size: 'closest-side', center: [40, 35] }),
  ellipseClosestCorner: layer([['#06d6a0', 0], ['#118ab2', 100]], { kind: 'radial', size: 'closest-corner', center: [65, 40], space: 'hsl', hue: 'longer' }),
  circleFarthestSide: layer([['#ef476f', 20], ['#ffd166', 80]], { kind: 'radial', shape: 'circle', size: 'farthest-side', center: [25, 60] }),
  ellipseFarthestSide: layer([['#2a9d8f', 0], ['#e9c46a', 50], ['#264653', 100]], { kind: 'radial', size: 'farthest-side', center: [70, 20] }),
  ellipseClosestSide: layer([['#003049', 0], ['#d62828', 70], ['#fcbf49', 100]], { kind: 'radial', size: 'closest-side', center: [45, 55] }),
  repeatingRadial: layer([['#0077b6', 5], ['#90e0ef', 12], ['#0077b6', 19]], { kind: 'radial', repeating: true, center: [60, 40] }),
  conic: layer([['#e63946', 0], ['#f1c40f', 30], ['#2a9d8f', 70], ['#e63946', 100]], { kind: 'conic', angle: 45, center: [40, 60], space: 'oklch', hue: 'longer' }),
  conicTranslucent: layer([['rgb(230 57 70 / 0.2)', 10], ['#3a86ff', 50], ['#3a86ff', 50], ['rgb(255 190 11 / 0.7)', 90]], { kind: 'conic', angle: -30 }),
  repeatingConic: layer([['#000000', 0], ['#ffffff', 12.5], ['#000000', 25]], { kind: 'conic', repeating: true, center: [55, 45] }),
};

/** Two layers: a translucent linear one over a radial one. */
export const TWO_LAYERS: Gradient = {
  layers: [
    layer([['rgb(255 255 255 / 0)', 0], ['rgb(255 255 255 / 0.8)', 100]], { angle: 160 }),
    LAYERS.ellipseFarthestCorner,
  ],
};
