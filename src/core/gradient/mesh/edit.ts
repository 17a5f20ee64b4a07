/**
 * Edits of a mesh's grid that keep its look: a new number of columns and rows coloured from the current surface
 * (./surface.ts), and the points put back on their places in the grid.
 */
import { authoredColor, type AuthoredColor } from '../../exact/authoredColor.ts';
import { formatExactNumber } from '../../exact/exactColor.ts';
import { oklabToSrgb } from '../../convert/oklabToSrgb.ts';
import { srgbToHex } from '../../convert/srgbToHex.ts';
import { MAX_MESH_SIDE, MIN_MESH_SIDE, gridPlace, meshOf, type Mesh } from './mesh.ts';
import { meshColorAt, type MeshColor } from './surface.ts';

/** How far outside 0–1 an sRGB channel may be and still count as in gamut (float noise of the OKLab round trip). */
const GAMUT_SLACK = 1e-6;

/**
 * Returns a surface colour as an authored one: its sRGB code when it is opaque and inside sRGB (the nearest 8-bit
 * code, within half a step, what a palette keeps), else the exact text `oklab(L a b / A)` to 6 decimals (within
 * 1e-6 of OKLab, far below a visible step) with its fallback code.
 */
export function authoredOfMeshColor(color: MeshColor): AuthoredColor {
  const rgb = oklabToSrgb([color.l, color.a, color.b]);
  const inGamut = rgb.every((c) => c >= -GAMUT_SLACK && c <= 1 + GAMUT_SLACK);
  if (color.alpha >= 1 && inGamut) return { code: srgbToHex(rgb.map((c) => Math.min(1, Math.max(0, c))) as [number, number, number]) };
  const n = (value: number) => formatExactNumber(value, 6);
  const alpha = color.alpha >= 1 ? '' : ` / ${n(color.alpha)}`;
  return authoredColor(`oklab(${n(color.l)} ${n(color.a)} ${n(color.b)}${alpha})`);
}

/**
 * Returns the mesh with `columns` × `rows` points (each clamped to MIN_MESH_SIDE–MAX_MESH_SIDE) on a regular grid,
 * each coloured by the current surface at its place, so the look is kept: a place where a point of the mesh already
 * sits keeps that point's colour exactly.
 */
export function resizeMesh(mesh: Mesh, columns: number, rows: number): Mesh {
  const side = (n: number) => Math.min(MAX_MESH_SIDE, Math.max(MIN_MESH_SIDE, Math.round(n)));
  const [c, r] = [side(columns), side(rows)];
  return meshOf(c, r, (column, row) => {
    const x = gridPlace(column, c);
    const y = gridPlace(row, r);
    const there = mesh.points.find((point) => point.x === x && point.y === y);
    return there === undefined ? authoredOfMeshColor(meshColorAt(mesh, x, y)) : there.color;
  });
}

/** Returns the mesh with every point back on its place in the grid, its colour kept. */
export function resetMeshPlaces(mesh: Mesh): Mesh {
  return {
    ...mesh,
    points: mesh.points.map((point, index) => ({
      ...point,
      x: gridPlace(index % mesh.columns, mesh.columns),
      y: gridPlace(Math.floor(index / mesh.columns), mesh.rows),
    })),
  };
}
