import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';

const dark = { appearance: 'luminosity', value: 'dark' };
const high = { appearance: 'contrast', value: 'high' };

/** A colour set as Xcode writes it: every component form, every colour space, appearances and idioms. */
const BRAND = JSON.stringify({
  info: { author: 'xcode', version: 1 },
  colors: [
    { idiom: 'universal', color: { 'color-space': 'display-p3', components: { red: '1.000', green: '0.000', blue: '0.000', alpha: '1.000' } } },
    { idiom: 'universal', appearances: [dark], color: { 'color-space': 'srgb', components: { red: '0x75', green: '0x10', blue: '0xFF', alpha: '0.500' } } },
    { idiom: 'universal', appearances: [dark, high], color: { 'color-space': 'gray-gamma-2.2', components: { white: '0.500', alpha: '1.000' } } },
    { idiom: 'universal', appearances: [{ appearance: 'luminosity', value: 'light' }], color: { 'color-space': 'extended-srgb', components: { red: '1.100', green: '-0.100', blue: '0.000', alpha: '1.000' } } },
    { idiom: 'universal', appearances: [high], color: { 'color-space': 'extended-linear-srgb', components: { red: '0.214', green: '0.214', blue: '0.214', alpha: '1.000' } } },
    { idiom: 'ipad', color: { 'color-space': 'srgb', components: { red: '117', green: '16', blue: '255', alpha: '1.000' } } },
    { idiom: 'iphone', color: { platform: 'ios', reference: 'systemBlueColor' } },
    { idiom: 'mac', color: { 'color-space': 'srgb', components: { red: '300', green: '0', blue: '0', alpha: '1' } } },
    { idiom: 'tv', color: { 'color-space': 'generic-cmyk', components: { cyan: '1' } } },
  ],
});

describe('Xcode colour sets', () => {
  it('reads each component form and colour space; Display P3 kept exactly, alpha kept; named by the set and variant', () => {
    const result = parseImport(BRAND, { fileName: 'Brand.colorset/Contents.json' });
    expect(result.format).toBe('colorset');
    expect(result.title).toBe('Brand');
    expect(result.colors.map((c) => [c.name, c.code, c.exact ?? null, c.line])).toEqual([
      ['Brand', '#ff0b0c', 'color(display-p3 1 0 0)', 1],
      ['Brand (dark)', '#7510ff', 'rgb(117 16 255 / 0.5)', 2],
      ['Brand (dark, high contrast)', '#808080', 'oklch(0.601512518041 0 0)', 3],
      ['Brand (light)', '#ff3930', 'color(srgb 1.1 -0.1 0)', 4],
      ['Brand (high contrast)', '#7f7f7f', 'oklch(0.598142402972 0 0)', 5],
      ['Brand (ipad)', '#7510ff', null, 6],
    ]);
    expect(result.colors[0].mapped).toBe(true);
    expect(result.colors[1].alphaDropped).toBe(true);
  });

  it('lists what it cannot say (a system colour, a byte over 255, another space) as written, never guessed', () => {
    expect(parseImport(BRAND).unreadable).toEqual([
      { line: 7, text: 'iphone: {"platform":"ios","reference":"systemBlueColor"}' },
      { line: 8, text: 'mac: {"color-space":"srgb","components":{"red":"300","green":"0","blue":"0","alpha":"1"}}' },
      { line: 9, text: 'tv: {"color-space":"generic-cmyk","components":{"cyan":"1"}}' },
    ]);
  });

  it('without the set’s name (a file called Contents.json), entries are named by their variants', () => {
    const result = parseImport(BRAND, { fileName: 'Contents.json' });
    expect(result.title).toBeNull();
    expect(result.colors.slice(0, 3).map((c) => c.name)).toEqual(['any', 'dark', 'dark, high contrast']);
  });
});
