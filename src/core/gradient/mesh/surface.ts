/**
 * The colour surface of a mesh gradient (./mesh.ts): a smooth bicubic surface through the points, in OKLab with
 * premultiplied alpha, laid over the box by the points' places.
 *
 * Colour: each point's colour read into OKLab (../interpolate.ts `toSpaceColor`, so an exact wide-gamut or translucent
 * colour keeps what it says) and premultiplied: the four channels L·α, a·α, b·α, α. A transparent point so lends no
 * colour of its own, as CSS Color 4 mixes translucent colours.
 *
 * The surface in grid parameters (u along the columns, v down the rows; each cell a unit square): per cell a bicubic
 * Hermite patch of each channel from its four corners' values, their slopes along u and v and their cross slopes
 * (twists). The slopes are Catmull-Rom's (half the difference of the two neighbours; at the mesh's edge the one
 * difference there), limited as Fritsch and Carlson limit a monotone cubic ("Monotone Piecewise Cubic Interpolation",
 * SIAM J. Numer. Anal. 17, 1980): 0 where a point is a peak or a valley along its grid line, at most three times the
 * smaller difference beside it, so the curves along the grid lines pass through every point without overshooting
 * them. The twist is the mean of the slopes' central differences across. Patches share their corners' values, slopes
 * and twists, so the surface is C1 across cells and passes exactly through every point. Inside a patch a small
 * overshoot remains possible: alpha is clamped to 0–1 and L·α to 0–α.
 *
 * Place: a point of the box belongs to the cell whose quad (its four points, A top left, B top right, C bottom right,
 * D bottom left) holds it, and its (u, v) in that cell inverts the quad's bilinear map p = A + u·(B − A) + v·(D − A)
 * + u·v·(A − B + C − D), a quadratic in v (its numerically stable root in or nearest 0–1), then u. Points may be moved,
 * but each cell is assumed to stay a quad that does not fold over itself (no edge crossing another, the corners in
 * order): then the map is one to one over the cell and the inverse is the cell's only answer. The cell is found by a
 * walk from the row's first cell, one neighbour at a time toward the side of the quad's edge the point lies beyond;
 * a point outside the points' hull stops in the cell at that edge and its (u, v) is clamped to 0–1, so it takes the
 * colour of the hull's edge nearest in the grid's parameters. Everything is +, −, ×, ÷, floor and sqrt on f64 in a
 * fixed order, so the wasm port (assembly/gradient/mesh.ts) finds the same numbers.
 */
import type { Mesh } from './mesh.ts';
import { toSpaceColor } from '../interpolate.ts';

/** The premultiplied channels the surface carries: L·α, a·α, b·α (OKLab), α. */
export const MESH_CHANNELS = 4;
/** f64 per cell: for each channel the 16 power-basis coefficients c[i][j] of u^i·v^j, at [channel·16 + i·4 + j]. */
export const MESH_CELL_STRIDE = MESH_CHANNELS * 16;

/** A mesh read for evaluation: its point places (x, y in % per point) and its cells' coefficients. */
export type MeshSurface = {
  readonly columns: number;
  readonly rows: number;
  /** x, y (% of the box) of each point, row by row. */
  readonly places: Float64Array;
  /** MESH_CELL_STRIDE f64 per cell, (columns − 1) × (rows − 1) cells row by row. */
  readonly cells: Float64Array;
};

/** A colour of the surface: OKLab (L 0–1, a, b; straight, not premultiplied) and alpha 0–1. */
export type MeshColor = { readonly l: number; readonly a: number; readonly b: number; readonly alpha: number };

/** Returns a limited Catmull-Rom slope at a point from the values before and after it (see the file comment). */
function slope(before: number, here: number, after: number, hasBefore: boolean, hasAfter: boolean): number {
  if (!hasBefore) return hasAfter ? after - here : 0;
  if (!hasAfter) return here - before;
  const d0 = here - before;
  const d1 = after - here;
  if (d0 * d1 <= 0) return 0;
  const m = (d0 + d1) / 2;
  const limit = 3 * Math.min(Math.abs(d0), Math.abs(d1));
  return Math.abs(m) > limit ? Math.sign(m) * limit : m;
}

/** Returns the plain difference slope of a grid of values at (i, j) across `count` entries (central, one-sided at the ends). */
function difference(at: (k: number) => number, k: number, count: number): number {
  if (count < 2) return 0;
  if (k === 0) return at(1) - at(0);
  if (k === count - 1) return at(k) - at(k - 1);
  return (at(k + 1) - at(k - 1)) / 2;
}

/** The Hermite basis in power form: row r is basis r's coefficients of 1, t, t², t³ (h00, h01, h10, h11). */
const HERMITE = [
  [1, 0, -3, 2],
  [0, 0, 3, -2],
  [0, 1, -2, 1],
  [0, 0, -1, 1],
] as const;

/** Returns the premultiplied channels of every point, MESH_CHANNELS per point. */
function pointChannels(mesh: Mesh): Float64Array {
  const values = new Float64Array(mesh.points.length * MESH_CHANNELS);
  mesh.points.forEach((point, i) => {
    const { coords, alpha } = toSpaceColor(point.color, 'oklab');
    values.set([coords[0] * alpha, coords[1] * alpha, coords[2] * alpha, alpha], i * MESH_CHANNELS);
  });
  return values;
}

const surfaces = new WeakMap<Mesh, MeshSurface>();

/** Returns the surface of a mesh (see the file comment), built once per mesh object. */
export function meshSurface(mesh: Mesh): MeshSurface {
  const known = surfaces.get(mesh);
  if (known !== undefined) return known;
  const { columns, rows } = mesh;
  if (mesh.points.length !== columns * rows || columns < 2 || rows < 2) throw new RangeError(`a mesh of ${columns} × ${rows} with ${mesh.points.length} points`);
  const values = pointChannels(mesh);
  const value = (i: number, j: number, c: number) => values[(j * columns + i) * MESH_CHANNELS + c];
  const n = columns * rows * MESH_CHANNELS;
  const du = new Float64Array(n);
  const dv = new Float64Array(n);
  const twist = new Float64Array(n);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      for (let c = 0; c < MESH_CHANNELS; c++) {
        const at = (j * columns + i) * MESH_CHANNELS + c;
        du[at] = slope(i > 0 ? value(i - 1, j, c) : 0, value(i, j, c), i + 1 < columns ? value(i + 1, j, c) : 0, i > 0, i + 1 < columns);
        dv[at] = slope(j > 0 ? value(i, j - 1, c) : 0, value(i, j, c), j + 1 < rows ? value(i, j + 1, c) : 0, j > 0, j + 1 < rows);
      }
    }
  }
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      for (let c = 0; c < MESH_CHANNELS; c++) {
        const acrossV = difference((k) => du[(k * columns + i) * MESH_CHANNELS + c], j, rows);
        const acrossU = difference((k) => dv[(j * columns + k) * MESH_CHANNELS + c], i, columns);
        twist[(j * columns + i) * MESH_CHANNELS + c] = (acrossV + acrossU) / 2;
      }
    }
  }
  const cellCount = (columns - 1) * (rows - 1);
  const cells = new Float64Array(cellCount * MESH_CELL_STRIDE);
  const g = [new Float64Array(4), new Float64Array(4), new Float64Array(4), new Float64Array(4)];
  for (let j = 0; j + 1 < rows; j++) {
    for (let i = 0; i + 1 < columns; i++) {
      const base = (j * (columns - 1) + i) * MESH_CELL_STRIDE;
      const p = (di: number, dj: number) => ((j + dj) * columns + i + di) * MESH_CHANNELS;
      for (let c = 0; c < MESH_CHANNELS; c++) {
        // Hermite geometry: g[a][b] for u-basis a and v-basis b (value, value, slope, slope at 0 then 1).
        const corner = (arr: Float64Array | null, di: number, dj: number) => (arr === null ? values : arr)[p(di, dj) + c];
        g[0].set([corner(null, 0, 0), corner(null, 0, 1), corner(dv, 0, 0), corner(dv, 0, 1)]);
        g[1].set([corner(null, 1, 0), corner(null, 1, 1), corner(dv, 1, 0), corner(dv, 1, 1)]);
        g[2].set([corner(du, 0, 0), corner(du, 0, 1), corner(twist, 0, 0), corner(twist, 0, 1)]);
        g[3].set([corner(du, 1, 0), corner(du, 1, 1), corner(twist, 1, 0), corner(twist, 1, 1)]);
        for (let pu = 0; pu < 4; pu++) {
          for (let pv = 0; pv < 4; pv++) {
            let sum = 0;
            for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) sum += HERMITE[a][pu] * g[a][b] * HERMITE[b][pv];
            cells[base + c * 16 + pu * 4 + pv] = sum;
          }
        }
      }
    }
  }
  const places = new Float64Array(columns * rows * 2);
  mesh.points.forEach((point, i) => {
    places[i * 2] = point.x;
    places[i * 2 + 1] = point.y;
  });
  const surface = { columns, rows, places, cells };
  surfaces.set(mesh, surface);
  return surface;
}

/** Returns cross(a, b) of two vectors. */
function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}

/**
 * Writes the surface's premultiplied channels at (x, y) (% of the box) into `out` (MESH_CHANNELS f64, alpha clamped
 * to 0–1 and L·α to 0–α), walking from cell `from` (row by row; see the file comment), and returns the cell it
 * ended in: the render starts each row's walk at cell 0 and each next pixel's where the last one ended. The loop the
 * wasm ports.
 */
export function surfaceAt(surface: MeshSurface, x: number, y: number, out: Float64Array, from = 0): number {
  const { columns, rows, places, cells } = surface;
  const lastI = columns - 2;
  const lastJ = rows - 2;
  let i = from % (columns - 1);
  let j = Math.floor(from / (columns - 1));
  // At most columns + rows moves (a walk across the mesh and back): a quad folded against the assumption cannot loop.
  for (let step = 0; step < columns + rows; step++) {
    const at = (j * columns + i) * 2;
    const below = at + columns * 2;
    const [ax, ay, bx, by] = [places[at], places[at + 1], places[at + 2], places[at + 3]];
    const [dx, dy, cx, cy] = [places[below], places[below + 1], places[below + 2], places[below + 3]];
    if (i > 0 && cross(dx - ax, dy - ay, x - ax, y - ay) > 0) i--;
    else if (i < lastI && cross(cx - bx, cy - by, x - bx, y - by) < 0) i++;
    else if (j > 0 && cross(bx - ax, by - ay, x - ax, y - ay) < 0) j--;
    else if (j < lastJ && cross(cx - dx, cy - dy, x - dx, y - dy) > 0) j++;
    else break;
  }
  const at = (j * columns + i) * 2;
  const below = at + columns * 2;
  const ax = places[at], ay = places[at + 1], bx = places[at + 2], by = places[at + 3];
  const dx = places[below], dy = places[below + 1], cx = places[below + 2], cy = places[below + 3];
  // Invert the bilinear map: h = u·e + v·f + u·v·g, so k2·v² + k1·v + k0 = 0.
  const ex = bx - ax, ey = by - ay, fx = dx - ax, fy = dy - ay;
  const gx = ax - bx + cx - dx, gy = ay - by + cy - dy;
  const hx = x - ax, hy = y - ay;
  const k2 = cross(gx, gy, fx, fy);
  const k1 = cross(ex, ey, fx, fy) + cross(hx, hy, gx, gy);
  const k0 = cross(hx, hy, ex, ey);
  let disc = k1 * k1 - 4 * k0 * k2;
  if (disc < 0) disc = 0;
  const q = -0.5 * (k1 + (k1 < 0 ? -Math.sqrt(disc) : Math.sqrt(disc)));
  let v = 0;
  if (q !== 0) {
    // k0 / q is the root that stays finite as k2 → 0 (a parallelogram); q / k2 the other.
    v = k0 / q;
    if (k2 !== 0) {
      const other = q / k2;
      const off = v < 0 ? -v : v > 1 ? v - 1 : 0;
      const otherOff = other < 0 ? -other : other > 1 ? other - 1 : 0;
      if (otherOff < off) v = other;
    }
  }
  const ux = ex + gx * v;
  const uy = ey + gy * v;
  let u = 0;
  if (Math.abs(ux) >= Math.abs(uy)) {
    if (ux !== 0) u = (hx - fx * v) / ux;
  } else u = (hy - fy * v) / uy;
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  v = v < 0 ? 0 : v > 1 ? 1 : v;
  const base = (j * (columns - 1) + i) * MESH_CELL_STRIDE;
  for (let c = 0; c < MESH_CHANNELS; c++) {
    const k = base + c * 16;
    const r0 = ((cells[k + 12] * u + cells[k + 8]) * u + cells[k + 4]) * u + cells[k];
    const r1 = ((cells[k + 13] * u + cells[k + 9]) * u + cells[k + 5]) * u + cells[k + 1];
    const r2 = ((cells[k + 14] * u + cells[k + 10]) * u + cells[k + 6]) * u + cells[k + 2];
    const r3 = ((cells[k + 15] * u + cells[k + 11]) * u + cells[k + 7]) * u + cells[k + 3];
    out[c] = ((r3 * v + r2) * v + r1) * v + r0;
  }
  const alpha = out[3] < 0 ? 0 : out[3] > 1 ? 1 : out[3];
  out[3] = alpha;
  out[0] = out[0] < 0 ? 0 : out[0] > alpha ? alpha : out[0];
  return j * (columns - 1) + i;
}

/**
 * Returns the mesh's colour at (x, y) (% of the box): OKLab, straight (the premultiplied surface divided by its alpha;
 * 0, 0, 0 where alpha is 0), and alpha. What the UI reads to colour a new point.
 */
export function meshColorAt(mesh: Mesh, x: number, y: number): MeshColor {
  const out = new Float64Array(MESH_CHANNELS);
  surfaceAt(meshSurface(mesh), x, y, out);
  const alpha = out[3];
  if (alpha === 0) return { l: 0, a: 0, b: 0, alpha: 0 };
  return { l: out[0] / alpha, a: out[1] / alpha, b: out[2] / alpha, alpha };
}
