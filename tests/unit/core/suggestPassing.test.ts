import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { colorModels, contrastRatio, fromHsl, relativeLuminance } from '../../../src/core/index.ts';
import { NEUTRAL_CHROMA, SUGGESTION_STEP, isNeutral, suggestPassing } from '../../../src/core/contrast/suggestPassing.ts';
import { judgedContrastOf } from '../../../src/core/contrast/screenContrast.ts';

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

describe('suggestPassing with a wide or translucent colour (judged on both screens)', () => {
  const P3_RED = 'color(display-p3 1 0 0)'; // fallback #ff0b0c: 3.96:1 on white on sRGB screens, 3.76:1 on P3 ones

  it('sees a pair that only fails on a Display P3 screen, and its suggestion passes on both', () => {
    // The fallback alone would pass the large-text threshold 3.9 that the P3 screen misses.
    expect(contrastRatio('#ff0b0c', '#ffffff')).toBeGreaterThan(3.9);
    expect(judgedContrastOf(P3_RED, '#ffffff').ratio).toBeLessThan(3.9);
    const text = suggestPassing(P3_RED, '#ffffff', 3.9, 'text');
    expect(text).toMatchObject({ direction: 'darker', keeps: 'hue', sameSide: true });
    expect(text!.code).toMatch(/^#[0-9a-f]{6}$/);
    expect(judgedContrastOf(text!.code, '#ffffff').ratio).toBeGreaterThanOrEqual(3.9);
    // A background behind the wide text is judged against it as authored: on both screens.
    const background = suggestPassing('#ffffff', P3_RED, 3.9, 'background');
    expect(background).not.toBeNull();
    expect(judgedContrastOf(P3_RED, background!.code).ratio).toBeGreaterThanOrEqual(3.9);
    // White has no lighter side: it crosses to a dark grey, and says so.
    expect(background).toMatchObject({ keeps: 'gray', direction: 'darker', sameSide: false });
  });

  it('returns null when the pair passes on both screens', () => {
    expect(suggestPassing(P3_RED, '#000000', 4.5, 'text')).toBeNull();
    expect(suggestPassing('#000000', P3_RED, 4.5, 'background')).toBeNull();
  });

  it('judges translucent text composited over the background, so the role matters', () => {
    const half = '#00000080'; // half-opaque black: at best #808080 on white, 4.00:1
    const asText = suggestPassing(half, '#ffffff', 4.5, 'text');
    expect(asText).toMatchObject({ direction: 'darker', keeps: 'gray' });
    expect(judgedContrastOf(asText!.code, '#ffffff').ratio).toBeGreaterThanOrEqual(4.5);
    // No background lets it reach 4.5: the text is composited over whatever is behind it.
    expect(suggestPassing('#777777', half, 4.5, 'background')).toBeNull();
    // Behind the half-black text, #777777 becomes a light grey; as text on a half-black background (judged over white and
    // over black) it needs another.
    const behind = suggestPassing('#777777', half, 3, 'background');
    const onTop = suggestPassing('#777777', half, 3, 'text');
    expect(judgedContrastOf(half, behind!.code).ratio).toBeGreaterThanOrEqual(3);
    expect(judgedContrastOf(onTop!.code, half).ratio).toBeGreaterThanOrEqual(3);
    expect(behind!.code).not.toBe(onTop!.code);
  });

  it('gives codes the same suggestions in either role', () => {
    for (const [color, against] of PAIRS) expect(suggestPassing(color, against, 4.5, 'background')).toEqual(suggestPassing(color, against));
  });
});
