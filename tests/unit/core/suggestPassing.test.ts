import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { colorModels, contrastRatio, fromHsl, relativeLuminance } from '../../../src/core/index.ts';
import { NEUTRAL_CHROMA, SUGGESTION_STEP, isNeutral, suggestPassing } from '../../../src/core/contrast/suggestPassing.ts';

/** Failing pairs [color, against]; each is tried in both roles (text on background, background behind text). */
const PAIRS: Array<[string, string]> = [
  ['#777777', '#ffffff'],
  ['#3a7bd5', '#ffffff'],
  ['#3a7bd5', '#2060b0'],
  ['#ff0000', '#00ff00'],
  ['#ffffff', '#ffff00'],
  ['#ffffff', '#3a7bd5'],
  ['#000000', '#000000'],
  ['#808080', '#808080'],
  ['#e4cd34', '#fdf6d0'],
  ['#fdfcfa', '#3a7bd5'],
  ['#101418', '#2060b0'],
];

/** Hue difference in degrees, 0–180. */
const hueDelta = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** Chroma of a code in CIELAB. */
const chroma = (code: string) => colorModels(code).lch.chroma;

describe('suggestPassing', () => {
  it('returns null when the pair already passes', () => {
    expect(suggestPassing('#000000', '#ffffff')).toBeNull();
    expect(suggestPassing('#767676', '#ffffff')).toBeNull();
    expect(suggestPassing('#ffffff', '#767676')).toBeNull();
  });

  it('white text on #3a7bd5: no light option passes, says so, and offers a dark grey, never a tint', () => {
    const suggestion = suggestPassing('#ffffff', '#3a7bd5');
    expect(suggestion).toMatchObject({ direction: 'darker', keeps: 'gray', sameSide: false });
    const code = suggestion!.code;
    expect(code).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(code, '#3a7bd5')).toBeGreaterThanOrEqual(4.5);
    // The lightest dark grey that passes: one byte lighter fails.
    const byte = parseInt(code.slice(1, 3), 16) + 1;
    const lighter = `#${byte.toString(16).padStart(2, '0').repeat(3)}`;
    expect(contrastRatio(lighter, '#3a7bd5')).toBeLessThan(4.5);
  });

  it('the #3a7bd5 background behind white text keeps its hue and gets darker', () => {
    const suggestion = suggestPassing('#3a7bd5', '#ffffff');
    expect(suggestion).toMatchObject({ direction: 'darker', keeps: 'hue', sameSide: true });
    expect(contrastRatio('#ffffff', suggestion!.code)).toBeGreaterThanOrEqual(4.5);
    expect(hueDelta(colorModels(suggestion!.code).hsl.hue, colorModels('#3a7bd5').hsl.hue)).toBeLessThan(2);
  });

  it('a light grey that can pass by getting lighter stays light', () => {
    // #d0d0d0 on #707070 fails (about 2.7); white passes (about 4.9), so the suggestion is a lighter grey.
    const suggestion = suggestPassing('#d0d0d0', '#707070');
    expect(suggestion).toMatchObject({ direction: 'lighter', keeps: 'gray', sameSide: true });
    expect(relativeLuminance(suggestion!.code)).toBeGreaterThan(relativeLuminance('#d0d0d0'));
  });

  it('treats near-greys as neutral and clear colours as hued', () => {
    expectOutputs(isNeutral, [
      ['#ffffff', true],
      ['#808080', true],
      ['#fdfcfa', true],
      ['#3a7bd5', false],
    ]);
    expect(chroma('#3a7bd5')).toBeGreaterThan(NEUTRAL_CHROMA);
  });

  for (const [a, b] of PAIRS) {
    for (const [color, against] of [
      [a, b],
      [b, a],
    ]) {
      it(`${color} against ${against}: passes, keeps hue or grey, nearest on its side`, () => {
        const suggestion = suggestPassing(color, against);
        if (contrastRatio(color, against) >= 4.5) {
          expect(suggestion).toBeNull();
          return;
        }
        if (suggestion === null) throw new Error('a suggestion was expected');
        const { code } = suggestion;
        expect(contrastRatio(code, against)).toBeGreaterThanOrEqual(4.5);
        if (isNeutral(color)) {
          expect(suggestion.keeps).toBe('gray');
          expect(code).toMatch(/^#([0-9a-f]{2})\1\1$/);
        } else {
          expect(suggestion.keeps).toBe('hue');
          const suggested = colorModels(code).hsl;
          if (suggested.saturation > 5 && suggested.lightness > 5 && suggested.lightness < 95) {
            expect(hueDelta(suggested.hue, colorModels(color).hsl.hue)).toBeLessThan(2);
          }
        }
        // Direction is honest, and the side is kept unless nothing there passes.
        const own = relativeLuminance(color);
        const other = relativeLuminance(against);
        expect(relativeLuminance(code) > own).toBe(suggestion.direction === 'lighter');
        if (own !== other) expect(suggestion.sameSide).toBe((own > other) === (suggestion.direction === 'lighter'));
        // Nothing closer in lightness in the chosen direction passes.
        const hsl = colorModels(color).hsl;
        const start = suggestion.keeps === 'gray' ? { hue: 0, saturation: 0, lightness: hsl.lightness } : hsl;
        const distance = Math.abs(colorModels(code).hsl.lightness - start.lightness);
        const sign = suggestion.direction === 'lighter' ? 1 : -1;
        for (let d = SUGGESTION_STEP; d < distance - 0.5; d += SUGGESTION_STEP) {
          const candidate = fromHsl({ ...start, lightness: start.lightness + sign * d });
          expect(contrastRatio(candidate, against), `${candidate} at ΔL ${d.toFixed(1)}`).toBeLessThan(4.5);
        }
      });
    }
  }
});
