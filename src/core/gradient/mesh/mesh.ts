/**
 * A mesh gradient: a grid of colour points (columns × rows, row by row from the top left) that a smooth surface passes
 * through. Each point may be moved off its place in the grid (x and y in % of the box) to bend the surface; the colours
 * are mixed in OKLab. CSS cannot say a mesh: it is painted in the engine, and written as layered CSS gradients only as an
 * approximation whose error is shown.
 */
import type { AuthoredColor } from '../../exact/authoredColor.ts';

export type MeshPoint = {
  readonly color: AuthoredColor;
  /** Where the point sits, in % of the box's width (0 left, 100 right). */
  readonly x: number;
  /** Where the point sits, in % of the box's height (0 top, 100 bottom). */
  readonly y: number;
};

export type Mesh = {
  readonly columns: number;
  readonly rows: number;
  /** columns × rows points, row by row from the top left. */
  readonly points: readonly MeshPoint[];
};

export const MIN_MESH_SIDE = 2;
export const MAX_MESH_SIDE = 6;

/** Where a grid point sits when it has not been moved: the grid spans the box, edge to edge. */
export function gridPlace(index: number, count: number): number {
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/** Returns the point of a mesh at a column and row. */
export function meshPoint(mesh: Mesh, column: number, row: number): MeshPoint {
  return mesh.points[row * mesh.columns + column];
}

/** Returns a mesh whose points sit on a regular grid, coloured by `colorAt`. */
export function meshOf(columns: number, rows: number, colorAt: (column: number, row: number) => AuthoredColor): Mesh {
  const points: MeshPoint[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      points.push({ color: colorAt(column, row), x: gridPlace(column, columns), y: gridPlace(row, rows) });
    }
  }
  return { columns, rows, points };
}

/** Returns the mesh with one point changed. */
export function withMeshPoint(mesh: Mesh, index: number, change: (point: MeshPoint) => MeshPoint): Mesh {
  return { ...mesh, points: mesh.points.map((point, i) => (i === index ? change(point) : point)) };
}

/** The mesh a first visit shows: a 3 × 3 grid of indigo, pink, amber and teal, its middle point slightly moved. */
export const DEFAULT_MESH: Mesh = (() => {
  const colors = ['#4f46e5', '#8b5cf6', '#ec4899', '#0ea5e9', '#f0abfc', '#f97316', '#14b8a6', '#a3e635', '#f59e0b'];
  const mesh = meshOf(3, 3, (column, row) => ({ code: colors[row * 3 + column] }));
  return withMeshPoint(mesh, 4, (point) => ({ ...point, x: 42, y: 58 }));
})();
