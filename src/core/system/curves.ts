/**
 * The curves a colour system's rows follow over their steps (Lyft ColorBox's model, https://colorbox.io: one curve per
 * channel from a start value to an end value). A curve is either
 *  - an easing: a cubic Bézier from (0, start) to (1, end) with the two inner control points of CSS's
 *    `cubic-bezier(x1, y1, x2, y2)`, named when it is one of the classic Penner easings ColorBox offers
 *    (EASING_CURVES, the Ceaser approximations every CSS easing library carries), or
 *  - free points: one value per step, each dragged on its own.
 * The value at step i of n is read at t = i / (n − 1) (the one step of a one-step system at t = 0).
 */
import { cubicBezierY } from '../gradient/interpolate.ts';

/** A cubic Bézier's inner control points, CSS's `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 in 0–1. */
export type BezierPoints = readonly [number, number, number, number];

/** The named easings (ColorBox's set): Penner's equations as cubic Béziers (Matthew Lein's Ceaser values). */
export const EASING_CURVES = {
  linear: [0, 0, 1, 1],
  easeInSine: [0.47, 0, 0.745, 0.715],
  easeOutSine: [0.39, 0.575, 0.565, 1],
  easeInOutSine: [0.445, 0.05, 0.55, 0.95],
  easeInQuad: [0.55, 0.085, 0.68, 0.53],
  easeOutQuad: [0.25, 0.46, 0.45, 0.94],
  easeInOutQuad: [0.455, 0.03, 0.515, 0.955],
  easeInCubic: [0.55, 0.055, 0.675, 0.19],
  easeOutCubic: [0.215, 0.61, 0.355, 1],
  easeInOutCubic: [0.645, 0.045, 0.355, 1],
  easeInQuart: [0.895, 0.03, 0.685, 0.22],
  easeOutQuart: [0.165, 0.84, 0.44, 1],
  easeInOutQuart: [0.77, 0, 0.175, 1],
  easeInQuint: [0.755, 0.05, 0.855, 0.06],
  easeOutQuint: [0.23, 1, 0.32, 1],
  easeInOutQuint: [0.86, 0, 0.07, 1],
  easeInExpo: [0.95, 0.05, 0.795, 0.035],
  easeOutExpo: [0.19, 1, 0.22, 1],
  easeInOutExpo: [1, 0, 0, 1],
  easeInCirc: [0.6, 0.04, 0.98, 0.335],
  easeOutCirc: [0.075, 0.82, 0.165, 1],
  easeInOutCirc: [0.785, 0.135, 0.15, 0.86],
  easeInBack: [0.6, -0.28, 0.735, 0.045],
  easeOutBack: [0.175, 0.885, 0.32, 1.275],
  easeInOutBack: [0.68, -0.55, 0.265, 1.55],
} as const satisfies Record<string, BezierPoints>;

export type EasingName = keyof typeof EASING_CURVES;
export const EASING_NAMES = Object.keys(EASING_CURVES) as EasingName[];

/** A channel's curve over the steps (see the file comment). */
export type SystemCurve =
  | { readonly kind: 'bezier'; readonly points: BezierPoints; readonly start: number; readonly end: number }
  | { readonly kind: 'points'; readonly values: readonly number[] };

/** Returns the easing's name when the points are one of EASING_CURVES exactly, else null (a custom Bézier). */
export function easingNameOf(points: BezierPoints): EasingName | null {
  return EASING_NAMES.find((name) => EASING_CURVES[name].every((v, i) => v === points[i])) ?? null;
}

/** Returns a Bézier curve of a named easing from `start` to `end`. */
export function easingCurve(name: EasingName, start: number, end: number): SystemCurve {
  return { kind: 'bezier', points: EASING_CURVES[name], start, end };
}

/** Returns the position t (0–1) of step `i` of `n`. */
export function stepPosition(i: number, n: number): number {
  return n <= 1 ? 0 : i / (n - 1);
}

/** Returns the curve's value at each of `n` steps (free points beyond their list hold the last value). */
export function curveValues(curve: SystemCurve, n: number): number[] {
  if (curve.kind === 'points') {
    const last = curve.values[curve.values.length - 1] ?? 0;
    return Array.from({ length: n }, (_, i) => curve.values[i] ?? last);
  }
  const [x1, y1, x2, y2] = curve.points;
  return Array.from({ length: n }, (_, i) => curve.start + (curve.end - curve.start) * cubicBezierY(x1, y1, x2, y2, stepPosition(i, n)));
}

/** Returns the curve with step `i`'s value set (a Bézier becomes free points first). */
export function withPoint(curve: SystemCurve, n: number, i: number, value: number): SystemCurve {
  const values = curveValues(curve, n);
  values[i] = value;
  return { kind: 'points', values };
}

/**
 * Returns the cubic Bézier of the given start and end that best follows `values` over their steps (least squares over
 * a grid of control points, then a local refinement): how a preset's measured steps become an editable easing.
 */
export function fitBezier(values: readonly number[]): SystemCurve {
  const n = values.length;
  const start = values[0] ?? 0;
  const end = values[n - 1] ?? start;
  const error = (points: BezierPoints) => {
    const fitted = curveValues({ kind: 'bezier', points, start, end }, n);
    return fitted.reduce((sum, v, i) => sum + (v - values[i]) ** 2, 0);
  };
  let best: BezierPoints = EASING_CURVES.linear;
  let bestError = error(best);
  const grid = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const ys = [-0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4];
  for (const x1 of grid) for (const x2 of grid) for (const y1 of ys) for (const y2 of ys) {
    const e = error([x1, y1, x2, y2]);
    if (e < bestError) [best, bestError] = [[x1, y1, x2, y2], e];
  }
  for (let step = 0.1; step > 0.001; step /= 2) {
    let improved = true;
    while (improved) {
      improved = false;
      for (let k = 0; k < 4; k++) {
        for (const d of [-step, step]) {
          const next = [...best] as [number, number, number, number];
          next[k] += d;
          if ((k === 0 || k === 2) && (next[k] < 0 || next[k] > 1)) continue;
          const e = error(next);
          if (e < bestError - 1e-15) [best, bestError, improved] = [next, e, true];
        }
      }
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { kind: 'bezier', points: [round(best[0]), round(best[1]), round(best[2]), round(best[3])], start, end };
}
