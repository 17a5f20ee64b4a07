/**
 * A mesh gradient rendered to 8-bit RGBA pixels (straight alpha, row after row): at each pixel centre the surface
 * (./surface.ts, in % of the box: x = (px + 0.5) · 100 / W) gives premultiplied OKLab and alpha; the colour,
 * divided by alpha, goes OKLab → LMS (cubed) → linear sRGB by the core's matrices (../../convert/oklabToXyz65.ts, and
 * LMS → XYZ → linear sRGB folded into one matrix per render), each channel clipped to 0–1 as browsers clip a
 * gradient's colours outside sRGB (../interpolate.ts `spaceColorToSrgb`), then gamma-encoded by a table of the
 * sRGB curve (../../convert/linearToSrgb.ts) at MESH_GAMMA_STEPS + 1 evenly spaced points read linearly: at most
 * 0.005/255 from the curve (its steepest bend, at the knee 0.0031308, over a step of 1/4096), far below a byte.
 * The bytes are dithered as the gradient raster dithers (../raster.ts: its R2 threshold, triangular noise and
 * `ditherByte`, so the export does not band), or rounded.
 *
 * The per-render tables (`meshRenderInput`): the cells' coefficients and the points' places (./surface.ts), the two
 * matrices and the gamma table, are plain numbers the wasm port (assembly/gradient/mesh.ts) reads as they are, and the
 * loop below is the one it ports, operation for operation: the same bytes (tests/parity/meshRender.test.ts).
 */
import { LMS_TO_XYZ65, OKLAB_TO_LMS } from '../../convert/oklabToXyz65.ts';
import { XYZ65_TO_LINEAR_SRGB } from '../../convert/xyz65ToLinear.ts';
import { linearChannelToSrgb } from '../../convert/linearToSrgb.ts';
import type { Matrix3 } from '../../convert/types.ts';
import { R2_ALPHA_OFFSET, ditherByte, r2Threshold, rasterRows, triangularNoise, type RasterOptions } from '../raster.ts';
import type { Mesh } from './mesh.ts';
import { MESH_CHANNELS, meshSurface, surfaceAt, type MeshSurface } from './surface.ts';

/** Steps of the gamma table over linear 0–1. */
export const MESH_GAMMA_STEPS = 4096;

/**
 * The numbers a render reads: the surface, `matrices` (18 f64: OKLab → LMS, then LMS → linear sRGB, row by row) and
 * `gamma` (MESH_GAMMA_STEPS + 1 f64: 255 × the sRGB curve at i / MESH_GAMMA_STEPS).
 */
export type MeshRenderInput = { readonly surface: MeshSurface; readonly matrices: Float64Array; readonly gamma: Float64Array };

/** Returns a × b of two 3 × 3 matrices. */
function product(a: Matrix3, b: Matrix3): number[][] {
  return a.map((row) => [0, 1, 2].map((k) => row[0] * b[0][k] + row[1] * b[1][k] + row[2] * b[2][k]));
}

let gammaTable: Float64Array | null = null;
let matrixTable: Float64Array | null = null;

/** Returns the numbers the render of a mesh reads (see `MeshRenderInput`); the matrices and the table are built once. */
export function meshRenderInput(mesh: Mesh): MeshRenderInput {
  if (gammaTable === null || matrixTable === null) {
    gammaTable = new Float64Array(MESH_GAMMA_STEPS + 1);
    for (let i = 0; i <= MESH_GAMMA_STEPS; i++) gammaTable[i] = 255 * linearChannelToSrgb(i / MESH_GAMMA_STEPS);
    matrixTable = new Float64Array([...OKLAB_TO_LMS.flat(), ...product(XYZ65_TO_LINEAR_SRGB, LMS_TO_XYZ65).flat()]);
  }
  return { surface: meshSurface(mesh), matrices: matrixTable, gamma: gammaTable };
}

/** Returns 255 × the sRGB curve of a linear channel, clipped to 0–1 first, from the table. */
function encode(gamma: Float64Array, linear: number): number {
  if (!(linear > 0)) return gamma[0];
  if (linear >= 1) return gamma[MESH_GAMMA_STEPS];
  const f = linear * MESH_GAMMA_STEPS;
  const i = Math.floor(f);
  return gamma[i] + (gamma[i + 1] - gamma[i]) * (f - i);
}

/** Returns a byte of a channel x (0–255 float) rounded. */
function roundByte(x: number): number {
  const q = Math.floor(x + 0.5);
  return q < 0 ? 0 : q > 255 ? 255 : q;
}

/**
 * Writes straight RGBA 0–255 floats of the surface's premultiplied channels `s` into `rgba` (see the file comment):
 * what a pixel shows before its bytes are chosen. Alpha 0 is black, fully transparent.
 */
export function meshPixel(input: MeshRenderInput, s: Float64Array, rgba: Float64Array): void {
  const { matrices: m, gamma } = input;
  const alpha = s[3];
  if (alpha === 0) {
    rgba.fill(0);
    return;
  }
  const l = s[0] / alpha;
  const a = s[1] / alpha;
  const b = s[2] / alpha;
  const x = m[0] * l + m[1] * a + m[2] * b;
  const y = m[3] * l + m[4] * a + m[5] * b;
  const z = m[6] * l + m[7] * a + m[8] * b;
  const lx = x * x * x;
  const ly = y * y * y;
  const lz = z * z * z;
  rgba[0] = encode(gamma, m[9] * lx + m[10] * ly + m[11] * lz);
  rgba[1] = encode(gamma, m[12] * lx + m[13] * ly + m[14] * lz);
  rgba[2] = encode(gamma, m[15] * lx + m[16] * ly + m[17] * lz);
  rgba[3] = alpha * 255;
}

/**
 * Returns the mesh at W × H px (1–RASTER_MAX_SIDE each) as RGBA bytes, straight alpha, row after row, dithered or
 * rounded; with `options.rows`, only those rows of that image (the same bytes as the whole image's).
 */
export function renderMesh(mesh: Mesh, width: number, height: number, options: RasterOptions): Uint8ClampedArray {
  const [start, end] = rasterRows(width, height, options);
  const out = new Uint8ClampedArray(width * (end - start) * 4);
  meshPixels(meshRenderInput(mesh), width, height, start, end, options.dither, out);
  return out;
}

/** Writes rows [start, end) of the W × H image into `out` (RGBA bytes from row `start`): the loop the wasm ports. */
export function meshPixels(input: MeshRenderInput, width: number, height: number, start: number, end: number, dither: boolean, out: Uint8ClampedArray): void {
  const s = new Float64Array(MESH_CHANNELS);
  const rgba = new Float64Array(4);
  let o = 0;
  for (let y = start; y < end; y++) {
    const py = ((y + 0.5) * 100) / height;
    let cell = 0;
    for (let x = 0; x < width; x++) {
      cell = surfaceAt(input.surface, ((x + 0.5) * 100) / width, py, s, cell);
      meshPixel(input, s, rgba);
      if (dither) {
        const u = r2Threshold(x, y, 0);
        const noise = triangularNoise(u);
        out[o] = ditherByte(rgba[0], u, noise);
        out[o + 1] = ditherByte(rgba[1], u, noise);
        out[o + 2] = ditherByte(rgba[2], u, noise);
        const ca = rgba[3];
        // Opaque and clear pixels need no threshold of their own: both stay exact.
        if (ca === 255 || ca === 0) out[o + 3] = ca;
        else {
          const ua = r2Threshold(x, y, R2_ALPHA_OFFSET);
          out[o + 3] = ditherByte(ca, ua, triangularNoise(ua));
        }
      } else {
        out[o] = roundByte(rgba[0]);
        out[o + 1] = roundByte(rgba[1]);
        out[o + 2] = roundByte(rgba[2]);
        out[o + 3] = roundByte(rgba[3]);
      }
      o += 4;
    }
  }
}
