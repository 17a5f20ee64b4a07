/**
 * A CSS gradient as the gradient tool edits it: one or more layers (the first painted on top, as in CSS), each a
 * linear, radial or conic gradient, repeating or not, whose colour stops are interpolated in a CSS Color 4 space with
 * its hue method. Between two stops a segment may carry a colour hint (CSS's own) and an easing (written as extra
 * stops, since CSS cannot say it).
 */
import type { AuthoredColor } from '../exact/authoredColor.ts';

export const GRADIENT_KINDS = ['linear', 'radial', 'conic'] as const;
export type GradientKind = (typeof GRADIENT_KINDS)[number];

/** The CSS Color 4 interpolation spaces, as `in <space>` names them ('xyz' is 'xyz-d65'). */
export const INTERPOLATION_SPACES = [
  'oklch', 'oklab', 'srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020',
  'lab', 'lch', 'xyz-d65', 'xyz-d50', 'hsl', 'hwb',
] as const;
export type InterpolationSpace = (typeof INTERPOLATION_SPACES)[number];

/** The spaces with a hue: they take a hue method. */
export const POLAR_SPACES: readonly InterpolationSpace[] = ['oklch', 'lch', 'hsl', 'hwb'];
export const HUE_METHODS = ['shorter', 'longer', 'increasing', 'decreasing'] as const;
export type HueMethod = (typeof HUE_METHODS)[number];

/** Named easings: CSS's own, and the usual families as cubic Béziers (their common approximations). */
export const EASING_PRESETS = {
  linear: [0, 0, 1, 1],
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
  'sine-in': [0.12, 0, 0.39, 0],
  'sine-out': [0.61, 1, 0.88, 1],
  'sine-in-out': [0.37, 0, 0.63, 1],
  'quad-in': [0.11, 0, 0.5, 0],
  'quad-out': [0.5, 1, 0.89, 1],
  'quad-in-out': [0.45, 0, 0.55, 1],
  'cubic-in': [0.32, 0, 0.67, 0],
  'cubic-out': [0.33, 1, 0.68, 1],
  'cubic-in-out': [0.65, 0, 0.35, 1],
  'expo-in': [0.7, 0, 0.84, 0],
  'expo-out': [0.16, 1, 0.3, 1],
  'expo-in-out': [0.87, 0, 0.13, 1],
} as const satisfies Record<string, readonly [number, number, number, number]>;
export type EasingPreset = keyof typeof EASING_PRESETS;

/** A segment's easing: a preset's name or a cubic Bézier's control points (x1, y1, x2, y2; x in 0–1). */
export type Easing = EasingPreset | readonly [number, number, number, number];

export type GradientStop = {
  readonly color: AuthoredColor;
  /** Position along the gradient, in % of its length (0–100). */
  readonly position: number;
};

/** What lies between stop i and stop i + 1. */
export type GradientSegment = {
  /** CSS's colour hint: where the colours are half mixed, as a fraction of the segment (0.5: no hint). */
  readonly hint: number;
  readonly easing: Easing;
};

export const RADIAL_SHAPES = ['ellipse', 'circle'] as const;
export type RadialShape = (typeof RADIAL_SHAPES)[number];
export const RADIAL_SIZES = ['farthest-corner', 'closest-side', 'closest-corner', 'farthest-side'] as const;
export type RadialSize = (typeof RADIAL_SIZES)[number];

export type GradientLayer = {
  readonly kind: GradientKind;
  readonly repeating: boolean;
  /** Degrees: a linear gradient's direction, a conic one's start (`from`). Ignored by radial ones. */
  readonly angle: number;
  /** A radial or conic gradient's centre, in % of the box. */
  readonly center: readonly [number, number];
  readonly shape: RadialShape;
  readonly size: RadialSize;
  /**
   * An ellipse's radii, in % of the box's width and height, set by dragging its size on the preview: where present
   * (and the shape an ellipse) they are its size, and `size` is what a circle would take. CSS cannot size a circle in %.
   */
  readonly radii?: readonly [number, number];
  readonly space: InterpolationSpace;
  /** Used only in a polar space. */
  readonly hue: HueMethod;
  /** At least two, in order of position. */
  readonly stops: readonly GradientStop[];
  /** One fewer than the stops. */
  readonly segments: readonly GradientSegment[];
  /** What pasted CSS said that the settings above cannot (see `LayerAuthored`); absent for a layer made in the tool. */
  readonly authored?: LayerAuthored;
};

/**
 * CSS text kept beside the value the model read it as, as an authored colour keeps its exact text: the writer writes
 * the text while the model still holds `value`, and the model's own form once an edit has changed it.
 */
export type AuthoredText<T> = { readonly text: string; readonly value: T };

/**
 * A pasted layer's geometry and stop positions as its CSS wrote them, where the model only approximates them: a
 * corner (`to right top` depends on the box's aspect), an omitted direction, `turn` angles, radial sizes and centres
 * in lengths, stops without positions or in px or degrees, hints. Chromium keeps these in the computed style, so
 * writing them back is what gives the same gradient.
 */
export type LayerAuthored = {
  /** The kind the texts were written for: none holds once the layer is another kind ('' means 180deg in a linear one, 0deg in a conic one). */
  readonly kind: GradientKind;
  /** A linear layer's direction ('to right top', '-45deg', '' when omitted) or a conic one's `from` angle; value: `angle`. */
  readonly angle?: AuthoredText<number>;
  /** A radial layer's shape and size ('circle 40px', '' when omitted); value: `shape size` of the model. */
  readonly extent?: AuthoredText<string>;
  /** A radial or conic layer's position after `at` ('' when omitted); value: the centre as `x y`. */
  readonly at?: AuthoredText<string>;
  /**
   * Every stop's position as written ('' for none) and every segment's hint ('' for none), held while `key` is the
   * layer's `stopsKey`: moving, adding or removing a stop, or changing a hint or an easing, lets the model's positions win.
   */
  readonly stops?: { readonly positions: readonly string[]; readonly hints: readonly string[]; readonly key: string };
};

/** The positions and hints of a layer as one text, what `LayerAuthored.stops` is checked against. */
export function stopsKey(layer: Pick<GradientLayer, 'stops' | 'segments'>): string {
  return `${layer.stops.map((stop) => stop.position).join(' ')}|${layer.segments.map((segment) => `${segment.hint}${segment.easing === 'linear' ? '' : '~'}`).join(' ')}`;
}

/** The radii of an ellipse sized by them; null for a circle or a size keyword. */
export function explicitRadii(layer: Pick<GradientLayer, 'shape' | 'radii'>): readonly [number, number] | null {
  return layer.shape === 'ellipse' && layer.radii ? layer.radii : null;
}

/** A layer's shape and size as one text, what an authored extent is checked against. */
export function extentValue(layer: Pick<GradientLayer, 'shape' | 'size' | 'radii'>): string {
  const radii = explicitRadii(layer);
  return radii ? `${layer.shape} ${radii[0]}% ${radii[1]}%` : `${layer.shape} ${layer.size}`;
}

/** The authored pieces of a layer that still hold (their value is the model's), each as its text. */
export function heldAuthored(layer: GradientLayer): { angle?: string; extent?: string; at?: string; stops?: { positions: readonly string[]; hints: readonly string[] } } {
  const a = layer.authored;
  if (!a || a.kind !== layer.kind) return {};
  return {
    angle: a.angle && a.angle.value === layer.angle ? a.angle.text : undefined,
    extent: a.extent && a.extent.value === extentValue(layer) ? a.extent.text : undefined,
    at: a.at && a.at.value === `${layer.center[0]} ${layer.center[1]}` ? a.at.text : undefined,
    stops: a.stops && a.stops.key === stopsKey(layer) && a.stops.positions.length === layer.stops.length ? a.stops : undefined,
  };
}

export type Gradient = { readonly layers: readonly GradientLayer[] };

export const MIN_STOPS = 2;
export const MAX_STOPS = 16;
export const MAX_LAYERS = 4;

export const LINEAR_SEGMENT: GradientSegment = { hint: 0.5, easing: 'linear' };

/** Returns the control points of an easing. */
export function easingPoints(easing: Easing): readonly [number, number, number, number] {
  return typeof easing === 'string' ? EASING_PRESETS[easing] : easing;
}

/** Whether a segment is a straight interpolation CSS says with two stops (and perhaps a hint). */
export function isLinearEasing(easing: Easing): boolean {
  const [x1, y1, x2, y2] = easingPoints(easing);
  return x1 === y1 && x2 === y2;
}

export function isPolar(space: InterpolationSpace): boolean {
  return POLAR_SPACES.includes(space);
}

/** A layer of the given stops with every other setting at its default. */
export function layerOf(stops: readonly GradientStop[], settings: Partial<Omit<GradientLayer, 'stops' | 'segments'>> = {}): GradientLayer {
  return {
    kind: 'linear',
    repeating: false,
    angle: 90,
    center: [50, 50],
    shape: 'ellipse',
    size: 'farthest-corner',
    space: 'oklch',
    hue: 'shorter',
    ...settings,
    stops,
    segments: stops.slice(1).map(() => LINEAR_SEGMENT),
  };
}
