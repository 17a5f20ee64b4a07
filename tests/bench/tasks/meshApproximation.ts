/**
 * `meshApproximation`: the fitted CSS approximation of a mesh gradient (src/core/gradient/mesh/approximate.ts: one
 * radial layer per point over a linear base, fitted by least squares and coordinate descent), on meshes from 2 × 2 to
 * 6 × 6. Both engines run the same TypeScript (the fit stays in the worker's TypeScript: see the report's figures),
 * so the figures are fits per second of each; the notes hold each mesh's median ms and the error reached (mean and
 * worst ΔE_OK over 48 × 48 samples) against the unfitted first guess's.
 */
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { unfittedApproximation } from '../../../src/core/gradient/mesh/approximate.ts';
import { DEFAULT_MESH, meshOf, withMeshPoint, type Mesh } from '../../../src/core/gradient/mesh/mesh.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const PALETTE = ['#4f46e5', '#8b5cf6', '#ec4899', '#0ea5e9', '#f0abfc', '#f97316', '#14b8a6', '#a3e635', '#f59e0b'];

/** The meshes, by name. */
const MESHES: readonly [string, Mesh][] = [
  ['2 × 2 corners', meshOf(2, 2, (column, row) => authoredColor(PALETTE[row * 2 + column]))],
  ['default 3 × 3', DEFAULT_MESH],
  ['3 × 2 translucent and P3, moved', withMeshPoint(meshOf(3, 2, (column, row) => authoredColor(['color(display-p3 0.1 0.85 0.3)', 'rgb(236 72 153 / 0.6)', '#0ea5e9', '#f97316', 'oklch(60% 0.25 300)', '#14b8a6'][row * 3 + column])), 4, (point) => ({ ...point, x: 38, y: 80 }))],
  ['4 × 4', meshOf(4, 4, (column, row) => authoredColor(PALETTE[(column * 2 + row * 3) % PALETTE.length]))],
  ['6 × 6', meshOf(6, 6, (column, row) => authoredColor(PALETTE[(column * 3 + row * 5) % PALETTE.length]))],
];

export const meshApproximationTask: BenchTask = {
  id: 'meshApproximation',
  unit: 'mesh approximations fitted (5 meshes, 2 × 2 to 6 × 6)',
  reference: 'wasm',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 3;
    const notes = ['mesh | wasm ms | ts ms | layers | fitted mean / worst ΔE_OK | unfitted mean / worst'];
    let [wasmMs, tsMs] = [0, 0];
    for (const [name, mesh] of MESHES) {
      const fitted = wasm.meshApproximation(mesh);
      const w = medianMs(runs, () => wasm.meshApproximation(mesh));
      const t = medianMs(runs, () => ts.meshApproximation(mesh));
      [wasmMs, tsMs] = [wasmMs + w, tsMs + t];
      const guess = unfittedApproximation(mesh);
      const error = ({ mean, worst }: { mean: number; worst: number }) => `${mean.toFixed(4)} / ${worst.toFixed(4)}`;
      notes.push(`${name} | ${w.toFixed(1)} | ${t.toFixed(1)} | ${fitted.layers} | ${error(fitted.error)} | ${error(guess.error)}`);
    }
    context.log('bench: meshApproximation done');
    return { opsPerSecond: { wasm: (MESHES.length * 1000) / wasmMs, ts: (MESHES.length * 1000) / tsMs }, notes };
  },
};
