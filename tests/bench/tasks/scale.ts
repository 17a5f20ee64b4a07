/**
 * `scale`: scales generated per second (what one change of the scale generator's colour asks of the
 * engine), wasm engine against the TypeScript core, in this process (no worker). The requests cycle through the
 * four kinds of work: a Tailwind scale with its neutral (22 steps), a Radix scale (light and dark, 24 steps), and
 * contrast scales of 6 WCAG and 6 APCA targets on white, black or a seeded background (each step a 32-step bisection
 * and a 125-candidate refinement). Per-kind rates follow in the notes. No peer library builds these scales the same
 * way (chroma.js's `scale` interpolates between given colours), so none is measured. The Scale mode also works out
 * each scale's alpha steps on the main thread from the engine's steps when they are shown (core/scale/alphaScale.ts,
 * once per answer): the notes give the wasm scale with and without them, side by side, and their cost per scale.
 */
import type { ScaleRequest } from '../../../src/core/index.ts';
import { scaleAlpha } from '../../../src/core/scale/alphaScale.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Distinct input colours cycled through. */
const COLORS = 500;
const WCAG_TARGETS = [1.25, 1.5, 3, 4.5, 7, 12];
const APCA_TARGETS = [15, 30, 45, 60, 75, 90];

/** The four kinds of request for one colour and background. */
const KINDS: Record<string, (color: string, background: string) => ScaleRequest> = {
  tailwind: (color) => ({ kind: 'tailwind', color, neutral: true }),
  radix: (color) => ({ kind: 'radix', color }),
  'contrast wcag': (color, background) => ({ kind: 'contrast', color, targets: WCAG_TARGETS, background, method: 'wcag' }),
  'contrast apca': (color, background) => ({ kind: 'contrast', color, targets: APCA_TARGETS, background, method: 'apca' }),
};

/** Returns a step that generates the next request's scale with `engine`. */
function scales(engine: ColorEngine, requests: readonly ScaleRequest[]): () => number {
  return inTurn(requests, (request) => engine.generateScale(request));
}

/** Returns a step that generates the next request's scale with `engine` and then its alpha steps, as the Scale mode shows them. */
function scalesWithAlpha(engine: ColorEngine, requests: readonly ScaleRequest[]): () => number {
  return inTurn(requests, (request) => scaleAlpha(engine.generateScale(request), request.background));
}

export const scaleTask: BenchTask = {
  id: 'scale',
  unit: 'scales generated (Tailwind + neutral, Radix light + dark, 6 WCAG or 6 APCA targets, in turn)',
  reference: 'wasm',
  // A change of colour should answer within a frame even as the slowest kind: 16 ms at most, 60 a second.
  targets: [{ impl: 'wasm', atLeast: 60 }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(2 * COLORS);
    const background = (k: number) => (k % 3 === 0 ? '#ffffff' : k % 3 === 1 ? '#000000' : codes[COLORS + k]);
    const byKind = Object.entries(KINDS).map(([name, make]) => [name, codes.slice(0, COLORS).map((color, k) => make(color, background(k)))] as const);
    const mixed = codes.slice(0, COLORS).map((color, k) => Object.values(KINDS)[k % 4](color, background(k)));
    const timing = context.quick ? QUICK_TIMING : FULL_TIMING;
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: scales(wasm, mixed) },
        { name: 'ts', step: scales(ts, mixed) },
      ],
      timing,
    );
    const perKind = byKind.map(([name, requests]) => {
      const rates = sideBySide(
        [
          { name: 'wasm', step: scales(wasm, requests) },
          { name: 'ts', step: scales(ts, requests) },
        ],
        QUICK_TIMING,
      );
      return `${name}: wasm ${Math.round(rates.wasm).toLocaleString('en')}/s (${(1000 / rates.wasm).toFixed(3)} ms), ts ${Math.round(rates.ts).toLocaleString('en')}/s, ${(rates.wasm / rates.ts).toFixed(1)}×`;
    });
    // The alpha steps: Radix with its neutral is the most of them (48 steps), so it is measured alone too.
    const radixNeutral = codes.slice(0, COLORS).map((color): ScaleRequest => ({ kind: 'radix', color, neutral: true }));
    const alphaRates = sideBySide(
      [
        { name: 'scale', step: scales(wasm, mixed) },
        { name: 'scale + alpha', step: scalesWithAlpha(wasm, mixed) },
        { name: 'radix + neutral', step: scales(wasm, radixNeutral) },
        { name: 'radix + neutral + alpha', step: scalesWithAlpha(wasm, radixNeutral) },
      ],
      timing,
    );
    const perScale = (withAlpha: number, without: number) => 1000 / withAlpha - 1000 / without;
    const ratio = opsPerSecond.wasm / opsPerSecond.ts;
    return {
      opsPerSecond,
      notes: [
        `wasm ${ratio.toFixed(1)}× the TypeScript core; ${(1000 / opsPerSecond.wasm).toFixed(3)} ms (wasm) and ${(1000 / opsPerSecond.ts).toFixed(3)} ms (ts) a scale`,
        ...perKind,
        `alpha steps (main thread, from the wasm engine's steps): the four kinds in turn ${Math.round(alphaRates['scale + alpha']).toLocaleString('en')}/s with them, ` +
          `${Math.round(alphaRates.scale).toLocaleString('en')}/s without (+${perScale(alphaRates['scale + alpha'], alphaRates.scale).toFixed(3)} ms a scale); ` +
          `Radix with its neutral (48 alpha steps) ${Math.round(alphaRates['radix + neutral + alpha']).toLocaleString('en')}/s with, ` +
          `${Math.round(alphaRates['radix + neutral']).toLocaleString('en')}/s without (+${perScale(alphaRates['radix + neutral + alpha'], alphaRates['radix + neutral']).toFixed(3)} ms)`,
        `the same ${COLORS.toLocaleString('en')} seeded colours and backgrounds for both (identical scales, tests/parity/scale.test.ts)`,
      ],
    };
  },
};
