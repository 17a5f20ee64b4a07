/**
 * The fit of a mesh's CSS approximation (./approximate.ts): the base linear gradient by least squares, then each
 * point's fade by coordinate descent on the mean error over the samples (./approximateSamples.ts).
 *
 * The base: for each of four directions (0°, 45°, 90°, 135°; the other four are the same lines reversed) the straight
 * line of premultiplied OKLab and alpha along the gradient line that is nearest the mesh's samples in least squares
 * (what two stops `in oklab` paint: premultiplied interpolation is linear in the position); the direction of least
 * residual wins.
 *
 * The layers: every layer paints one colour (premultiplied interpolation of one colour keeps it) at an alpha that is
 * a piecewise straight function of the position (the stops' alphas), so a trial needs only the colour and the
 * alphas. For each layer in turn (top first), with what lies above and below it composited once: its opacity (a
 * fraction of its point's alpha) is set to the least-squares one for the composite's alpha where that says anything
 * (not under an opaque layer nor over an opaque base), then its colour to the least-squares one (the composite, in
 * premultiplied gamma sRGB, is linear in it), then each of reach, core and
 * middle is moved up and then down by a step; a change is kept when the mean error falls. The steps halve each
 * round, FIT_ROUNDS rounds. Only the samples the layer paints, before or after the move, are measured again. The
 * positions are rounded to 0.01 % as they are written, so the trials are what the CSS paints.
 */
import { layerOf, type GradientLayer } from '../gradient.ts';
import { layerColorAt, spaceColorToSrgb, toSpaceColor } from '../interpolate.ts';
import type { AuthoredColor } from '../../exact/authoredColor.ts';
import { srgbToOklab } from '../../convert/srgbToOklab.ts';
import type { Mesh, MeshPoint } from './mesh.ts';
import {
  hundredth,
  layerPositions,
  oklabAuthored,
  pointLayer,
  premultipliedDistance,
  premultipliedOklab,
  type FadeShape,
  type MeshSamples,
} from './approximateSamples.ts';

/** The base's directions (degrees). */
const BASE_ANGLES = [0, 45, 90, 135];
/** Rounds of coordinate descent; each halves the steps. */
export const FIT_ROUNDS = 4;

/** Returns the base: the least-squares straight line of the samples along the best of BASE_ANGLES (see the file comment). */
export function fitBase(samples: MeshSamples): GradientLayer {
  const reference = samples.oklab;
  const SAMPLE_COUNT = samples.side * samples.side;
  let best: { residual: number; angle: number; ends: number[][] } | null = null;
  for (const angle of BASE_ANGLES) {
    const t = layerPositions(layerOf([], { kind: 'linear', angle }), samples.side);
    let [st, stt] = [0, 0];
    const sy = [0, 0, 0, 0];
    const sty = [0, 0, 0, 0];
    for (let k = 0; k < SAMPLE_COUNT; k++) {
      const x = t[k] / 100;
      st += x;
      stt += x * x;
      for (let c = 0; c < 4; c++) {
        sy[c] += reference[k * 4 + c];
        sty[c] += x * reference[k * 4 + c];
      }
    }
    const det = SAMPLE_COUNT * stt - st * st;
    const slope = sy.map((y, c) => (Math.abs(det) > 1e-12 ? (SAMPLE_COUNT * sty[c] - st * y) / det : 0));
    const start = sy.map((y, c) => (y - slope[c] * st) / SAMPLE_COUNT);
    let residual = 0;
    for (let k = 0; k < SAMPLE_COUNT; k++) {
      const x = t[k] / 100;
      for (let c = 0; c < 4; c++) residual += (reference[k * 4 + c] - start[c] - slope[c] * x) ** 2;
    }
    if (best === null || residual < best.residual - 1e-12) best = { residual, angle, ends: [start, start.map((s, c) => s + slope[c])] };
  }
  const { angle, ends } = best as NonNullable<typeof best>;
  const stops = ends.map((premultiplied, i) => {
    const alpha = Math.min(1, Math.max(0, premultiplied[3]));
    const l = Math.min(alpha, Math.max(0, premultiplied[0]));
    const color = alpha > 0 ? oklabAuthored(l / alpha, premultiplied[1] / alpha, premultiplied[2] / alpha, alpha) : oklabAuthored(0, 0, 0, 0);
    return { color, position: i * 100 };
  });
  return layerOf(stops, { kind: 'linear', angle, space: 'oklab' });
}

/** Returns a point's first guess: a straight fade from its centre to transparent about one grid step away. */
export function firstGuess(mesh: Mesh, point: MeshPoint): FadeShape {
  const spacing = (100 / (mesh.columns - 1) + 100 / (mesh.rows - 1)) / 2;
  // The farthest-corner ellipse's radii in % of the box (√2 times the farthest sides).
  const rx = Math.SQRT2 * Math.max(point.x, 100 - point.x);
  const ry = Math.SQRT2 * Math.max(point.y, 100 - point.y);
  return { reach: (100 * spacing) / Math.sqrt(Math.max(rx * ry, 1)), core: 0, middle: 0.5 };
}

/** Returns the fraction of a point's alpha its layer paints at position t (%), as the stops say. */
function fade(shape: FadeShape, t: number): number {
  const b = hundredth(shape.reach);
  const a = hundredth(shape.core * b);
  const m = hundredth((a + b) / 2);
  if (t >= b) return 0;
  if (t < a) return 1;
  if (t < m) return 1 + (shape.middle - 1) * ((t - a) / (m - a));
  return shape.middle * (1 - (t - m) / (b - m));
}

/** Writes `top` (premultiplied rgb and alpha at `i`) over `under` (at `j`) into `out` at `j`. */
function over(top: Float64Array, i: number, under: Float64Array, j: number, out: Float64Array): void {
  const keep = 1 - top[i + 3];
  for (let c = 0; c < 4; c++) out[j + c] = top[i + c] + under[j + c] * keep;
}

/** Writes `bottom` (premultiplied rgb and alpha at `i`) under `top` (at `i`), in place: top over bottom. */
function under(bottom: Float64Array, i: number, top: Float64Array): void {
  const keep = 1 - top[i + 3];
  for (let c = 0; c < 4; c++) top[i + c] += bottom[i + c] * keep;
}

/** The bounds and first steps of the three parameters. */
const PARAMETERS = [
  { key: 'reach', low: 2, high: 150, step: (shape: FadeShape) => shape.reach * 0.4 },
  { key: 'core', low: 0, high: 0.9, step: () => 0.25 },
  { key: 'middle', low: 0.05, high: 0.95, step: () => 0.25 },
] as const;

/** A point's fitted layer: its colour and its fade. */
export type LayerFit = { readonly color: AuthoredColor; readonly shape: FadeShape };

/** Returns every point's fitted colour and fade (see the file comment), over the base layer, against the mesh's samples. */
export function fitLayers(mesh: Mesh, base: GradientLayer, reference: MeshSamples): LayerFit[] {
  const count = mesh.points.length;
  const n = reference.side;
  const SAMPLE_COUNT = n * n;
  const fits: LayerFit[] = mesh.points.map((point) => ({ color: point.color, shape: firstGuess(mesh, point) }));
  const positions = mesh.points.map((point, i) => layerPositions(pointLayer(point.color, point.x, point.y, fits[i].shape), n));
  const colors = mesh.points.map((point) => spaceColorToSrgb(toSpaceColor(point.color, 'oklab')));
  const pointAlpha = colors.map((color) => color[3]);
  // Each layer's premultiplied paint at every sample (rgb·α, α), and the base's.
  const paint = mesh.points.map(() => new Float64Array(SAMPLE_COUNT * 4));
  const setPaint = (l: number, k: number, f: number) => {
    const alpha = colors[l][3] * f;
    paint[l].set([colors[l][0] * alpha, colors[l][1] * alpha, colors[l][2] * alpha, alpha], k * 4);
  };
  for (let l = 0; l < count; l++) for (let k = 0; k < SAMPLE_COUNT; k++) setPaint(l, k, fade(fits[l].shape, positions[l][k]));
  const basePositions = layerPositions(base, n);
  const basePaint = new Float64Array(SAMPLE_COUNT * 4);
  for (let k = 0; k < SAMPLE_COUNT; k++) {
    const [r, g, b, a] = spaceColorToSrgb(layerColorAt(base, basePositions[k]));
    basePaint.set([r * a, g * a, b * a, a], k * 4);
  }
  // What lies below each layer (the base and the layers under it), and above the one being fitted.
  const belows = mesh.points.map(() => new Float64Array(SAMPLE_COUNT * 4));
  let below = belows[0];
  const above = new Float64Array(SAMPLE_COUNT * 4);
  const painted = new Float64Array(4);
  /** Returns sample k's error with layer l painting `color` (straight rgb, alpha) at fraction f of its alpha, between `above` and `below`. */
  const sampleError = (k: number, color: readonly number[], f: number) => {
    const alpha = color[3] * f;
    const keep = 1 - alpha;
    const keepAbove = 1 - above[k * 4 + 3];
    for (let c = 0; c < 4; c++) painted[c] = above[k * 4 + c] + ((c === 3 ? 1 : color[c]) * alpha + below[k * 4 + c] * keep) * keepAbove;
    const a = painted[3];
    const scale = a > 0 ? 1 / a : 0;
    premultipliedOklab(Math.min(1, painted[0] * scale), Math.min(1, painted[1] * scale), Math.min(1, painted[2] * scale), Math.min(1, a), painted, 0);
    return premultipliedDistance(painted, 0, reference.oklab, k * 4);
  };
  /** Keeps layer l's colour and fade when they lower the error over the samples either one paints; returns whether kept. */
  const tryFit = (l: number, color: readonly number[], fit: LayerFit) => {
    let change = 0;
    const changed: [number, number, number][] = [];
    for (let k = 0; k < SAMPLE_COUNT; k++) {
      const before = fade(fits[l].shape, positions[l][k]);
      const after = fade(fit.shape, positions[l][k]);
      if (before === 0 && after === 0) continue;
      const error = sampleError(k, color, after);
      change += error - errors[k];
      changed.push([k, after, error]);
    }
    if (change >= -1e-9) return false;
    fits[l] = fit;
    colors[l] = [color[0], color[1], color[2], color[3]];
    for (const [k, f, error] of changed) {
      errors[k] = error;
      setPaint(l, k, f);
    }
    return true;
  };
  const errors = new Float64Array(SAMPLE_COUNT);
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const scale = 2 ** -round;
    // Layers are fitted top first, so what lies below each is the same all round: built once a round, bottom up.
    belows[count - 1].set(basePaint);
    for (let m = count - 2; m >= 0; m--) for (let k = 0; k < SAMPLE_COUNT; k++) over(paint[m + 1], k * 4, belows[m + 1], k * 4, belows[m]);
    above.fill(0);
    for (let l = 0; l < count; l++) {
      below = belows[l];
      // What lies above layer l: the layers above l − 1, then layer l − 1 under them (as fitted this round).
      if (l > 0) for (let k = 0; k < SAMPLE_COUNT; k++) under(paint[l - 1], k * 4, above);
      if (round === 0 && l === 0) for (let k = 0; k < SAMPLE_COUNT; k++) errors[k] = sampleError(k, colors[0], fade(fits[0].shape, positions[0][k]));
      const fitted = fittedColor(l);
      if (fitted !== null) tryFit(l, fitted.rgba, { ...fits[l], color: fitted.color });
      for (const parameter of PARAMETERS) {
        for (const direction of [1, -1]) {
          const value = fits[l].shape[parameter.key] + direction * parameter.step(fits[l].shape) * scale;
          const shape = { ...fits[l].shape, [parameter.key]: Math.min(parameter.high, Math.max(parameter.low, value)) };
          if (tryFit(l, colors[l], { ...fits[l], shape })) break;
        }
      }
    }
  }
  return fits;

  /**
   * Returns the colour of layer l that brings the composite nearest the mesh in least squares over premultiplied gamma
   * sRGB (the composite is linear in it), read back through its written text; null where the layer paints nothing.
   */
  function fittedColor(l: number): { color: AuthoredColor; rgba: readonly number[] } | null {
    // The opacity first: the composite's alpha misses the mesh's by (1 − above)(1 − below)(o·α·fade − wanted).
    let [num, den] = [0, 0];
    for (let k = 0; k < SAMPLE_COUNT; k++) {
      const paints = pointAlpha[l] * fade(fits[l].shape, positions[l][k]);
      const [aboveAlpha, belowAlpha] = [above[k * 4 + 3], below[k * 4 + 3]];
      const w = (1 - aboveAlpha) * (1 - belowAlpha);
      if (paints === 0 || w < 1e-9) continue;
      const wanted = ((reference.srgb[k * 4 + 3] - aboveAlpha) / (1 - aboveAlpha) - belowAlpha) / (1 - belowAlpha);
      num += w * w * paints * wanted;
      den += w * w * paints * paints;
    }
    const layerAlpha = den > 1e-12 ? pointAlpha[l] * Math.min(1, Math.max(0, num / den)) : colors[l][3];
    const sum = [0, 0, 0];
    let weight = 0;
    for (let k = 0; k < SAMPLE_COUNT; k++) {
      const alpha = layerAlpha * fade(fits[l].shape, positions[l][k]);
      if (alpha === 0) continue;
      const keepAbove = 1 - above[k * 4 + 3];
      const q = keepAbove * alpha;
      for (let c = 0; c < 3; c++) sum[c] += q * (reference.srgb[k * 4 + c] - above[k * 4 + c] - keepAbove * (1 - alpha) * below[k * 4 + c]);
      weight += q * q;
    }
    if (weight === 0) return layerAlpha === colors[l][3] ? null : { color: oklabAuthored(0, 0, 0, 0), rgba: [0, 0, 0, 0] };
    const rgb = sum.map((s) => Math.min(1, Math.max(0, s / weight))) as [number, number, number];
    const [l0, a0, b0] = srgbToOklab(rgb);
    const color = oklabAuthored(l0, a0, b0, layerAlpha);
    return { color, rgba: spaceColorToSrgb(toSpaceColor(color, 'oklab')) };
  }
}
