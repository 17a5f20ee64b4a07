/**
 * A gradient as CSS: the modern form (`in oklch …`, every easing written as the stops that trace it) and the classic
 * fallback (sRGB stops a fit chose, ./fallback.ts), as two `background-image` declarations, the fallback first: a
 * browser that cannot read the modern one keeps the fallback.
 */
import type { AuthoredColor } from '../exact/authoredColor.ts';
import { formatExactNumber } from '../exact/exactColor.ts';
import { explicitRadii, heldAuthored, isLinearEasing, isPolar, type Gradient, type GradientLayer } from './gradient.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import type { Vec3 } from '../convert/types.ts';
import { fixHues, hueIndex, mixInSpace, segmentProgress, spaceColorCss, spaceColorToSrgb, toSpaceColor, type SpaceColor } from './interpolate.ts';

/**
 * How far the written stops of an eased segment may stray from the model, in ΔE_OK: a tenth of a just-noticeable
 * difference. The curve is traced in progress (0–1) to this over the length of the segment's colour path.
 */
export const EASING_TOLERANCE = 0.002;
/** The progress tolerance never grows beyond this, however close a segment's two colours. */
const MAX_PROGRESS_TOLERANCE = 0.02;
/** How many times a piece of an eased segment may be halved (2^8 pieces at most, only where the curve is steep). */
const MAX_SUBDIVISION_DEPTH = 8;
/** A polar path written with the shorter hue method is cut into steps of at most this many degrees of hue. */
const MAX_HUE_STEP = 120;

/** A classic stop: a position (%) and the sRGB bytes with alpha. */
export type FallbackStop = { readonly position: number; readonly rgba: readonly [number, number, number, number] };

/** Returns the CSS of an authored colour: its exact text where it has one, else its code. */
export function authoredCss(color: AuthoredColor): string {
  return color.exact ?? color.code;
}

/** A number as CSS writes it: at most `decimals` decimals, no trailing zeros. */
function num(value: number, decimals = 2): string {
  return formatExactNumber(Number(value.toFixed(decimals)), decimals);
}

const pct = (value: number) => `${num(value)}%`;

/**
 * The gradient's function name and its geometry (what comes before the stops), without the colour space: pasted CSS's
 * own text for each part that still says what the model holds (gradient.ts `LayerAuthored`).
 */
function geometry(layer: GradientLayer): { name: string; shape: string } {
  const name = `${layer.repeating ? 'repeating-' : ''}${layer.kind}-gradient`;
  const held = heldAuthored(layer);
  const atText = held.at ?? (layer.center[0] === 50 && layer.center[1] === 50 ? '' : `${pct(layer.center[0])} ${pct(layer.center[1])}`);
  const at = atText ? `at ${atText}` : '';
  if (layer.kind === 'linear') return { name, shape: held.angle ?? `${num(layer.angle, 1)}deg` };
  if (layer.kind === 'radial') {
    const radii = explicitRadii(layer);
    const size = radii ? `${pct(radii[0])} ${pct(radii[1])}` : layer.size === 'farthest-corner' ? '' : layer.size;
    return { name, shape: [held.extent ?? [layer.shape, size].filter(Boolean).join(' '), at].filter(Boolean).join(' ') };
  }
  const fromText = held.angle ?? (layer.angle === 0 ? '' : `${num(layer.angle, 1)}deg`);
  return { name, shape: [fromText ? `from ${fromText}` : '', at].filter(Boolean).join(' ') };
}

/** Whether a layer's modern form is written with extra stops in place of its hue method (see `modernStops`). */
function rewritesHue(layer: GradientLayer): boolean {
  return isPolar(layer.space) && layer.hue !== 'shorter' && layer.segments.some((segment) => !isLinearEasing(segment.easing));
}

/** The progress points (0–1) at which an eased segment is written: the curve traced within the tolerance. */
export function easedPoints(progress: (t: number) => number, tolerance: number): number[] {
  const points = [0];
  const split = (t0: number, p0: number, t1: number, p1: number, depth: number) => {
    const quarter = (3 * t0 + t1) / 4;
    const middle = (t0 + t1) / 2;
    const late = (t0 + 3 * t1) / 4;
    const straight = (t: number) => p0 + ((p1 - p0) * (t - t0)) / (t1 - t0);
    const off = Math.max(...[quarter, middle, late].map((t) => Math.abs(progress(t) - straight(t))));
    if (depth < MAX_SUBDIVISION_DEPTH && off > tolerance) {
      const pm = progress(middle);
      split(t0, p0, middle, pm, depth + 1);
      split(middle, pm, t1, p1, depth + 1);
    } else points.push(t1);
  };
  split(0, progress(0), 1, progress(1), 0);
  return points;
}

/** A colour as a screen shows it, in OKLab. */
function seenOklab(color: SpaceColor): Vec3 {
  const [r, g, b] = spaceColorToSrgb(color);
  return srgbToOklab([r, g, b]);
}

/** The length in OKLab of the path from one colour to another (as a screen shows them), over 16 straight pieces. */
function pathLength(colorAt: (p: number) => SpaceColor): number {
  let length = 0;
  let previous = seenOklab(colorAt(0));
  for (let i = 1; i <= 16; i++) {
    const next = seenOklab(colorAt(i / 16));
    length += Math.hypot(next[0] - previous[0], next[1] - previous[1], next[2] - previous[2]);
    previous = next;
  }
  return length;
}

/** Cuts a list of points further so that no step turns the hue more than MAX_HUE_STEP degrees (`turn`: the segment's). */
function withHueSteps(points: number[], progress: (t: number) => number, turn: number): number[] {
  const out = [points[0]];
  for (let i = 1; i < points.length; i++) {
    const [t0, t1] = [points[i - 1], points[i]];
    const pieces = Math.max(1, Math.ceil((Math.abs(turn) * Math.abs(progress(t1) - progress(t0))) / MAX_HUE_STEP));
    for (let k = 1; k <= pieces; k++) out.push(t0 + ((t1 - t0) * k) / pieces);
  }
  return out;
}

/** The hue a segment travels from a to b under a hue method (CSS Color 4's fix-up); 0 where either hue is missing. */
export function hueTravel(a: SpaceColor, b: SpaceColor, method: GradientLayer['hue']): number {
  const at = hueIndex(a.space);
  if (at < 0) return 0;
  const [h1, h2] = [a.coords[at], b.coords[at]];
  if (Number.isNaN(h1) || Number.isNaN(h2)) return 0;
  const [from, to] = fixHues(h1, h2, method);
  return to - from;
}

/**
 * The modern form's stops, as CSS text. A linear segment is its two stops (and its hint, CSS's own); an eased one is
 * traced by extra stops whose colours are mixed in the layer's space along the eased progress, so the browser's
 * straight interpolation between them stays within EASING_TOLERANCE of the model. A polar layer with another hue method
 * than `shorter` and an eased segment is written with `shorter` and stops close enough in hue that each step takes the
 * path the method meant (one method serves the whole gradient, and an extra stop under `longer` would go the long way).
 */
export function modernStops(layer: GradientLayer): { stops: string[]; hue: GradientLayer['hue'] } {
  const pasted = heldAuthored(layer).stops;
  if (pasted) return { stops: pastedStops(layer, pasted), hue: layer.hue };
  const rewrite = rewritesHue(layer);
  const colors = layer.stops.map((stop) => toSpaceColor(stop.color, layer.space));
  // Each stop as the segment before it (`end`) and the one after it (`start`) read it: they differ only for a grey.
  const start = (i: number) => stopCss(layer.stops[i].color, colors[i], colors[i + 1]);
  const end = (i: number) => stopCss(layer.stops[i].color, colors[i], colors[i - 1]);
  const stops: string[] = [`${start(0)} ${pct(layer.stops[0].position)}`];
  layer.segments.forEach((segment, i) => {
    const [from, to] = [layer.stops[i], layer.stops[i + 1]];
    const span = to.position - from.position;
    if (isLinearEasing(segment.easing) && segment.hint === 0.5 && !rewrite) {
      stops.push(`${end(i + 1)} ${pct(to.position)}`);
    } else {
      const progress = (t: number) => segmentProgress(segment, t);
      const colorAt = (t: number) => mixInSpace(colors[i], colors[i + 1], progress(t), layer.hue);
      const length = pathLength((p) => mixInSpace(colors[i], colors[i + 1], p, layer.hue));
      const tolerance = Math.min(MAX_PROGRESS_TOLERANCE, EASING_TOLERANCE / Math.max(length, 1e-6));
      let points = isLinearEasing(segment.easing) && segment.hint === 0.5 ? [0, 1] : easedPoints(progress, tolerance);
      if (rewrite) points = withHueSteps(points, progress, hueTravel(colors[i], colors[i + 1], layer.hue));
      for (const t of points.slice(1, -1)) stops.push(`${spaceColorCss(colorAt(t))} ${pct(from.position + span * t)}`);
      stops.push(`${end(i + 1)} ${pct(to.position)}`);
    }
    // A grey between two hues is written twice at its position, once in each neighbour's hue (the same colour to the eye).
    if (i + 2 < layer.stops.length && start(i + 1) !== end(i + 1)) stops.push(`${start(i + 1)} ${pct(to.position)}`);
  });
  return { stops, hue: rewrite ? 'shorter' : layer.hue };
}

/**
 * The stops of a pasted layer whose positions still hold, as its CSS wrote them: each colour with its position text (none
 * where it had none), each hint where it had one. A pasted layer has no easing. Its greys are written as authored,
 * without the tiny chroma below: the point of a paste is the same gradient as the page it came from paints.
 */
function pastedStops(layer: GradientLayer, pasted: { positions: readonly string[]; hints: readonly string[] }): string[] {
  const stops: string[] = [];
  layer.stops.forEach((stop, i) => {
    if (i > 0 && pasted.hints[i - 1]) stops.push(pasted.hints[i - 1]);
    stops.push([authoredCss(stop.color), pasted.positions[i]].filter(Boolean).join(' '));
  });
  return stops;
}

/** The chroma a grey is written with in OKLCH and in CIE LCH: enough that Chromium keeps its hue, too little to see. */
const GREY_CHROMA: Partial<Record<GradientLayer['space'], number>> = { oklch: 0.001, lch: 0.5 };

/**
 * A stop's colour as the modern form writes it, beside the stop at the other end of a segment (`toward`): as
 * authored, but a grey in OKLCH or CIE LCH with a whisper of chroma in `toward`'s hue. CSS treats a grey's hue as
 * missing, so the other stop's is used; Chromium instead reads the grey through sRGB and finds a hue in rounding noise
 * (white to blue in OKLCH passed through green, 21/255 off; written with `none` it was further off still). With
 * chroma 0.001 (0.5 in LCH) it keeps the hue given and paints the model within 2/255. HSL and HWB need nothing.
 */
function stopCss(color: AuthoredColor, inSpace: SpaceColor, toward: SpaceColor | undefined): string {
  const chroma = GREY_CHROMA[inSpace.space];
  const hue = toward?.coords[2];
  if (chroma === undefined || !Number.isNaN(inSpace.coords[2]) || hue === undefined || Number.isNaN(hue)) return authoredCss(color);
  return spaceColorCss({ ...inSpace, coords: [inSpace.coords[0], chroma, hue] });
}

/** The modern CSS of one layer: `linear-gradient(90deg in oklch longer hue, …)`. */
export function layerCss(layer: GradientLayer): string {
  const { name, shape } = geometry(layer);
  const { stops, hue } = modernStops(layer);
  const space = `in ${layer.space}${isPolar(layer.space) && hue !== 'shorter' ? ` ${hue} hue` : ''}`;
  return `${name}(${[shape, space].filter(Boolean).join(' ')}, ${stops.join(', ')})`;
}

/** A classic stop's colour: '#rrggbb', or '#rrggbbaa' when translucent. */
export function fallbackColorCss([r, g, b, a]: FallbackStop['rgba']): string {
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${a === 255 ? '' : hex(a)}`;
}

/** The classic CSS of one layer from its fitted stops (sRGB, no colour space). */
export function fallbackLayerCss(layer: GradientLayer, stops: readonly FallbackStop[]): string {
  const { name, shape } = geometry(layer);
  const written = stops.map((stop) => `${fallbackColorCss(stop.rgba)} ${pct(stop.position)}`);
  return `${name}(${[shape, ...written].filter(Boolean).join(', ')})`;
}

/** The modern CSS of every layer, the first on top: a `background-image` value. */
export function gradientCss(gradient: Gradient): string {
  return gradient.layers.map(layerCss).join(', ');
}

/** The classic value, each layer from its fitted stops (in the layers' order). */
export function fallbackCss(gradient: Gradient, fits: readonly (readonly FallbackStop[])[]): string {
  return gradient.layers.map((layer, i) => fallbackLayerCss(layer, fits[i])).join(', ');
}

/** The two declarations a stylesheet takes: the classic fallback, then the modern form. */
export function gradientDeclarations(gradient: Gradient, fits: readonly (readonly FallbackStop[])[] | null): string {
  const lines = (value: string) => value.split(/,\s(?=(?:repeating-)?(?:linear|radial|conic)-gradient\()/).join(',\n    ');
  const modern = `background-image: ${lines(gradientCss(gradient))};`;
  return fits ? `background-image: ${lines(fallbackCss(gradient, fits))};\n${modern}` : modern;
}
