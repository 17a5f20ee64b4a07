/**
 * Parity of the mesh gradient: the wasm port of the pixel loop (assembly/gradient/mesh.ts) writes the same bytes as
 * the TypeScript reference (src/core/gradient/mesh/render.ts), dithered and rounded, for seeded random meshes of
 * every size from 2 × 2 to 6 × 6, with points moved off the grid (edge points too, so some pixels lie outside the
 * points' hull), translucent, wide (OKLCH at high chroma, Display P3) and fully transparent colours, at sizes from
 * 1 × 1 and 1 × N to odd ones, and with points scattered anywhere (folded cells, against the surface's assumption)
 * or all in one place. Byte-identical, no tolerance: both run the same f64 operations in the same order on
 * the same tables. The fitted CSS approximation runs the same TypeScript in both engines' workers: the same answer.
 */
import { describe, expect, it } from 'vitest';
import { authoredColor } from '../../src/core/exact/authoredColor.ts';
import { MAX_MESH_SIDE, MIN_MESH_SIDE, meshOf, type Mesh } from '../../src/core/gradient/mesh/mesh.ts';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';
import { loadEngines } from './engines.ts';
import { randomColor } from './gradientInputs.ts';

const { wasm, ts } = await loadEngines();

/** Returns a random point colour: the gradient suite's (codes, translucent, wide OKLCH), Display P3 or transparent. */
function meshColor(random: () => number) {
  const kind = random();
  if (kind < 0.15) return authoredColor(`color(display-p3 ${random().toFixed(3)} ${random().toFixed(3)} ${random().toFixed(3)})`);
  if (kind < 0.2) return authoredColor('rgb(0 0 0 / 0)');
  return randomColor(random);
}

/** Returns a seeded random mesh: each point moved up to a third of a grid step either way, so no cell folds. */
function randomMesh(random: () => number, columns: number, rows: number): Mesh {
  const mesh = meshOf(columns, rows, () => meshColor(random));
  const stepX = 100 / (columns - 1);
  const stepY = 100 / (rows - 1);
  return {
    ...mesh,
    points: mesh.points.map((point) => (random() < 0.6 ? { ...point, x: point.x + (random() - 0.5) * 0.66 * stepX, y: point.y + (random() - 0.5) * 0.66 * stepY } : point)),
  };
}

const SIZES: readonly [number, number][] = [[1, 1], [1, 37], [53, 1], [17, 9], [64, 48], [101, 67]];

/** Returns the index and bytes of the first pixel where two renders differ, or null. */
function firstDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): string | null {
  if (a.length !== b.length) return `lengths ${a.length} and ${b.length}`;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `pixel ${i >> 2}: ${a.subarray(i & ~3, (i & ~3) + 4).join(',')} vs ${b.subarray(i & ~3, (i & ~3) + 4).join(',')}`;
  return null;
}

describe('wasm engine parity: mesh gradient', () => {
  it('writes the same bytes for random meshes of every size, moved points and wide or translucent colours, dithered and rounded', () => {
    const random = mulberry32(20261130);
    const failures: string[] = [];
    let cases = 0;
    for (let columns = MIN_MESH_SIDE; columns <= MAX_MESH_SIDE; columns++) {
      for (let rows = MIN_MESH_SIDE; rows <= MAX_MESH_SIDE; rows++) {
        const mesh = randomMesh(random, columns, rows);
        const [width, height] = SIZES[(columns * 7 + rows) % SIZES.length];
        for (const dither of [true, false]) {
          const difference = firstDifference(wasm.renderMesh(mesh, width, height, dither), ts.renderMesh(mesh, width, height, dither));
          if (difference !== null) failures.push(`${columns} × ${rows} at ${width} × ${height}${dither ? ' dithered' : ''}: ${difference}`);
          cases++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBe(50);
  });

  it('renders a large image the same (every pixel of a moved 6 × 5 mesh at 640 × 360)', () => {
    const mesh = randomMesh(mulberry32(7), 6, 5);
    expect(firstDifference(wasm.renderMesh(mesh, 640, 360, true), ts.renderMesh(mesh, 640, 360, true))).toBeNull();
  });

  it('writes the same bytes where the points are scattered anywhere or all in one place (folded cells: the walk gives up, the inversion clamps)', () => {
    const random = mulberry32(5);
    for (let t = 0; t < 12; t++) {
      const mesh = randomMesh(random, 2 + (t % 5), 2 + ((t * 3) % 5));
      const wild = { ...mesh, points: mesh.points.map((point) => ({ ...point, x: t % 4 === 0 ? 50 : random() * 100, y: t % 4 === 0 ? 50 : random() * 100 })) };
      expect(firstDifference(wasm.renderMesh(wild, 37, 23, true), ts.renderMesh(wild, 37, 23, true)), `mesh ${t}`).toBeNull();
    }
  });

  it('answers the same CSS approximation in both engines', () => {
    const mesh = randomMesh(mulberry32(11), 3, 2);
    expect(wasm.meshApproximation(mesh)).toEqual(ts.meshApproximation(mesh));
  });

  it('throws the same RangeError for a size out of range', () => {
    const mesh = randomMesh(mulberry32(3), 2, 2);
    expect(() => wasm.renderMesh(mesh, 0, 10, true)).toThrow(RangeError);
    expect(() => ts.renderMesh(mesh, 0, 10, true)).toThrow(RangeError);
  });
});
