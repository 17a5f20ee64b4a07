/**
 * CSS Color 4 gamut mapping (convert/gamutMap.ts): against colorjs.io's `toGamutCSS` (the same algorithm in
 * gamma-encoded sRGB), colours already in gamut unchanged, colours far outside brought in at their lightness
 * and hue, and the edges (white, black, greys, NaN).
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import {
  GAMUT_JND,
  deltaEOK,
  hexToSrgb,
  labToLch,
  lchToLab,
  linearToXyz65,
  mulberry32,
  oklchToHexInGamut,
  oklchToLinearInGamut,
  oklchToSrgbInGamut,
  srgbToOklab,
  xyz65ToOklab,
  type Vec3,
} from '../../../src/core/index.ts';
import { allShortCodes, seededCodes } from './helpers.ts';

/** Returns `count` seeded OKLCH triples: L in [l0, l1), chroma in [c0, c1), any hue. */
function seededOklch(count: number, seed: number, [l0, l1]: [number, number], [c0, c1]: [number, number]): Vec3[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => [l0 + random() * (l1 - l0), c0 + random() * (c1 - c0), random() * 360] as const);
}

describe('oklchToLinearInGamut', () => {
  it('matches colorjs.io toGamut({ method: "css" }) within 1e-9 on 20,000 seeded OKLCH colours', () => {
    const failures: string[] = [];
    for (const [l, c, h] of seededOklch(20_000, 7, [-0.05, 1.05], [0, 0.5])) {
      const ours = oklchToSrgbInGamut(l, c, h);
      const theirs = new Color('oklch', [l, c, h]).toGamut({ method: 'css', space: 'srgb' }).to('srgb').coords;
      if (ours.some((x, i) => !(Math.abs(x - (theirs[i] ?? NaN)) <= 1e-9))) failures.push(`oklch(${l} ${c} ${h}): ${ours} vs ${theirs}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('keeps every colour already in sRGB (all 3-digit codes and 2,000 seeded ones round-trip to their code)', () => {
    for (const code of [...allShortCodes(), ...seededCodes(2000, 11)]) {
      const [l, c, h] = labToLch(srgbToOklab(hexToSrgb(code)));
      expect(oklchToHexInGamut(l, c, h), code).toBe(code);
    }
  });

  it('brings colours far outside sRGB in, at their lightness and hue, within a JND of the clip it returns', () => {
    for (const [l, c, h] of seededOklch(5000, 13, [0.02, 0.98], [0.3, 1])) {
      const linear = oklchToLinearInGamut(l, c, h);
      for (const channel of linear) {
        expect(channel).toBeGreaterThanOrEqual(0);
        expect(channel).toBeLessThanOrEqual(1);
      }
      const lab = xyz65ToOklab(linearToXyz65(linear));
      // The result is the clip of some (l, c′, h), c′ ≤ c, within a JND of it: so within a JND of the nearest
      // point of that lightness-and-hue ray, (l, t cos h, t sin h) with t the projection of its a, b on the hue.
      const [, cosH, sinH] = lchToLab([l, 1, h]);
      const t = Math.max(0, lab[1] * cosH + lab[2] * sinH);
      expect(deltaEOK(lab, [l, t * cosH, t * sinH])).toBeLessThan(GAMUT_JND);
      expect(t).toBeLessThan(c);
    }
  });

  it('gives white from L ≥ 1, black from L ≤ 0 or NaN, and greys for no chroma or no hue', () => {
    expect(oklchToLinearInGamut(1, 0.3, 40)).toEqual([1, 1, 1]);
    expect(oklchToLinearInGamut(1.2, 0, 0)).toEqual([1, 1, 1]);
    expect(oklchToLinearInGamut(0, 0.3, 40)).toEqual([0, 0, 0]);
    expect(oklchToLinearInGamut(-0.1, 0.3, 40)).toEqual([0, 0, 0]);
    expect(oklchToLinearInGamut(Number.NaN, 0.1, 40)).toEqual([0, 0, 0]);
    expect(oklchToHexInGamut(0.5, 0.2, Number.NaN)).toBe(oklchToHexInGamut(0.5, 0, 0));
    expect(oklchToHexInGamut(0.5, -0.2, 100)).toBe(oklchToHexInGamut(0.5, 0, 0));
    const [r, g, b] = hexToSrgb(oklchToHexInGamut(0.5, 0, 123));
    expect(r === g && g === b).toBe(true);
  });
});

describe('deltaEOK', () => {
  it('is the Euclidean OKLab distance, symmetric, 0 for equal colours', () => {
    expect(deltaEOK([0.5, 0.1, -0.1], [0.5, 0.1, -0.1])).toBe(0);
    expect(deltaEOK([0, 0, 0], [0.3, 0.4, 0])).toBeCloseTo(0.5, 15);
    expect(deltaEOK([0.2, 0.01, 0.3], [0.7, -0.2, 0.1])).toBe(deltaEOK([0.7, -0.2, 0.1], [0.2, 0.01, 0.3]));
  });
});
