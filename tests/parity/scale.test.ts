/**
 * Parity of the scale generator: the wasm port gives the TypeScript reference's scale — every step's code, flags,
 * contrast with the background and contrasts on white and black (within 1e-9) — for seeded requests of every kind
 * (Tailwind and Radix pinned or not, contrast targets by WCAG and APCA on seeded backgrounds, with and without the
 * neutral scales), for greys, black, white and the sRGB corners, and refuses the requests the core refuses.
 */
import { describe, expect, it } from 'vitest';
import { RADIX_STEPS, SCALE_METHODS, TAILWIND_STEPS, mulberry32, type ScaleRequest } from '../../src/core/index.ts';
import { Mismatches, codesOf, differences, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Colours at the edges: greys, black and white and their neighbours, the sRGB corners. */
const EXTREMES = ['#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#7f7f80', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];

/** Records any difference between the two engines' scales for a request. */
function compare(mismatches: Mismatches, request: ScaleRequest): void {
  mismatches.add(`generateScale(${JSON.stringify(request)})`, differences(wasm.generateScale(request), ts.generateScale(request)));
}

describe('wasm engine parity: scale generator', () => {
  it('gives identical Tailwind and Radix scales, pinned or not, with their neutrals, over seeded and extreme colours', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(2020);
    const codes = [...EXTREMES, ...codesOf(seededPackedColors(1500, 20))];
    for (const color of codes) {
      for (const kind of ['tailwind', 'radix'] as const) {
        const steps = kind === 'tailwind' ? TAILWIND_STEPS : RADIX_STEPS;
        const pinned = random() < 0.3 ? steps[Math.floor(random() * steps.length)] : null;
        compare(mismatches, { kind, color, pinned, neutral: random() < 0.5 });
      }
    }
    mismatches.assertNone('generateScale, Tailwind and Radix');
  });

  it('gives identical contrast scales by WCAG and APCA on seeded backgrounds, reachable or not', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(2021);
    const codes = [...EXTREMES, ...codesOf(seededPackedColors(500, 21))];
    const backgrounds = ['#ffffff', '#000000', '#808080', '#777777', ...codesOf(seededPackedColors(40, 22))];
    for (const color of codes) {
      const method = SCALE_METHODS[Math.floor(random() * SCALE_METHODS.length)];
      const count = 1 + Math.floor(random() * 8);
      const targets = Array.from({ length: count }, () =>
        method === 'wcag' ? Math.round((1 + random() * 20) * 100) / 100 : Math.round(random() * 1100) / 10,
      );
      const background = backgrounds[Math.floor(random() * backgrounds.length)];
      compare(mismatches, { kind: 'contrast', color, targets, background, method, neutral: random() < 0.3 });
    }
    mismatches.assertNone('generateScale, contrast targets');
  });

  it('refuses the requests the core refuses', () => {
    for (const request of [
      { kind: 'contrast', color: '#123456', targets: [] },
      { kind: 'contrast', color: '#123456', targets: [0.5] },
      { kind: 'tailwind', color: 'nope' },
      { kind: 'radix', color: '#123456', pinned: '13' },
      { kind: 'shades', color: '#123456' },
    ]) {
      expect(() => ts.generateScale(request as ScaleRequest)).toThrow();
      expect(() => wasm.generateScale(request as ScaleRequest)).toThrow();
    }
  });
});
