import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tryAuthoredColor } from '../../../src/core/exact/authoredColor';
import { meshQuery, meshText, parseMesh, readMeshText } from '../../../src/core/gradient/mesh/address';
import { DEFAULT_MESH, MAX_MESH_SIDE, MIN_MESH_SIDE, meshOf, withMeshPoint, type Mesh } from '../../../src/core/gradient/mesh/mesh';
import { MESH_POINT_GAP, moveMeshPoint } from '../../../src/core/gradient/mesh/move';

const read = (m: string) => parseMesh(new URLSearchParams({ m }));
/** The mesh a link carries: the query written, put in a URL and read back. */
const throughLink = (mesh: Mesh) => {
  const url = new URL(`https://irodori.example/tools/gradient/mesh?${new URLSearchParams(meshQuery(mesh) as Record<string, string>)}`);
  return parseMesh(url.searchParams);
};

describe('the mesh in the address', () => {
  it('leaves the default mesh out and reads an address without one as the default', () => {
    expect(meshQuery(DEFAULT_MESH)).toEqual({ m: undefined });
    expect(parseMesh(new URLSearchParams())).toBe(DEFAULT_MESH);
    expect(meshText(DEFAULT_MESH)).toBe('3_3~4f46e5~8b5cf6~ec4899~0ea5e9~f0abfc@42_58~f97316~14b8a6~a3e635~f59e0b');
  });

  it('carries the size, every place and wide and translucent colours through a link', () => {
    let mesh = meshOf(4, 2, (column, row) => ({ code: `#${(column * 40 + row * 9).toString(16).padStart(2, '0')}3366` }));
    mesh = withMeshPoint(mesh, 1, (point) => ({ ...point, color: tryAuthoredColor('oklch(70% 0.3 150 / 0.5)')!, x: 30.5, y: 12.3 }));
    mesh = withMeshPoint(mesh, 6, (point) => ({ ...point, color: tryAuthoredColor('color(display-p3 1 0 0.2)')! }));
    expect(throughLink(mesh)).toEqual(mesh);
  });

  it('keeps a grid place a tenth cannot say, on one axis or both', () => {
    const mesh = withMeshPoint(meshOf(4, 4, () => ({ code: '#808080' })), 5, (point) => ({ ...point, y: 40.2 }));
    expect(meshText(mesh)).toBe('4_4~808080~808080~808080~808080~808080~808080@_40.2~808080~808080~808080~808080~808080~808080~808080~808080~808080~808080');
    expect(throughLink(mesh)).toEqual(mesh);
  });

  it('round-trips any mesh whose places are tenths of a per cent', () => {
    const code = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    const tenth = fc.integer({ min: 0, max: 1000 }).map((n) => n / 10);
    const mesh = fc
      .tuple(fc.integer({ min: MIN_MESH_SIDE, max: MAX_MESH_SIDE }), fc.integer({ min: MIN_MESH_SIDE, max: MAX_MESH_SIDE }))
      .chain(([columns, rows]) =>
        fc.array(fc.record({ color: code.map((c) => ({ code: c })), x: tenth, y: tenth }), { minLength: columns * rows, maxLength: columns * rows }).map((points) => ({ columns, rows, points })),
      );
    fc.assert(
      fc.property(mesh, (m) => {
        expect(throughLink(m)).toEqual(m);
      }),
      { numRuns: 200 },
    );
  });

  it('falls back part by part: a bad place to the grid, a bad colour to the one before, a missing point likewise', () => {
    const mesh = read('2_2~ff0000@10_20~nonsense@x_y~00ff00@5');
    expect(mesh.columns).toBe(2);
    expect(mesh.points.map((point) => point.color.code)).toEqual(['#ff0000', '#ff0000', '#00ff00', '#00ff00']);
    expect(mesh.points.map((point) => [point.x, point.y])).toEqual([[10, 20], [100, 0], [5, 100], [100, 100]]);
    // The first readable colour stands in for unreadable ones before it.
    expect(read('2_2~??@0_0~0000ff@100_0').points[0].color.code).toBe('#0000ff');
    // Points beyond the grid go; places are clamped to the box and kept to a tenth.
    const odd = read('2_2~f00@-5_140~0f0~00f~fff~000@50_50');
    expect(odd.points).toHaveLength(4);
    expect([odd.points[0].x, odd.points[0].y]).toEqual([0, 100]);
    expect(read('2_2~f00@12.345_67.891~0f0~00f~fff').points[0]).toMatchObject({ x: 12.3, y: 67.9 });
  });

  it('clamps a size out of range and is the default where the size or every colour is unreadable', () => {
    expect(read('9_1~f00').columns).toBe(MAX_MESH_SIDE);
    expect(read('9_1~f00').rows).toBe(MIN_MESH_SIDE);
    expect(read('9_1~f00').points).toHaveLength(MAX_MESH_SIDE * MIN_MESH_SIDE);
    for (const text of ['', 'x_3~f00', '3~f00', '3_3_3~f00', '3_3', '3_3~nope@0_0', '3_3~@0_0']) expect(read(text)).toBe(DEFAULT_MESH);
    expect(readMeshText('3_3~nope')).toBeNull();
  });

  it('rewrites an address it read in part as what it shows', () => {
    const shown = read('2_2~ff0000@10_20~nonsense~00ff00');
    expect(meshText(shown)).toBe('2_2~ff0000@10_20~ff0000~00ff00~00ff00');
    expect(meshText(read(meshText(shown)))).toBe(meshText(shown));
  });
});

describe('moving a point', () => {
  it('keeps it in the box, to a tenth, and short of its neighbours along its row and column', () => {
    const mesh = meshOf(3, 3, () => ({ code: '#808080' }));
    expect(moveMeshPoint(mesh, 4, 33.333, 70.06).points[4]).toMatchObject({ x: 33.3, y: 70.1 });
    expect(moveMeshPoint(mesh, 4, 150, -20).points[4]).toMatchObject({ x: 100 - MESH_POINT_GAP, y: MESH_POINT_GAP });
    expect(moveMeshPoint(mesh, 0, -10, 200).points[0]).toMatchObject({ x: 0, y: 50 - MESH_POINT_GAP });
    expect(moveMeshPoint(mesh, 8, 120, 120).points[8]).toMatchObject({ x: 100, y: 100 });
  });
});
