/**
 * Grid edits of a mesh (src/core/gradient/mesh/edit.ts): a new grid coloured from the current surface keeps the look,
 * and the points go back on the grid with their colours.
 */
import { describe, expect, it } from 'vitest';
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { toSpaceColor } from '../../../src/core/gradient/interpolate.ts';
import { DEFAULT_MESH, gridPlace, meshOf, withMeshPoint, type Mesh } from '../../../src/core/gradient/mesh/mesh.ts';
import { meshColorAt } from '../../../src/core/gradient/mesh/surface.ts';
import { authoredOfMeshColor, resetMeshPlaces, resizeMesh } from '../../../src/core/gradient/mesh/edit.ts';

/** Returns the mean OKLab distance (premultiplied) between two meshes' surfaces over a 25 × 25 grid. */
function meanDifference(a: Mesh, b: Mesh): number {
  let sum = 0;
  for (let y = 0; y <= 100; y += 100 / 24) {
    for (let x = 0; x <= 100; x += 100 / 24) {
      const [p, q] = [meshColorAt(a, x, y), meshColorAt(b, x, y)];
      sum += Math.hypot(p.l * p.alpha - q.l * q.alpha, p.a * p.alpha - q.a * q.alpha, p.b * p.alpha - q.b * q.alpha, p.alpha - q.alpha);
    }
  }
  return sum / 625;
}

describe('resizeMesh', () => {
  it('makes a regular grid of the size asked (clamped to 2–6), its colours the surface’s, so the look is kept', () => {
    const grown = resizeMesh(DEFAULT_MESH, 5, 4);
    expect([grown.columns, grown.rows, grown.points.length]).toEqual([5, 4, 20]);
    grown.points.forEach((point, i) => {
      expect([point.x, point.y]).toEqual([gridPlace(i % 5, 5), gridPlace(Math.floor(i / 5), 4)]);
      const surface = meshColorAt(DEFAULT_MESH, point.x, point.y);
      const { coords } = toSpaceColor(point.color, 'oklab');
      // A code is the nearest 8-bit colour: within a step of the surface.
      expect(Math.hypot(coords[0] - surface.l, coords[1] - surface.a, coords[2] - surface.b)).toBeLessThan(0.004);
    });
    expect(meanDifference(DEFAULT_MESH, grown)).toBeLessThan(0.01);
    expect(meanDifference(DEFAULT_MESH, resizeMesh(DEFAULT_MESH, 2, 2))).toBeGreaterThan(meanDifference(DEFAULT_MESH, grown));
    expect([resizeMesh(DEFAULT_MESH, 9, 1).columns, resizeMesh(DEFAULT_MESH, 9, 1).rows]).toEqual([6, 2]);
  });

  it('keeps the colour of a point already at a new place exactly', () => {
    const mesh = meshOf(3, 3, (column, row) => authoredColor(['#ff0000', 'oklch(70% 0.3 150)', '#0000ff'][(column + row) % 3]));
    const grown = resizeMesh(mesh, 5, 5);
    expect(grown.points[0].color).toBe(mesh.points[0].color);
    expect(grown.points[2].color).toBe(mesh.points[1].color);
  });

  it('writes a wide or translucent surface colour as an exact text that reads back, an opaque sRGB one as its code', () => {
    expect(authoredOfMeshColor({ l: 0.627955, a: 0.224863, b: 0.125846, alpha: 1 })).toEqual({ code: '#ff0000' });
    const wide = authoredOfMeshColor({ l: 0.8, a: -0.3, b: 0.2, alpha: 0.5 });
    expect(wide.exact).toBe('oklab(0.8 -0.3 0.2 / 0.5)');
    expect(toSpaceColor(wide, 'oklab')).toMatchObject({ coords: [0.8, -0.3, 0.2], alpha: 0.5 });
  });
});

describe('resetMeshPlaces', () => {
  it('puts every point back on the grid and keeps its colour', () => {
    const moved = withMeshPoint(DEFAULT_MESH, 0, (point) => ({ ...point, x: 12, y: 7 }));
    const reset = resetMeshPlaces(moved);
    reset.points.forEach((point, i) => {
      expect([point.x, point.y]).toEqual([gridPlace(i % 3, 3), gridPlace(Math.floor(i / 3), 3)]);
      expect(point.color).toBe(moved.points[i].color);
    });
  });
});
