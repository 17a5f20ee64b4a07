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
  readonly space: InterpolationSpace;
  /** Used only in a polar space. */
  readonly hue: HueMethod;
  /** At least two, in order of position. */
  readonly stops: readonly GradientStop[];
  /** One fewer than the stops. */
  readonly segments: readonly GradientSegment[];
};

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
