/**
 * A gradient as text, as the gradient tool's address holds it (so a link reopens it) and the library keeps it. The
 * address has one parameter, `g`: the layers (the top one first) separated by `*`; a layer is its settings, then its stops, separated by `~`:
 *   g=linear_90_oklch_shorter_50_50_ellipse_farthest-corner~4f46e5@0~ec4899@50!h35!ease-in~f59e0b@100
 *   settings: kind[-repeating] _ angle _ space _ hue method _ centre x _ centre y _ shape _ size
 *   stop: colour (a code without '#', or an exact text with '_' for its spaces) @ position (%),
 *         then what follows it: !h<hint %> and !<easing> (a preset, or x1_y1_x2_y2)
 * Anything unreadable falls back: a bad stop is dropped, a layer left with fewer than two stops is dropped, and a
 * gradient left with no layer is the default one.
 */
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { formatExactNumber } from '../exact/exactColor.ts';
import {
  EASING_PRESETS, GRADIENT_KINDS, HUE_METHODS, INTERPOLATION_SPACES, LINEAR_SEGMENT, MAX_LAYERS, MAX_STOPS, MIN_STOPS, RADIAL_SHAPES, RADIAL_SIZES,
  layerOf, type Easing, type EasingPreset, type Gradient, type GradientLayer, type GradientSegment, type GradientStop,
} from './gradient.ts';

/** The gradient a first visit shows: indigo through pink to amber, in OKLCH. */
export const DEFAULT_GRADIENT: Gradient = {
  layers: [
    layerOf(
      [
        { color: { code: '#4f46e5' }, position: 0 },
        { color: { code: '#ec4899' }, position: 50 },
        { color: { code: '#f59e0b' }, position: 100 },
      ],
      { angle: 120 },
    ),
  ],
};

const num = (value: number, decimals: number) => formatExactNumber(Number(value.toFixed(decimals)), decimals);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function easingText(easing: Easing): string {
  return typeof easing === 'string' ? easing : easing.map((value) => num(value, 3)).join('_');
}

function stopText(stop: GradientStop, segment: GradientSegment | undefined): string {
  const color = stop.color.exact ? stop.color.exact.replaceAll(' ', '_') : stop.color.code.slice(1);
  let text = `${color}@${num(stop.position, 2)}`;
  if (segment && segment.hint !== 0.5) text += `!h${num(segment.hint * 100, 1)}`;
  if (segment && segment.easing !== 'linear') text += `!${easingText(segment.easing)}`;
  return text;
}

function layerText(layer: GradientLayer): string {
  const settings = [
    `${layer.kind}${layer.repeating ? '-repeating' : ''}`, num(layer.angle, 1), layer.space, layer.hue,
    num(layer.center[0], 1), num(layer.center[1], 1), layer.shape, layer.size,
  ].join('_');
  return [settings, ...layer.stops.map((stop, i) => stopText(stop, layer.segments[i]))].join('~');
}

/** Returns a gradient as text (the address's `g`). */
export function gradientText(gradient: Gradient): string {
  return gradient.layers.map(layerText).join('*');
}

/** Returns the query of a gradient: empty for the default one. */
export function gradientQuery(gradient: Gradient): Record<string, string | undefined> {
  const text = gradientText(gradient);
  return { g: text === DEFAULT_TEXT ? undefined : text };
}

const DEFAULT_TEXT = DEFAULT_GRADIENT.layers.map(layerText).join('*');

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null => (list.includes(value as T) ? (value as T) : null);
const finite = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

function readEasing(text: string): Easing | null {
  if (text in EASING_PRESETS) return text as EasingPreset;
  const values = text.split('_').map(finite);
  if (values.length !== 4 || values.some((value) => value === null)) return null;
  const [x1, y1, x2, y2] = values as number[];
  return [clamp(x1, 0, 1), clamp(y1, -2, 3), clamp(x2, 0, 1), clamp(y2, -2, 3)];
}

function readStop(text: string): { stop: GradientStop; segment: GradientSegment } | null {
  const [main, ...options] = text.split('!');
  const at = main.lastIndexOf('@');
  if (at < 0) return null;
  const rawColor = main.slice(0, at).replaceAll('_', ' ');
  const color = tryAuthoredColor(/^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(rawColor) ? `#${rawColor}` : rawColor);
  const position = finite(main.slice(at + 1));
  if (!color || position === null) return null;
  let segment: GradientSegment = LINEAR_SEGMENT;
  for (const option of options) {
    const hint = option.startsWith('h') ? finite(option.slice(1)) : null;
    if (hint !== null) segment = { ...segment, hint: clamp(hint, 1, 99) / 100 };
    else {
      const easing = readEasing(option);
      if (easing) segment = { ...segment, easing };
    }
  }
  return { stop: { color, position: clamp(position, 0, 100) }, segment };
}

function readLayer(text: string): GradientLayer | null {
  const [settingsText, ...stopTexts] = text.split('~');
  const [kindText, angle, space, hue, cx, cy, shape, size] = settingsText.split('_');
  const [kindName, repeating] = (kindText ?? '').split('-');
  const kind = oneOf(GRADIENT_KINDS, kindName);
  if (!kind || (repeating !== undefined && repeating !== 'repeating')) return null;
  const read = stopTexts.map(readStop).filter((entry) => entry !== null).slice(0, MAX_STOPS);
  if (read.length < MIN_STOPS) return null;
  // Stops in order of position (a stable sort keeps equal positions, a hard stop, as written).
  const ordered = read.map((entry, index) => ({ ...entry, index })).sort((a, b) => a.stop.position - b.stop.position || a.index - b.index);
  return {
    ...layerOf(ordered.map((entry) => entry.stop), {
      kind,
      repeating: repeating === 'repeating',
      angle: ((finite(angle) ?? 90) % 360 + 360) % 360,
      space: oneOf(INTERPOLATION_SPACES, space) ?? 'oklch',
      hue: oneOf(HUE_METHODS, hue) ?? 'shorter',
      center: [clamp(finite(cx) ?? 50, 0, 100), clamp(finite(cy) ?? 50, 0, 100)],
      shape: oneOf(RADIAL_SHAPES, shape) ?? 'ellipse',
      size: oneOf(RADIAL_SIZES, size) ?? 'farthest-corner',
    }),
    segments: ordered.slice(0, -1).map((entry) => entry.segment),
  };
}

/** Reads a gradient's text: what it can of it, or null where nothing in it is readable. */
export function readGradientText(text: string): Gradient | null {
  const layers = text.split('*').map(readLayer).filter((layer) => layer !== null).slice(0, MAX_LAYERS);
  return layers.length > 0 ? { layers } : null;
}

/** Reads the gradient of an address; the default where nothing in it is readable. */
export function parseGradient(params: URLSearchParams): Gradient {
  const text = params.get('g');
  return (text === null ? null : readGradientText(text)) ?? DEFAULT_GRADIENT;
}
