/**
 * "Copy as" of wide and translucent colours: each form read back by colorjs.io (CSS), Tailwind's own compiler (the
 * arbitrary-value class) or the grammar of the line (SwiftUI, Compose) is the colour, or its sRGB fallback with its
 * alpha where the form is sRGB (HEX without alpha, RGB and HSL with it).
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { compile } from 'tailwindcss';
import { colorAs, paletteAs, type NamedColor } from '../../../src/core/code/colorAs.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { WIDE } from './exactPalettes.ts';

const COLORS: readonly NamedColor[] = WIDE.colors;
const WIDE_ONLY = COLORS.filter((c) => c.exact !== undefined);

const colorOf = (c: NamedColor) => new Color(c.exact ?? c.code);
const alphaOf = (c: NamedColor) => Number(colorOf(c).alpha);
const distance = (a: Color, b: Color) => 100 * a.deltaEOK(b);

describe('colorAs of a wide or translucent colour', () => {
  it('HEX is the sRGB fallback code', () => {
    for (const c of WIDE_ONLY) expect(colorAs(c, 'hex')).toBe(c.code);
  });

  it('RGB and HSL are the fallback with the alpha kept', () => {
    for (const c of WIDE_ONLY) {
      for (const format of ['rgb', 'hsl'] as const) {
        const read = new Color(colorAs(c, format));
        expect(read.to('srgb').toString({ format: 'hex', collapse: false, alpha: false }), `${c.exact} ${format}`).toBe(c.code);
        expect(Number(read.alpha)).toBeCloseTo(alphaOf(c), 3);
      }
    }
  });

  it('OKLCH and Display P3 are the colour itself (its own text when it is written so), alpha kept', () => {
    for (const c of WIDE_ONLY) {
      for (const format of ['oklch', 'p3'] as const) {
        const text = colorAs(c, format);
        const space = readExact(c.exact)!.space;
        if ((format === 'oklch' && space === 'oklch') || (format === 'p3' && space === 'display-p3')) expect(text).toBe(c.exact);
        expect(text.startsWith(format === 'oklch' ? 'oklch(' : 'color(display-p3 ')).toBe(true);
        const read = new Color(text);
        expect(distance(read, colorOf(c)), `${c.exact} ${format}: ${text}`).toBeLessThan(0.05);
        expect(Number(read.alpha)).toBeCloseTo(alphaOf(c), 3);
      }
    }
    // A Rec. 2020 colour keeps its P3 channels past [0, 1]: CSS takes them as the colour itself.
    expect(colorAs(COLORS.find((c) => c.name === 'Rec Green')!, 'p3')).toBe('color(display-p3 -0.5677 1.0326 -0.15)');
  });

  it('a CSS variable carries the exact text, in a palette too', () => {
    expect(colorAs(COLORS[0], 'cssVar')).toBe('--lime-400: oklch(84.1% 0.238 128.85);');
    expect(paletteAs(COLORS, 'cssVar').split('\n').map((line) => line.split(': ')[1].slice(0, -1))).toEqual(COLORS.map((c) => c.exact ?? c.code));
  });

  it("the Tailwind class is an arbitrary value Tailwind's compiler turns into the exact colour", async () => {
    const compiler = await compile('@tailwind utilities;', { base: '/', loadStylesheet: async () => ({ path: '', base: '', content: '' }) });
    for (const c of COLORS) {
      const candidate = colorAs(c, 'tailwind');
      expect(candidate).not.toContain(' ');
      const css = compiler.build([candidate]);
      expect(css, candidate).toContain(`background-color: ${c.exact ?? c.code};`);
    }
  });

  it('SwiftUI is a Color in sRGB or Display P3 with its opacity; Compose an ARGB literal or channels in their ColorSpace', () => {
    const number = String.raw`\d+(?:\.\d+)?(?:e-?\d+)?`;
    const swift = new RegExp(String.raw`^Color\(\.(sRGB|displayP3), red: (\d+ / 255|${number}), green: (\d+ / 255|${number}), blue: (\d+ / 255|${number}), opacity: (${number})\)$`);
    const compose = new RegExp(String.raw`^Color\((${number})f, (${number})f, (${number})f, (${number})f, ColorSpaces\.(Srgb|DisplayP3)\)$`);
    const value = (text: string) => (text.includes(' / ') ? Number(text.split(' / ')[0]) / 255 : Number(text));
    for (const c of WIDE_ONLY) {
      const expected = colorOf(c).inGamut('p3') ? colorOf(c) : colorOf(c).to('p3').toGamut({ method: 'clip' });
      const s = swift.exec(colorAs(c, 'swiftui'));
      expect(s, colorAs(c, 'swiftui')).not.toBeNull();
      const fromSwift = new Color(s![1] === 'sRGB' ? 'srgb' : 'p3', [value(s![2]), value(s![3]), value(s![4])], Number(s![5]));
      expect(distance(fromSwift, expected), c.exact).toBeLessThan(1e-6);
      expect(Number(fromSwift.alpha)).toBeCloseTo(alphaOf(c), 9);
      const text = colorAs(c, 'compose');
      const literal = /^Color\(0x([0-9A-F]{2})([0-9A-F]{6})\)$/.exec(text);
      const k = compose.exec(text);
      expect(literal ?? k, text).not.toBeNull();
      const fromKotlin = literal ? new Color(`#${literal[2]}${literal[1]}`) : new Color(k![5] === 'Srgb' ? 'srgb' : 'p3', [Number(k![1]), Number(k![2]), Number(k![3])], Number(k![4]));
      expect(distance(fromKotlin, expected), c.exact).toBeLessThan(1e-6);
      expect(Number(fromKotlin.alpha)).toBeCloseTo(alphaOf(c), 9);
    }
  });

  it('a plain code gives what it always gave', () => {
    const meadow = { code: '#1ab385', name: 'Mountain Meadow' };
    expect([colorAs(meadow, 'swiftui'), colorAs(meadow, 'compose'), colorAs(meadow, 'tailwind'), colorAs(meadow, 'p3')]).toEqual([
      'Color(red: 26 / 255, green: 179 / 255, blue: 133 / 255)',
      'Color(0xFF1AB385)',
      'bg-[#1ab385]',
      'color(display-p3 0.3292 0.6916 0.5335)',
    ]);
  });
});
