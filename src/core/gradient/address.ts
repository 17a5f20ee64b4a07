/**
 * A gradient as text, as the gradient tool's address holds it (so a link reopens it) and the library keeps it. The
 * address holds it in `g` (a shared link also has `name`, the name field's text, which the page reads itself): the
 * layers (the top one first) separated by `*`; a layer is its settings, then its stops, separated by `~`:
 *   g=linear_90_oklch_shorter_50_50_ellipse_farthest-corner~4f46e5@0~ec4899@50!h35!ease-in~f59e0b@100
 *   settings: kind[-repeating] _ angle _ space _ hue method _ centre x _ centre y _ shape _ size
 *   stop: colour (a code without '#', or an exact text with '_' for its spaces) @ position (%),
 *         then what follows it: !h<hint %> and !<easing> (a preset, or x1_y1_x2_y2)
 *   a pasted layer's CSS texts that still hold (gradient.ts `LayerAuthored`), spaces as '_', after its stops:
 *         ^a<direction or from angle>, ^e<radial extent>, ^t<position after at>; on every stop !p<position as written>
 *         and on a stop before a hint !H<hint as written>
 * Anything unreadable falls back: a bad stop is dropped, a layer left with fewer than two stops is dropped, and a
 * gradient left with no layer is the default one.
 */
import { tryAuthoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { formatExactNumber, readExact } from '../exact/exactColor.ts';
import {
  EASING_PRESETS, GRADIENT_KINDS, HUE_METHODS, INTERPOLATION_SPACES, LINEAR_SEGMENT, MAX_LAYERS, MAX_STOPS, MIN_STOPS, RADIAL_SHAPES, RADIAL_SIZES,
  explicitRadii, extentValue, heldAuthored, layerOf, stopsKey, type Easing, type EasingPreset, type Gradient, type GradientLayer, type GradientSegment, type GradientStop, type LayerAuthored,
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

const underscored = (text: string) => text.replaceAll(' ', '_');

function stopText(stop: GradientStop, segment: GradientSegment | undefined, pasted?: { position: string; hint: string }): string {
  const color = stop.color.exact ? stop.color.exact.replaceAll(' ', '_') : stop.color.code.slice(1);
  let text = `${color}@${num(stop.position, 2)}`;
  if (segment && segment.hint !== 0.5) text += `!h${num(segment.hint * 100, 1)}`;
  if (segment && segment.easing !== 'linear') text += `!${easingText(segment.easing)}`;
  if (pasted) text += `!p${underscored(pasted.position)}${pasted.hint ? `!H${underscored(pasted.hint)}` : ''}`;
  return text;
}

/**
 * A layer as the address keeps it, with the authored texts that still hold. The settings are rounded (angle and centre
 * to 0.1, positions to 0.01); a text read back is matched against the rounded values, so it still holds.
 */
/** A radial size in the address: its keyword, or an ellipse's radii as r<x %>-<y %> (then the keyword is a circle's). */
function sizeText(layer: GradientLayer): string {
  const radii = explicitRadii(layer);
  return radii ? `r${num(radii[0], 1)}-${num(radii[1], 1)}` : layer.size;
}

/** Reads an ellipse's radii (r40-30.5) from the address: each 0.1–1000 %; null for anything else. */
function readRadii(text: string | undefined): readonly [number, number] | null {
  const match = /^r(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return null;
  const [x, y] = [Number(match[1]), Number(match[2])];
  return x >= 0.1 && y >= 0.1 && x <= 1000 && y <= 1000 ? [x, y] : null;
}

function layerText(layer: GradientLayer): string {
  const held = heldAuthored(layer);
  const settings = [
    `${layer.kind}${layer.repeating ? '-repeating' : ''}`, num(layer.angle, 1), layer.space, layer.hue,
    num(layer.center[0], 1), num(layer.center[1], 1), layer.shape, sizeText(layer),
  ].join('_');
  const stops = layer.stops.map((stop, i) =>
    stopText(stop, layer.segments[i], held.stops && { position: held.stops.positions[i], hint: held.stops.hints[i] ?? '' }),
  );
  const authored = [
    held.angle !== undefined ? `^a${underscored(held.angle)}` : '',
    held.extent !== undefined ? `^e${underscored(held.extent)}` : '',
    held.at !== undefined ? `^t${underscored(held.at)}` : '',
  ].filter(Boolean);
  return [settings, ...stops, ...authored].join('~');
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

/**
 * A stop's colour as the address writes it: a code without '#', or an exact text. An exact text a code says exactly
 * (oklch(1 0 0), a pasted stop's) keeps its text: written as a code it would be a legacy colour, and a gradient of only
 * those interpolates in sRGB by default, not OKLab.
 */
function readStopColorText(text: string): AuthoredColor | null {
  if (/^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(text)) return tryAuthoredColor(`#${text}`);
  const color = tryAuthoredColor(text);
  if (!color || color.exact) return color;
  const exact = readExact(text);
  return exact && !exact.text.startsWith('#') ? { code: color.code, exact: exact.text } : color;
}

type ReadStop = { stop: GradientStop; segment: GradientSegment; position?: string; hint?: string };

/** A pasted text as the address carries it: '_' for spaces, and nothing that could end it or start a function. */
const readPasted = (text: string) => (/^[\w.%+-]*$/.test(text) ? text.replaceAll('_', ' ') : null);

function readStop(text: string): ReadStop | null {
  const [main, ...options] = text.split('!');
  const at = main.lastIndexOf('@');
  if (at < 0) return null;
  const rawColor = main.slice(0, at).replaceAll('_', ' ');
  const color = readStopColorText(rawColor);
  const position = finite(main.slice(at + 1));
  if (!color || position === null) return null;
  let segment: GradientSegment = LINEAR_SEGMENT;
  let pasted: { position?: string; hint?: string } = {};
  for (const option of options) {
    if (option.startsWith('p') || option.startsWith('H')) {
      const value = readPasted(option.slice(1));
      if (value !== null) pasted = { ...pasted, [option.startsWith('p') ? 'position' : 'hint']: value };
      continue;
    }
    const hint = option.startsWith('h') ? finite(option.slice(1)) : null;
    if (hint !== null) segment = { ...segment, hint: clamp(hint, 1, 99) / 100 };
    else {
      const easing = readEasing(option);
      if (easing) segment = { ...segment, easing };
    }
  }
  return { stop: { color, position: clamp(position, 0, 100) }, segment, ...pasted };
}

/** The authored texts of a read layer that still hold against its read settings. */
function readAuthored(layer: GradientLayer, items: readonly string[], stops: readonly ReadStop[]): LayerAuthored | undefined {
  const text = (prefix: string) => {
    const item = items.find((entry) => entry.startsWith(prefix));
    return item === undefined ? undefined : (readPasted(item.slice(2)) ?? undefined);
  };
  const [angle, extent, at] = [text('^a'), text('^e'), text('^t')];
  const authored: LayerAuthored = {
    kind: layer.kind,
    ...(angle !== undefined ? { angle: { text: angle, value: layer.angle } } : {}),
    ...(extent !== undefined ? { extent: { text: extent, value: extentValue(layer) } } : {}),
    ...(at !== undefined ? { at: { text: at, value: `${layer.center[0]} ${layer.center[1]}` } } : {}),
    ...(stops.every((entry) => entry.position !== undefined)
      ? { stops: { positions: stops.map((entry) => entry.position!), hints: stops.slice(0, -1).map((entry) => entry.hint ?? ''), key: stopsKey(layer) } }
      : {}),
  };
  return Object.keys(authored).length > 1 ? authored : undefined;
}

function readLayer(text: string): GradientLayer | null {
  const [settingsText, ...rest] = text.split('~');
  const stopTexts = rest.filter((item) => !item.startsWith('^'));
  const [kindText, angle, space, hue, cx, cy, shape, size] = settingsText.split('_');
  const [kindName, repeating] = (kindText ?? '').split('-');
  const kind = oneOf(GRADIENT_KINDS, kindName);
  if (!kind || (repeating !== undefined && repeating !== 'repeating')) return null;
  const read = stopTexts.map(readStop).filter((entry) => entry !== null).slice(0, MAX_STOPS);
  if (read.length < MIN_STOPS) return null;
  // Stops in order of position (a stable sort keeps equal positions, a hard stop, as written).
  const ordered = read.map((entry, index) => ({ ...entry, index })).sort((a, b) => a.stop.position - b.stop.position || a.index - b.index);
  const layer: GradientLayer = {
    ...layerOf(ordered.map((entry) => entry.stop), {
      kind,
      repeating: repeating === 'repeating',
      angle: ((finite(angle) ?? 90) % 360 + 360) % 360,
      space: oneOf(INTERPOLATION_SPACES, space) ?? 'oklch',
      hue: oneOf(HUE_METHODS, hue) ?? 'shorter',
      center: [clamp(finite(cx) ?? 50, 0, 100), clamp(finite(cy) ?? 50, 0, 100)],
      shape: oneOf(RADIAL_SHAPES, shape) ?? 'ellipse',
      size: oneOf(RADIAL_SIZES, size) ?? 'farthest-corner',
      ...(readRadii(size) ? { radii: readRadii(size)! } : {}),
    }),
    segments: ordered.slice(0, -1).map((entry) => entry.segment),
  };
  // Authored positions hold only for the stops in the order they were written.
  const inOrder = ordered.every((entry, i) => entry.index === i);
  const authored = readAuthored(layer, rest.filter((item) => item.startsWith('^')), inOrder ? ordered : ordered.map((entry) => ({ ...entry, position: undefined })));
  return authored ? { ...layer, authored } : layer;
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
