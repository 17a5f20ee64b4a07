/**
 * A layer's fitted sRGB stops (../fallback.ts) laid over one stretch of its gradient line, for the formats that cannot
 * say what CSS says: stops beyond 0–100 %, a repeating layer, alpha interpolated premultiplied.
 *
 * CSS paints a classic gradient from its stops in premultiplied sRGB (CSS Images 3 §3.5.3, "Coloring the gradient
 * line"): the first stop's colour before it, the last one's after it, a later stop winning at a hard stop, and a
 * repeating gradient repeated at the distance between its first and last stops. `stopsOver` gives the stops that
 * paint a stretch [from, to] of the line so; `straightStops` adds the stops a format that interpolates colour and
 * opacity separately (SVG) needs to paint the premultiplied result.
 */
import type { FallbackStop } from '../css.ts';

/** A stop on the line: its position (% of the gradient line, as the CSS has it) and sRGB with alpha, each 0–255 (not rounded). */
export type LineStop = { readonly position: number; readonly rgba: readonly [number, number, number, number] };

/**
 * How far a straight interpolation of colour and opacity may stray from the premultiplied one, in premultiplied sRGB
 * 0–255 (what it adds to the colour over any background): a quarter of an 8-bit step.
 */
export const STRAIGHT_TOLERANCE = 0.25;
/** The most pieces a segment is cut into for straight interpolation (a segment from a colour to another, half transparent, needs about 16). */
const MAX_PIECES = 64;

/** Returns the colour a fraction t of the way from a to b, mixed premultiplied (CSS's way); a transparent result keeps the straight mix. */
export function premultipliedMix(a: LineStop['rgba'], b: LineStop['rgba'], t: number): LineStop['rgba'] {
  const alpha = a[3] + (b[3] - a[3]) * t;
  const channel = (i: number) => {
    if (alpha <= 0) return a[i] + (b[i] - a[i]) * t;
    return (a[i] * a[3] + (b[i] * b[3] - a[i] * a[3]) * t) / alpha;
  };
  return [channel(0), channel(1), channel(2), alpha];
}

/** Returns stops with CSS's position fix-up: none before an earlier one. */
function fixedUp(stops: readonly FallbackStop[]): LineStop[] {
  const out: LineStop[] = [];
  for (const stop of stops) {
    const position = out.length === 0 ? stop.position : Math.max(stop.position, out[out.length - 1].position);
    out.push({ position, rgba: [stop.rgba[0], stop.rgba[1], stop.rgba[2], stop.rgba[3]] });
  }
  return out;
}

/** Returns the period of a repeating layer's stops (last position − first), or 0 where it does not repeat (a period of 0 paints as a plain layer, as the model reads it). */
export function periodOf(stops: readonly FallbackStop[], repeating: boolean): number {
  if (!repeating || stops.length < 2) return 0;
  const fixed = fixedUp(stops);
  return fixed[fixed.length - 1].position - fixed[0].position;
}

/** Returns the colour at x on a list of stops: from the right (`after`, a hard stop's later colour) or from the left. */
function colorAt(list: readonly LineStop[], x: number, after: boolean): LineStop['rgba'] {
  const n = list.length;
  if (after) {
    let i = -1;
    while (i + 1 < n && list[i + 1].position <= x) i++;
    if (i < 0) return list[0].rgba;
    if (i === n - 1) return list[n - 1].rgba;
    return premultipliedMix(list[i].rgba, list[i + 1].rgba, (x - list[i].position) / (list[i + 1].position - list[i].position));
  }
  let j = 0;
  while (j < n && list[j].position < x) j++;
  if (j === 0) return list[0].rgba;
  if (j === n) return list[n - 1].rgba;
  return premultipliedMix(list[j - 1].rgba, list[j].rgba, (x - list[j - 1].position) / (list[j].position - list[j - 1].position));
}

/**
 * Returns the stops that paint [from, to] (% of the line; from < to) as CSS paints the layer: a stop at each end with
 * the colour there, and every stop (every repetition of one, for a repeating layer) between. Positions stay in % of
 * the line.
 */
export function stopsOver(stops: readonly FallbackStop[], repeating: boolean, from: number, to: number): LineStop[] {
  let list = fixedUp(stops);
  const period = periodOf(stops, repeating);
  if (period > 0) {
    const first = list[0].position;
    const base = list;
    list = [];
    for (let k = Math.floor((from - first) / period) - 1; first + k * period <= to + period; k++) {
      for (const stop of base) list.push({ position: stop.position + k * period, rgba: stop.rgba });
    }
  }
  return [
    { position: from, rgba: colorAt(list, from, true) },
    ...list.filter((stop) => stop.position > from && stop.position < to),
    { position: to, rgba: colorAt(list, to, false) },
  ];
}

/** The largest premultiplied difference (0–255 per channel) between a straight mix of a and b at t and the premultiplied one. */
function straightError(a: LineStop['rgba'], b: LineStop['rgba'], t: number): number {
  const alpha = (a[3] + (b[3] - a[3]) * t) / 255;
  const truth = premultipliedMix(a, b, t);
  let worst = 0;
  for (let i = 0; i < 3; i++) worst = Math.max(worst, Math.abs((a[i] + (b[i] - a[i]) * t - truth[i]) * alpha));
  return worst;
}

/**
 * Returns stops whose straight interpolation (colour and opacity each on its own, as SVG's gradients do) paints what
 * the premultiplied one of `stops` does, within STRAIGHT_TOLERANCE: a transparent stop takes its neighbour's colour on
 * each side (two stops where the neighbours differ), and a segment between two alphas and two colours gets stops
 * between, as many as its curve needs.
 */
export function straightStops(stops: readonly LineStop[]): LineStop[] {
  const out: LineStop[] = [];
  const push = (stop: LineStop) => {
    const last = out[out.length - 1];
    if (last && last.position === stop.position && last.rgba.every((v, i) => v === stop.rgba[i])) return;
    out.push(stop);
  };
  if (stops.length === 1) return [stops[0]];
  for (let i = 0; i + 1 < stops.length; i++) {
    const [a, b] = [stops[i], stops[i + 1]];
    const start: LineStop['rgba'] = a.rgba[3] === 0 ? [b.rgba[0], b.rgba[1], b.rgba[2], 0] : a.rgba;
    const end: LineStop['rgba'] = b.rgba[3] === 0 ? [start[0], start[1], start[2], 0] : b.rgba;
    let pieces = 1;
    const worst = (n: number) => Math.max(...Array.from({ length: n }, (_, k) => {
      const [t0, t1] = [k / n, (k + 1) / n];
      return straightError(premultipliedMix(start, end, t0), premultipliedMix(start, end, t1), 0.5);
    }));
    if (b.position > a.position) while (pieces < MAX_PIECES && worst(pieces) > STRAIGHT_TOLERANCE) pieces *= 2;
    push({ position: a.position, rgba: start });
    for (let k = 1; k < pieces; k++) push({ position: a.position + ((b.position - a.position) * k) / pieces, rgba: premultipliedMix(start, end, k / pieces) });
    push({ position: b.position, rgba: end });
  }
  return out;
}
