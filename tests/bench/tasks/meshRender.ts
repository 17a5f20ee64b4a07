/**
 * `meshRender`: mesh gradients rendered to dithered RGBA bytes for the preview and the PNG and WebP export
 * (src/core/gradient/mesh/render.ts; the pixel loop ported to assembly/gradient/mesh.ts, the per-render tables
 * TypeScript in both engines), at 1920 × 1080 and 3840 × 2160, in the wasm engine and its TypeScript reference (the
 * same bytes: tests/parity/meshRender.test.ts). Figures are 1920 × 1080 images rendered per second; the notes hold each
 * mesh's median ms at both sizes, and at 1920 px the longest run of identical pixels along a row, rounded and
 * dithered, as % of the width (the dither's goal: no run over 1 % where the rounded render bands).
 */
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { DEFAULT_MESH, meshOf, type Mesh } from '../../../src/core/gradient/mesh/mesh.ts';
import { longestRun } from '../../../src/core/gradient/rasterMetrics.ts';
import { mulberry32 } from '../../../src/core/random/mulberry32.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** A 6 × 6 mesh of seeded colours (some translucent, some Display P3), its inner points moved. */
function busyMesh(): Mesh {
  const random = mulberry32(6);
  const mesh = meshOf(6, 6, () => {
    const kind = random();
    const channel = () => random().toFixed(3);
    if (kind < 0.2) return authoredColor(`color(display-p3 ${channel()} ${channel()} ${channel()})`);
    if (kind < 0.4) return authoredColor(`oklch(${(40 + random() * 50).toFixed(1)}% 0.15 ${(random() * 360).toFixed(0)} / 0.7)`);
    return authoredColor(`oklch(${(40 + random() * 50).toFixed(1)}% 0.12 ${(random() * 360).toFixed(0)})`);
  });
  return { ...mesh, points: mesh.points.map((point) => (point.x % 100 && point.y % 100 ? { ...point, x: point.x + (random() - 0.5) * 10, y: point.y + (random() - 0.5) * 10 } : point)) };
}

/** The meshes, by name: the first visit's, a dark gentle one that bands when rounded, and a busy one. */
const MESHES: readonly [string, Mesh][] = [
  ['default 3 × 3', DEFAULT_MESH],
  ['dark slate 2 × 2', meshOf(2, 2, (column, row) => authoredColor(['#0f172a', '#111a2e', '#131c30', '#0f1a2c'][row * 2 + column]))],
  ['busy 6 × 6, moved, translucent and P3', busyMesh()],
];

const SIZES: readonly [number, number][] = [[1920, 1080], [3840, 2160]];

export const meshRenderTask: BenchTask = {
  id: 'meshRender',
  unit: 'mesh gradients rendered at 1920 × 1080, dithered (3 meshes)',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const notes = ['mesh | size | wasm ms | ts ms'];
    let [wasmMs, tsMs] = [0, 0];
    for (const [name, mesh] of MESHES) {
      for (const [width, height] of SIZES) {
        wasm.renderMesh(mesh, width, height, true);
        const w = medianMs(runs, () => wasm.renderMesh(mesh, width, height, true));
        const t = medianMs(Math.min(runs, 3), () => ts.renderMesh(mesh, width, height, true));
        if (width === SIZES[0][0]) [wasmMs, tsMs] = [wasmMs + w, tsMs + t];
        notes.push(`${name} | ${width}×${height} | ${w.toFixed(1)} | ${t.toFixed(1)}`);
      }
    }
    notes.push('longest run of identical pixels at 1920 × 1080, % of the width: mesh | rounded | dithered');
    const [width, height] = SIZES[0];
    const percent = (run: number) => `${((run / width) * 100).toFixed(2)} %`;
    for (const [name, mesh] of MESHES) {
      notes.push(`${name} | ${percent(longestRun(wasm.renderMesh(mesh, width, height, false), width))} | ${percent(longestRun(wasm.renderMesh(mesh, width, height, true), width))}`);
    }
    context.log('bench: meshRender done');
    return { opsPerSecond: { wasm: (MESHES.length * 1000) / wasmMs, ts: (MESHES.length * 1000) / tsMs }, notes };
  },
};
