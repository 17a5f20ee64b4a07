/**
 * The modern rendering of a gradient layer, sampled densely for the classic fallback's fit (./fallback.ts): what an
 * sRGB screen shows (`spaceColorToSrgb(layerColorAt(…))`) at least every FALLBACK_SAMPLE_STEP % over the stops'
 * range, cut into continuous pieces at hard stops (stops at one position), so that a hard stop stays a hard stop in
 * the fallback: the piece before ends at that position with the colour arriving there, the piece after starts there
 * with the colour leaving it. A hard stop at either end adds a piece of one sample (what shows beyond the end).
 */
import type { GradientLayer } from './gradient.ts';
import { fixedPositions, layerColorAt, layerStopColors, spaceColorToSrgb, type SpaceColor } from './interpolate.ts';

/** The largest step between two samples, in % of the gradient's length (covers "every 1 %" tenfold). */
export const FALLBACK_SAMPLE_STEP = 0.1;

/** f64 per sample: position (%), then gamma sRGB r, g, b (0–1, clipped) and alpha. */
export const FALLBACK_SAMPLE_STRIDE = 5;

/**
 * A layer's samples: FALLBACK_SAMPLE_STRIDE numbers each, piece after piece in position order, and where each piece
 * starts (its first sample's index), then the total count. The wasm fit reads the same two arrays.
 */
export type FallbackSamples = { readonly samples: Float64Array; readonly pieces: Int32Array };

/** Returns the number of samples in `samples`. */
export function sampleCount(samples: FallbackSamples): number {
  return samples.pieces[samples.pieces.length - 1];
}

/** A piece to sample: from `start` to `end` (%), and the colours at its two ends where they are not `layerColorAt`'s. */
type Piece = { start: number; end: number; startColor: SpaceColor | null; endColor: SpaceColor | null };

/** Returns the layer's continuous pieces (see the file comment). */
function piecesOf(layer: GradientLayer): Piece[] {
  const positions = fixedPositions(layer);
  const colors = layerStopColors(layer);
  const n = positions.length;
  const first = positions[0];
  const last = positions[n - 1];
  const pieces: Piece[] = [];
  // Before the first position the first stop's colour shows; the later stops at that position take over at once.
  if (positions[1] === first) pieces.push({ start: first, end: first, startColor: colors[0], endColor: colors[0] });
  if (first === last) {
    pieces.push({ start: last, end: last, startColor: colors[n - 1], endColor: colors[n - 1] });
    return pieces;
  }
  let start = first;
  for (let i = 1; i < n; i++) {
    const hard = i + 1 < n && positions[i + 1] === positions[i] && positions[i] > positions[i - 1];
    const atEnd = positions[i] === last && positions[i] > positions[i - 1];
    if (hard || atEnd) {
      // The colour arriving at this position is this stop's (the first of the stops there).
      pieces.push({ start, end: positions[i], startColor: null, endColor: colors[i] });
      start = positions[i];
    }
  }
  // A hard stop at the end: beyond it the last stop's colour shows.
  if (positions[n - 2] === last) pieces.push({ start: last, end: last, startColor: colors[n - 1], endColor: colors[n - 1] });
  return pieces;
}

/**
 * Returns the modern rendering of a layer sampled over its stops' range: each piece from its start to its end in
 * equal steps of at most `step` % (both ends included), as sRGB screens show it (see the file comment).
 */
export function sampleLayer(layer: GradientLayer, step: number = FALLBACK_SAMPLE_STEP): FallbackSamples {
  const pieces = piecesOf(layer);
  const counts = pieces.map((piece) => (piece.end > piece.start ? Math.max(1, Math.ceil((piece.end - piece.start) / step - 1e-9)) + 1 : 1));
  const total = counts.reduce((sum, c) => sum + c, 0);
  const samples = new Float64Array(total * FALLBACK_SAMPLE_STRIDE);
  const starts = new Int32Array(pieces.length + 1);
  let at = 0;
  pieces.forEach((piece, p) => {
    starts[p] = at;
    const count = counts[p];
    for (let i = 0; i < count; i++) {
      const x = count === 1 ? piece.start : i === count - 1 ? piece.end : piece.start + ((piece.end - piece.start) * i) / (count - 1);
      const color = i === 0 && piece.startColor ? piece.startColor : i === count - 1 && piece.endColor ? piece.endColor : layerColorAt(layer, x);
      const [r, g, b, a] = spaceColorToSrgb(color);
      samples.set([x, r, g, b, a], (at + i) * FALLBACK_SAMPLE_STRIDE);
    }
    at += count;
  });
  starts[pieces.length] = total;
  return { samples, pieces: starts };
}
