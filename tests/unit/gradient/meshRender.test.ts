/**
 * The mesh gradient's render (src/core/gradient/mesh/render.ts): the surface at every pixel centre, clipped to sRGB
 * as the CSS raster clips, dithered so it does not band (the linear raster's goals, measured with its metrics: every
 * 8 × 8 box within 0.5/255 of the ideal image, and no run of identical pixels longer than 1 % of the width where the
 * rounded render bands), a band of rows the same bytes as the whole image's.
 */
import { describe, expect, it } from 'vitest';
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { oklabToSrgb } from '../../../src/core/convert/oklabToSrgb.ts';
import { DEFAULT_MESH, meshOf, withMeshPoint, type Mesh } from '../../../src/core/gradient/mesh/mesh.ts';
import { meshColorAt } from '../../../src/core/gradient/mesh/surface.ts';
import { renderMesh } from '../../../src/core/gradient/mesh/render.ts';
import { longestRun, worstBoxError } from '../../../src/core/gradient/rasterMetrics.ts';
import { spaceColorToSrgb, toSpaceColor } from '../../../src/core/gradient/interpolate.ts';

/** Returns rows [0, rows) of the mesh at W × H as the surface paints it, straight RGBA 0–255 floats, with the exact sRGB curve. */
function idealMesh(mesh: Mesh, width: number, height: number, rows: number): Float32Array {
  const out = new Float32Array(width * rows * 4);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const color = meshColorAt(mesh, ((x + 0.5) * 100) / width, ((y + 0.5) * 100) / height);
      const rgb = color.alpha === 0 ? [0, 0, 0] : oklabToSrgb([color.l, color.a, color.b]);
      out.set([...rgb.map((c) => 255 * Math.min(1, Math.max(0, c))), 255 * color.alpha], (y * width + x) * 4);
    }
  }
  return out;
}

/** Gentle meshes that band when rounded: dark slate corners, and a translucent one. */
const GENTLE: readonly [string, Mesh][] = [
  ['dark slate', meshOf(2, 2, (column, row) => authoredColor(['#0f172a', '#111a2e', '#131c30', '#0f1a2c'][row * 2 + column]))],
  ['translucent violet, a moved point', withMeshPoint(meshOf(3, 2, (column) => authoredColor(`oklch(${30 + column}% 0.05 290 / ${0.5 + column * 0.02})`)), 1, (p) => ({ ...p, x: 40 }))],
];

describe('the mesh render', () => {
  it.each(GENTLE)('does not band (%s): 8 × 8 boxes within 0.5/255 of the ideal, no run over 1 percent of the width', (_, mesh) => {
    const [width, height, rows] = [1920, 1080, 32];
    const rounded = renderMesh(mesh, width, height, { dither: false, rows: [0, rows] });
    const dithered = renderMesh(mesh, width, height, { dither: true, rows: [0, rows] });
    expect(longestRun(rounded, width)).toBeGreaterThan(width / 100);
    expect(longestRun(dithered, width)).toBeLessThanOrEqual(width / 100);
    expect(worstBoxError(dithered, idealMesh(mesh, width, height, rows), width)).toBeLessThan(0.5);
  });

  it('renders a band of rows as the same bytes as those rows of the whole image', () => {
    const whole = renderMesh(DEFAULT_MESH, 97, 61, { dither: true });
    expect(renderMesh(DEFAULT_MESH, 97, 61, { dither: true, rows: [20, 33] })).toEqual(whole.subarray(20 * 97 * 4, 33 * 97 * 4));
  });

  it('paints each point’s colour at its place, a wide one clipped to sRGB as the CSS raster clips it', () => {
    const mesh = meshOf(2, 2, (column, row) => authoredColor(['color(display-p3 0 1 0)', '#0000ff', '#ff0000', '#ffffff'][row * 2 + column]));
    const pixels = renderMesh(mesh, 100, 100, { dither: false });
    const [r, g, b, a] = spaceColorToSrgb(toSpaceColor(mesh.points[0].color, 'oklab'));
    // Pixel (0, 0) is a hair from the point: within a byte of the clipped colour.
    expect(Array.from(pixels.subarray(0, 4)).map((byte, i) => Math.abs(byte - 255 * [r, g, b, a][i]))).toSatisfy((d: number[]) => d.every((x) => x <= 1));
  });

  it('keeps black, white and opaque alpha exact when dithered, and refuses a size out of range', () => {
    for (const [code, byte] of [['#000000', 0], ['#ffffff', 255]] as const) {
      const pixels = renderMesh(meshOf(3, 2, () => authoredColor(code)), 64, 4, { dither: true });
      for (let i = 0; i < pixels.length; i++) expect(pixels[i]).toBe(i % 4 === 3 ? 255 : byte);
    }
    const mesh = meshOf(2, 2, (column) => authoredColor(column === 0 ? '#000000' : '#ffffff'));
    expect(() => renderMesh(mesh, 0, 4, { dither: true })).toThrow(RangeError);
    expect(() => renderMesh(mesh, 4, 4, { dither: true, rows: [2, 5] })).toThrow(RangeError);
  });
});
