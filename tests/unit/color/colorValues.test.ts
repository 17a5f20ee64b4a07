import { describe, expect, it } from 'vitest';
import { createColor, fromCmyk, fromHsl, fromHsv, fromLab, fromLch, fromOklch } from '../../../src/core/index.ts';
import { COLOR_VALUE_ROWS, formatHue, formatNumber } from '../../../src/core/code/colorValues.ts';
import { NAMES } from '../../support/colorNames';
import { readColor } from '../../../src/core/import/colorValue.ts';

/** Returns the strip's texts of a code, by row id. */
function values(code: string): Record<string, string> {
  const color = createColor(code, { names: NAMES });
  return Object.fromEntries(COLOR_VALUE_ROWS.map((row) => [row.id, row.format(color)]));
}

/** Parses the numbers of a formatted value. */
function numbers(text: string): number[] {
  return [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

describe('formatNumber and formatHue', () => {
  it('rounds to fixed decimals and drops trailing zeros and negative zero', () => {
    expect(formatNumber(53.1372, 1)).toBe('53.1');
    expect(formatNumber(100, 1)).toBe('100');
    expect(formatNumber(0.04999, 1)).toBe('0');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(-53.3476, 2)).toBe('-53.35');
    expect(formatNumber(1e-12, 5)).toBe('0');
  });
  it("writes a missing hue (NaN from the core) as 0, never 'none'", () => {
    expect(formatHue(NaN, 1)).toBe('0');
    expect(formatHue(NaN, 2)).toBe('0');
    expect(formatHue(214.83870967741936, 1)).toBe('214.8');
    expect(formatHue(0, 1)).toBe('0');
  });
});

describe('COLOR_VALUE_ROWS', () => {
  it('lists HEX, RGB, HSL, HSV, CMYK, CIELAB, CIELCH and OKLCH in order', () => {
    expect(COLOR_VALUE_ROWS.map((row) => row.label)).toEqual(['HEX', 'RGB', 'HSL', 'HSV', 'CMYK', 'CIELAB', 'CIELCH', 'OKLCH', 'Display P3']);
    expect(COLOR_VALUE_ROWS.filter((row) => !row.css).map((row) => row.id)).toEqual(['hsv', 'cmyk']);
  });

  it('formats a chromatic colour (reference values from the core, CSS Color 4 forms)', () => {
    expect(values('#3a7bd5')).toEqual({
      hex: '#3a7bd5',
      rgb: 'rgb(58 123 213)',
      hsl: 'hsl(214.8 64.9% 53.1%)',
      hsv: '214.8°, 72.8%, 83.5%',
      cmyk: '72.8%, 42.3%, 0%, 16.5%',
      lab: 'lab(50.89 2.6 -53.35)',
      lch: 'lch(50.89 53.41 272.79)',
      oklch: 'oklch(58.62% 0.15327 257.23)',
      p3: 'color(display-p3 0.2933 0.4765 0.81)',
    });
  });

  it('writes greys, black and white with hue 0 and zero chroma (the core keeps NaN)', () => {
    const grey = createColor('#808080', { names: NAMES });
    expect(Number.isNaN(grey.hsl.hue) && Number.isNaN(grey.hsv.hue) && Number.isNaN(grey.lch.hue)).toBe(true);
    expect(values('#808080')).toEqual({
      hex: '#808080',
      rgb: 'rgb(128 128 128)',
      hsl: 'hsl(0 0% 50.2%)',
      hsv: '0°, 0%, 50.2%',
      cmyk: '0%, 0%, 0%, 49.8%',
      lab: 'lab(53.59 0 0)',
      lch: 'lch(53.59 0 0)',
      oklch: 'oklch(59.99% 0 0)',
      p3: 'color(display-p3 0.502 0.502 0.502)',
    });
    expect(values('#000000')).toMatchObject({ rgb: 'rgb(0 0 0)', hsv: '0°, 0%, 0%', cmyk: '0%, 0%, 0%, 100%', lab: 'lab(0 0 0)' });
    expect(values('#ffffff')).toMatchObject({ hsl: 'hsl(0 0% 100%)', cmyk: '0%, 0%, 0%, 0%', lab: 'lab(100 0 0)', lch: 'lch(100 0 0)' });
  });

  it("never writes 'none' or NaN, for any grey", () => {
    for (let v = 0; v <= 255; v++) {
      const code = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      for (const text of Object.values(values(code))) expect(text).not.toMatch(/none|NaN/);
    }
  });

  it('every text converts back to the same hex (a lattice of 4 913 colours, greys and extremes included)', () => {
    const failures: string[] = [];
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) {
          const code = `#${[r, g, b].map((x) => x.toString(16).padStart(2, '0')).join('')}`;
          const v = values(code);
          const [hh, hs, hl] = numbers(v.hsl);
          const [vh, vs, vv] = numbers(v.hsv);
          const [c, m, y, k] = numbers(v.cmyk);
          const [l, a, bb] = numbers(v.lab);
          const [ll, lc, lh] = numbers(v.lch);
          const [ol, oc, oh] = numbers(v.oklch);
          const back = {
            hsl: fromHsl({ hue: hh, saturation: hs, lightness: hl }),
            hsv: fromHsv({ hue: vh, saturation: vs, value: vv }),
            cmyk: fromCmyk({ cyan: c, magenta: m, yellow: y, black: k }),
            lab: fromLab({ lightness: l, a, b: bb }),
            lch: fromLch({ lightness: ll, chroma: lc, hue: lh }),
            oklch: fromOklch({ lightness: ol / 100, chroma: oc, hue: oh }),
            // Read back by culori (the import's parser), not by our own P3 matrices.
            p3: readColor(v.p3)?.code,
          };
          for (const [model, result] of Object.entries(back)) if (result !== code) failures.push(`${code} ${model} ${result}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
