/**
 * `charts`: categorical chart colours, for 5, 8 and 12 colours on white and on a dark slate (#111827):
 * - how far apart they are for everyone — the worst pair's ΔE_OK ×100, the smallest under normal vision, protanopia,
 *   deuteranopia and tritanopia at full severity (src/core/charts/chartVision.ts) — and the time each took;
 * - how they spread for normal vision (src/core/charts/spread.ts): the mean pair distance, the twelve 30° hue sectors
 *   used, the largest gap between hues, and the pairs within 0.2 of lightness closer than 30° in hue ("clashes").
 * Compared on the same metrics and the same constraints (OKLab lightness and chroma ranges, 3:1 against the
 * background):
 * - our wasm engine and its TypeScript reference (src/core/charts/categorical.ts): the same palettes (tests/parity/charts.test.ts),
 *   so the same figures; their times differ (goal: 12 colours in under 50 ms in the engine);
 * - iwanthue, the best of its distance modes (compromise and each colour-blind mode), held to the constraints by its
 *   colour filter (goal: our worst pair at least 20 % above it at every size);
 * - the fixed sets people use, at the sizes they have (ColorBrewer's Set2, Dark2 and Paired, Tableau 10 and d3's
 *   category10 from d3-scale-chromatic; Okabe–Ito from Okabe & Ito 2008). They are not held to the constraints: their
 *   least contrast on the background is noted.
 * Goals for 8 colours, on both backgrounds with 3:1 kept: at least 6 sectors and no clash; with the contrast limit
 * off, at least Tableau 10's mean pair distance (its first 8) and at least 1.5× its worst pair.
 * The figures are ΔE, not operations per second.
 */
import iwanthue from 'iwanthue';
import { schemeCategory10, schemeDark2, schemePaired, schemeSet2, schemeTableau10 } from 'd3-scale-chromatic';
import { DEFAULT_CATEGORICAL } from '../../../src/core/charts/categorical.ts';
import { worstPairs } from '../../../src/core/charts/chartVision.ts';
import { OKABE_ITO } from '../../../src/core/charts/curated.ts';
import { chartSpread, HUE_SECTORS } from '../../../src/core/charts/spread.ts';
import { contrastRatio } from '../../../src/core/contrast/wcag.ts';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab.ts';
import type { BenchTask } from '../types.ts';

const SIZES = [5, 8, 12] as const;
const BACKGROUNDS = { white: '#ffffff', dark: '#111827' } as const;
const GOAL = 1.2;
/** The spread goals for 8 colours, and the contrast-off goal against Tableau 10's first 8. */
const SECTORS_GOAL = 6;
const TABLEAU_WORST_GOAL = 1.5;
/** Time goal for 12 colours in the engine, ms. */
const TIME_GOAL = 50;

const FIXED: Record<string, readonly string[]> = { Set2: schemeSet2, Dark2: schemeDark2, Paired: schemePaired, 'Tableau 10': schemeTableau10, category10: schemeCategory10, 'Okabe–Ito': OKABE_ITO };

const worst = (codes: readonly string[]) => worstPairs(codes, 1).all.deltaE;
const leastContrast = (codes: readonly string[], background: string) => Math.min(...codes.map((code) => contrastRatio(code, background)));

/** A set's figures in one line: worst pair, mean pair distance, sectors used, largest hue gap, clashes. */
function spreadLine(codes: readonly string[]): string {
  const spread = chartSpread(codes);
  return `worst ${worst(codes).toFixed(2)}, mean ${spread.meanDistance.toFixed(2)}, ${spread.sectors}/${HUE_SECTORS} sectors, largest hue gap ${spread.largestHueGap.toFixed(0)}°, ${spread.clashes.length} clash${spread.clashes.length === 1 ? '' : 'es'}`;
}

/** Whether an iwanthue candidate (0–255 channels) meets our constraints on a background. */
function meetsConstraints(rgb: readonly number[], background: string): boolean {
  const code = `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
  const [l, a, b] = srgbToOklab([rgb[0] / 255, rgb[1] / 255, rgb[2] / 255]);
  const c = Math.hypot(a, b);
  const { lightness, chroma, minContrast } = DEFAULT_CATEGORICAL;
  return l >= lightness[0] && l <= lightness[1] && c >= chroma[0] && c <= chroma[1] && contrastRatio(code, background) >= minContrast;
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
  reference: 'wasm white ×12',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const figures: Record<string, number> = {};
    let timesOf12 = 0;
    const notes: string[] = [];
    for (const [where, background] of Object.entries(BACKGROUNDS)) {
      for (const n of SIZES) {
        const request = { ...DEFAULT_CATEGORICAL, background, count: n, seed: 1 };
        const ours = timed(runs, () => wasm.categoricalColors(request).codes);
        const reference = timed(runs, () => ts.categoricalColors(request).codes);
        if (reference.value.join() !== ours.value.join()) notes.push(`${where} ×${n}: the engines disagree (see tests/parity/charts.test.ts)`);
        let peer = { deltaE: -Infinity, mode: '', ms: 0, contrast: 0, codes: [] as string[] };
        for (const distance of ['compromise', 'protanope', 'deuteranope', 'tritanope'] as const) {
          try {
            const run = timed(1, () => iwanthue(n, { seed: 1, distance, colorSpace: 'all', colorFilter: (rgb) => meetsConstraints(rgb, background) }));
            const deltaE = worst(run.value);
            if (deltaE > peer.deltaE) peer = { deltaE, mode: distance, ms: run.ms, contrast: leastContrast(run.value, background), codes: run.value };
          } catch (error) {
            notes.push(`iwanthue ${distance} ${where} ×${n} failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        const oursDeltaE = worst(ours.value);
        if (n === 12) timesOf12 = Math.max(timesOf12, ours.ms);
        figures[`wasm ${where} ×${n}`] = oursDeltaE;
        figures[`ts ${where} ×${n}`] = worst(reference.value);
        figures[`iwanthue ${where} ×${n}`] = peer.deltaE;
        const ratio = oursDeltaE / peer.deltaE;
        notes.push(
          `${ratio >= GOAL ? 'HOLDS ' : 'MISSES'} ${where} ×${n}: ours ${oursDeltaE.toFixed(2)} in ${ours.ms.toFixed(1)} ms wasm, ${reference.ms.toFixed(1)} ms ts (least contrast ${leastContrast(ours.value, background).toFixed(2)}:1), iwanthue ${peer.deltaE.toFixed(2)} (${peer.mode}, ${peer.ms.toFixed(0)} ms, ${peer.contrast.toFixed(2)}:1): ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×)`,
        );
        notes.push(`  spread ${where} ×${n}: ours ${spreadLine(ours.value)}; iwanthue ${peer.codes.length === n ? spreadLine(peer.codes) : 'none'}`);
        if (n === 8) {
          const spread = chartSpread(ours.value);
          const holds = spread.sectors >= SECTORS_GOAL && spread.clashes.length === 0 && leastContrast(ours.value, background) >= DEFAULT_CATEGORICAL.minContrast;
          notes.push(`${holds ? 'HOLDS ' : 'MISSES'} spread ${where} ×8: ${spread.sectors} sectors (goal ≥ ${SECTORS_GOAL}), ${spread.clashes.length} clashes (goal 0), 3:1 kept`);
        }
        for (const [name, set] of Object.entries(FIXED)) {
          if (set.length < n) continue;
          const codes = set.slice(0, n);
          figures[`${name} ×${n}`] = worst(codes);
          // Each set's line at the sizes it has, on each background (worst and spread do not depend on it; contrast does).
          notes.push(`  ${name} first ${n}: ${spreadLine(codes)}, least contrast on ${where} ${leastContrast(codes, background).toFixed(2)}:1`);
        }
      }
    }
    // The contrast limit off: against Tableau 10's first 8 on their own terms.
    const free = wasm.categoricalColors({ ...DEFAULT_CATEGORICAL, minContrast: 0, count: 8, seed: 1 }).codes;
    const tableau = schemeTableau10.slice(0, 8);
    const [freeSpread, tableauSpread] = [chartSpread(free), chartSpread(tableau)];
    const holds = freeSpread.meanDistance >= tableauSpread.meanDistance && worst(free) >= TABLEAU_WORST_GOAL * worst(tableau);
    figures['wasm no contrast ×8'] = worst(free);
    notes.push(
      `${holds ? 'HOLDS ' : 'MISSES'} contrast off ×8: ours mean ${freeSpread.meanDistance.toFixed(2)} / worst ${worst(free).toFixed(2)}; Tableau 10 mean ${tableauSpread.meanDistance.toFixed(2)} / worst ${worst(tableau).toFixed(2)} (goal: mean ≥ theirs, worst ≥ ${TABLEAU_WORST_GOAL}× theirs)`,
    );
    notes.push(`${timesOf12 < TIME_GOAL ? 'HOLDS ' : 'MISSES'} 12 colours in the engine: ${timesOf12.toFixed(1)} ms, the slower background (goal < ${TIME_GOAL} ms)`);
    notes.push('(figures are ΔE_OK ×100 of the worst pair, not operations per second; same seed, so the same palettes every run)');
    context.log('bench: charts done');
    return { opsPerSecond: figures, notes };
  },
};
