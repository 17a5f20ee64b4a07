/**
 * What the mesh's CSS approximation (./approximate.ts, its file comment says the why) is measured and fitted on: a
 * grid of samples over the box, the mesh there as `renderMesh` paints it, each layer's position there by the raster's
 * geometry, the colours premultiplied in OKLab, and a point's radial layer.
 */
import { authoredColor, type AuthoredColor } from '../../exact/authoredColor.ts';
import { formatExactNumber } from '../../exact/exactColor.ts';
import { srgbChannelToLinear } from '../../convert/srgbToLinear.ts';
import { LINEAR_SRGB_TO_XYZ65 } from '../../convert/linearToXyz65.ts';
import { LMS_TO_OKLAB, XYZ65_TO_LMS } from '../../convert/xyz65ToOklab.ts';
import { layerOf, type GradientLayer } from '../gradient.ts';
import { toSpaceColor } from '../interpolate.ts';
import { positionAt } from '../raster.ts';
import { RASTER_KIND_CONIC, RASTER_KIND_LINEAR, RASTER_KIND_RADIAL, RASTER_LAYER_STRIDE, geometryOf } from '../rasterTable.ts';
import type { Mesh } from './mesh.ts';
import { MESH_CHANNELS, meshSurface, surfaceAt } from './surface.ts';
import { meshPixel, meshRenderInput } from './render.ts';

/**
 * A point's fade: `reach` (b, % of the farthest-corner ellipse), `core` (a / b, where the fade starts) and `middle`
 * (the alpha at the fade's midpoint, a fraction of the point's: 0.5 a straight fade).
 */
export type FadeShape = { readonly reach: number; readonly core: number; readonly middle: number };

/** Samples per side of the grid the error is measured on. */
export const MESH_FIT_SAMPLES = 48;
/** Samples per side of the coarser grid the fit searches on (a quarter of the samples: the fields are smooth). */
export const MESH_SEARCH_SAMPLES = 24;

/** A colour as the fit holds it: premultiplied OKLab and alpha (4 f64 from `at`). */
export type Premultiplied = Float64Array;

/** Returns a number as a position or centre is written: to 0.01 %. */
export const hundredth = (value: number) => Math.round(value * 100) / 100;

/** Returns the exact text (6 decimals) of an OKLab colour with alpha, as an authored colour. */
export function oklabAuthored(l: number, a: number, b: number, alpha: number): AuthoredColor {
  const n = (value: number) => formatExactNumber(value, 6);
  return authoredColor(`oklab(${n(l)} ${n(a)} ${n(b)}${alpha >= 1 ? '' : ` / ${n(Math.max(0, alpha))}`})`);
}

/** Returns sample k's centre in px of an n × n px box (x, y), n samples per side. */
export function sampleCentre(k: number, n: number): [number, number] {
  return [(k % n) + 0.5, Math.floor(k / n) + 0.5];
}

/** Returns each sample's position (%) on a layer, through the raster's own geometry and `positionAt`. */
export function layerPositions(layer: GradientLayer, n: number): Float64Array {
  const kind = layer.kind === 'linear' ? RASTER_KIND_LINEAR : layer.kind === 'conic' ? RASTER_KIND_CONIC : RASTER_KIND_RADIAL;
  const record = new Float64Array(RASTER_LAYER_STRIDE);
  record.set([kind, 0, 0, 0, 0, 0, ...geometryOf(layer, n, n)]);
  const count = n * n;
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const [px, py] = sampleCentre(k, n);
    out[k] = positionAt(record, 0, px, py);
  }
  return out;
}

/** Linear sRGB → LMS in one matrix (../../convert's linear sRGB → XYZ D65 → LMS), built once: the fit converts millions of colours. */
const LINEAR_SRGB_TO_LMS = XYZ65_TO_LMS.map((row) => [0, 1, 2].map((k) => row[0] * LINEAR_SRGB_TO_XYZ65[0][k] + row[1] * LINEAR_SRGB_TO_XYZ65[1][k] + row[2] * LINEAR_SRGB_TO_XYZ65[2][k]));

/**
 * Writes the premultiplied OKLab and alpha of straight gamma sRGB 0–1 and alpha into `out` at `at`: the core's steps
 * (`srgbChannelToLinear`, the matrices, Math.cbrt as `xyz65ToOklab`), without the arrays a call of `srgbToOklab` makes.
 */
export function premultipliedOklab(r: number, g: number, b: number, alpha: number, out: Float64Array, at: number): void {
  const [lr, lg, lb] = [srgbChannelToLinear(r), srgbChannelToLinear(g), srgbChannelToLinear(b)];
  const m = LINEAR_SRGB_TO_LMS;
  const l = Math.cbrt(m[0][0] * lr + m[0][1] * lg + m[0][2] * lb);
  const mm = Math.cbrt(m[1][0] * lr + m[1][1] * lg + m[1][2] * lb);
  const s = Math.cbrt(m[2][0] * lr + m[2][1] * lg + m[2][2] * lb);
  const o = LMS_TO_OKLAB;
  out[at] = (o[0][0] * l + o[0][1] * mm + o[0][2] * s) * alpha;
  out[at + 1] = (o[1][0] * l + o[1][1] * mm + o[1][2] * s) * alpha;
  out[at + 2] = (o[2][0] * l + o[2][1] * mm + o[2][2] * s) * alpha;
  out[at + 3] = alpha;
}

/** Returns the distance of two premultiplied colours (see the file comment). */
export function premultipliedDistance(x: Float64Array, i: number, y: Float64Array, j: number): number {
  const dl = x[i] - y[j];
  const da = x[i + 1] - y[j + 1];
  const db = x[i + 2] - y[j + 2];
  const dalpha = x[i + 3] - y[j + 3];
  return Math.sqrt(dl * dl + da * da + db * db + dalpha * dalpha);
}

/**
 * The mesh at every sample of an n × n grid (`side` n) as `renderMesh` paints it (clipped to sRGB): premultiplied
 * OKLab and alpha, and premultiplied gamma sRGB and alpha.
 */
export type MeshSamples = { readonly side: number; readonly oklab: Float64Array; readonly srgb: Float64Array };

/** Returns the mesh at every sample (see `MeshSamples`). */
export function meshSamples(mesh: Mesh, n: number): MeshSamples {
  const input = meshRenderInput(mesh);
  const surface = meshSurface(mesh);
  const count = n * n;
  const oklab = new Float64Array(count * 4);
  const srgb = new Float64Array(count * 4);
  const s = new Float64Array(MESH_CHANNELS);
  const rgba = new Float64Array(4);
  for (let k = 0; k < count; k++) {
    const [px, py] = sampleCentre(k, n);
    surfaceAt(surface, (px * 100) / n, (py * 100) / n, s);
    meshPixel(input, s, rgba);
    const alpha = rgba[3] / 255;
    premultipliedOklab(rgba[0] / 255, rgba[1] / 255, rgba[2] / 255, alpha, oklab, k * 4);
    srgb.set([(rgba[0] / 255) * alpha, (rgba[1] / 255) * alpha, (rgba[2] / 255) * alpha, alpha], k * 4);
  }
  return { side: n, oklab, srgb };
}

/** Returns a point's radial layer with a fade shape (see the file comment). */
export function pointLayer(color: AuthoredColor, x: number, y: number, shape: FadeShape): GradientLayer {
  const { coords, alpha } = toSpaceColor(color, 'oklab');
  const b = hundredth(shape.reach);
  const a = hundredth(shape.core * b);
  const m = hundredth((a + b) / 2);
  return layerOf(
    [
      { color, position: 0 },
      { color, position: a },
      { color: oklabAuthored(coords[0], coords[1], coords[2], alpha * shape.middle), position: m },
      { color: oklabAuthored(coords[0], coords[1], coords[2], 0), position: b },
    ],
    { kind: 'radial', shape: 'ellipse', size: 'farthest-corner', center: [hundredth(x), hundredth(y)], space: 'oklab' },
  );
}
