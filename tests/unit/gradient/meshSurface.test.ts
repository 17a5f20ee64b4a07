/**
 * The mesh gradient's colour surface (src/core/gradient/mesh/surface.ts): through every point exactly, moved or
 * not, in OKLab with the exact colour of a wide or translucent point; smooth (C1) across cells; no overshoot along the
 * grid lines; premultiplied alpha; and a place outside the points' hull takes the hull's edge.
 */
import { describe, expect, it } from 'vitest';
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { toSpaceColor } from '../../../src/core/gradient/interpolate.ts';
import { DEFAULT_MESH, meshOf, withMeshPoint, type Mesh } from '../../../src/core/gradient/mesh/mesh.ts';
import { meshColorAt, meshSurface } from '../../../src/core/gradient/mesh/surface.ts';

const oklabOf = (text: string) => toSpaceColor(authoredColor(text), 'oklab');

/** A 4 × 3 mesh of varied colours (one Display P3, one translucent), three points moved. */
const MOVED: Mesh = (() => {
  const colors = ['#0f172a', '#7c3aed', 'color(display-p3 0.1 0.9 0.3)', '#f59e0b', '#ec4899', 'rgb(20 180 160 / 0.4)', '#fde047', '#1e3a8a', '#ffffff', '#000000', '#22c55e', '#ef4444'];
  let mesh = meshOf(4, 3, (column, row) => authoredColor(colors[row * 4 + column]));
  mesh = withMeshPoint(mesh, 5, (point) => ({ ...point, x: 40, y: 62 }));
  mesh = withMeshPoint(mesh, 6, (point) => ({ ...point, x: 60, y: 41 }));
  return withMeshPoint(mesh, 0, (point) => ({ ...point, x: 8, y: 12 }));
})();

describe('the mesh surface', () => {
  it('passes exactly through every point, moved or not, with the point’s exact (wide, translucent) colour', () => {
    for (const mesh of [DEFAULT_MESH, MOVED]) {
      for (const point of mesh.points) {
        const { coords, alpha } = toSpaceColor(point.color, 'oklab');
        const color = meshColorAt(mesh, point.x, point.y);
        expect(color.alpha).toBeCloseTo(alpha, 12);
        expect(Math.hypot(color.l - coords[0], color.a - coords[1], color.b - coords[2])).toBeLessThan(1e-9);
      }
    }
    // The P3 point keeps its chroma beyond sRGB (its fallback code would not).
    expect(meshColorAt(MOVED, 100 * (2 / 3), 0).a).toBeCloseTo(oklabOf('color(display-p3 0.1 0.9 0.3)').coords[1], 9);
  });

  it('is smooth across a cell edge: the slope on either side of it agrees (C1)', () => {
    const mesh = meshOf(3, 3, (column, row) => authoredColor(['#0f172a', '#7c3aed', '#f59e0b', '#ec4899', '#22d3ee', '#fde047', '#1e3a8a', '#ffffff', '#ef4444'][row * 3 + column]));
    const h = 1e-4;
    for (const y of [10, 37, 80]) {
      const at = (x: number) => meshColorAt(mesh, x, y);
      const left = (at(50).a - at(50 - h).a) / h;
      const right = (at(50 + h).a - at(50).a) / h;
      expect(Math.abs(left - right)).toBeLessThan(1e-3 * Math.max(1e-3, Math.abs(left)) + 1e-6);
      // A value jump would show as a huge slope; the colours agree at the edge.
      expect(Math.abs(at(50 + 1e-9).l - at(50 - 1e-9).l)).toBeLessThan(1e-8);
    }
  });

  it('does not overshoot its points along a grid line (a peak point has a flat slope, no ring)', () => {
    const mesh = meshOf(5, 2, (column) => authoredColor(['#202020', '#303030', '#f0f0f0', '#f4f4f4', '#ffffff'][column]));
    let last = -Infinity;
    const lightness = mesh.points.slice(0, 5).map((point) => toSpaceColor(point.color, 'oklab').coords[0]);
    for (let x = 0; x <= 100; x += 0.5) {
      const { l } = meshColorAt(mesh, x, 0);
      expect(l).toBeGreaterThanOrEqual(last - 1e-12);
      expect(l).toBeGreaterThanOrEqual(lightness[0] - 1e-12);
      expect(l).toBeLessThanOrEqual(lightness[4] + 1e-12);
      last = l;
    }
  });

  it('mixes alpha premultiplied: a transparent point lends no colour, and alpha stays within 0–1', () => {
    const mesh = meshOf(2, 2, (column, row) => authoredColor(row === 0 && column === 0 ? 'rgb(0 255 0 / 0)' : '#ff0000'));
    const middle = meshColorAt(mesh, 50, 50);
    expect(middle.alpha).toBeGreaterThan(0);
    expect(middle.alpha).toBeLessThan(1);
    const red = oklabOf('#ff0000').coords;
    expect(Math.hypot(middle.l - red[0], middle.a - red[1], middle.b - red[2])).toBeLessThan(1e-9);
    expect(meshColorAt(mesh, 0, 0).alpha).toBe(0);
  });

  it('gives a place outside the points’ hull the colour of the hull’s edge', () => {
    let mesh = meshOf(2, 2, (column, row) => authoredColor(['#ff0000', '#0000ff', '#00ff00', '#ffff00'][row * 2 + column]));
    mesh = withMeshPoint(mesh, 0, (point) => ({ ...point, x: 20 }));
    mesh = withMeshPoint(mesh, 2, (point) => ({ ...point, x: 20 }));
    for (const y of [0, 25, 50, 100]) expect(meshColorAt(mesh, 3, y)).toEqual(meshColorAt(mesh, 20, y));
  });

  it('rejects a mesh whose points do not fill its grid', () => {
    expect(() => meshSurface({ ...DEFAULT_MESH, points: DEFAULT_MESH.points.slice(1) })).toThrow(RangeError);
  });
});
