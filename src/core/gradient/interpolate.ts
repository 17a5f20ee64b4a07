/**
 * What a CSS gradient paints at a point: its stops read into the layer's interpolation space, CSS stop fix-up and
 * hard stops, each segment's easing and colour hint, and CSS Color 4 interpolation between the two stops (missing
 * components, hue fix-up by the hue method, premultiplied alpha). What an sRGB screen shows of the result is its
 * channels clipped, as browsers paint gradients (`spaceColorToSrgb`), or on request CSS Color 4's gamut mapping.
 * References: CSS Color 4 §12 "Interpolation" (https://www.w3.org/TR/css-color-4/#interpolation), CSS Images 3
 * §3.5 "Color Stop Lists" (https://www.w3.org/TR/css-images-3/#color-stop-syntax) and its colour-hint formula.
 */
import { easingPoints, isPolar, type GradientLayer, type GradientSegment, type HueMethod, type InterpolationSpace } from './gradient.ts';
import type { AuthoredColor } from '../exact/authoredColor.ts';
import { readExact } from '../exact/exactColor.ts';
import { exactToXyz65 } from '../exact/exactConvert.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { normalizeHue } from '../convert/hue.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { oklchToSrgbInGamut } from '../convert/gamutMap.ts';
import type { Vec3 } from '../convert/types.ts';
import { LCH_ACHROMATIC, OKLCH_ACHROMATIC, spaceToSrgb, spaceToXyz65, srgbToSpace, toPolar, xyz65ToSpace } from './spaces.ts';

/**
 * A colour in an interpolation space: coordinates as CSS writes them there (./spaces.ts: oklch L 0–1, C, H degrees;
 * lab L 0–100; hsl S and L 0–100; hwb W and B 0–100; RGB spaces 0–1), alpha 0–1. A missing (powerless) hue is NaN.
 */
export type SpaceColor = { readonly space: InterpolationSpace; readonly coords: [number, number, number]; readonly alpha: number };

/** Returns the index of a space's hue coordinate, or −1 for a space without one. */
export function hueIndex(space: InterpolationSpace): number {
  if (space === 'hsl' || space === 'hwb') return 0;
  return isPolar(space) ? 2 : -1;
}

/** Returns a polar colour with its hue NaN when the chroma makes it powerless (CSS Color 4's ε). */
function markPowerless(coords: Vec3, space: InterpolationSpace): Vec3 {
  if (space === 'oklch' && coords[1] <= OKLCH_ACHROMATIC) return [coords[0], coords[1], Number.NaN];
  if (space === 'lch' && coords[1] <= LCH_ACHROMATIC) return [coords[0], coords[1], Number.NaN];
  return coords;
}

/**
 * Returns an authored colour (its exact text, else its code) in an interpolation space, a powerless hue as NaN
 * (achromatic colours in a polar space: CSS Color 4 treats it as missing when interpolating).
 */
export function toSpaceColor(color: AuthoredColor, space: InterpolationSpace): SpaceColor {
  const exact = color.exact === undefined ? null : readExact(color.exact);
  let coords: Vec3;
  let alpha = 1;
  if (exact === null) {
    coords = srgbToSpace(hexToSrgb(color.code), space);
  } else {
    alpha = exact.alpha;
    // An exact rec2020 text is the colour the exact grammar reads (./spaces.ts on the two curves), so it goes through XYZ.
    if (exact.space === 'srgb') coords = srgbToSpace(exact.coords, space);
    else if ((exact.space as string) === space && space !== 'rec2020') coords = markPowerless(exact.coords, space);
    else coords = xyz65ToSpace(exactToXyz65(exact), space);
  }
  return { space, coords: [coords[0], coords[1], coords[2]], alpha };
}

/** Returns the two hues fixed up for interpolation by a CSS Color 4 hue method (both first wrapped into [0, 360)). */
export function fixHues(h1: number, h2: number, method: HueMethod): [number, number] {
  let a = normalizeHue(h1);
  let b = normalizeHue(h2);
  const d = b - a;
  switch (method) {
    case 'shorter':
      if (d > 180) a += 360;
      else if (d < -180) b += 360;
      break;
    case 'longer':
      if (d > 0 && d < 180) a += 360;
      else if (d > -180 && d <= 0) b += 360;
      break;
    case 'increasing':
      if (d < 0) b += 360;
      break;
    case 'decreasing':
      if (d > 0) a += 360;
      break;
  }
  return [a, b];
}

/**
 * Returns the colour a fraction `p` (0–1) of the way from `a` to `b` (both in the same space), by CSS Color 4: a
 * component missing (NaN) in one colour takes the other's; the hues fixed up by the method; every other component
 * premultiplied by alpha, interpolated, and divided by the interpolated alpha (left as interpolated when that is 0).
 */
export function mixInSpace(a: SpaceColor, b: SpaceColor, p: number, hue: HueMethod): SpaceColor {
  const h = hueIndex(a.space);
  const out: [number, number, number] = [0, 0, 0];
  const alpha = a.alpha + (b.alpha - a.alpha) * p;
  for (let i = 0; i < 3; i++) {
    let x = a.coords[i];
    let y = b.coords[i];
    if (Number.isNaN(x)) x = y;
    else if (Number.isNaN(y)) y = x;
    if (Number.isNaN(x)) {
      out[i] = Number.NaN;
    } else if (i === h) {
      const [u, v] = fixHues(x, y, hue);
      out[i] = normalizeHue(u + (v - u) * p);
    } else {
      const px = x * a.alpha;
      const mixed = px + (y * b.alpha - px) * p;
      out[i] = alpha === 0 ? x + (y - x) * p : mixed / alpha;
    }
  }
  return { space: a.space, coords: out, alpha };
}

/** How close `cubicBezierY` solves x(s) = t (far below the 1e-7 the easing needs). */
const BEZIER_EPSILON = 1e-12;

/**
 * Returns y of the cubic Bézier (0, 0), (x1, y1), (x2, y2), (1, 1) where x = t (t in 0–1, x1 and x2 in 0–1, so x is
 * increasing): Newton's method on the curve parameter, bisection when it stalls, as CSS Easing 1's `cubic-bezier()`.
 */
export function cubicBezierY(x1: number, y1: number, x2: number, y2: number, t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  if (x1 === y1 && x2 === y2) return t;
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const curveX = (s: number) => ((ax * s + bx) * s + cx) * s;
  let s = t;
  let solved = false;
  for (let i = 0; i < 8; i++) {
    const err = curveX(s) - t;
    if (Math.abs(err) < BEZIER_EPSILON) {
      solved = true;
      break;
    }
    const slope = (3 * ax * s + 2 * bx) * s + cx;
    if (Math.abs(slope) < 1e-6) break;
    s -= err / slope;
  }
  if (!solved || s < 0 || s > 1) {
    let lo = 0;
    let hi = 1;
    s = t;
    for (let i = 0; i < 60; i++) {
      s = (lo + hi) / 2;
      if (curveX(s) < t) lo = s;
      else hi = s;
    }
  }
  return ((ay * s + by) * s + cy) * s;
}

/**
 * Returns CSS's colour-hint curve at t for a hint at h (fractions of the segment): t^(log 0.5 / log h), so the
 * colours are half mixed at h. A hint at the start jumps to the second colour at once, one at the end holds the first.
 */
export function hintProgress(t: number, h: number): number {
  if (h === 0.5) return t;
  if (h <= 0) return t > 0 ? 1 : 0;
  if (h >= 1) return t < 1 ? 0 : 1;
  if (t <= 0) return 0;
  return Math.pow(t, Math.log(0.5) / Math.log(h));
}

/** Returns how far (0–1) between a segment's two colours its point t (0–1) lies: the easing, then the hint curve. */
export function segmentProgress(segment: GradientSegment, t: number): number {
  const [x1, y1, x2, y2] = easingPoints(segment.easing);
  return hintProgress(cubicBezierY(x1, y1, x2, y2, Math.min(1, Math.max(0, t))), segment.hint);
}

/** A layer read once: its stop positions after CSS fix-up, and its stop colours in its space. */
type PreparedLayer = { readonly positions: readonly number[]; readonly colors: readonly SpaceColor[] };

const prepared = new WeakMap<GradientLayer, PreparedLayer>();

/** Returns the layer's fixed-up positions (no stop before an earlier one) and its colours, cached per layer. */
function prepare(layer: GradientLayer): PreparedLayer {
  let known = prepared.get(layer);
  if (known === undefined) {
    const positions: number[] = [];
    for (const stop of layer.stops) positions.push(positions.length === 0 ? stop.position : Math.max(stop.position, positions[positions.length - 1]));
    known = { positions, colors: layer.stops.map((stop) => toSpaceColor(stop.color, layer.space)) };
    prepared.set(layer, known);
  }
  return known;
}

/** Returns the layer's stop positions (%) after CSS's fix-up: a stop placed before an earlier one takes its position. */
export function fixedPositions(layer: GradientLayer): readonly number[] {
  return prepare(layer).positions;
}

/** Returns the layer's stop colours in its space (read once per layer). */
export function layerStopColors(layer: GradientLayer): readonly SpaceColor[] {
  return prepare(layer).colors;
}

/**
 * Returns the colour a layer paints at `position` (% of its length), in its space: the first stop's colour before
 * it, the last's after it (a repeating layer wraps into its period first); at a hard stop (stops at one position)
 * the later stop's colour from that position on; between two stops their interpolation at `segmentProgress`.
 * A repeating layer whose period is 0 is read as a plain one.
 */
export function layerColorAt(layer: GradientLayer, position: number): SpaceColor {
  const { positions, colors } = prepare(layer);
  const n = positions.length;
  const first = positions[0];
  const last = positions[n - 1];
  let x = position;
  if (layer.repeating && last > first) x = first + (((x - first) % (last - first)) + (last - first)) % (last - first);
  if (x < first) return colors[0];
  if (x >= last) return colors[n - 1];
  let i = 0;
  while (i + 1 < n && positions[i + 1] <= x) i++;
  const t = (x - positions[i]) / (positions[i + 1] - positions[i]);
  return mixInSpace(colors[i], colors[i + 1], segmentProgress(layer.segments[i], t), layer.hue);
}

/**
 * Returns what an sRGB screen shows of a colour in a gradient: gamma sRGB 0–1, each channel clipped to [0, 1], and
 * alpha. Browsers clip a gradient's colours outside sRGB channel by channel (Chromium's Skia converts the interpolated
 * colour to the screen's space and clamps; tests/e2e/gradientRender.spec.ts holds the model to its pixels), rather
 * than reduce chroma as CSS Color 4's gamut mapping does (`spaceColorToSrgbMapped`).
 */
export function spaceColorToSrgb(color: SpaceColor): [number, number, number, number] {
  const [r, g, b] = spaceToSrgb(color.coords, color.space);
  return [clip01(r), clip01(g), clip01(b), color.alpha];
}

/** Returns a channel clamped to [0, 1] (NaN as 0). */
function clip01(c: number): number {
  return c > 0 ? (c < 1 ? c : 1) : 0;
}

/**
 * Returns gamma sRGB 0–1 and alpha of a colour gamut-mapped by CSS Color 4 (chroma reduced at constant OKLCH lightness
 * and hue, ../convert/gamutMap.ts): what the spec asks a screen to show, and what the palette's fallbacks use.
 */
export function spaceColorToSrgbMapped(color: SpaceColor): [number, number, number, number] {
  const rgb = spaceToSrgb(color.coords, color.space);
  if (rgb.every((c) => c >= 0 && c <= 1)) return [rgb[0], rgb[1], rgb[2], color.alpha];
  const [l, c, h] = toPolar(xyz65ToOklab(spaceToXyz65(color.coords, color.space)), OKLCH_ACHROMATIC);
  const mapped = oklchToSrgbInGamut(l, c, h);
  return [mapped[0], mapped[1], mapped[2], color.alpha];
}

/** Returns a number with at most `decimals` decimals, no trailing zeros, no '-0'. */
function num(value: number, decimals: number): string {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** Returns a hue as CSS writes it: degrees with two decimals, `none` when missing. */
function hueText(value: number): string {
  return Number.isNaN(value) ? 'none' : num(value, 2);
}

/** CSS's `color()` names of the RGB and XYZ spaces (the rest have their own functions). */
const COLOR_FUNCTION_SPACES: readonly InterpolationSpace[] = ['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d65', 'xyz-d50'];

/**
 * Returns a compact CSS colour in the colour's own space (`oklch(62.1% 0.2 250 / 0.5)`, `color(display-p3 …)`,
 * `lab(…)`, `hsl(…)`, `hwb(…)`), a missing hue as `none`; enough digits that a browser paints it within half an 8-bit
 * step of the exact colour (lightness to 0.001 %, chroma and a/b to 1e-5 of OKLab, hues to 0.01°, RGB and XYZ to 1e-5).
 */
export function spaceColorCss(color: SpaceColor): string {
  const [x, y, z] = color.coords;
  const alpha = color.alpha < 1 ? ` / ${num(color.alpha, 4)}` : '';
  switch (color.space) {
    case 'oklch':
      return `oklch(${num(x * 100, 3)}% ${num(y, 5)} ${hueText(z)}${alpha})`;
    case 'oklab':
      return `oklab(${num(x * 100, 3)}% ${num(y, 5)} ${num(z, 5)}${alpha})`;
    case 'lab':
      return `lab(${num(x, 3)} ${num(y, 3)} ${num(z, 3)}${alpha})`;
    case 'lch':
      return `lch(${num(x, 3)} ${num(y, 3)} ${hueText(z)}${alpha})`;
    case 'hsl':
      return `hsl(${hueText(x)} ${num(y, 3)}% ${num(z, 3)}%${alpha})`;
    case 'hwb':
      return `hwb(${hueText(x)} ${num(y, 3)}% ${num(z, 3)}%${alpha})`;
    default:
      if (!COLOR_FUNCTION_SPACES.includes(color.space)) throw new Error(`unknown space ${color.space}`);
      return `color(${color.space} ${num(x, 5)} ${num(y, 5)} ${num(z, 5)}${alpha})`;
  }
}
