/**
 * A linear gradient taken from an image, over its grid (./imageGrid.ts): along a path the user draws, or along the
 * direction found automatically, in which the image's colours change the most. The direction is the one whose
 * strips across it differ the most (the between-strip variance of the cells' OKLab): the linear gradient that best
 * explains the picture. The colours along the way (a profile) are then fitted with as few sRGB stops as the error
 * allows (the classic fallback's fit, ../fallback.ts), so that a photo's noise gives a few clean stops.
 */
import { linearChannelToSrgb } from '../../convert/linearToSrgb.ts';
import { bytesToHex } from '../../convert/srgbToHex.ts';
import { linearToOklabInto } from '../../image/histogram.ts';
import { fallbackResultOf, fitFallback } from '../fallback.ts';
import { layerOf, MAX_STOPS, MIN_STOPS, type GradientLayer } from '../gradient.ts';
import { FALLBACK_SAMPLE_STRIDE as S, type FallbackSamples } from '../sample.ts';
import { IMAGE_GRID_STRIDE as G, type ImageGrid } from './imageGrid.ts';

/** The fit's goal (ΔE_OK at every sample of the profile): loose enough that noise does not buy stops. */
export const IMAGE_GRADIENT_GOAL = 0.02;
/** Strips across a direction when directions are compared (coarse: broad changes matter, not texture). */
export const DIRECTION_STRIPS = 32;
/** Samples of a profile, along the direction or the path. */
export const PROFILE_SAMPLES = 128;
/** The directions tried: every DIRECTION_STEP° from 45° (to the right, leaning up) round to 225°, then refined. */
export const DIRECTION_STEP = 3;
const FIRST_DIRECTION = 45;

/** A point in the image, as fractions of its width and height (0–1). */
export type ImagePoint = readonly [number, number];

export type ImageGradientRequest = {
  /** The path drawn (two points or more), or null for the direction found automatically. */
  readonly path: readonly ImagePoint[] | null;
  /** The most stops the gradient may take (2–16). */
  readonly maxStops: number;
};

export type ImageGradient = {
  /** A linear layer (sRGB interpolation, the fit's own) at the path's or the direction's angle. */
  readonly layer: GradientLayer;
  /** The worst ΔE_OK between the stops' gradient and the image's profile, and whether it met IMAGE_GRADIENT_GOAL. */
  readonly error: number;
  readonly reached: boolean;
  /** Where the gradient runs in the image (fractions): the path's ends, or the direction's line across the image. */
  readonly from: ImagePoint;
  readonly to: ImagePoint;
};

/** Each cell's mean linear colour (3 numbers) or NaN where the cell is transparent, and its weight. */
function cellMeans(grid: ImageGrid): { means: Float64Array; weights: Float64Array } {
  const n = grid.columns * grid.rows;
  const means = new Float64Array(n * 3);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const w = grid.cells[i * G + 3];
    weights[i] = w;
    for (let c = 0; c < 3; c++) means[i * 3 + c] = w > 0 ? grid.cells[i * G + c] / w : NaN;
  }
  return { means, weights };
}

/** Returns the unit direction of a CSS angle (0° up, 90° right) in an image of the given size, and its line's length. */
function directionOf(angle: number, width: number, height: number): { dx: number; dy: number; length: number } {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  return { dx, dy, length: Math.abs(width * dx) + Math.abs(height * dy) };
}

/** Returns each cell's place (0–1) along a direction's gradient line, as CSS lays it over the image. */
function placesAlong(grid: ImageGrid, angle: number, width: number, height: number): Float64Array {
  const { dx, dy, length } = directionOf(angle, width, height);
  const places = new Float64Array(grid.columns * grid.rows);
  for (let row = 0; row < grid.rows; row++) {
    const y = ((row + 0.5) / grid.rows - 0.5) * height;
    for (let column = 0; column < grid.columns; column++) {
      const x = ((column + 0.5) / grid.columns - 0.5) * width;
      places[row * grid.columns + column] = Math.min(1, Math.max(0, (x * dx + y * dy) / length + 0.5));
    }
  }
  return places;
}

/** Returns the between-strip variance of the cells' OKLab across `strips` strips along a direction. */
function directionScore(oklab: Float64Array, weights: Float64Array, places: Float64Array, strips: number): number {
  const sums = new Float64Array(strips * 4);
  let total = 0;
  const mean = [0, 0, 0];
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    if (w === 0) continue;
    const s = Math.min(strips - 1, Math.floor(places[i] * strips)) * 4;
    for (let c = 0; c < 3; c++) {
      sums[s + c] += oklab[i * 3 + c] * w;
      mean[c] += oklab[i * 3 + c] * w;
    }
    sums[s + 3] += w;
    total += w;
  }
  if (total === 0) return 0;
  let score = 0;
  for (let s = 0; s < strips; s++) {
    const w = sums[s * 4 + 3];
    if (w === 0) continue;
    for (let c = 0; c < 3; c++) score += w * (sums[s * 4 + c] / w - mean[c] / total) ** 2;
  }
  return score / total;
}

/** Returns the CSS angle (45°–225°) along which the image's colours change the most (see the file comment). */
export function imageDirection(grid: ImageGrid, width: number, height: number): number {
  const { means, weights } = cellMeans(grid);
  const oklab = new Float64Array(means.length);
  for (let i = 0; i < weights.length; i++) if (weights[i] > 0) linearToOklabInto(means[i * 3], means[i * 3 + 1], means[i * 3 + 2], oklab, i * 3);
  const score = (angle: number) => directionScore(oklab, weights, placesAlong(grid, angle, width, height), DIRECTION_STRIPS);
  let best = FIRST_DIRECTION;
  let bestScore = -1;
  for (let angle = FIRST_DIRECTION; angle < FIRST_DIRECTION + 180; angle += DIRECTION_STEP) {
    const s = score(angle);
    if (s > bestScore) [best, bestScore] = [angle, s];
  }
  const coarse = best;
  for (let angle = coarse - DIRECTION_STEP + 0.5; angle < coarse + DIRECTION_STEP; angle += 0.5) {
    const s = score(angle);
    if (s > bestScore) [best, bestScore] = [angle, s];
  }
  return ((best % 360) + 360) % 360;
}

/** Writes a profile sample: position (%), gamma sRGB of a mean linear colour, opaque. */
function putSample(samples: Float64Array, k: number, position: number, r: number, g: number, b: number): void {
  const gamma = (c: number) => Math.min(1, Math.max(0, linearChannelToSrgb(c)));
  samples.set([position, gamma(r), gamma(g), gamma(b), 1], k * S);
}

/** Returns the profile along a direction: the mean colour of each of PROFILE_SAMPLES strips (empty strips left out). */
export function directionProfile(grid: ImageGrid, angle: number, width: number, height: number): Float64Array {
  const places = placesAlong(grid, angle, width, height);
  const sums = new Float64Array(PROFILE_SAMPLES * 4);
  for (let i = 0; i < places.length; i++) {
    const s = Math.min(PROFILE_SAMPLES - 1, Math.floor(places[i] * PROFILE_SAMPLES)) * 4;
    for (let c = 0; c < 4; c++) sums[s + c] += grid.cells[i * G + c];
  }
  const filled: number[] = [];
  for (let s = 0; s < PROFILE_SAMPLES; s++) if (sums[s * 4 + 3] > 0) filled.push(s);
  const samples = new Float64Array(filled.length * S);
  const span = filled.length > 1 ? filled[filled.length - 1] - filled[0] : 1;
  filled.forEach((s, k) => {
    const w = sums[s * 4 + 3];
    putSample(samples, k, ((s - filled[0]) / span) * 100, sums[s * 4] / w, sums[s * 4 + 1] / w, sums[s * 4 + 2] / w);
  });
  return samples;
}

/** Returns the mean linear colour around a point (fractions), mixed from the four nearest cells by their weights; null where all are transparent. */
function colorAt(grid: ImageGrid, x: number, y: number): [number, number, number] | null {
  const gx = Math.min(grid.columns - 1, Math.max(0, x * grid.columns - 0.5));
  const gy = Math.min(grid.rows - 1, Math.max(0, y * grid.rows - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const sum = [0, 0, 0, 0];
  for (const [cx, cy, f] of [[x0, y0, (1 - (gx - x0)) * (1 - (gy - y0))], [x0 + 1, y0, (gx - x0) * (1 - (gy - y0))], [x0, y0 + 1, (1 - (gx - x0)) * (gy - y0)], [x0 + 1, y0 + 1, (gx - x0) * (gy - y0)]]) {
    if (f === 0 || cx >= grid.columns || cy >= grid.rows) continue;
    for (let c = 0; c < 4; c++) sum[c] += grid.cells[(cy * grid.columns + cx) * G + c] * f;
  }
  return sum[3] > 0 ? [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]] : null;
}

/** Returns the profile along a drawn path: PROFILE_SAMPLES colours at equal lengths along it (in the image's pixels). */
export function pathProfile(grid: ImageGrid, path: readonly ImagePoint[], width: number, height: number): Float64Array {
  const lengths = [0];
  for (let i = 1; i < path.length; i++) lengths.push(lengths[i - 1] + Math.hypot((path[i][0] - path[i - 1][0]) * width, (path[i][1] - path[i - 1][1]) * height));
  const total = lengths[lengths.length - 1];
  const found: number[] = [];
  let segment = 1;
  for (let k = 0; k < PROFILE_SAMPLES; k++) {
    const at = (k / (PROFILE_SAMPLES - 1)) * total;
    while (segment < path.length - 1 && lengths[segment] < at) segment++;
    const piece = lengths[segment] - lengths[segment - 1];
    const t = piece > 0 ? Math.min(1, (at - lengths[segment - 1]) / piece) : 0;
    const [a, b] = [path[segment - 1], path[segment]];
    const color = colorAt(grid, a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t);
    if (color) found.push((k / (PROFILE_SAMPLES - 1)) * 100, ...color);
  }
  const samples = new Float64Array((found.length / 4) * S);
  for (let k = 0; k * 4 < found.length; k++) putSample(samples, k, found[k * 4], found[k * 4 + 1], found[k * 4 + 2], found[k * 4 + 3]);
  return samples;
}

/** Returns the line a direction's gradient runs along, clipped to the image (fractions), from start to end. */
function lineAcross(angle: number, width: number, height: number): [ImagePoint, ImagePoint] {
  const { dx, dy } = directionOf(angle, width, height);
  // The farthest reach from the centre within the box, along ±(dx, dy) in pixels.
  const reach = Math.min(dx === 0 ? Infinity : width / 2 / Math.abs(dx), dy === 0 ? Infinity : height / 2 / Math.abs(dy));
  const at = (sign: number): ImagePoint => [0.5 + (sign * reach * dx) / width, 0.5 + (sign * reach * dy) / height];
  return [at(-1), at(1)];
}

/** Returns the fitted linear layer of a profile at an angle, with the error reached; null for a profile of under two samples. */
export function profileLayer(samples: Float64Array, angle: number, maxStops: number): { layer: GradientLayer; error: number; reached: boolean } | null {
  const count = samples.length / S;
  if (count < 2) return null;
  const input: FallbackSamples = { samples, pieces: Int32Array.from([0, count]) };
  const stopsAllowed = Math.min(MAX_STOPS, Math.max(MIN_STOPS, Math.round(maxStops)));
  const result = fallbackResultOf(input, fitFallback(input, IMAGE_GRADIENT_GOAL, stopsAllowed), IMAGE_GRADIENT_GOAL);
  const round = (n: number) => Math.round(n * 100) / 100;
  const stops = result.stops.map((stop) => ({ color: { code: bytesToHex(stop.rgba[0], stop.rgba[1], stop.rgba[2]) }, position: round(stop.position) }));
  return { layer: layerOf(stops, { angle: round(angle), space: 'srgb' }), error: result.error, reached: result.reached };
}

/** Returns the gradient of an image's grid for a request (see the file comment); null where nothing opaque lies on the way. */
export function imageGradient(grid: ImageGrid, width: number, height: number, request: ImageGradientRequest): ImageGradient | null {
  const path = request.path;
  if (path !== null) {
    if (path.length < 2) return null;
    const [from, to] = [path[0], path[path.length - 1]];
    // A path must run somewhere: its ends at least a pixel apart.
    if (Math.hypot((to[0] - from[0]) * width, (to[1] - from[1]) * height) < 1) return null;
    const angle = ((Math.atan2((to[0] - from[0]) * width, -(to[1] - from[1]) * height) * 180) / Math.PI + 360) % 360;
    const fitted = profileLayer(pathProfile(grid, path, width, height), angle, request.maxStops);
    return fitted && { ...fitted, from, to };
  }
  const angle = imageDirection(grid, width, height);
  const fitted = profileLayer(directionProfile(grid, angle, width, height), angle, request.maxStops);
  const [from, to] = lineAcross(angle, width, height);
  return fitted && { ...fitted, from, to };
}
