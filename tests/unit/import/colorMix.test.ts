/**
 * `color-mix()` in imports: mixes of literal colours against colorjs.io's own mix (same space,
 * same share, same hue method), the percentage rules of CSS Color 5, and mixes that depend on a variable refused
 * and listed among a stylesheet's unreadable lines instead of read as their literal half.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { readColor } from '../../../src/core/import/colorValue.ts';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { srgbToHex } from '../../../src/core/convert/srgbToHex.ts';
import { expectClose } from './helpers.ts';

/** colorjs.io's mix of two colours, `share` of the second, in a space, to the nearest sRGB code. */
function reference(a: string, b: string, share: number, space: string, hue = 'shorter'): string {
  const mixed = Color.mix(a, b, share, { space, hue: hue as 'shorter', outputSpace: 'srgb' }).toGamut({ space: 'srgb', method: 'css' });
  return srgbToHex(mixed.coords.map((c) => c ?? 0) as [number, number, number]);
}

describe('color-mix() of literal colours', () => {
  const cases: Array<[string, string, string, number, string, string?]> = [
    ['color-mix(in srgb, red, blue)', 'red', 'blue', 0.5, 'srgb'],
    ['color-mix(in srgb, red 25%, blue)', 'red', 'blue', 0.75, 'srgb'],
    ['color-mix(in srgb, red, 40% blue)', 'red', 'blue', 0.4, 'srgb'],
    ['color-mix(in srgb-linear, #d62828 70%, #f1faee)', '#d62828', '#f1faee', 0.3, 'srgb-linear'],
    ['color-mix(in oklch, #1d3557 20%, white)', '#1d3557', 'white', 0.8, 'oklch'],
    ['color-mix(in oklab, #2a9d8f, #e9c46a)', '#2a9d8f', '#e9c46a', 0.5, 'oklab'],
    ['color-mix(in lab, white, black)', 'white', 'black', 0.5, 'lab'],
    ['color-mix(in lch, #3a7bd5 60%, #f4a261 40%)', '#3a7bd5', '#f4a261', 0.4, 'lch'],
    ['color-mix(in hsl, red, blue)', 'red', 'blue', 0.5, 'hsl'],
    ['color-mix(in hsl longer hue, red, blue)', 'red', 'blue', 0.5, 'hsl', 'longer'],
    ['color-mix(in oklch increasing hue, #3a7bd5, #f4a261)', '#3a7bd5', '#f4a261', 0.5, 'oklch', 'increasing'],
    ['color-mix(in oklch decreasing hue, #3a7bd5, #f4a261)', '#3a7bd5', '#f4a261', 0.5, 'oklch', 'decreasing'],
    ['color-mix(in oklch, white, #3a7bd5)', 'white', '#3a7bd5', 0.5, 'oklch'],
    ['color-mix(in xyz, rgb(255 0 0), hsl(120 100% 25%))', 'rgb(255 0 0)', 'hsl(120 100% 25%)', 0.5, 'xyz-d65'],
  ];
  it.each(cases)('%s matches colorjs.io', (source, a, b, share, space, hue) => {
    expectClose(readColor(source)?.code, reference(a, b, share, space, hue), source);
  });

  it('scales the percentages to 100% and fades a mix whose percentages add up to less', () => {
    expect(readColor('color-mix(in srgb, red 60%, blue 60%)')).toEqual(readColor('color-mix(in srgb, red, blue)'));
    expect(readColor('color-mix(in srgb, red 30%, blue 30%)')).toMatchObject({ code: '#800080', alphaDropped: true });
    expect(readColor('COLOR-MIX(IN SRGB, RED, BLUE)')?.code).toBe('#800080');
  });

  it('refuses what it cannot compute: variables, currentcolor, nested mixes, unknown spaces, bad percentages', () => {
    for (const source of [
      'color-mix(in oklch, var(--text) 20%, white)',
      'color-mix(in srgb, currentcolor, white)',
      'color-mix(in srgb, color-mix(in srgb, red, blue), white)',
      'color-mix(in nowhere, red, blue)',
      'color-mix(srgb, red, blue)',
      'color-mix(in srgb, red 120%, blue)',
      'color-mix(in srgb, red 0%, blue 0%)',
      'color-mix(in srgb, red)',
      'color-mix(in srgb, red, blue, green)',
      'color-mix(in srgb, red, nonsense)',
    ]) {
      expect(readColor(source), source).toBeNull();
    }
  });
});

describe('color-mix() in an imported stylesheet', () => {
  it('mixes literal colours, lists a mix of a variable as unreadable, and never reads its literal half alone', () => {
    const css = [':root {', '  --text: #1b1b1f;', '  --border: color-mix(in oklch, var(--text) 20%, white);', '  --wash: color-mix(in srgb, #ff0000 50%, white);', '}', ''].join('\n');
    const result = parseImport(css);
    expect(result.colors.map((color) => [color.name, color.code])).toEqual([
      ['text', '#1b1b1f'],
      ['wash', '#ff8080'],
    ]);
    expect(result.unreadable).toEqual([{ line: 3, text: '--border: color-mix(in oklch, var(--text) 20%, white)' }]);
  });

  it('finds a mix in a pasted list line too', () => {
    const result = parseImport('Accent: color-mix(in srgb, red, blue)\nMuted: color-mix(in oklch, var(--x), white)');
    expect(result.colors.map((color) => color.code)).toEqual(['#800080']);
    expect(result.unreadable.map((line) => line.line)).toEqual([2]);
  });
});
