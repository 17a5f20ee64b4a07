/**
 * `gamut10k`: colours per second brought into sRGB by CSS Color 4 gamut mapping (the float path, `gamutMapMany`):
 * 10,000 seeded OKLCH colours a batch, most of them outside sRGB, to their sRGB bytes. The wasm engine (alone, and with
 * the Display P3 channels too) against the TypeScript core and colorjs.io's `toGamut({ method: 'css' })` (the
 * procedural API, the colour then taken to sRGB and rounded to bytes: the same work) on the same input in the same run.
 */
import { ColorSpace, OKLCH, OKLab, P3, P3_Linear, XYZ_D65, sRGB, sRGB_Linear, to, toGamut } from 'colorjs.io/fn';
import { GAMUT_MAP_STRIDE } from '../../../src/core/exact/gamutMapMany.ts';
import { mulberry32 } from '../../../src/core/index.ts';
import { BENCH_SEED } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Colours a batch. */
const COUNT = 10_000;
/** colorjs.io maps a slice of the batch a step (all of it would make one step longer than a round). */
const PEER_SLICE = 500;

/** Returns COUNT seeded OKLCH colours (L 0–1, C 0–0.4, any hue), alpha 1, GAMUT_MAP_STRIDE numbers each. */
function seededOklch(): Float64Array {
  const random = mulberry32(BENCH_SEED);
  const out = new Float64Array(COUNT * GAMUT_MAP_STRIDE);
  for (let i = 0; i < COUNT; i++) out.set([random(), random() * 0.4, random() * 360, 1], i * GAMUT_MAP_STRIDE);
  return out;
}

/** Returns the byte of a 0–1 channel as CSS rounds it. */
function byte(c: number | null): number {
  const x = c ?? 0;
  return Math.floor((x > 1 ? 1 : x > 0 ? x : 0) * 255 + 0.5);
}

/** Writes colorjs.io's sRGB bytes of colours `from` … `to` (exclusive) of `input` into `out` (RGBA, alpha 255). */
function colorjsBytes(input: Float64Array, from: number, end: number, out: Uint8ClampedArray): void {
  for (let i = from; i < end; i++) {
    const at = i * GAMUT_MAP_STRIDE;
    const color = { space: OKLCH, coords: [input[at], input[at + 1], input[at + 2]] as [number, number, number], alpha: 1 };
    const [r, g, b] = to(toGamut(color, { method: 'css', space: sRGB }), sRGB).coords;
    out[i * 4] = byte(r);
    out[i * 4 + 1] = byte(g);
    out[i * 4 + 2] = byte(b);
    out[i * 4 + 3] = 255;
  }
}

export const gamut10kTask: BenchTask = {
  id: 'gamut10k',
  unit: 'colours gamut-mapped to sRGB bytes',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 10, than: 'colorjs.io' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    for (const space of [OKLCH, OKLab, sRGB, sRGB_Linear, XYZ_D65, P3, P3_Linear]) ColorSpace.register(space);
    const input = seededOklch();
    // The same answers first: every byte of colorjs.io's mapping against the wasm engine's.
    const theirs = new Uint8ClampedArray(COUNT * 4);
    colorjsBytes(input, 0, COUNT, theirs);
    const ours = wasm.gamutMapMany(input).srgb;
    const differing = ours.reduce((n, x, i) => n + (x !== theirs[i] ? 1 : 0), 0);
    let at = 0;
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: () => wasm.gamutMapMany(input).srgb.length / 4 },
        { name: 'wasm+p3', step: () => wasm.gamutMapMany(input, true).srgb.length / 4 },
        { name: 'ts', step: () => ts.gamutMapMany(input).srgb.length / 4 },
        {
          name: 'colorjs.io',
          step: () => {
            if (at + PEER_SLICE > COUNT) at = 0;
            colorjsBytes(input, at, at + PEER_SLICE, theirs);
            at += PEER_SLICE;
            return PEER_SLICE;
          },
        },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return {
      opsPerSecond,
      notes: [
        `${(1000 * COUNT / opsPerSecond.wasm).toFixed(2)} ms (wasm) and ${(1000 * COUNT / opsPerSecond['colorjs.io']).toFixed(1)} ms (colorjs.io) for ${COUNT.toLocaleString('en')} colours; ${differing} of ${(COUNT * 4).toLocaleString('en')} bytes differ`,
      ],
    };
  },
};
