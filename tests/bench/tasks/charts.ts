/**
 * `charts`: how far apart categorical chart colours are for everyone — the worst pair's ΔE_OK ×100, the
 * smallest under normal vision, protanopia, deuteranopia and tritanopia at full severity (src/core/charts/chartVision.ts)
 * — for 5, 8 and 12 colours on white, and the time each took. Compared on the same metric and the same constraints
 * (OKLab lightness and chroma ranges, 3:1 against white):
 * - our wasm engine and its TypeScript reference (src/core/charts/categorical.ts): the same palettes (tests/parity/charts.test.ts),
 *   so the same ΔE; their times differ (goal: 12 colours in under 100 ms in the engine);
 * - iwanthue, the best of its distance modes (compromise and each colour-blind mode), held to the constraints by its
 *   colour filter;
 * - the fixed sets people use, at the sizes they have (ColorBrewer's Set2, Dark2 and Paired, Tableau 10 and d3's
 *   category10 from d3-scale-chromatic; Okabe–Ito from Okabe & Ito 2008). They are not held to the constraints: their
 *   least contrast on white is noted.
 * Goal: our worst pair at least 20 % above iwanthue's at every size. The figures are ΔE, not operations per second.
 */
import iwanthue from 'iwanthue';
import { schemeCategory10, schemeDark2, schemePaired, schemeSet2, schemeTableau10 } from 'd3-scale-chromatic';
import { DEFAULT_CATEGORICAL } from '../../../src/core/charts/categorical.ts';
import { worstPairs } from '../../../src/core/charts/chartVision.ts';
import { contrastRatio } from '../../../src/core/contrast/wcag.ts';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab.ts';
import type { BenchTask } from '../types.ts';

const SIZES = [5, 8, 12] as const;
const GOAL = 1.2;

/** Okabe & Ito (2008), "Color Universal Design": the eight colours as published. */
const OKABE_ITO = ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#000000'];
const FIXED: Record<string, readonly string[]> = { Set2: schemeSet2, Dark2: schemeDark2, Paired: schemePaired, 'Tableau 10': schemeTableau10, category10: schemeCategory10, 'Okabe–Ito': OKABE_ITO };

const worst = (codes: readonly string[]) => worstPairs(codes, 1).all.deltaE;
const leastContrast = (codes: readonly string[]) => Math.min(...codes.map((code) => contrastRatio(code, '#ffffff')));

/** Whether an iwanthue candidate (0–255 channels) meets our constraints. */
function meetsConstraints(rgb: readonly number[]): boolean {
  const code = `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
  const [l, a, b] = srgbToOklab([rgb[0] / 255, rgb[1] / 255, rgb[2] / 255]);
  const c = Math.hypot(a, b);
  const { lightness, chroma, minContrast } = DEFAULT_CATEGORICAL;
  return l >= lightness[0] && l <= lightness[1] && c >= chroma[0] && c <= chroma[1] && contrastRatio(code, '#ffffff') >= minContrast;
}

/** Returns a function's answer and its time in ms (the median of `runs`). */
function timed<T>(runs: number, make: () => T): { value: T; ms: number } {
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    value = make();
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  return { value, ms: times[Math.floor(times.length / 2)] };
}

export const chartsTask: BenchTask = {
  id: 'charts',
  unit: 'worst pair ΔE_OK ×100 over normal, protan, deutan and tritan vision (higher is better)',
  reference: 'wasm ×12',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const figures: Record<string, number> = {};
    let timesOf12 = Infinity;
    const notes: string[] = [];
    for (const n of SIZES) {
      const request = { ...DEFAULT_CATEGORICAL, count: n, seed: 1 };
      const ours = timed(runs, () => wasm.categoricalColors(request).codes);
      const reference = timed(runs, () => ts.categoricalColors(request).codes);
      if (reference.value.join() !== ours.value.join()) notes.push(`×${n}: the engines disagree (see tests/parity/charts.test.ts)`);
      let peer = { deltaE: -Infinity, mode: '', ms: 0, contrast: 0 };
      for (const distance of ['compromise', 'protanope', 'deuteranope', 'tritanope'] as const) {
        try {
          const run = timed(1, () => iwanthue(n, { seed: 1, distance, colorSpace: 'all', colorFilter: (rgb) => meetsConstraints(rgb) }));
          const deltaE = worst(run.value);
          if (deltaE > peer.deltaE) peer = { deltaE, mode: distance, ms: run.ms, contrast: leastContrast(run.value) };
        } catch (error) {
          notes.push(`iwanthue ${distance} ×${n} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const oursDeltaE = worst(ours.value);
      if (n === 12) timesOf12 = ours.ms;
      figures[`wasm ×${n}`] = oursDeltaE;
      figures[`ts ×${n}`] = worst(reference.value);
      figures[`iwanthue ×${n}`] = peer.deltaE;
      const ratio = oursDeltaE / peer.deltaE;
      notes.push(
        `${ratio >= GOAL ? 'HOLDS ' : 'MISSES'} ×${n}: ours ${oursDeltaE.toFixed(2)} in ${ours.ms.toFixed(1)} ms wasm, ${reference.ms.toFixed(1)} ms ts (least contrast ${leastContrast(ours.value).toFixed(2)}:1), iwanthue ${peer.deltaE.toFixed(2)} (${peer.mode}, ${peer.ms.toFixed(0)} ms, ${peer.contrast.toFixed(2)}:1): ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×)`,
      );
      for (const [name, set] of Object.entries(FIXED)) {
        if (set.length < n) continue;
        const codes = set.slice(0, n);
        figures[`${name} ×${n}`] = worst(codes);
        // Each set's note at the largest size it has.
        if (n === [...SIZES].reverse().find((size) => size <= set.length)) {
          notes.push(`${name}: its first ${n} colours, worst pair ${worst(codes).toFixed(2)}, least contrast on white ${leastContrast(codes).toFixed(2)}:1`);
        }
      }
    }
    notes.push(`${timesOf12 < 100 ? 'HOLDS ' : 'MISSES'} 12 colours in the engine: ${timesOf12.toFixed(1)} ms (goal < 100 ms)`);
    notes.push('(figures are ΔE_OK ×100 of the worst pair, not operations per second; same seed, so the same palettes every run)');
    context.log('bench: charts done');
    return { opsPerSecond: figures, notes };
  },
};
