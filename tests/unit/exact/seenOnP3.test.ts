/**
 * A colour as a Display P3 screen shows it under a dichromacy (`seenOnP3Color`): what the colour page shows of a wide
 * colour's simulations. Kept exactly, inside Display P3, alpha kept, and for a colour inside sRGB the sRGB simulation's
 * colour within rounding.
 */
import { describe, expect, it } from 'vitest';
import { seenOnP3Color, simulateForCheck } from '../../../src/core/check/checkVision';
import { readExact } from '../../../src/core/exact/exactColor';
import { exactGamut, exactToOklab } from '../../../src/core/exact/exactConvert';
import { hexToSrgb } from '../../../src/core/convert/hexToSrgb';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab';

const DICHROMACIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;

describe('seenOnP3Color', () => {
  it('keeps a wide colour’s simulation inside Display P3, as an exact text with its fallback', () => {
    for (const vision of DICHROMACIES) {
      const seen = seenOnP3Color('color(display-p3 0 1 0)', vision, 1);
      expect(seen.exact).toMatch(/^color\(display-p3 [\d. ]+\)$/);
      const color = readExact(seen.exact)!;
      expect(['srgb', 'p3']).toContain(exactGamut(color));
      expect(seen.code).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps alpha', () => {
    expect(seenOnP3Color('#3a7bd580', 'deuteranopia', 1).exact).toMatch(/ \/ 0\.502\)$/);
  });

  // (Muted colours, whose simulations stay inside sRGB: where the sRGB screen's pipeline clamps a simulation, the P3
  // screen shows more of it, which is the point.)
  it('gives a colour whose simulation stays inside sRGB what the sRGB simulation gives, within a byte’s rounding', () => {
    for (const code of ['#a06070', '#5f7f9f', '#76b041', '#808080']) {
      for (const vision of DICHROMACIES) {
        const [l1, a1, b1] = exactToOklab(readExact(seenOnP3Color(code, vision, 1).exact)!);
        const [l2, a2, b2] = srgbToOklab(hexToSrgb(simulateForCheck(code, vision, 1)));
        expect(Math.hypot(l1 - l2, a1 - a2, b1 - b2)).toBeLessThan(0.003);
      }
    }
  });
});
