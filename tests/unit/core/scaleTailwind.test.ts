/**
 * Tailwind scales (core/scale/tailwindScale.ts): the curve reproduces Tailwind's own palette (mean ΔE_OK over its
 * 22 default families, stated below), the input stays exact at its step, pinning moves it, lightness is strictly
 * monotonic, gamut mapping keeps each step's hue, and greys, black, white and saturated inputs all work.
 */
import { describe, expect, it } from 'vitest';
import { GAMUT_JND, TAILWIND_STEPS, generateScale, normalizeColorCode, oklchToHexInGamut } from '../../../src/core/index.ts';
import { tailwindAnchor, tailwindCurve } from '../../../src/core/scale/tailwindScale.ts';
import { TAILWIND_HUE_DRIFT } from '../../../src/core/scale/tailwindCurve.ts';
import { TAILWIND_CHROMATIC, TAILWIND_GREYS, tailwindPalette } from '../../support/measureScales.ts';
import { angleDiff } from './helpers.ts';
import { deltaEOk, oklabOf, oklchOf, scaleInputs } from './scaleHelpers.ts';

/** Mean ΔE_OK ×100 between the scale made from each family's 500 and the family's 11 steps, over the 22 families. */
function meanDeltaE(pinned: string | null): { mean: number; chromatic: number; worst: [string, number] } {
  const palette = tailwindPalette();
  const families = [...TAILWIND_CHROMATIC, ...TAILWIND_GREYS];
  const perFamily = families.map((family) => {
    // Tailwind v4 writes some steps outside sRGB: compare with what an sRGB screen shows, the CSS gamut-mapped code.
    const reference = palette[family].map((s) => oklchToHexInGamut(s.l, s.c, s.h));
    const scale = generateScale({ kind: 'tailwind', color: reference[5], pinned });
    return scale.steps.reduce((sum, step, i) => sum + deltaEOk(step.hex, reference[i]), 0) / TAILWIND_STEPS.length;
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const worst = perFamily.reduce((w, d, i) => (d > w[1] ? ([families[i], d] as [string, number]) : w), ['', 0] as [string, number]);
  return { mean: mean(perFamily), chromatic: mean(perFamily.slice(0, TAILWIND_CHROMATIC.length)), worst };
}

describe('Tailwind scale', () => {
  it('reproduces Tailwind’s palette from each 500: mean ΔE_OK ×100 2.3 pinned at 500, 3.0 at the nearest step', () => {
    const pinned = meanDeltaE('500');
    const nearest = meanDeltaE(null);
    console.log(
      `Tailwind scale vs tailwindcss 4.3.5, 22 families, mean ΔE_OK ×100: pinned at 500 ${pinned.mean.toFixed(3)} (17 chromatic ${pinned.chromatic.toFixed(3)}, worst ${pinned.worst[0]} ${pinned.worst[1].toFixed(2)}); ` +
        `nearest step ${nearest.mean.toFixed(3)} (chromatic ${nearest.chromatic.toFixed(3)}, worst ${nearest.worst[0]} ${nearest.worst[1].toFixed(2)})`,
    );
    expect(pinned.mean).toBeLessThan(2.5);
    expect(nearest.mean).toBeLessThan(3.2);
  });

  it('keeps the input exact at the step of nearest lightness, or at the pinned step', () => {
    for (const color of scaleInputs(300, 2001)) {
      const scale = generateScale({ kind: 'tailwind', color });
      const [l, c] = oklchOf(color);
      expect(scale.anchor).toBe(tailwindAnchor(tailwindCurve(c), l));
      expect(scale.steps.filter((s) => s.anchor)).toHaveLength(1);
      expect(scale.steps[scale.anchor].hex).toBe(normalizeColorCode(color));
      const pinnedAt = (scale.anchor + 3) % TAILWIND_STEPS.length;
      const pinned = generateScale({ kind: 'tailwind', color, pinned: TAILWIND_STEPS[pinnedAt] });
      expect(pinned.anchor).toBe(pinnedAt);
      expect(pinned.steps[pinnedAt]).toMatchObject({ label: TAILWIND_STEPS[pinnedAt], hex: normalizeColorCode(color), anchor: true });
    }
    expect(generateScale({ kind: 'tailwind', color: '#3B82F6', pinned: '500' }).steps[5].hex).toBe('#3b82f6');
  });

  it('is strictly monotonic in lightness; pinned far from its own step, at least never reversed', () => {
    for (const color of scaleInputs(1500, 2002)) {
      const [l, c] = oklchOf(color);
      const nearest = tailwindAnchor(tailwindCurve(c), l);
      for (const pinned of [null, '50', '200', '500', '800', '950']) {
        const at = pinned === null ? nearest : TAILWIND_STEPS.indexOf(pinned as (typeof TAILWIND_STEPS)[number]);
        // Pinned two or more steps away, the steps on one side share a narrow band (a near-black pinned at 50 leaves
        // ten steps in L 0–0.07, fewer bytes than steps) and chroma far out of gamut (#0000ff pinned at 50 asks for
        // 0.75 at 100): steps may tie, and the gamut mapping's final clip (within its JND, ΔE_OK 0.02) may cost up to
        // 0.02 of lightness, never more.
        const strict = Math.abs(at - nearest) <= 1;
        const lightness = generateScale({ kind: 'tailwind', color, pinned }).steps.map((s) => oklabOf(s.hex)[0]);
        for (let i = 1; i < lightness.length; i++) {
          if (strict) expect(lightness[i], `${color} pinned ${pinned} step ${i}`).toBeLessThan(lightness[i - 1]);
          else expect(lightness[i], `${color} pinned ${pinned} step ${i}`).toBeLessThanOrEqual(lightness[i - 1] + GAMUT_JND);
        }
      }
    }
  });

  it('maps every step into sRGB by chroma reduction, keeping its hue within the clip’s JND', () => {
    for (const color of scaleInputs(300, 2003)) {
      const scale = generateScale({ kind: 'tailwind', color });
      const [, c0, h0] = oklchOf(color);
      scale.steps.forEach((step, i) => {
        expect(step.hex).toMatch(/^#[0-9a-f]{6}$/);
        const [, c, h] = oklchOf(step.hex);
        // The plan's hue (the input's plus the drift), but for the final clip, within ΔE_OK 0.02: at chroma 0.1 and
        // up, 11.5° at most. Bytes blur the hue of paler steps.
        if (c0 > 0.05 && c > 0.1) expect(angleDiff(h, h0 + TAILWIND_HUE_DRIFT[i] - TAILWIND_HUE_DRIFT[scale.anchor]), `${color} ${step.label}`).toBeLessThan(11.5);
      });
    }
  });

  it('makes greys of greys, and spans black and white', () => {
    for (const color of ['#000000', '#808080', '#ffffff', '#3a3a3a']) {
      for (const step of generateScale({ kind: 'tailwind', color, neutral: true }).steps) expect(oklchOf(step.hex)[1]).toBe(0);
    }
    expect(generateScale({ kind: 'tailwind', color: '#ffffff' }).anchor).toBe(0);
    expect(generateScale({ kind: 'tailwind', color: '#000000' }).anchor).toBe(10);
  });

  it('gives a tinted neutral scale: the greys’ lightness, low chroma, the brand hue', () => {
    const scale = generateScale({ kind: 'tailwind', color: '#2563eb', neutral: true });
    const [, , brandHue] = oklchOf('#2563eb');
    expect(scale.neutral).toHaveLength(11);
    for (const step of scale.neutral ?? []) {
      const [, c, h] = oklchOf(step.hex);
      expect(step.anchor).toBe(false);
      expect(c).toBeLessThan(0.035);
      if (c > 0.01) expect(angleDiff(h, brandHue)).toBeLessThan(15);
    }
    expect(generateScale({ kind: 'tailwind', color: '#2563eb' }).neutral).toBeNull();
  });

  it('gives each step its contrast on white and on black, as the contrast checker does', () => {
    const step = generateScale({ kind: 'tailwind', color: '#000000' }).steps[10];
    expect(step).toMatchObject({ label: '950', hex: '#000000', target: null, contrast: null, reachable: true });
    expect(step.onWhite.wcag).toBeCloseTo(21, 9);
    expect(step.onWhite.apca).toBeCloseTo(106.04, 1);
    expect(step.onBlack.wcag).toBe(1);
    expect(step.onBlack.apca).toBe(0);
  });
});
