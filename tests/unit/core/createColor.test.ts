import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import {
  CATEGORIES,
  colorModels,
  contrastRatio,
  createColor,
  describeColor,
  foregroundOf,
  lightnessOf,
  mixSrgb,
  nearestName,
  simulate,
} from '../../../src/core/index.ts';
import { NAMES } from '../../support/colorNames';

describe('createColor', () => {
  it('builds every field for #f80', () => {
    const c = createColor('#F80', { names: NAMES, uuid: 'fixed' });
    expect(c).toMatchObject({
      colorCode: '#ff8800',
      hex: 'ff8800',
      uuid: 'fixed',
      name: nearestName('#ff8800', NAMES).name,
      categoryId: 'orange',
      lightness: 69,
      description: 'A vivid, light orange.',
      rgb: { red: 255, green: 136, blue: 0 },
      protanopia: simulate('#ff8800', 'protanopia'),
      deuteranopia: simulate('#ff8800', 'deuteranopia'),
      tritanopia: simulate('#ff8800', 'tritanopia'),
    });
    expect(createColor('#f80', { names: NAMES, lang: 'ja' }).description).toBe('鮮やかで明るい橙色です。');
  });

  it('generates a uuid with crypto.randomUUID when none is given', () => {
    const a = createColor('#123', { names: NAMES });
    const b = createColor('#123', { names: NAMES });
    expect(a.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.uuid).not.toBe(b.uuid);
  });

  it('throws the Japanese error on invalid input', () => {
    expect(() => createColor('#12', { names: NAMES })).toThrow('不正なカラーコードの形式です: #12');
  });

  it('is consistent with its parts on arbitrary colours', () => {
    fc.assert(
      fc.property(code, (c) => {
        const color = createColor(c, { names: NAMES, uuid: 'x' });
        const models = colorModels(c);
        expect(color).toMatchObject({ ...models, colorCode: c, hex: c.slice(1) });
        expect(color.lightness).toBe(Math.round(models.lab.lightness));
        expect(color.lightness).toBe(lightnessOf(c));
        expect(color.foreground).toBe(foregroundOf(c));
        expect(CATEGORIES.some((cat) => cat.id === color.categoryId)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('describes greys as neutral', () => {
    expect(createColor('#eeeeee', { names: NAMES }).description).toBe('A light neutral color with no hue.');
    expect(createColor('#222', { names: NAMES, lang: 'ja' }).description).toBe('色味のない暗い無彩色です。');
    expect(createColor('#808080', { names: NAMES }).categoryId).toBe('neutral');
  });
});

describe('describeColor', () => {
  it('accepts a code and agrees with createColor in both languages', () => {
    fc.assert(
      fc.property(code, fc.constantFrom('en', 'ja' as const), (c, lang) => {
        expect(describeColor(c, lang)).toBe(createColor(c, { names: NAMES, uuid: 'x', lang }).description);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    [{ categoryId: 'blue', saturation: 80, labLightness: 30 }, 'en', 'A vivid, dark blue.'],
    [{ categoryId: 'blue', saturation: 20, labLightness: 70 }, 'en', 'A dull, light blue.'],
    [{ categoryId: 'red-orange', saturation: 50, labLightness: 50 }, 'en', 'A vivid, light red-orange.'],
    [{ categoryId: 'blue', saturation: 20, labLightness: 30 }, 'ja', 'くすんで暗い青色です。'],
    [{ categoryId: 'red-orange', saturation: 90, labLightness: 60 }, 'ja', '鮮やかで明るい朱色です。'],
  ] as const)('%j in %s', (input, lang, sentence) => {
    expect(describeColor(input, lang)).toBe(sentence);
  });
});

describe('foreground (SPEC §9)', () => {
  it('mixes 0.8 toward black for light colours and toward white for dark ones', () => {
    expect(foregroundOf('#ffffff')).toBe(mixSrgb('#ffffff', '#000000', 0.8));
    expect(foregroundOf('#000000')).toBe(mixSrgb('#000000', '#ffffff', 0.8));
    expect(foregroundOf('#000000')).toBe('#cccccc');
  });

  it('always uses the 0.8 mix when it reaches ratio 4, else the 0.9 mix', () => {
    fc.assert(
      fc.property(code, (c) => {
        const target = lightnessOf(c) > 60 ? '#000000' : '#ffffff';
        const first = mixSrgb(c, target, 0.8);
        const expected = contrastRatio(first, c) >= 4 ? first : mixSrgb(c, target, 0.9);
        expect(foregroundOf(c)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('uses black exactly above lightness 60', () => {
    // #999999 has L ≈ 63.2, #8f8f8f ≈ 59.6.
    expect(lightnessOf('#999999')).toBeGreaterThan(60);
    expect(foregroundOf('#999999')).toBe(mixSrgb('#999999', '#000000', 0.8));
    expect(lightnessOf('#8f8f8f')).toBeLessThanOrEqual(60);
    expect(foregroundOf('#8f8f8f')).toBe(mixSrgb('#8f8f8f', '#ffffff', contrastRatio(mixSrgb('#8f8f8f', '#ffffff', 0.8), '#8f8f8f') >= 4 ? 0.8 : 0.9));
  });
});
