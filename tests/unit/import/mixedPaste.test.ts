/**
 * A paste never loses colours silently: a list with declarations among it reads every colour it holds, in
 * order, and lists each line it could not read.
 */
import fc from 'fast-check';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { tailwindPalette } from '../../../src/ui/import/tailwindPalette.ts';

const read = (text: string) => {
  const result = parseImport(text);
  return { codes: result.colors.map((c) => c.code), lines: result.colors.map((c) => c.line), unreadable: result.unreadable };
};

describe('a mixed paste', () => {
  it('reads the colours of a list around a custom property, in order (the walkthrough’s paste)', () => {
    const { codes, lines, unreadable } = read('#ff0000, rgb(0 128 0)\noklch(0.7 0.1 200)\n--brand: #3a7bd5;');
    expect(codes).toEqual(['#ff0000', '#008000', '#40b1b7', '#3a7bd5']);
    expect(lines).toEqual([1, 1, 2, 3]);
    expect(unreadable).toEqual([]);
  });

  it('lists a line among declarations that holds no colour', () => {
    const { codes, unreadable } = read('#264653\n--accent: #2a9d8f;\nhsl(200 50% 40%)\nnothing here\n$brand: #e9c46a;');
    expect(codes).toEqual(['#264653', '#2a9d8f', '#337799', '#e9c46a']);
    expect(unreadable).toEqual([{ line: 4, text: 'nothing here' }]);
  });

  it('reads a list with an ordinary declaration in it', () => {
    expect(read('#264653\n#2a9d8f\ncolor: #e9c46a;').codes).toEqual(['#264653', '#2a9d8f', '#e9c46a']);
  });

  it('reads a colour between SCSS variables and a rule, and does not list the stylesheet’s own syntax', () => {
    const { codes, unreadable } = read('$brand: #ff0000;\n#00ff00\n@import "base";\n.btn { color: blue }\n/* done */');
    expect(codes).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(unreadable).toEqual([]);
  });

  it('reads a JSON array among prose, and lists the prose lines', () => {
    const { codes, unreadable } = read('Here it is:\n["#264653", "#2a9d8f", "#e9c46a"]\nthanks');
    expect(codes).toEqual(['#264653', '#2a9d8f', '#e9c46a']);
    expect(unreadable.map((u) => u.line)).toEqual([1, 3]);
  });

  it('reads a Tailwind class list with Tailwind’s own palette: names, variants, opacity, codes beside it', () => {
    const tailwind = tailwindPalette();
    expect(tailwind.get('sky-500')).toBe('oklch(68.5% 0.169 237.323)');
    const result = parseImport('bg-sky-500 text-slate-900 border-rose-300\nhover:bg-red-500/50 md:text-white #123456\nflex p-4', { tailwind });
    expect(result.colors.map((c) => [c.name, c.line, c.source])).toEqual([
      ['sky-500', 1, 'bg-sky-500'],
      ['slate-900', 1, 'text-slate-900'],
      ['rose-300', 1, 'border-rose-300'],
      ['red-500', 2, 'hover:bg-red-500/50'],
      ['white', 2, 'md:text-white'],
      [null, 2, '#123456'],
    ]);
    // Tailwind's oklch colours outside sRGB are gamut-mapped and said so; an opacity is dropped and said so.
    expect(result.colors[0]).toMatchObject({ code: '#00a6f4', mapped: true });
    expect(result.colors[3]).toMatchObject({ code: '#fb2c36', alphaDropped: true });
    expect(result.unreadable).toEqual([{ line: 3, text: 'flex p-4' }]);
    // A class on a stray line among declarations, and an unknown palette name, which is not a colour.
    expect(parseImport('--brand: #00ff00;\nbg-emerald-400 bg-nonsense-500', { tailwind }).colors.map((c) => c.name)).toEqual(['brand', 'emerald-400']);
  });

  it('without Tailwind’s palette lists a class list as unreadable rather than drop it', () => {
    const result = parseImport('bg-sky-500 text-slate-900 border-rose-300');
    expect(result.colors).toEqual([]);
    expect(result.unreadable).toEqual([{ line: 1, text: 'bg-sky-500 text-slate-900 border-rose-300' }]);
  });

  it('keeps every colour of any mix of list lines and custom properties, in order', () => {
    const line = fc.tuple(fc.boolean(), hex, fc.integer({ min: 0, max: 99 })).map(([declaration, code, n]) => ({
      text: declaration ? `--c-${n}: ${code};` : code,
      code,
    }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const { codes, unreadable } = read(lines.map((l) => l.text).join('\n'));
        expect(codes).toEqual(lines.map((l) => l.code));
        expect(unreadable).toEqual([]);
      }),
    );
  });
});
