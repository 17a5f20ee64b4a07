/**
 * Exact colours (src/core/exact): the strict grammar keeps the digits as written, the conversions agree with
 * colorjs.io, the sRGB fallback is colorjs.io's CSS Color 4 gamut mapping, and an authored colour reads back as it was.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Color from 'colorjs.io';
import { readExact, shiftDecimal, formatExactNumber } from '../../../src/core/exact/exactColor.ts';
import { exactFallback, exactGamut, exactToOklch, exactToXyz65, fallbackDistance, needsExact } from '../../../src/core/exact/exactConvert.ts';
import { cssOf, tryAuthoredColor } from '../../../src/core/exact/authoredColor.ts';
import { mulberry32 } from '../../../src/core/index.ts';

/** colorjs.io's id of each of our spaces. */
const COLORJS_SPACE = { srgb: 'srgb', 'display-p3': 'p3', rec2020: 'rec2020', oklch: 'oklch', oklab: 'oklab', lab: 'lab', lch: 'lch' } as const;

/** Returns `count` seeded exact texts in a space, many of them outside sRGB. */
function seededTexts(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const n = (lo: number, hi: number) => formatExactNumber(lo + random() * (hi - lo), 6);
  const makers = [
    () => `oklch(${n(0, 1)} ${n(0, 0.4)} ${n(0, 360)})`,
    () => `oklch(${n(0, 100)}% ${n(0, 0.37)} ${n(0, 360)} / ${n(0, 1)})`,
    () => `color(display-p3 ${n(0, 1)} ${n(0, 1)} ${n(0, 1)})`,
    () => `color(rec2020 ${n(0, 1)} ${n(0, 1)} ${n(0, 1)})`,
    () => `lab(${n(0, 100)} ${n(-125, 125)} ${n(-125, 125)})`,
    () => `lch(${n(0, 100)} ${n(0, 150)} ${n(0, 360)})`,
    () => `oklab(${n(0, 1)} ${n(-0.4, 0.4)} ${n(-0.4, 0.4)})`,
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]());
}

describe('readExact', () => {
  it('keeps the digits as written and reads percentages without binary rounding', () => {
    const tailwind = readExact('oklch(63.7% 0.237 25.331)');
    expect(tailwind).toEqual({ space: 'oklch', coords: [0.637, 0.237, 25.331], alpha: 1, text: 'oklch(63.7% 0.237 25.331)' });
    expect(readExact('  OKLCH(0.145   0 0) ')?.text).toBe('oklch(0.145 0 0)');
    expect(readExact('color(display-p3 1 0.5 0 / 50%)')).toMatchObject({ space: 'display-p3', coords: [1, 0.5, 0], alpha: 0.5 });
    expect(readExact('#ff000080')).toMatchObject({ space: 'srgb', coords: [1, 0, 0], alpha: 128 / 255, text: '#ff000080' });
    expect(readExact('#f008')?.text).toBe('#ff000088');
    expect(readExact('rgb(255 128 0 / 0.5)')).toMatchObject({ space: 'srgb', alpha: 0.5 });
    expect(readExact('oklch(70% 40% 30deg)')?.coords).toEqual([0.7, 0.16000000000000003, 30]);
    expect(readExact('lab(50% 100% none)')?.coords).toEqual([50, 125, 0]);
    expect(shiftDecimal('63.7', 2)).toBe(0.637);
    expect(shiftDecimal('5', 2)).toBe(0.05);
    expect(shiftDecimal('1e2', 2)).toBe(1);
  });

  it('refuses what is not in the grammar, never throwing', () => {
    for (const text of ['', 'tomato', '#ff0000', 'hsl(0 100% 50%)', 'oklch(1 2)', 'oklch(1 2 3 4)', 'oklch(1 2 3 / 4 / 5)', 'oklch(1% 2% 3%)', 'color(a98-rgb 1 0 0)', 'oklch(a b c)', 'oklch(1 2 3', 'color(display-p3 1 0 0) x', null, 42]) {
      expect(readExact(text), String(text)).toBeNull();
    }
  });
});

describe('conversions', () => {
  it('agree with colorjs.io in XYZ D65 within 1e-9 for every space', () => {
    for (const text of seededTexts(3_500, 11)) {
      const color = readExact(text)!;
      const theirs = new Color(COLORJS_SPACE[color.space], [...color.coords]).to('xyz-d65').coords;
      const ours = exactToXyz65(color);
      ours.forEach((value, i) => expect(Math.abs(value - (theirs[i] ?? 0)), text).toBeLessThan(1e-9));
    }
  });

  it('name the narrowest gamut', () => {
    expect(exactGamut(readExact('oklch(63.7% 0.237 25.331)')!)).toBe('srgb'); // Tailwind red-500
    expect(exactGamut(readExact('oklch(84.1% 0.238 128.85)')!)).toBe('p3'); // Tailwind lime-400
    expect(exactGamut(readExact('oklch(98.5% 0 0)')!)).toBe('srgb');
    expect(exactGamut(readExact('color(rec2020 0 1 0)')!)).toBe('rec2020');
    expect(exactGamut(readExact('color(display-p3 1 0 0)')!)).toBe('p3');
    expect(exactGamut(readExact('oklch(0.7 0.3 145)')!)).toBe('rec2020');
    expect(exactGamut(readExact('oklch(0.9 0.4 140)')!)).toBe('beyond');
  });
});

describe('exactFallback', () => {
  it('is colorjs.io toGamut({ method: "css" }) rounded to bytes, over 7,000 seeded colours in seven spaces', () => {
    const failures: string[] = [];
    for (const text of seededTexts(7_000, 3)) {
      const color = readExact(text)!;
      const mapped = new Color(COLORJS_SPACE[color.space], [...color.coords]).toGamut({ method: 'css', space: 'srgb' }).to('srgb');
      const theirs = `#${mapped.coords.map((c) => Math.round(Math.min(1, Math.max(0, c ?? 0)) * 255).toString(16).padStart(2, '0')).join('')}`;
      const ours = exactFallback(color);
      if (ours !== theirs) failures.push(`${text}: ${ours} vs ${theirs}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('is within ΔE_OK 0.0005 of colorjs.io before rounding, and says how far it lies from the colour', () => {
    const red = readExact('color(display-p3 1 0 0)')!;
    const theirs = new Color('p3', [1, 0, 0]).toGamut({ method: 'css', space: 'srgb' }).to('oklab').coords;
    const [l, c, h] = exactToOklch(red);
    expect(Math.abs(l - (new Color('p3', [1, 0, 0]).to('oklch').coords[0] ?? 0))).toBeLessThan(1e-9);
    expect(c).toBeGreaterThan(0.29);
    expect(h).toBeGreaterThan(25);
    expect(theirs[0]).toBeCloseTo(l, 1);
    expect(fallbackDistance(red)).toBeGreaterThan(2);
    expect(fallbackDistance(readExact('oklch(98.5% 0 0)')!)).toBeLessThan(0.5);
  });
});

describe('authored colours', () => {
  it('keep an exact text only where the code cannot say the colour', () => {
    expect(tryAuthoredColor('#FF0000')).toEqual({ code: '#ff0000' });
    expect(tryAuthoredColor('#ff0000ff')).toEqual({ code: '#ff0000' });
    expect(tryAuthoredColor('rgb(255 0 0)')).toEqual({ code: '#ff0000' });
    expect(tryAuthoredColor('color(srgb 1 0 0)')).toEqual({ code: '#ff0000' });
    expect(tryAuthoredColor('oklch(63.7% 0.237 25.331)')).toEqual({ code: '#fb2c36', exact: 'oklch(63.7% 0.237 25.331)' });
    expect(tryAuthoredColor('#ff000080')).toEqual({ code: '#ff0000', exact: '#ff000080' });
    expect(tryAuthoredColor({ code: '#000000', exact: 'oklch(98.5% 0 0)' })).toEqual({ code: '#fafafa', exact: 'oklch(98.5% 0 0)' });
    expect(tryAuthoredColor('tomato')).toBeNull();
    expect(needsExact(readExact('oklch(1 0 0)')!)).toBe(false);
  });

  it('read back identical from their CSS (any colour → stored → read back)', () => {
    const texts = seededTexts(700, 5);
    fc.assert(
      fc.property(fc.constantFrom(...texts), (text) => {
        const once = tryAuthoredColor(text)!;
        const again = tryAuthoredColor(cssOf(once))!;
        expect(again).toEqual(once);
        if (once.exact) expect(readExact(once.exact)!.coords).toEqual(readExact(text)!.coords);
      }),
    );
  });
});
