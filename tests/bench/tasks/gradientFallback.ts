/**
 * `gradientFallback`: the classic CSS fallback of a gradient layer (src/core/gradient/fallback.ts; the fit ported to
 * assembly/gradient/fallback.ts, the sampling TypeScript in both engines) on gradients people make — OKLCH and OKLab
 * blends, a rainbow the long way round, eased and hinted segments, translucent stops, a hard stop, wide stops — in the
 * wasm engine and its TypeScript reference (the same stops: tests/parity/gradientFallback.test.ts). Figures are
 * layers fitted per second, the sampling (the same TypeScript for both, its time in the notes) included. The notes set the fit against the naive fallback (`uniformFallback`: evenly spaced stops,
 * raised until the same goal holds) on the same layers: stops and error of each, and the times. Goal: a layer in under
 * 20 ms in the wasm engine.
 */
import { authoredColor } from '../../../src/core/exact/authoredColor.ts';
import { FALLBACK_GOAL, uniformFallback } from '../../../src/core/gradient/fallback.ts';
import { layerOf, type GradientLayer, type GradientSegment } from '../../../src/core/gradient/gradient.ts';
import { sampleLayer } from '../../../src/core/gradient/sample.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const GOAL_MS = 20;

/** Returns a layer of (colour, position) stops with settings and, when given, one segment for every gap. */
function layer(stops: [string, number][], settings: Partial<GradientLayer>, segment?: GradientSegment): GradientLayer {
  const base = layerOf(stops.map(([text, position]) => ({ color: authoredColor(text), position })), settings);
  return segment ? { ...base, segments: base.segments.map(() => segment) } : base;
}

/** The layers, by name. */
const LAYERS: readonly [string, GradientLayer][] = [
  ['OKLCH sky → violet → orange', layer([['#0ea5e9', 0], ['#a855f7', 50], ['#f97316', 100]], { space: 'oklch' })],
  ['OKLab navy → sand, cubic-in-out', layer([['#1e3a8a', 0], ['#fde68a', 100]], { space: 'oklab' }, { hint: 0.5, easing: 'cubic-in-out' })],
  ['OKLCH rainbow, longer hue', layer([['#ef4444', 0], ['#ef4444', 100]], { space: 'oklch', hue: 'longer' })],
  ['sRGB black → white, ease-in-out', layer([['#000000', 0], ['#ffffff', 100]], { space: 'srgb' }, { hint: 0.5, easing: 'ease-in-out' })],
  ['HSL, translucent ends, hint 0.3', layer([['rgb(255 0 0 / 0.2)', 0], ['#00ff80', 40], ['rgb(0 0 255 / 0.7)', 100]], { space: 'hsl' }, { hint: 0.3, easing: 'linear' })],
  ['OKLab hard stop at 50 %', layer([['#ff0000', 0], ['#00ff00', 50], ['#0000ff', 50], ['rgb(0 0 0 / 0.3)', 100]], { space: 'oklab' })],
  ['Display P3 wide stops, expo-in-out', layer([['color(display-p3 0 1 0)', 0], ['oklch(60% 0.3 330)', 100]], { space: 'display-p3' }, { hint: 0.5, easing: 'expo-in-out' })],
  ['LCH sunset, five stops', layer([['#1e1b4b', 0], ['#7c3aed', 30], ['#db2777', 55], ['#f97316', 80], ['#fde047', 100]], { space: 'lch' })],
];

export const gradientFallbackTask: BenchTask = {
  id: 'gradientFallback',
  unit: 'gradient layers fitted (classic fallback, 8 layers)',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 7;
    const notes = ['layer | fit stops (error) | uniform stops (error) | wasm ms | ts ms (of which sampling) | uniform ms'];
    let wasmMs = 0;
    let tsMs = 0;
    let slowest = 0;
    let fitStops = 0;
    let uniformStops = 0;
    for (const [name, input] of LAYERS) {
      const fit = wasm.gradientFallback(input);
      if (JSON.stringify(ts.gradientFallback(input).stops) !== JSON.stringify(fit.stops)) notes.push(`${name}: the engines disagree (see tests/parity/gradientFallback.test.ts)`);
      const uniform = uniformFallback(input, FALLBACK_GOAL);
      const w = medianMs(runs, () => wasm.gradientFallback(input));
      const t = medianMs(runs, () => ts.gradientFallback(input));
      const u = medianMs(Math.min(runs, 3), () => uniformFallback(input, FALLBACK_GOAL));
      const sampling = medianMs(runs, () => sampleLayer(input));
      wasmMs += w;
      tsMs += t;
      slowest = Math.max(slowest, w);
      fitStops += fit.stops.length;
      uniformStops += uniform.stops.length;
      const verdict = (r: { error: number; reached: boolean }) => `${r.error.toFixed(4)}${r.reached ? '' : ' short'}`;
      notes.push(`${name} | ${fit.stops.length} (${verdict(fit)}) | ${uniform.stops.length} (${verdict(uniform)}) | ${w.toFixed(2)} | ${t.toFixed(2)} (${sampling.toFixed(2)}) | ${u.toFixed(1)}`);
    }
    notes.push(`all layers: ${fitStops} stops fitted against ${uniformStops} evenly spaced, goal ΔE_OK ${FALLBACK_GOAL} at every sample`);
    notes.push(`${slowest < GOAL_MS ? 'HOLDS ' : 'MISSES'} a layer in the wasm engine: slowest ${slowest.toFixed(1)} ms (goal < ${GOAL_MS} ms)`);
    context.log('bench: gradientFallback done');
    return { opsPerSecond: { wasm: (LAYERS.length * 1000) / wasmMs, ts: (LAYERS.length * 1000) / tsMs }, notes };
  },
};
