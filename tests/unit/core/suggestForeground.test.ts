import { describe, expect, it } from 'vitest';
import { colorModels, contrastRatio, fromHsl } from '../../../src/core/index.ts';
import { SUGGESTION_STEP, suggestForeground } from '../../../src/core/contrast/suggestForeground.ts';

const PAIRS: Array<[string, string]> = [
  ['#777777', '#ffffff'],
  ['#3a7bd5', '#ffffff'],
  ['#3a7bd5', '#2060b0'],
  ['#ff0000', '#00ff00'],
  ['#ffffff', '#ffff00'],
  ['#000000', '#000000'],
  ['#808080', '#808080'],
  ['#e4cd34', '#fdf6d0'],
];

describe('suggestForeground', () => {
  it('returns null when small text already passes AA', () => {
    expect(suggestForeground('#000000', '#ffffff')).toBeNull();
    expect(suggestForeground('#767676', '#ffffff')).toBeNull();
  });

  for (const [fg, bg] of PAIRS) {
    it(`${fg} on ${bg}: passes AA, keeps the hue, and is the nearest such lightness`, () => {
      const suggestion = suggestForeground(fg, bg);
      if (suggestion === null) throw new Error('a suggestion was expected');
      expect(contrastRatio(suggestion, bg)).toBeGreaterThanOrEqual(4.5);
      const original = colorModels(fg).hsl;
      const suggested = colorModels(suggestion).hsl;
      if (Number.isNaN(original.hue)) expect(suggested.hue).toBeNaN();
      else if (suggested.saturation > 5 && suggested.lightness > 5 && suggested.lightness < 95) {
        expect(Math.abs(((suggested.hue - original.hue + 540) % 360) - 180)).toBeLessThan(2);
      }
      // Nothing closer in lightness, in either direction, passes.
      const distance = Math.abs(suggested.lightness - original.lightness);
      for (let d = SUGGESTION_STEP; d < distance - 0.5; d += SUGGESTION_STEP) {
        for (const sign of [1, -1]) {
          const lightness = original.lightness + sign * d;
          if (lightness < 0 || lightness > 100) continue;
          const candidate = fromHsl({ hue: original.hue, saturation: original.saturation, lightness });
          expect(contrastRatio(candidate, bg), `${candidate} at ΔL ${d.toFixed(1)}`).toBeLessThan(4.5);
        }
      }
    });
  }
});
