/**
 * Import (src/core/import): each format on a hand-written, real-world-like sample in tests/fixtures/import,
 * read as a dropped file (bytes) and as a paste (text), recognised by content.
 */
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { toAse } from '../../../src/ui/export/ase.ts';
import { aseFile } from './aseBytes.ts';
import { codes, fixtureBytes, fixtureText, named } from './helpers.ts';

describe('parseImport by format', () => {
  it('reads a Tailwind v3 config: nested scales flatten, DEFAULT names the parent, container keys and non-colours drop', () => {
    const result = parseImport(fixtureBytes('tailwind.config.js'));
    expect(result.format).toBe('tailwind3');
    expect(named(result)).toEqual([
      ['#ffffff', 'white'],
      ['#d62828', 'brand-red'],
      ['#eff6ff', 'blue-50'],
      ['#3b82f6', 'blue-500'],
      ['#3b82f6', 'blue'],
      ['#1e3a8a', 'blue-900'],
      ['#f3f4f6', 'gray-100'],
      ['#1f2937', 'gray-800'],
      ['#8cc3fc', 'primary-light'],
      ['#1d4ed8', 'primary'],
      ['#f59e0b', 'accent'],
    ]);
    expect(result.colors[1]).toMatchObject({ line: 14, source: '#D62828', mapped: false, alphaDropped: false });
  });

  it('reads a Tailwind v3 config in TypeScript without semicolons (satisfies Config)', () => {
    const result = parseImport(fixtureText('tailwind.config.ts'));
    expect(result.format).toBe('tailwind3');
    // `brand` is a variable reference inside the config: its literal is read where it is declared
    expect(named(result)).toEqual([
      ['#0b1320', 'ink'],
      ['#fdfcf7', 'paper'],
      ['#ccfbf1', 'lagoon-100'],
      ['#0d9488', 'lagoon-600'],
    ]);
  });

  it('reads a Tailwind v4 @theme: --color-* only, named without the prefix, out-of-sRGB colours mapped', () => {
    const result = parseImport(fixtureText('theme.css'));
    expect(result.format).toBe('tailwind4');
    expect(result.title).toBe('Acme brand');
    expect(named(result)).toEqual([
      ['#fcfcfc', 'avocado-100'],
      ['#c2d932', 'avocado-500'],
      ['#3b82f6', 'blue-500'],
      ['#fa0500', 'brand'],
    ]);
    expect(result.colors.map((c) => c.mapped)).toEqual([false, false, false, true]);
  });

  it('reads DTCG design tokens: groups joined with -, $type inherited, aliases resolved, cycles and missing refs skipped', () => {
    const result = parseImport(fixtureBytes('tokens.json'));
    expect(result.format).toBe('tokens');
    expect(named(result)).toEqual([
      ['#d62828', 'color-base-red'],
      ['#3a7bd5', 'color-base-blue'],
      ['#ff341e', 'color-base-glow'],
      ['#fbe9ee', 'color-base-mist'],
      ['#3a7bd5', 'color-brand-primary'],
      ['#d62828', 'color-brand-danger'],
      ['#fafafa', 'color-surface'],
      ['#ffffff', 'color-surface-raised'],
      ['#111111', 'text-default'],
    ]);
    expect(result.colors[2].mapped).toBe(true);
    expect(result.colors[3].alphaDropped).toBe(true);
    expect(result.colors[0].line).toBe(6);
    expect(result.unreadable).toEqual([
      { line: 16, text: 'color.brand.loop-a: {color.brand.loop-b}' },
      { line: 17, text: 'color.brand.loop-b: {color.brand.loop-a}' },
      { line: 18, text: 'color.brand.missing: {color.base.green}' },
    ]);
  });

  it('reads a .gpl with comments: the Name as title, bytes and names, bad lines listed', () => {
    const result = parseImport(fixtureBytes('palette.gpl'));
    expect(result).toMatchObject({ format: 'gpl', title: 'Sunset over Kyoto' });
    expect(named(result)).toEqual([
      ['#ff5e4d', 'Coral'],
      ['#264653', 'Charcoal blue'],
      ['#e9c46a', 'Saffron'],
      ['#000000', null],
      ['#f4a261', 'Sandy brown'],
    ]);
    expect(result.unreadable).toEqual([{ line: 11, text: '300 10 10\tOut of range' }]);
  });

  it('reads CSS: custom properties named, other declarations unnamed, comments and strings never', () => {
    const result = parseImport(fixtureText('styles.css'));
    expect(result.format).toBe('css');
    expect(named(result)).toEqual([
      ['#d62828', 'brand-red'],
      ['#3a7bd5', 'brand-blue'],
      ['#fafafa', 'surface'],
      ['#000000', null],
      ['#333333', null],
      ['#663399', null],
    ]);
    expect(result.colors[2].alphaDropped).toBe(true);
    expect(codes(result)).not.toContain('#ff0000'); // in a comment
    expect(codes(result)).not.toContain('#00ff00'); // in a string
  });

  it('reads CSS light-dark() values: both colours named after the variable, light first', () => {
    const result = parseImport(':root {\n  color-scheme: light dark;\n  --surface: light-dark(#ffffff, rgb(17, 24, 39));\n  --mixed: light-dark(#eeeeee, var(--x));\n}\n');
    expect(named(result)).toEqual([
      ['#ffffff', 'surface'],
      ['#111827', 'surface'],
      // Half a pair is an ordinary colour among others: unnamed.
      ['#eeeeee', null],
    ]);
  });

  it('reads SCSS: $variables, not the map of references nor functions of them', () => {
    const result = parseImport(fixtureText('variables.scss'));
    expect(result).toMatchObject({ format: 'scss', title: 'Brand colours' });
    expect(named(result)).toEqual([
      ['#d62828', 'brand-red'],
      ['#3a7bd5', 'brand-blue'],
      ['#ebd4ae', 'sand'],
      ['#ffffff', null],
    ]);
  });

  it('reads Sass (indented syntax, no semicolons) and multi-line CSS values', () => {
    expect(named(parseImport('// Sass\n$brand-red: #d62828\n$brand-blue: #3a7bd5\n\n.button\n  color: $brand-red\n'))).toEqual([
      ['#d62828', 'brand-red'],
      ['#3a7bd5', 'brand-blue'],
    ]);
    expect(named(parseImport(':root {\n  --shadow:\n    0 0 1px #000,\n    0 2px 4px #333;\n  --ink: #111;\n}'))).toEqual([
      ['#000000', null],
      ['#333333', null],
      ['#111111', 'ink'],
    ]);
  });

  it('reads Less: @variables, not at-rules', () => {
    const result = parseImport(fixtureText('variables.less'));
    expect(result.format).toBe('less');
    expect(named(result)).toEqual([
      ['#d62828', 'brand-red'],
      ['#3a7bd5', 'brand-blue'],
    ]);
  });

  it('reads a JavaScript module: variables, nested objects, { name, hex } arrays; functions skipped', () => {
    const result = parseImport(fixtureText('colors.mjs'));
    expect(result).toMatchObject({ format: 'js', title: 'Team palette' });
    expect(named(result)).toEqual([
      ['#d62828', 'brand'],
      ['#3a7bd5', 'ocean'],
      ['#ebd6ad', 'sand'],
      ['#001f3f', 'nested-deep'],
      ['#87ceeb', 'nested-light-sky'],
      ['#2a9d8f', 'Leaf'],
      ['#ffd700', 'Sun'],
    ]);
  });

  it('reads JSON: arrays of strings, objects of names, nested paths', () => {
    expect(named(parseImport('["#ff0000", "oklch(60% 0.1 200)"]'))).toEqual([
      ['#ff0000', null],
      ['#0d9298', null],
    ]);
    const result = parseImport('{ "brand": { "red": "#d62828", "blue": { "500": "#3a7bd5" } }, "size": 12, "list": [{ "name": "Ink", "value": "#111" }] }');
    expect(result.format).toBe('json');
    expect(named(result)).toEqual([
      ['#d62828', 'brand-red'],
      ['#3a7bd5', 'brand-blue-500'],
      ['#111111', 'Ink'],
    ]);
  });

  it('reads Irodori and Coolors links without fetching, other lines as a list', () => {
    const result = parseImport(fixtureText('links.txt'));
    expect(result.format).toBe('link');
    expect(codes(result)).toEqual(['#264653', '#2a9d8f', '#e9c46a', '#3a7bd5', '#f4a261', '#e76f51', '#001219', '#005f73']);
    expect(result.colors.map((c) => c.line)).toEqual([1, 1, 1, 2, 3, 3, 4, 4]);
    expect(result.unreadable).toEqual([{ line: 5, text: 'and a stray line without colours' }]);
    expect(codes(parseImport('/palettes/preview?colors=f00-00ff00'))).toEqual(['#ff0000', '#00ff00']);
    expect(codes(parseImport('https://irodori.app/tools/generator?tab=ui&colors=111111,222222'))).toEqual(['#111111', '#222222']);

  });

  it('reads Color Hunt links, their codes run together, beside a Coolors link', () => {
    const result = parseImport('https://colorhunt.co/palette/f9ed69f08a5db83b5e6a2c70\nhttps://coolors.co/palette/264653-2a9d8f');
    expect(result.format).toBe('link');
    expect(codes(result)).toEqual(['#f9ed69', '#f08a5d', '#b83b5e', '#6a2c70', '#264653', '#2a9d8f']);
    expect(result.colors[0].source).toBe('f9ed69');
    // Not a multiple of six digits: not a Color Hunt link, and the line is listed.
    expect(parseImport('colorhunt.co/palette/f9ed69f08').unreadable).toHaveLength(1);
  });

  it('reads a plain list: any separators, bare and short codes only on code-only lines, CSS colours, names from words', () => {
    const result = parseImport(fixtureText('list.txt'));
    expect(result.format).toBe('list');
    expect(codes(result)).toEqual([
      '#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#264653', '#2a9d8f', '#e9c46a',
      '#ffaabb', '#bbaadd', '#ffaacc', '#d62828', '#001f3f', '#ff614d', '#4095bf', '#ff0b0c',
      '#663399', '#ff6347', '#a16945', '#7d9a51', '#a14203', '#1acc1a', '#ff0000', '#aabbcc',
    ]);
    expect(result.colors.find((c) => c.code === '#d62828')?.name).toBe('Brand red');
    expect(result.colors.find((c) => c.code === '#001f3f')?.name).toBe('Navy');
    expect(result.colors.filter((c) => c.mapped).map((c) => c.source)).toEqual(['oklch(70% 0.2 30)', 'color(display-p3 1 0 0)']);
    expect(result.colors.filter((c) => c.alphaDropped).map((c) => c.source)).toEqual(['face', 'hsl(200 50% 50% / .5)', '#FF000080', '#abcd']);
    expect(result.unreadable).toEqual([
      { line: 1, text: 'Brand colours, autumn 2025' },
      { line: 13, text: 'I would add a bad face to this' },
    ]);
  });

  it('reads an .ase from the exporter', () => {
    const bytes = toAse({ name: 'P', colors: [{ code: '#d62828', name: 'Brand red' }, { code: '#3a7bd5', name: '' }] });
    const result = parseImport(bytes);
    expect(result.format).toBe('ase');
    expect(named(result)).toEqual([
      ['#d62828', 'Brand red'],
      ['#3a7bd5', '#3a7bd5'],
    ]);
  });

  it('reads an .ase with groups, flattened, in RGB, CMYK, LAB and Gray', () => {
    const bytes = aseFile([
      { kind: 'color', name: 'Loose', model: 'RGB ', values: [1, 0, 0] },
      { kind: 'group', name: 'Brand' },
      { kind: 'color', name: 'Cyan ink', model: 'CMYK', values: [1, 0, 0, 0] },
      { kind: 'color', name: 'Lab grey', model: 'LAB ', values: [0.5, 0, 0] },
      { kind: 'end' },
      { kind: 'group', name: 'Neutrals' },
      { kind: 'color', name: 'Mid', model: 'Gray', values: [0.5], type: 0 },
      { kind: 'end' },
    ]);
    const result = parseImport(bytes);
    expect(named(result)).toEqual([
      ['#ff0000', 'Loose'],
      ['#00ffff', 'Cyan ink'],
      ['#777777', 'Lab grey'],
      ['#808080', 'Mid'],
    ]);
    expect(result.colors.map((c) => c.line)).toEqual([1, 2, 3, 4]);
  });

  it('decodes UTF-8 with a BOM and UTF-16 LE and BE with a BOM', () => {
    const text = 'Brand red: #d62828\n日本の赤 #c0392b';
    const utf16 = (le: boolean) => {
      const out = [le ? 0xff : 0xfe, le ? 0xfe : 0xff];
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        out.push(...(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
      }
      return new Uint8Array(out);
    };
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    for (const bytes of [utf8, utf16(true), utf16(false)]) {
      expect(named(parseImport(bytes))).toEqual([
        ['#d62828', 'Brand red'],
        ['#c0392b', '日本の赤'],
      ]);
    }
  });
});
