/**
 * The mesh gradient's pixel loop (mirror of `meshPixels` in src/core/gradient/mesh/render.ts, with `surfaceAt` of
 * src/core/gradient/mesh/surface.ts and `meshPixel`; the walk to a pixel's cell, the bilinear inversion, the bicubic
 * patches, the OKLab → sRGB steps and the dither are documented there): the JavaScript side writes the per-render
 * tables (`meshRenderInput`: the points' places, the cells' coefficients, the two matrices and the gamma table), this
 * writes RGBA bytes. Bit-identical to the core (tests/parity/meshRender.test.ts): the same f64 operations in the same
 * order, with floor and sqrt (exact IEEE operations) and no other function.
 *
 * Memory, all in the caller's scratch block: `places` 2 f64 a point (x, y in % of the box, row by row), `cells`
 * MESH_CELL_STRIDE f64 a cell, `matrices` 18 f64, `gamma` MESH_GAMMA_STEPS + 1 f64, `out` 4 bytes a pixel.
 */
import { MESH_CELL_STRIDE, MESH_CHANNELS, MESH_GAMMA_STEPS } from "../generated/constants";
import { writePixel } from "./raster";

// The call's inputs.
let places: usize = 0;
let cells: usize = 0;
let matrices: usize = 0;
let gamma: usize = 0;

// The surface's channels at the pixel (L·α, a·α, b·α, α) and its straight RGBA 0–255.
let s0: f64 = 0;
let s1: f64 = 0;
let s2: f64 = 0;
let s3: f64 = 0;

// @ts-ignore: decorator
@inline
function placeAt(index: i32): f64 {
  return load<f64>(places + (<usize>index << 3));
}

// @ts-ignore: decorator
@inline
function cellAt(index: i32): f64 {
  return load<f64>(cells + (<usize>index << 3));
}

// @ts-ignore: decorator
@inline
function matrixAt(index: i32): f64 {
  return load<f64>(matrices + (<usize>index << 3));
}

// @ts-ignore: decorator
@inline
function gammaAt(index: i32): f64 {
  return load<f64>(gamma + (<usize>index << 3));
}

// @ts-ignore: decorator
@inline
function cross(ax: f64, ay: f64, bx: f64, by: f64): f64 {
  return ax * by - ay * bx;
}

/** Returns one channel's bicubic at (u, v) from the coefficients at `k` (the core's Horner order). */
// @ts-ignore: decorator
@inline
function patch(k: i32, u: f64, v: f64): f64 {
  const r0 = ((cellAt(k + 12) * u + cellAt(k + 8)) * u + cellAt(k + 4)) * u + cellAt(k);
  const r1 = ((cellAt(k + 13) * u + cellAt(k + 9)) * u + cellAt(k + 5)) * u + cellAt(k + 1);
  const r2 = ((cellAt(k + 14) * u + cellAt(k + 10)) * u + cellAt(k + 6)) * u + cellAt(k + 2);
  const r3 = ((cellAt(k + 15) * u + cellAt(k + 11)) * u + cellAt(k + 7)) * u + cellAt(k + 3);
  return ((r3 * v + r2) * v + r1) * v + r0;
}

/**
 * Sets s0–s3 to the surface at (x, y) (% of the box), walking from cell `from`, and returns the cell it ended in
 * (the core's `surfaceAt`).
 */
// @ts-ignore: decorator
@inline
function surfaceAt(columns: i32, rows: i32, x: f64, y: f64, from: i32): i32 {
  const lastI = columns - 2;
  const lastJ = rows - 2;
  let i = from % (columns - 1);
  let j = from / (columns - 1);
  for (let step = 0; step < columns + rows; step++) {
    const at = (j * columns + i) * 2;
    const below = at + columns * 2;
    const ax = placeAt(at), ay = placeAt(at + 1), bx = placeAt(at + 2), by = placeAt(at + 3);
    const dx = placeAt(below), dy = placeAt(below + 1), cx = placeAt(below + 2), cy = placeAt(below + 3);
    if (i > 0 && cross(dx - ax, dy - ay, x - ax, y - ay) > 0) i--;
    else if (i < lastI && cross(cx - bx, cy - by, x - bx, y - by) < 0) i++;
    else if (j > 0 && cross(bx - ax, by - ay, x - ax, y - ay) < 0) j--;
    else if (j < lastJ && cross(cx - dx, cy - dy, x - dx, y - dy) > 0) j++;
    else break;
  }
  const at = (j * columns + i) * 2;
  const below = at + columns * 2;
  const ax = placeAt(at), ay = placeAt(at + 1), bx = placeAt(at + 2), by = placeAt(at + 3);
  const dx = placeAt(below), dy = placeAt(below + 1), cx = placeAt(below + 2), cy = placeAt(below + 3);
  const ex = bx - ax, ey = by - ay, fx = dx - ax, fy = dy - ay;
  const gx = ax - bx + cx - dx, gy = ay - by + cy - dy;
  const hx = x - ax, hy = y - ay;
  const k2 = cross(gx, gy, fx, fy);
  const k1 = cross(ex, ey, fx, fy) + cross(hx, hy, gx, gy);
  const k0 = cross(hx, hy, ex, ey);
  let disc = k1 * k1 - 4 * k0 * k2;
  if (disc < 0) disc = 0;
  const q = -0.5 * (k1 + (k1 < 0 ? -Math.sqrt(disc) : Math.sqrt(disc)));
  let v: f64 = 0;
  if (q != 0) {
    v = k0 / q;
    if (k2 != 0) {
      const other = q / k2;
      const off = v < 0 ? -v : v > 1 ? v - 1 : 0;
      const otherOff = other < 0 ? -other : other > 1 ? other - 1 : 0;
      if (otherOff < off) v = other;
    }
  }
  const ux = ex + gx * v;
  const uy = ey + gy * v;
  let u: f64 = 0;
  if (Math.abs(ux) >= Math.abs(uy)) {
    if (ux != 0) u = (hx - fx * v) / ux;
  } else u = (hy - fy * v) / uy;
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  v = v < 0 ? 0 : v > 1 ? 1 : v;
  const base = (j * (columns - 1) + i) * MESH_CELL_STRIDE;
  s0 = patch(base, u, v);
  s1 = patch(base + 16, u, v);
  s2 = patch(base + 32, u, v);
  const a = patch(base + 48, u, v);
  const alpha = a < 0 ? 0 : a > 1 ? 1 : a;
  s3 = alpha;
  s0 = s0 < 0 ? 0 : s0 > alpha ? alpha : s0;
  return j * (columns - 1) + i;
}

/** Returns 255 × the sRGB curve of a linear channel, clipped to 0–1 first (the core's `encode`). */
// @ts-ignore: decorator
@inline
function encode(linear: f64): f64 {
  if (!(linear > 0)) return gammaAt(0);
  if (linear >= 1) return gammaAt(MESH_GAMMA_STEPS);
  const f = linear * <f64>MESH_GAMMA_STEPS;
  const i = Math.floor(f);
  const e = <i32>i;
  return gammaAt(e) + (gammaAt(e + 1) - gammaAt(e)) * (f - i);
}

/**
 * Writes rows [start, end) of a mesh image `width` × `height` px as RGBA bytes at `out` (from row `start`), dithered
 * when `dither` is 1: a `columns` × `rows` mesh's places at `placePtr`, its cells at `cellPtr`, the matrices at
 * `matrixPtr` and the gamma table at `gammaPtr` (src/core/gradient/mesh/render.ts `meshRenderInput`).
 */
export function renderMeshRows(placePtr: usize, cellPtr: usize, matrixPtr: usize, gammaPtr: usize, columns: i32, rows: i32, width: i32, height: i32, start: i32, end: i32, dither: i32, out: usize): void {
  places = placePtr;
  cells = cellPtr;
  matrices = matrixPtr;
  gamma = gammaPtr;
  assert(MESH_CHANNELS == 4 && MESH_CELL_STRIDE == 64);
  let o = out;
  for (let y = start; y < end; y++) {
    const py = ((<f64>y + 0.5) * 100) / <f64>height;
    let cell = 0;
    for (let x = 0; x < width; x++) {
      cell = surfaceAt(columns, rows, ((<f64>x + 0.5) * 100) / <f64>width, py, cell);
      let cr: f64 = 0;
      let cg: f64 = 0;
      let cb: f64 = 0;
      let ca: f64 = 0;
      const alpha = s3;
      if (alpha != 0) {
        const l = s0 / alpha;
        const a = s1 / alpha;
        const b = s2 / alpha;
        const mx = matrixAt(0) * l + matrixAt(1) * a + matrixAt(2) * b;
        const my = matrixAt(3) * l + matrixAt(4) * a + matrixAt(5) * b;
        const mz = matrixAt(6) * l + matrixAt(7) * a + matrixAt(8) * b;
        const lx = mx * mx * mx;
        const ly = my * my * my;
        const lz = mz * mz * mz;
        cr = encode(matrixAt(9) * lx + matrixAt(10) * ly + matrixAt(11) * lz);
        cg = encode(matrixAt(12) * lx + matrixAt(13) * ly + matrixAt(14) * lz);
        cb = encode(matrixAt(15) * lx + matrixAt(16) * ly + matrixAt(17) * lz);
        ca = alpha * 255;
      }
      writePixel(o, x, y, cr, cg, cb, ca, dither);
      o += 4;
    }
  }
}
