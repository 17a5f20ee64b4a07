/**
 * Moving a point of a mesh (./mesh.ts) as an editor does: within the box, to a tenth of a per cent, and no further than
 * a little short of its neighbours along its row and its column, so that a drag does not fold a cell over itself (the
 * surface assumes each cell stays a quad with its corners in order: ./surface.ts).
 */
import { withMeshPoint, type Mesh } from './mesh.ts';

/** How near (% of the box) a point may come to its neighbour along its row or column. */
export const MESH_POINT_GAP = 1;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Returns `value` within low–high, or within 0–100 where the neighbours leave no room (a mesh already folded). */
function within(value: number, low: number, high: number): number {
  const [from, to] = low <= high ? [low, high] : [0, 100];
  return Math.min(to, Math.max(from, tenth(value)));
}

/** Returns the mesh with a point moved towards (x, y), kept inside the box and short of its neighbours. */
export function moveMeshPoint(mesh: Mesh, index: number, x: number, y: number): Mesh {
  const column = index % mesh.columns;
  const row = Math.floor(index / mesh.columns);
  const at = (c: number, r: number) => mesh.points[r * mesh.columns + c];
  const left = column > 0 ? tenth(at(column - 1, row).x) + MESH_POINT_GAP : 0;
  const right = column < mesh.columns - 1 ? tenth(at(column + 1, row).x) - MESH_POINT_GAP : 100;
  const top = row > 0 ? tenth(at(column, row - 1).y) + MESH_POINT_GAP : 0;
  const bottom = row < mesh.rows - 1 ? tenth(at(column, row + 1).y) - MESH_POINT_GAP : 100;
  return withMeshPoint(mesh, index, (point) => ({ ...point, x: within(x, Math.max(0, left), Math.min(100, right)), y: within(y, Math.max(0, top), Math.min(100, bottom)) }));
}
