import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wcagContrast } from 'culori';
import Color from 'colorjs.io';
import { apcaContrast, contrast, contrastRatio, contrastScore, relativeLuminance, wcagLevel } from '../../../src/core/index.ts';
import { seededCodes } from './helpers.ts';

describe('WCAG contrast', () => {
  it('#777777 on #ffffff: 4.47, normal Fail, bold AA, non-text AA', () => {
    expect(contrast('#777777', '#ffffff')).toMatchObject({ score: 4.47, normalText: 'Fail', boldText: 'AA', nonText: 'AA' });
  });

  it('black and white give 21 in either order, AAA everywhere', () => {
    for (const [fg, bg] of [['#000000', '#ffffff'], ['#ffffff', '#000']]) {
      expect(contrast(fg, bg)).toMatchObject({ score: 21, normalText: 'AAA', boldText: 'AAA', nonText: 'AA' });
    }
  });

  it('same colour gives 1 and fails everything', () => {
    expect(contrast('#336699', '#336699')).toMatchObject({ score: 1, normalText: 'Fail', boldText: 'Fail', nonText: 'Fail' });
  });

  it('rates at the thresholds 3, 4.5, 7 with the unrounded ratio', () => {
    // #767676 on white is the classic 4.54 (AA pass), #949494 is 3.03.
    expect(contrast('#767676', '#ffffff')).toMatchObject({ score: 4.54, normalText: 'AA', boldText: 'AAA' });
    expect(contrast('#949494', '#ffffff')).toMatchObject({ score: 3.03, normalText: 'Fail', boldText: 'AA', nonText: 'AA' });
    expect(contrast('#595959', '#ffffff')).toMatchObject({ normalText: 'AAA' });
  });

  // culori uses the WCAG weights 0.2126/0.7152/0.0722 like us; colorjs.io uses the XYZ Y row (0.21264…), so it
  // differs by up to ~2e-4 relative.
  it('matches culori wcagContrast within 1e-9 and colorjs.io WCAG21 within 1e-3 (relative)', () => {
    const codes = seededCodes(2000, 3);
    for (let i = 0; i + 1 < codes.length; i += 2) {
      const ours = contrastRatio(codes[i], codes[i + 1]);
      expect(Math.abs(ours - wcagContrast(codes[i], codes[i + 1])) / ours).toBeLessThan(1e-9);
      expect(Math.abs(ours - new Color(codes[i]).contrast(new Color(codes[i + 1]), 'WCAG21')) / ours).toBeLessThan(1e-3);
    }
  });

  it('luminance is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 12);
  });

  it('score truncates (never rounds up) and never shows a failing ratio as passing', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 21, noNaN: true }), (ratio) => {
        const score = contrastScore(ratio);
        expect(score).toBeLessThanOrEqual(ratio + 1e-9);
        expect(ratio - score).toBeLessThan(0.01 + 1e-9);
        for (const t of [3, 4.5, 7]) if (ratio < t) expect(score).toBeLessThan(t);
      }),
    );
    expect(contrastScore(4.4999999999999)).toBe(4.49);
    expect(contrastScore(4.47)).toBe(4.47);
    expect(contrastScore(2.9999999999)).toBe(2.99);
  });

  it('4.478 shows 4.47 (truncated, not rounded to 4.48) and fails AA for normal text, as WebAIM does', () => {
    expect(contrastScore(4.478)).toBe(4.47);
    expect(contrastScore(4.478).toFixed(2)).toBe('4.47');
    expect(contrastScore(4.4999)).toBe(4.49); // rounding would show a passing 4.50
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.478, 3);
    const result = contrast('#777777', '#ffffff');
    expect(result.score.toFixed(2)).toBe('4.47');
    expect(result.normalText).toBe('Fail');
  });

  it('ratings agree with thresholds on arbitrary pairs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }), (a, b) => {
        const fg = `#${a.toString(16).padStart(6, '0')}`;
        const bg = `#${b.toString(16).padStart(6, '0')}`;
        const ratio = contrastRatio(fg, bg);
        const r = contrast(fg, bg);
        expect(r.normalText).toBe(ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'Fail');
        expect(r.boldText).toBe(ratio >= 4.5 ? 'AAA' : ratio >= 3 ? 'AA' : 'Fail');
        expect(r.nonText).toBe(ratio >= 3 ? 'AA' : 'Fail');
        expect(contrast(bg, fg).score).toBe(r.score);
      }),
    );
  });
});

describe('APCA (0.0.98G-4g)', () => {
  it.each([
    ['#000000', '#ffffff', 106.04],
    ['#ffffff', '#000000', -107.88],
    ['#888888', '#ffffff', 63.06],
    ['#ffffff', '#888888', -68.54],
    ['#112233', '#ddeeff', 91.67],
    ['#ddeeff', '#112233', -93.07],
  ])('%s on %s ≈ %f', (text, bg, lc) => {
    expect(apcaContrast(text, bg)).toBeCloseTo(lc, 1);
    expect(contrast(text, bg).apca).toBe(apcaContrast(text, bg));
  });

  it('is 0 for identical colours', () => {
    expect(apcaContrast('#123456', '#123456')).toBe(0);
  });

  it('matches colorjs.io APCA on seeded pairs within 1e-6', () => {
    const codes = seededCodes(1000, 11);
    for (let i = 0; i + 1 < codes.length; i += 2) {
      const theirs = new Color(codes[i + 1]).contrast(new Color(codes[i]), 'APCA');
      expect(Math.abs(apcaContrast(codes[i], codes[i + 1]) - theirs)).toBeLessThan(1e-6);
    }
  });
});

describe('wcagLevel', () => {
  it('is AAA, AA, AA Large or Fail, decided like the ratings (4.47 is only AA Large)', () => {
    expect(wcagLevel(contrast('#000000', '#ffffff'))).toBe('AAA');
    expect(wcagLevel(contrast('#767676', '#ffffff'))).toBe('AA');
    expect(wcagLevel(contrast('#777777', '#ffffff'))).toBe('AA Large');
    expect(contrast('#777777', '#ffffff').score).toBe(4.47);
    expect(wcagLevel(contrast('#ffffff', '#3a7bd5'))).toBe('AA Large');
    expect(wcagLevel(contrast('#aaaaaa', '#ffffff'))).toBe('Fail');
  });

  it('agrees with the truncated score on every threshold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seededCodes(200, 3)), fc.constantFrom(...seededCodes(200, 7)), (a, b) => {
        const result = contrast(a, b);
        const expected = result.score >= 7 ? 'AAA' : result.score >= 4.5 ? 'AA' : result.score >= 3 ? 'AA Large' : 'Fail';
        expect(wcagLevel(result)).toBe(expected);
      }),
    );
  });
});
