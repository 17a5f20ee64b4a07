/**
 * Colour values (src/core/import/colorValue.ts): every CSS Color 4 syntax read by culori, against colorjs.io
 * converted and gamut-mapped with the CSS Color 4 method (toGamut 'css'), rounded with the project's rule;
 * in-gamut colours unflagged, alpha flagged, non-colours null.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { readColor } from '../../../src/core/import/colorValue.ts';
import { srgbToHex } from '../../../src/core/convert/srgbToHex.ts';
import { expectClose } from './helpers.ts';

/** Returns colorjs.io's sRGB code of a CSS colour, CSS Color 4 gamut-mapped. */
function reference(css: string): string {
  const srgb = new Color(css).to('srgb').toGamut({ method: 'css' });
  return srgbToHex(srgb.coords.map((c) => c ?? 0) as [number, number, number]);
}

const IN_GAMUT = ['#f80', '#3a7bd5', 'rgb(10 20 30)', 'rgba(10, 20, 30, 0.5)', 'hsl(200 50% 50%)', 'hwb(120 10% 20%)', 'lab(50 20 30)', 'lch(60 40 120)', 'oklab(0.5 0.1 0.1)', 'oklch(60% 0.1 200)', 'color(srgb 0.2 0.4 0.6)', 'color(srgb-linear 0.5 0.5 0.5)', 'color(display-p3 0.5 0.5 0.5)', 'rebeccapurple', 'white', 'black'];
const OUT_OF_GAMUT = ['oklch(70% 0.2 30)', 'color(display-p3 1 0 0)', 'lch(50% 200 30)', 'color(rec2020 0 1 0)', 'lab(90 -100 80)', 'oklch(95% 0.3 140)'];

describe('readColor', () => {
  it('reads colours inside sRGB as colorjs.io does, unflagged', () => {
    for (const css of IN_GAMUT) {
      expect(readColor(css)?.mapped, css).toBe(false);
      expectClose(readColor(css)?.code, reference(css), css);
    }
    expect(readColor('#f80')?.code).toBe('#ff8800');
    expect(readColor('rebeccapurple')?.code).toBe('#663399');
    expect(readColor('rgb(10 20 30)')?.code).toBe('#0a141e');
  });

  it('maps colours outside sRGB with CSS Color 4 gamut mapping (within one byte of colorjs.io), flagged', () => {
    for (const css of OUT_OF_GAMUT) {
      expect(readColor(css)?.mapped, css).toBe(true);
      expectClose(readColor(css)?.code, reference(css), css);
    }
  });

  it('flags alpha, which only the exact text keeps: #rrggbbaa, #rgba, slash alpha', () => {
    expect(readColor('#ff000080')).toEqual({ code: '#ff0000', mapped: false, alphaDropped: true, exact: '#ff000080' });
    expect(readColor('#f008')).toEqual({ code: '#ff0000', mapped: false, alphaDropped: true, exact: '#ff000088' });
    expect(readColor('hsl(0 100% 50% / 0.25)')).toEqual({ code: '#ff0000', mapped: false, alphaDropped: true, exact: 'rgb(255 0 0 / 0.25)' });
    expect(readColor('oklch(60% 0.1 200 / 50%)')?.alphaDropped).toBe(true);
    expect(readColor('#ff0000ff')?.alphaDropped).toBe(false);
  });

  it('keeps what a code cannot say as an exact text, digits as written', () => {
    expect(readColor('oklch(84.1% 0.238 128.85)')).toEqual({ code: '#9ae600', mapped: true, alphaDropped: false, exact: 'oklch(84.1% 0.238 128.85)' });
    expect(readColor('oklch(0.985 0 0)')).toEqual({ code: '#fafafa', mapped: false, alphaDropped: false, exact: 'oklch(0.985 0 0)' });
    expect(readColor('color(display-p3 1 0 0)')?.exact).toBe('color(display-p3 1 0 0)');
    expect(readColor('oklch(70% .2 150deg)')?.exact).toBe('oklch(70% .2 150deg)');
    expect(readColor('color(a98-rgb 1 0 0)')?.exact).toMatch(/^oklch\(/);
    expect(readColor('rebeccapurple')).toEqual({ code: '#663399', mapped: false, alphaDropped: false });
    expect(readColor('rgb(255 0 0)')).toEqual({ code: '#ff0000', mapped: false, alphaDropped: false });
  });

  it('returns null for what is not a colour', () => {
    for (const text of ['', 'transparent', 'currentColor', 'inherit', 'nope', 'var(--x)', 'rgb(1 2)', '#12345', 'calc(1px)']) expect(readColor(text), text).toBeNull();
  });
});
