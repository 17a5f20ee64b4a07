/**
 * Parity of the gradient fallback's fit: the wasm port (assembly/gradient/fallback.ts) chooses the same stops as the
 * TypeScript reference (src/core/gradient/fallback.ts) — the same positions and bytes — and reports the same error
 * within 1e-9, for seeded random layers over every interpolation space and hue method, with easings, hints,
 * translucent and wide stops, hard stops and stops out of order; and for one that cannot meet the goal in 16 stops.
 */
import { describe, expect, it } from 'vitest';
import { HUE_METHODS, INTERPOLATION_SPACES, type Easing, type GradientLayer, type GradientStop } from '../../src/core/gradient/gradient.ts';
import { authoredColor } from '../../src/core/exact/authoredColor.ts';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';
import { Mismatches, differences, loadEngines } from './engines.ts';
import { EASINGS, randomColor } from './gradientInputs.ts';

const { wasm, ts } = await loadEngines();

/** Returns a seeded random layer in `space` with hue method `hue` (see the file comment). */
function randomLayer(seed: number, space: GradientLayer['space'], hue: GradientLayer['hue']): GradientLayer {
  const random = mulberry32(seed);
  const count = 2 + Math.floor(random() * 5);
  const positions = Array.from({ length: count }, () => Math.round(random() * 1000) / 10).sort((a, b) => a - b);
  // A hard stop now and then, and now and then a stop written before an earlier one (CSS fixes it up).
  if (count > 2 && random() < 0.4) positions[1] = positions[2];
  if (count > 3 && random() < 0.2) positions[3] = positions[1] - 5;
  const stops: GradientStop[] = positions.map((position) => ({ color: randomColor(random), position }));
  const segments = stops.slice(1).map(() => {
    const easing: Easing = random() < 0.4 ? 'linear' : random() < 0.8 ? EASINGS[Math.floor(random() * EASINGS.length)] : [random(), random() * 2 - 0.5, random(), random() * 2 - 0.5];
    return { easing, hint: random() < 0.6 ? 0.5 : 0.1 + random() * 0.8 };
  });
  return { kind: 'linear', repeating: random() < 0.2, angle: 90, center: [50, 50], shape: 'ellipse', size: 'farthest-corner', space, hue, stops, segments };
}

describe('wasm engine parity: gradient fallback', () => {
  it('chooses the same stops and reports the same error for random layers in every space and hue method', () => {
    const mismatches = new Mismatches();
    let seed = 1;
    let unreached = 0;
    for (const space of INTERPOLATION_SPACES) {
      for (let n = 0; n < 3; n++) {
        const layer = randomLayer(seed++, space, HUE_METHODS[(seed + n) % HUE_METHODS.length]);
        const theirs = ts.gradientFallback(layer);
        mismatches.add(`gradientFallback(${JSON.stringify(layer)})`, differences(wasm.gradientFallback(layer), theirs));
        if (!theirs.reached) unreached++;
      }
    }
    mismatches.assertNone('gradientFallback');
    expect(unreached).toBeLessThan(INTERPOLATION_SPACES.length * 3);
  });

  it('agrees on a layer that 16 stops cannot fit, with the error it reached', () => {
    const codes = ['#ff0000', '#00ff00', '#0000ff', '#ff00ff', '#ffff00', '#00ffff', '#ff8000', '#8000ff'];
    const stops = codes.map((code, i) => ({ color: authoredColor(code), position: (i * 100) / (codes.length - 1) }));
    const layer: GradientLayer = {
      kind: 'linear', repeating: false, angle: 90, center: [50, 50], shape: 'ellipse', size: 'farthest-corner', space: 'oklch', hue: 'longer',
      stops, segments: stops.slice(1).map(() => ({ easing: 'expo-in-out', hint: 0.5 })),
    };
    const theirs = ts.gradientFallback(layer);
    expect(theirs.reached).toBe(false);
    expect(theirs.stops).toHaveLength(16);
    expect(differences(wasm.gradientFallback(layer), theirs)).toEqual([]);
  });
});
