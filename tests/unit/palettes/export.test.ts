import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { toAse } from '../../../src/ui/export/ase';
import { toCss, toScss } from '../../../src/ui/export/css';
import { EXPORT_FORMATS, exportFormat } from '../../../src/ui/export/formats';
import { toGpl } from '../../../src/ui/export/gpl';
import { camelName, commentText, fileName, kebabName, uniqueKebabNames } from '../../../src/ui/export/identifiers';
import { toJavaScript } from '../../../src/ui/export/javascript';
import { toTailwindConfig, toTailwindTheme } from '../../../src/ui/export/tailwind';
import { toDesignTokens } from '../../../src/ui/export/tokens';
import type { ExportInput } from '../../../src/ui/export/types';
import { decodeAse, rgbFloatsToCode } from './aseDecoder';

const sample: ExportInput = {
  name: 'Sunset',
  colors: [
    { code: '#1ab385', name: 'Mountain Meadow' },
    { code: '#ff0000', name: 'Red' },
    { code: '#fe0000', name: 'Red' },
    { code: '#ffffff', name: 'White' },
  ],
};

/** A palette whose names try to break out of every format. */
const hostile: ExportInput = {
  name: 'Evil */ } </style><script>alert(1)</script>\n// x',
  colors: [
    { code: '#000000', name: "'; alert(1); //" },
    { code: '#111111', name: '*/ body { display: none } /*' },
    { code: '#222222', name: '--x: red; } :root { --y' },
    { code: '#333333', name: '$type' },
    { code: '#444444', name: '1st place' },
    { code: '#555555', name: '' },
  ],
};

describe('identifiers', () => {
  it('makes lower-case hyphenated names', () => {
    expectOutputs(kebabName, [
      ['Mountain Meadow', 'mountain-meadow'],
      ["Pink O'Neill", 'pink-o-neill'],
      ['  Rosé  Brûlée ', 'rose-brulee'],
      ['1st place', 'color-1st-place'],
      ['空色', 'color'],
      ['', 'color'],
    ]);
  });

  it('numbers repeated names from 2, never reusing a taken name', () => {
    expect(uniqueKebabNames(['Red', 'Red', 'Blue', 'Red'])).toEqual(['red', 'red-2', 'blue', 'red-3']);
    expect(uniqueKebabNames(['Red 2', 'Red', 'Red'])).toEqual(['red-2', 'red', 'red-3']);
  });

  it('camel-cases kebab names', () => {
    expect(camelName('mountain-meadow')).toBe('mountainMeadow');
    expect(camelName('red-2')).toBe('red2');
    expect(camelName('color-1st-place')).toBe('color1stPlace');
  });

  it('keeps comments on one line without terminators', () => {
    expect(commentText('a */ b /* c\n// d <e>')).toBe('a b c d e');
  });

  it('names files from the palette name', () => {
    expect(fileName('My Palette', 'css')).toBe('my-palette.css');
    expect(fileName('春の色 / Spring', 'ase')).toBe('春の色-spring.ase');
    expect(fileName('../../etc/passwd', 'gpl')).toBe('etc-passwd.gpl');
    expect(fileName('  ', 'js')).toBe('palette.js');
    expect(fileName('x'.repeat(200), 'js')).toBe(`${'x'.repeat(64)}.js`);
  });

  it('gives a usable file name for every name: ASCII, Japanese, emoji, slashes, dots, empty', () => {
    expect(fileName('Shared Palette', 'css')).toBe('shared-palette.css');
    expect(fileName('共有パレット', 'css')).toBe('共有パレット.css');
    expect(fileName('ﾊﾟﾚｯﾄ　２', 'gpl')).toBe('パレット-2.gpl'); // half-width kana and full-width digit/space folded
    expect(fileName('हिन्दी', 'js')).toBe('हिन्दी.js'); // combining vowel signs stay with their letters
    expect(fileName('🎨 Art 🌈', 'css')).toBe('art.css');
    expect(fileName('🎨🌈', 'css')).toBe('palette.css');
    expect(fileName('a/b\\c:d*e?f"g<h>i|j', 'css')).toBe('a-b-c-d-e-f-g-h-i-j.css');
    expect(fileName('/', 'css')).toBe('palette.css');
    expect(fileName('.hidden', 'css')).toBe('hidden.css');
    expect(fileName('v1.2.final.', 'tokens.json')).toBe('v1-2-final.tokens.json');
    expect(fileName('...', 'ase')).toBe('palette.ase');
    expect(fileName('', 'ase')).toBe('palette.ase');
    expect(fileName('\u0000\n\t', 'ase')).toBe('palette.ase');
    expect(fileName('CON', 'css')).toBe('con-palette.css');
    expect(fileName('Console', 'css')).toBe('console.css');
  });

  it('cuts a long name between characters, never inside one', () => {
    const astral = '𠮷'.repeat(100); // a CJK letter outside the BMP: two UTF-16 units each
    expect(fileName(astral, 'css')).toBe(`${'𠮷'.repeat(64)}.css`);
    expect(fileName(`${'あ'.repeat(63)} x`, 'css')).toBe(`${'あ'.repeat(63)}.css`);
  });
});

describe('CSS custom properties', () => {
  it('declares one property per colour on :root', () => {
    expect(toCss(sample)).toBe(
      '/* Sunset */\n:root {\n  --mountain-meadow: #1ab385;\n  --red: #ff0000;\n  --red-2: #fe0000;\n  --white: #ffffff;\n}\n',
    );
  });

  it('stays one rule whatever the names hold', () => {
    const css = toCss(hostile);
    const [comment, ...rest] = css.split('\n');
    expect(comment.startsWith('/* ') && comment.endsWith(' */')).toBe(true);
    expect(comment.slice(3, -3)).not.toMatch(/\*\/|<|>/);
    expect(rest.join('\n')).toMatch(/^:root \{\n( {2}--[a-z0-9-]+: #[0-9a-f]{6};\n){6}\}\n$/);
  });

  it('gives an empty rule for an empty palette', () => {
    expect(toCss({ name: '', colors: [] })).toBe(':root {\n\n}\n');
  });
});

describe('SCSS', () => {
  it('declares variables and a map', () => {
    expect(toScss(sample)).toBe(
      '/* Sunset */\n$mountain-meadow: #1ab385;\n$red: #ff0000;\n$red-2: #fe0000;\n$white: #ffffff;\n\n' +
        "$palette: (\n  'mountain-meadow': $mountain-meadow,\n  'red': $red,\n  'red-2': $red-2,\n  'white': $white,\n);\n",
    );
  });
});

describe('JavaScript', () => {
  it('exports an array of codes and an object of camelCase names', () => {
    expect(toJavaScript(sample)).toBe(
      "/* Sunset */\nexport const colors = ['#1ab385', '#ff0000', '#fe0000', '#ffffff'];\n\n" +
        "export const palette = {\n  mountainMeadow: '#1ab385',\n  red: '#ff0000',\n  red2: '#fe0000',\n  white: '#ffffff',\n};\n",
    );
  });

  it('evaluates to the colours, and hostile names cannot inject code', async () => {
    for (const input of [sample, hostile]) {
      const source = toJavaScript(input);
      const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
      const module = (await import(/* @vite-ignore */ url)) as { colors: string[]; palette: Record<string, string> };
      expect(module.colors).toEqual(input.colors.map((c) => c.code));
      expect(Object.values(module.palette)).toEqual(input.colors.map((c) => c.code));
      expect(Object.keys(module).sort()).toEqual(['colors', 'palette']);
      for (const key of Object.keys(module.palette)) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });
});

describe('Tailwind', () => {
  it('writes a v4 @theme block of --color-* variables', () => {
    expect(toTailwindTheme(sample)).toBe(
      '/* Sunset */\n@theme {\n  --color-mountain-meadow: #1ab385;\n  --color-red: #ff0000;\n  --color-red-2: #fe0000;\n  --color-white: #ffffff;\n}\n',
    );
  });

  it('writes a v3 config extending theme colours', async () => {
    const source = toTailwindConfig(sample);
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as { default: { content: string[]; theme: { extend: { colors: Record<string, string> } } } };
    // Without content, Tailwind v3 generates no utility ("No utility classes were detected").
    expect(module.default.content).toEqual(['./index.html', './src/**/*.{html,js,jsx,ts,tsx,vue,svelte}']);
    expect(module.default.theme.extend.colors).toEqual({
      'mountain-meadow': '#1ab385',
      red: '#ff0000',
      'red-2': '#fe0000',
      white: '#ffffff',
    });
  });
});

describe('design tokens', () => {
  it('writes W3C DTCG colour tokens', () => {
    expect(JSON.parse(toDesignTokens(sample))).toEqual({
      'mountain-meadow': { $type: 'color', $value: '#1ab385' },
      red: { $type: 'color', $value: '#ff0000' },
      'red-2': { $type: 'color', $value: '#fe0000' },
      white: { $type: 'color', $value: '#ffffff' },
    });
  });

  it('never makes a token name that starts with $ or holds . { }', () => {
    const tokens = JSON.parse(toDesignTokens(hostile)) as Record<string, unknown>;
    expect(Object.keys(tokens)).toHaveLength(hostile.colors.length);
    for (const name of Object.keys(tokens)) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe('GIMP palette', () => {
  it('writes the header and one aligned RGB line per colour', () => {
    expect(toGpl(sample)).toBe(
      'GIMP Palette\nName: Sunset\nColumns: 0\n#\n 26 179 133\tMountain Meadow\n255   0   0\tRed\n254   0   0\tRed\n255 255 255\tWhite\n',
    );
  });

  it('keeps the header and one line per colour whatever the names hold', () => {
    const lines = toGpl(hostile).trimEnd().split('\n');
    expect(lines.slice(0, 1)).toEqual(['GIMP Palette']);
    expect(lines[1]).toMatch(/^Name: [^\n]+$/);
    expect(lines).toHaveLength(4 + hostile.colors.length);
    expect(lines[lines.length - 1]).toBe(' 85  85  85\t#555555');
  });
});

describe('Adobe Swatch Exchange', () => {
  it('writes the ASEF header, version 1.0 and one normal RGB entry per colour', () => {
    const bytes = toAse(sample);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('ASEF');
    expect([...bytes.slice(4, 12)]).toEqual([0, 1, 0, 0, 0, 0, 0, 4]);
    // First block: type 0x0001, then its length.
    expect([...bytes.slice(12, 14)]).toEqual([0, 1]);
    const { version, swatches } = decodeAse(bytes);
    expect(version).toEqual([1, 0]);
    expect(swatches.map((s) => s.name)).toEqual(['Mountain Meadow', 'Red', 'Red', 'White']);
    expect(swatches.every((s) => s.model === 'RGB ' && s.type === 2)).toBe(true);
  });

  it('round-trips to the same colours', () => {
    for (const input of [sample, hostile]) {
      const { swatches } = decodeAse(toAse(input));
      expect(swatches.map((s) => rgbFloatsToCode(s.values))).toEqual(input.colors.map((c) => c.code));
    }
  });

  it('encodes names as UTF-16 big-endian, null-terminated', () => {
    const bytes = toAse({ name: 'x', colors: [{ code: '#0000ff', name: '青' }] });
    // header 12, type 2, length 4, then the name length (2 units: 青 and the null).
    expect([...bytes.slice(18, 20)]).toEqual([0, 2]);
    expect([...bytes.slice(20, 24)]).toEqual([0x97, 0x52, 0, 0]);
    expect(decodeAse(bytes).swatches[0]).toEqual({ name: '青', model: 'RGB ', values: [0, 0, 1], type: 2 });
  });

  it('names an unnamed colour by its code and writes an empty file for no colours', () => {
    expect(decodeAse(toAse(hostile)).swatches[5].name).toBe('#555555');
    expect(decodeAse(toAse({ name: '', colors: [] })).swatches).toEqual([]);
  });
});

describe('format table', () => {
  it('lists every format once with a generator', () => {
    expect(EXPORT_FORMATS.map((f) => f.id)).toEqual(['css', 'scss', 'js', 'tailwind', 'tailwind3', 'tokensColor', 'tokens', 'figma', 'tokensStudio', 'android', 'swiftui', 'flutter', 'gpl', 'jasc', 'lospec', 'paintnet', 'sketch', 'ase', 'aco', 'procreate']);
    expect(exportFormat('ase').kind).toBe('binary');
    expect(() => exportFormat('nope' as never)).toThrow();
    for (const format of EXPORT_FORMATS) expect(format.generate(sample)).toBeTruthy();
  });
});
