/**
 * What the gradient raster (./raster.ts, and its port assembly/gradient/raster.ts) reads of a gradient, as plain
 * numbers: per layer its kind, repeat, stop range and geometry in px (./export/geometry.ts: the CSS gradient line, the
 * radial ending shape, the conic centre and start), and its colours as a table of premultiplied gamma sRGB and alpha
 * along the gradient line, what an sRGB screen shows (`spaceColorToSrgb(layerColorAt(…))`, ./sample.ts).
 *
 * The table is cut into continuous pieces at hard stops (./sample.ts's pieces): each piece has its own evenly spaced
 * entries, both ends included, and a lookup interpolates only inside one piece. So a hard stop stays a step at any
 * size (a single table over the range would smear it over one entry's width, 2 px of an 8192-px line), and a piece
 * starting at a position owns that position, as CSS paints the later stop from a hard stop on.
 */
import type { Gradient, GradientLayer } from './gradient.ts';
import { endingShape, gradientLine } from './export/geometry.ts';
import { fixedPositions } from './interpolate.ts';
import { FALLBACK_SAMPLE_STRIDE, sampleLayer } from './sample.ts';

/** Entries of a layer's table over its stops' range (plus one or two per piece): steps of 1/4096 of the range, far below what 8 bits show. */
export const RASTER_TABLE_SIZE = 4096;

/** The largest image side the raster renders, in px. */
export const RASTER_MAX_SIDE = 8192;

/** The fields of a layer's record (f64 each), in order: see `rasterInput`. */
export const RASTER_LAYER_FIELDS = ['kind', 'repeating', 'first', 'last', 'pieceStart', 'pieceCount', 'g0', 'g1', 'g2', 'g3', 'g4'] as const;
export const RASTER_LAYER_STRIDE = RASTER_LAYER_FIELDS.length;

/** The fields of a piece's record (f64 each): its start and end (%), its first entry in the table, its entry count. */
export const RASTER_PIECE_FIELDS = ['start', 'end', 'offset', 'count'] as const;
export const RASTER_PIECE_STRIDE = RASTER_PIECE_FIELDS.length;

/** f64 per table entry: premultiplied gamma sRGB r, g, b, then alpha (0–1). */
export const RASTER_ENTRY_STRIDE = 4;

/** The layer kinds as the record's `kind` holds them. */
export const RASTER_KIND_LINEAR = 0;
export const RASTER_KIND_RADIAL = 1;
export const RASTER_KIND_CONIC = 2;

/**
 * A gradient read for the raster: `layers` RASTER_LAYER_STRIDE f64 each, the top layer first (as CSS lists them);
 * `pieces` RASTER_PIECE_STRIDE f64 each; `table` RASTER_ENTRY_STRIDE f64 an entry. Geometry by kind (g0–g4): linear,
 * the line's start x, y, its unit direction dx, dy and 100 / its length (% per px); radial, the centre and the two radii
 * (px); conic, the centre and the start angle (degrees).
 */
export type RasterInput = { readonly layers: Float64Array; readonly pieces: Float64Array; readonly table: Float64Array; readonly layerCount: number };

/** A layer's pieces and table, independent of the image's size. */
type LayerTable = { readonly pieces: readonly (readonly [number, number, number, number])[]; readonly table: Float64Array; readonly first: number; readonly last: number };

/** Recently built tables by layer (the page renders a big image in strips: one table for all of them). */
const recent = new Map<string, LayerTable>();
const RECENT_LIMIT = 8;

/** Returns a layer's pieces (start, end, first entry, count) and its premultiplied table (see the file comment). */
export function layerTable(layer: GradientLayer): LayerTable {
  const key = JSON.stringify(layer);
  const known = recent.get(key);
  if (known !== undefined) return known;
  const positions = fixedPositions(layer);
  const first = positions[0];
  const last = positions[positions.length - 1];
  const step = last > first ? (last - first) / RASTER_TABLE_SIZE : 1;
  const { samples, pieces: starts } = sampleLayer(layer, step);
  const count = starts[starts.length - 1];
  const table = new Float64Array(count * RASTER_ENTRY_STRIDE);
  for (let i = 0; i < count; i++) {
    const at = i * FALLBACK_SAMPLE_STRIDE;
    const alpha = samples[at + 4];
    table[i * 4] = samples[at + 1] * alpha;
    table[i * 4 + 1] = samples[at + 2] * alpha;
    table[i * 4 + 2] = samples[at + 3] * alpha;
    table[i * 4 + 3] = alpha;
  }
  const pieces: [number, number, number, number][] = [];
  for (let p = 0; p + 1 < starts.length; p++) {
    const from = starts[p];
    const to = starts[p + 1];
    pieces.push([samples[from * FALLBACK_SAMPLE_STRIDE], samples[(to - 1) * FALLBACK_SAMPLE_STRIDE], from, to - from]);
  }
  const built = { pieces, table, first, last };
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(key, built);
  return built;
}

/** Returns a layer's geometry in a W × H box (g0–g4 of its record, see `RasterInput`). */
export function geometryOf(layer: GradientLayer, width: number, height: number): [number, number, number, number, number] {
  if (layer.kind === 'linear') {
    const line = gradientLine(layer.angle, width, height);
    return [line.x, line.y, line.dx, line.dy, 100 / line.length];
  }
  if (layer.kind === 'radial') {
    const shape = endingShape(layer, width, height);
    return [shape.cx, shape.cy, shape.rx, shape.ry, 0];
  }
  return [(width * layer.center[0]) / 100, (height * layer.center[1]) / 100, layer.angle, 0, 0];
}

const KIND_CODES = { linear: RASTER_KIND_LINEAR, radial: RASTER_KIND_RADIAL, conic: RASTER_KIND_CONIC } as const;

/** Returns the numbers the raster reads for a gradient at W × H px (see `RasterInput`). */
export function rasterInput(gradient: Gradient, width: number, height: number): RasterInput {
  const tables = gradient.layers.map(layerTable);
  const pieceTotal = tables.reduce((sum, t) => sum + t.pieces.length, 0);
  const entryTotal = tables.reduce((sum, t) => sum + t.table.length, 0);
  const layers = new Float64Array(gradient.layers.length * RASTER_LAYER_STRIDE);
  const pieces = new Float64Array(pieceTotal * RASTER_PIECE_STRIDE);
  const table = new Float64Array(entryTotal);
  let piece = 0;
  let entry = 0;
  gradient.layers.forEach((layer, l) => {
    const t = tables[l];
    layers.set([KIND_CODES[layer.kind], layer.repeating ? 1 : 0, t.first, t.last, piece, t.pieces.length, ...geometryOf(layer, width, height)], l * RASTER_LAYER_STRIDE);
    for (const [start, end, offset, count] of t.pieces) {
      pieces.set([start, end, offset + entry / RASTER_ENTRY_STRIDE, count], piece * RASTER_PIECE_STRIDE);
      piece++;
    }
    table.set(t.table, entry);
    entry += t.table.length;
  });
  return { layers, pieces, table, layerCount: gradient.layers.length };
}
