/**
 * The fit of a mesh's CSS approximation (./approximate.ts): the base linear gradient by least squares, then each
 * point's fade by coordinate descent on the mean error over the samples (./approximateSamples.ts).
 *
 * The base: for each of four directions (0°, 45°, 90°, 135°; the other four are the same lines reversed) the straight
 * line of premultiplied OKLab and alpha along the gradient line that is nearest the mesh's samples in least squares
 * (what two stops `in oklab` paint: premultiplied interpolation is linear in the position); the direction of least
 * residual wins.
 *
 * The fades: every layer paints its point's colour (constant: premultiplied interpolation of one colour keeps it)
 * at an alpha that is a piecewise straight function of the position (the stops' alphas), so a trial needs only the
 * alphas. For each layer in turn (top first), with what lies above and below it composited once, each of reach, core
 * and middle is moved up and then down by a step, and a move is kept when the mean error falls; the steps halve each
 * round, FIT_ROUNDS rounds. Only the samples the layer paints, before or after the move, are measured again. The
 * positions are rounded to 0.01 % as they are written, so the trials are what the CSS paints.
 */
import { layerOf, type GradientLayer } from '../gradient.ts';
import { layerColorAt, spaceColorToSrgb, toSpaceColor } from '../interpolate.ts';
import type { Mesh, MeshPoint } from './mesh.ts';
import {
  MESH_FIT_SAMPLES,
  hundredth,
  layerPositions,
  oklabAuthored,
  pointLayer,
  premultipliedDistance,
  premultipliedOklab,
  type FadeShape,
} from './approximateSamples.ts';

/** The base's directions (degrees). */
const BASE_ANGLES = [0, 45, 90, 135];
/** Rounds of coordinate descent; each halves the steps. */
export const FIT_ROUNDS = 4;

const SAMPLE_COUNT = MESH_FIT_SAMPLES * MESH_FIT_SAMPLES;

/** Returns the base: the least-squares straight line of the samples along the best of BASE_ANGLES (see the file comment). */
export function fitBase(reference: Float64Array): GradientLayer {
  let best: { residual: number; angle: number; ends: number[][] } | null = null;
  for (const angle of BASE_ANGLES) {
    const t = layerPositions(layerOf([], { kind: 'linear', angle }));
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

/** The bounds and first steps of the three parameters. */
const PARAMETERS = [
  { key: 'reach', low: 2, high: 150, step: (shape: FadeShape) => shape.reach * 0.4 },
  { key: 'core', low: 0, high: 0.9, step: () => 0.25 },
  { key: 'middle', low: 0.05, high: 0.95, step: () => 0.25 },
] as const;

/** Returns every point's fitted fade (see the file comment), over the base layer, against the mesh's samples. */
export function fitLayers(mesh: Mesh, base: GradientLayer, reference: Float64Array): FadeShape[] {
  const count = mesh.points.length;
  const shapes = mesh.points.map((point) => firstGuess(mesh, point));
  const positions = mesh.points.map((point, i) => layerPositions(pointLayer(point.color, point.x, point.y, shapes[i])));
  const colors = mesh.points.map((point) => spaceColorToSrgb(toSpaceColor(point.color, 'oklab')));
  // Each layer's premultiplied paint at every sample (rgb·α, α), and the base's.
  const paint = mesh.points.map(() => new Float64Array(SAMPLE_COUNT * 4));
  const setPaint = (l: number, k: number, f: number) => {
    const alpha = colors[l][3] * f;
    paint[l].set([colors[l][0] * alpha, colors[l][1] * alpha, colors[l][2] * alpha, alpha], k * 4);
  };
  for (let l = 0; l < count; l++) for (let k = 0; k < SAMPLE_COUNT; k++) setPaint(l, k, fade(shapes[l], positions[l][k]));
  const basePositions = layerPositions(base);
  const basePaint = new Float64Array(SAMPLE_COUNT * 4);
  for (let k = 0; k < SAMPLE_COUNT; k++) {
    const [r, g, b, a] = spaceColorToSrgb(layerColorAt(base, basePositions[k]));
    basePaint.set([r * a, g * a, b * a, a], k * 4);
  }
  const below = new Float64Array(SAMPLE_COUNT * 4);
  const above = new Float64Array(SAMPLE_COUNT * 4);
  const errors = new Float64Array(SAMPLE_COUNT);
  const painted = new Float64Array(4);
  const mixed = new Float64Array(4);
  const trial = new Float64Array(4);
  /** Returns sample k's error with layer l at fraction f of its alpha, between `above` and `below`. */
  const sampleError = (k: number, l: number, f: number) => {
    const alpha = colors[l][3] * f;
    trial.set([colors[l][0] * alpha, colors[l][1] * alpha, colors[l][2] * alpha, alpha]);
    const keep = 1 - alpha;
    for (let c = 0; c < 4; c++) mixed[c] = trial[c] + below[k * 4 + c] * keep;
    const keepAbove = 1 - above[k * 4 + 3];
    for (let c = 0; c < 4; c++) painted[c] = above[k * 4 + c] + mixed[c] * keepAbove;
    const a = painted[3];
    const scale = a > 0 ? 1 / a : 0;
    premultipliedOklab(Math.min(1, painted[0] * scale), Math.min(1, painted[1] * scale), Math.min(1, painted[2] * scale), Math.min(1, a), painted, 0);
    return premultipliedDistance(painted, 0, reference, k * 4);
  };
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const scale = 2 ** -round;
    for (let l = 0; l < count; l++) {
      below.set(basePaint);
      for (let m = count - 1; m > l; m--) for (let k = 0; k < SAMPLE_COUNT; k++) over(paint[m], k * 4, below, k * 4, below);
      above.fill(0);
      for (let m = l - 1; m >= 0; m--) for (let k = 0; k < SAMPLE_COUNT; k++) over(paint[m], k * 4, above, k * 4, above);
      for (let k = 0; k < SAMPLE_COUNT; k++) errors[k] = sampleError(k, l, fade(shapes[l], positions[l][k]));
      for (const parameter of PARAMETERS) {
        for (const direction of [1, -1]) {
          const value = shapes[l][parameter.key] + direction * parameter.step(shapes[l]) * scale;
          const moved = { ...shapes[l], [parameter.key]: Math.min(parameter.high, Math.max(parameter.low, value)) };
          let change = 0;
          const changed: [number, number, number][] = [];
          for (let k = 0; k < SAMPLE_COUNT; k++) {
            const before = fade(shapes[l], positions[l][k]);
            const after = fade(moved, positions[l][k]);
            if (before === 0 && after === 0) continue;
            const error = sampleError(k, l, after);
            change += error - errors[k];
            changed.push([k, after, error]);
          }
          if (change < -1e-9) {
            shapes[l] = moved;
            for (const [k, f, error] of changed) {
              errors[k] = error;
              setPaint(l, k, f);
            }
            break;
          }
        }
      }
    }
  }
  return shapes;
}
