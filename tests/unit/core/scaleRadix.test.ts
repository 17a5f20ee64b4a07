/**
 * Radix-style scales (core/scale/radixScale.ts): the input stays exact at step 9 (or the pinned step) in the light
 * and the dark scale; backgrounds, borders and text are monotonic in lightness; the curves reproduce Radix's own
 * scales from their step 9 (mean ΔE_OK stated below); neutral scales are tinted greys.
 */
import { describe, expect, it } from 'vitest';
import { RADIX_STEPS, generateScale, normalizeColorCode } from '../../../src/core/index.ts';
import { RADIX_CHROMATIC, radixPalette } from '../../support/measureScales.ts';
import { deltaEOk, oklabOf, oklchOf, scaleInputs } from './scaleHelpers.ts';

/** Mean ΔE_OK ×100 between the scales made from each Radix scale's step 9 and its 12 steps, over its 25 chromatic scales. */
function meanDeltaE(dark: boolean): number {
  const palette = radixPalette(dark);
  const perScale = RADIX_CHROMATIC.map((family) => {
    const reference = palette[family];
    const scale = generateScale({ kind: 'radix', color: reference[8] });
    const steps = (dark ? scale.dark : scale.steps) ?? [];
    return steps.reduce((sum, step, i) => sum + deltaEOk(step.hex, reference[i]), 0) / RADIX_STEPS.length;
  });
  return perScale.reduce((a, b) => a + b, 0) / perScale.length;
}

/** Returns true when the numbers strictly decrease. */
function decreasing(xs: readonly number[]): boolean {
  return xs.every((x, i) => i === 0 || x < xs[i - 1]);
}

describe('Radix scale', () => {
  it('reproduces Radix’s scales from their step 9: mean ΔE_OK ×100 1.4 light, 1.5 dark', () => {
    const light = meanDeltaE(false);
    const dark = meanDeltaE(true);
    console.log(`Radix scale vs @radix-ui/colors 3.0.0, 25 chromatic scales from step 9, mean ΔE_OK ×100: light ${light.toFixed(3)}, dark ${dark.toFixed(3)}`);
    expect(light).toBeLessThan(2);
    expect(dark).toBeLessThan(2);
  });

  it('keeps the input exact at step 9 in both scales, or at the pinned step', () => {
    for (const color of scaleInputs(200, 2101)) {
      const scale = generateScale({ kind: 'radix', color });
      const hex = normalizeColorCode(color);
      expect(scale.anchor).toBe(8);
      expect(scale.steps[8]).toMatchObject({ label: '9', hex, anchor: true });
      expect(scale.dark?.[8]).toMatchObject({ label: '9', hex, anchor: true });
      expect(scale.steps.filter((s) => s.anchor)).toHaveLength(1);
      const pinned = generateScale({ kind: 'radix', color, pinned: '3' });
      expect(pinned.anchor).toBe(2);
      expect(pinned.steps[2]).toMatchObject({ hex, anchor: true });
      expect(pinned.dark?.[2]).toMatchObject({ hex, anchor: true });
    }
  });

  it('orders backgrounds, borders (1–8) and text (11–12) by lightness, light to dark, and the reverse in dark', () => {
    for (const color of scaleInputs(1000, 2102)) {
      const scale = generateScale({ kind: 'radix', color });
      const light = scale.steps.map((s) => oklabOf(s.hex)[0]);
      const dark = (scale.dark ?? []).map((s) => oklabOf(s.hex)[0]);
      expect(decreasing(light.slice(0, 8)), `${color} light 1–8`).toBe(true);
      expect(light[10], `${color} light 11–12`).toBeGreaterThan(light[11]);
      expect(light[7], `${color} light 8 above 11`).toBeGreaterThan(light[10]);
      expect(decreasing(dark.slice(0, 8).reverse()), `${color} dark 1–8`).toBe(true);
      expect(dark[11], `${color} dark 11–12`).toBeGreaterThan(dark[10]);
      expect(dark[10], `${color} dark 11 above 8`).toBeGreaterThan(dark[7]);
    }
  });

  it('gives light and dark neutral scales of low chroma', () => {
    const scale = generateScale({ kind: 'radix', color: '#e5484d', neutral: true });
    expect(scale.neutral).toHaveLength(12);
    expect(scale.neutralDark).toHaveLength(12);
    for (const step of [...(scale.neutral ?? []), ...(scale.neutralDark ?? [])]) {
      expect(step.anchor).toBe(false);
      expect(oklchOf(step.hex)[1]).toBeLessThan(0.025);
    }
    expect(generateScale({ kind: 'tailwind', color: '#e5484d', neutral: true }).neutralDark).toBeNull();
    expect(generateScale({ kind: 'tailwind', color: '#e5484d' }).dark).toBeNull();
  });
});
