/**
 * The edits the gradient tool makes, as pure functions of a gradient: stops added, moved, recoloured and removed,
 * segments eased, layers added, reordered and removed. Every result keeps the model's rules (two to MAX_STOPS stops in
 * order of position, one segment fewer, one to MAX_LAYERS layers).
 */
import { tryAuthoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { bytesToHex } from '../convert/srgbToHex.ts';
import { LINEAR_SEGMENT, MAX_LAYERS, MAX_STOPS, MIN_STOPS, layerOf, type Gradient, type GradientLayer, type GradientSegment, type GradientStop } from './gradient.ts';
import { layerColorAt, spaceColorCss, spaceColorToSrgb, type SpaceColor } from './interpolate.ts';

const clampPosition = (position: number) => Math.min(100, Math.max(0, Math.round(position * 100) / 100));

/**
 * A linear OKLCH gradient through colours, evenly spaced (at most MAX_STOPS of them: a longer list is sampled evenly,
 * first and last kept); null for fewer than two readable colours.
 */
export function gradientOfColors(colors: readonly (string | AuthoredColor)[]): Gradient | null {
  const read = colors.map((color) => tryAuthoredColor(color)).filter((color) => color !== null);
  if (read.length < MIN_STOPS) return null;
  const count = Math.min(MAX_STOPS, read.length);
  const picked = Array.from({ length: count }, (_, i) => read[Math.round((i * (read.length - 1)) / (count - 1))]);
  return { layers: [layerOf(picked.map((color, i) => ({ color, position: clampPosition((i * 100) / (count - 1)) })))] };
}

/** Replaces layer `index` with `change(layer)`. */
export function withLayer(gradient: Gradient, index: number, change: (layer: GradientLayer) => GradientLayer): Gradient {
  return { layers: gradient.layers.map((layer, i) => (i === index ? change(layer) : layer)) };
}

/** A colour of the layer as a stop can keep it: its text in the layer's space where that is exact CSS, else its sRGB code. */
export function authoredOf(color: SpaceColor): AuthoredColor {
  const authored = tryAuthoredColor(spaceColorCss(color));
  if (authored) return authored;
  const [r, g, b] = spaceColorToSrgb(color);
  return { code: bytesToHex(Math.round(r * 255), Math.round(g * 255), Math.round(b * 255)) };
}

/**
 * Adds a stop at `position` with the colour the layer has there (so the gradient looks the same until it is edited);
 * the segment it falls in lends its easing and hint to both halves. Returns the layer and the new stop's index, or
 * null when the layer holds MAX_STOPS already.
 */
export function addStop(layer: GradientLayer, position: number): { layer: GradientLayer; index: number } | null {
  if (layer.stops.length >= MAX_STOPS) return null;
  const at = clampPosition(position);
  let index = layer.stops.findIndex((stop) => stop.position > at);
  if (index < 0) index = layer.stops.length;
  const stop: GradientStop = { color: authoredOf(layerColorAt(layer, at)), position: at };
  const stops = [...layer.stops.slice(0, index), stop, ...layer.stops.slice(index)];
  const segments =
    index === 0
      ? [LINEAR_SEGMENT, ...layer.segments]
      : index === layer.stops.length
        ? [...layer.segments, LINEAR_SEGMENT]
        : [...layer.segments.slice(0, index - 1), layer.segments[index - 1], layer.segments[index - 1], ...layer.segments.slice(index)];
  return { layer: { ...layer, stops, segments }, index };
}

/** Removes stop `index` (and the segment after it, or before the last); a layer keeps at least MIN_STOPS. */
export function removeStop(layer: GradientLayer, index: number): GradientLayer {
  if (layer.stops.length <= MIN_STOPS) return layer;
  const segment = Math.min(index, layer.segments.length - 1);
  return {
    ...layer,
    stops: layer.stops.filter((_, i) => i !== index),
    segments: layer.segments.filter((_, i) => i !== segment),
  };
}

/**
 * Moves stop `index` to `position`; a stop dragged past its neighbours takes its place among them in order (the
 * segments stay where they are, between positions). Returns the layer and the stop's new index.
 */
export function moveStop(layer: GradientLayer, index: number, position: number): { layer: GradientLayer; index: number } {
  const moved = { ...layer.stops[index], position: clampPosition(position) };
  const others = layer.stops.filter((_, i) => i !== index);
  let to = others.findIndex((stop) => stop.position > moved.position);
  if (to < 0) to = others.length;
  // A stop dropped exactly on another stays on the side it came from, so a hard stop keeps its order.
  if (to > 0 && others[to - 1].position === moved.position && to > index) to -= 1;
  return { layer: { ...layer, stops: [...others.slice(0, to), moved, ...others.slice(to)] }, index: to };
}

/** Gives stop `index` another colour. */
export function recolorStop(layer: GradientLayer, index: number, color: AuthoredColor): GradientLayer {
  return { ...layer, stops: layer.stops.map((stop, i) => (i === index ? { ...stop, color } : stop)) };
}

/** Changes segment `index` (between stop index and index + 1). */
export function changeSegment(layer: GradientLayer, index: number, change: Partial<GradientSegment>): GradientLayer {
  return { ...layer, segments: layer.segments.map((segment, i) => (i === index ? { ...segment, ...change } : segment)) };
}

/** Spreads the stops evenly from the first position to the last. */
export function distributeStops(layer: GradientLayer): GradientLayer {
  const first = layer.stops[0].position;
  const last = layer.stops[layer.stops.length - 1].position;
  const step = (last - first) / (layer.stops.length - 1);
  return { ...layer, stops: layer.stops.map((stop, i) => ({ ...stop, position: clampPosition(first + step * i) })) };
}

/** The stops in the opposite order (positions mirrored), segments with them. */
export function reverseStops(layer: GradientLayer): GradientLayer {
  return {
    ...layer,
    stops: layer.stops.map((stop) => ({ ...stop, position: clampPosition(100 - stop.position) })).reverse(),
    segments: [...layer.segments].reverse(),
  };
}

/** Adds a copy of layer `index` above it (the new layer is `index`); null at MAX_LAYERS. */
export function duplicateLayer(gradient: Gradient, index: number): Gradient | null {
  if (gradient.layers.length >= MAX_LAYERS) return null;
  return { layers: [...gradient.layers.slice(0, index), gradient.layers[index], ...gradient.layers.slice(index)] };
}

/** Removes layer `index`; a gradient keeps at least one. */
export function removeLayer(gradient: Gradient, index: number): Gradient {
  return gradient.layers.length <= 1 ? gradient : { layers: gradient.layers.filter((_, i) => i !== index) };
}

/** Moves layer `index` one place up (towards the top, -1) or down (+1). */
export function moveLayer(gradient: Gradient, index: number, by: -1 | 1): Gradient {
  const to = index + by;
  if (to < 0 || to >= gradient.layers.length) return gradient;
  const layers = [...gradient.layers];
  [layers[index], layers[to]] = [layers[to], layers[index]];
  return { layers };
}
