import { describe, expect, it } from 'vitest';
import { colorModels } from '../../../src/core/index.ts';
import { LIGHTNESS_STEPS, lightnessScale } from '../../../src/core/index.ts';

describe('lightnessScale', () => {
  it('gives one colour per step, light to dark, at the step lightness (±0.6 for byte rounding)', () => {
    for (const base of ['#3a7bd5', '#ff0000', '#ffff00', '#0a3d12', '#808080']) {
      const steps = lightnessScale(base);
      expect(steps.map((s) => s.lightness)).toEqual([...LIGHTNESS_STEPS]);
      for (const { lightness, code } of steps) {
        expect(Math.abs(colorModels(code).lab.lightness - lightness), `${base} L${lightness}`).toBeLessThan(0.6);
      }
    }
  });

  it('keeps the hue of a chromatic colour where chroma survives the gamut', () => {
    const base = '#3a7bd5';
    const hue = colorModels(base).lch.hue;
    for (const { lightness, code } of lightnessScale(base)) {
      const lch = colorModels(code).lch;
      if (lch.chroma < 10) continue; // near-grey steps carry little hue information after byte rounding
      const difference = Math.abs(((lch.hue - hue + 540) % 360) - 180);
      expect(difference, `L${lightness}`).toBeLessThan(3);
    }
  });

  it('gives greys for a grey', () => {
    for (const { code } of lightnessScale('#777777')) {
      const [r, g, b] = [code.slice(1, 3), code.slice(3, 5), code.slice(5, 7)];
      expect(r === g && g === b, code).toBe(true);
    }
  });

  it('never clips: each step is the most chroma sRGB holds along the hue, so a step is never more saturated than the base allows', () => {
    const baseChroma = colorModels('#3a7bd5').lch.chroma;
    for (const { code } of lightnessScale('#3a7bd5')) expect(colorModels(code).lch.chroma).toBeLessThanOrEqual(baseChroma + 1);
  });
});
