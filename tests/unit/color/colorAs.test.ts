import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse, formatHex } from 'culori';
import { COPY_FORMATS, DEFAULT_COPY_FORMAT, colorAs, isCopyFormat, paletteAs } from '../../../src/core/code/colorAs.ts';

/** "Copy as": each form gives the colour back, exactly, when read by an independent parser (culori) or by hand. */

const code = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** Reads a SwiftUI `Color(red: r / 255, …)` expression back to its code. */
function swiftCode(text: string): string {
  const m = /^Color\(red: (\d+) \/ 255, green: (\d+) \/ 255, blue: (\d+) \/ 255\)$/.exec(text);
  if (!m) throw new Error(`Not a SwiftUI colour: ${text}`);
  return `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
}

describe('colorAs', () => {
  const meadow = { code: '#1ab385', name: 'Mountain Meadow' };

  it('gives each form of one colour', () => {
    expect(COPY_FORMATS.map((format) => [format, colorAs(meadow, format)])).toEqual([
      ['hex', '#1ab385'],
      ['rgb', 'rgb(26 179 133)'],
      ['hsl', 'hsl(162 74.6% 40.2%)'],
      ['oklch', 'oklch(68.21% 0.13691 165.87)'],
      ['p3', 'color(display-p3 0.3292 0.6916 0.5335)'],
      ['cssVar', '--mountain-meadow: #1ab385;'],
      ['tailwind', 'bg-[#1ab385]'],
      ['swiftui', 'Color(red: 26 / 255, green: 179 / 255, blue: 133 / 255)'],
      ['compose', 'Color(0xFF1AB385)'],
    ]);
  });

  it('every CSS form reads back as the same colour (culori)', () => {
    fc.assert(
      fc.property(code, (c) => {
        for (const format of ['hex', 'rgb', 'hsl', 'oklch', 'p3'] as const) expect(formatHex(parse(colorAs({ code: c, name: '' }, format))), format).toBe(c);
        const value = /^--[a-z0-9-]+: (#[0-9a-f]{6});$/.exec(colorAs({ code: c, name: 'x' }, 'cssVar'))?.[1];
        expect(value).toBe(c);
        expect(colorAs({ code: c, name: '' }, 'tailwind')).toBe(`bg-[${c}]`);
      }),
      { numRuns: 500 },
    );
  });

  it('the app-code forms hold the exact bytes', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(swiftCode(colorAs({ code: c, name: '' }, 'swiftui'))).toBe(c);
        expect(colorAs({ code: c, name: '' }, 'compose')).toBe(`Color(0xFF${c.slice(1).toUpperCase()})`);
      }),
      { numRuns: 300 },
    );
  });

  it('a custom property of a name with nothing ASCII in it is still a valid property', () => {
    expect(colorAs({ code: '#fef4f4', name: '桜色' }, 'cssVar')).toBe('--color: #fef4f4;');
  });
});

describe('paletteAs', () => {
  const colors = [
    { code: '#ff0000', name: 'Red' },
    { code: '#1ab385', name: 'Mountain Meadow' },
    { code: '#fe0000', name: 'Red' },
    { code: '#ffffff', name: 'default' },
  ];

  it('gives a line a colour, in order', () => {
    for (const format of COPY_FORMATS) expect(paletteAs(colors, format).split('\n'), format).toHaveLength(colors.length);
    expect(paletteAs(colors, 'hex')).toBe('#ff0000\n#1ab385\n#fe0000\n#ffffff');
  });

  it('names the colours uniquely where the form needs names, never as a keyword', () => {
    expect(paletteAs(colors, 'cssVar')).toBe('--red: #ff0000;\n--mountain-meadow: #1ab385;\n--red-2: #fe0000;\n--default: #ffffff;');
    expect(paletteAs(colors, 'swiftui').split('\n').map((line) => line.split(' = ')[0])).toEqual(['let red', 'let mountainMeadow', 'let red2', 'let defaultColor']);
    expect(paletteAs(colors, 'compose').split('\n').map((line) => line.split(' = ')[0])).toEqual(['val Red', 'val MountainMeadow', 'val Red2', 'val DefaultColor']);
  });

  it('every line of the app code holds its colour', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ code, name: fc.string() }), { minLength: 1, maxLength: 12 }), (list) => {
        const swift = paletteAs(list, 'swiftui').split('\n').map((line) => swiftCode(line.split(' = ')[1]));
        expect(swift).toEqual(list.map((c) => c.code));
        for (const line of paletteAs(list, 'swiftui').split('\n')) expect(line).toMatch(/^let [a-z][A-Za-z0-9]* = /);
        for (const line of paletteAs(list, 'compose').split('\n')) expect(line).toMatch(/^val [A-Z][A-Za-z0-9]* = Color\(0xFF[0-9A-F]{6}\)$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the setting', () => {
  it('is hex by default and reads only known forms', () => {
    expect(DEFAULT_COPY_FORMAT).toBe('hex');
    expect(COPY_FORMATS.every(isCopyFormat)).toBe(true);
    for (const bad of [null, '', 'HEX', 'cmyk', '{"format":"rgb"}', 3]) expect(isCopyFormat(bad)).toBe(false);
  });
});
