/**
 * The palette check of an authored list (src/core/check/authoredCheck.ts): codes alone are the plain check; a pair
 * with an exact colour is judged on both screens and marked with the worse one; conflicts take the closer screen and,
 * for a translucent colour, the closer backdrop.
 */
import { describe, expect, it } from 'vitest';
import { checkAuthoredPalette } from '../../../src/core/check/authoredCheck.ts';
import { checkPalette, contrastScore, pairContrast } from '../../../src/core/index.ts';
import { judgedContrastOf } from '../../../src/core/contrast/screenContrast.ts';
import { seededCodes } from './helpers.ts';

describe('checkAuthoredPalette', () => {
  it('is checkPalette for codes alone', () => {
    const codes = seededCodes(40, 8);
    expect(checkAuthoredPalette(codes, 0.6)).toEqual(checkPalette(codes, 0.6));
  });

  it('judges each pair with an exact colour on both screens and says which was worse', () => {
    const list = ['#ffffff', 'color(display-p3 0 0.8 0)', '#1a1a1a', 'oklch(0.7 0.3 30 / 0.7)'];
    const check = checkAuthoredPalette(list, 1);
    for (const pair of check.contrasts) {
      const judged = judgedContrastOf(list[pair.fg], list[pair.bg]);
      expect(pair.ratio).toBe(contrastScore(judged.ratio));
      expect(pair.apca).toBe(judged.apca);
      const wide = pair.fg % 2 === 1 || pair.bg % 2 === 1;
      expect(pair.ratioFrom).toBe(wide ? judged.ratioFrom : undefined);
    }
    // The palette under each vision is the codes' (a wide colour's fallback), as the strips paint it.
    expect([check.simulated.normal[0], check.simulated.normal[2]]).toEqual(['#ffffff', '#1a1a1a']);
    expect(check.simulated.normal.every((code) => /^#[0-9a-f]{6}$/.test(code))).toBe(true);
    expect(pairContrast(check, 1, 0, 4).ratioFrom).toMatch(/^(srgb|p3)$/);
  });

  it('reports a pair close on sRGB screens from the sRGB screen, though P3 keeps it apart', () => {
    // Two greens outside sRGB whose fallbacks land 3.3 apart (near-identical), further apart on a P3 screen.
    const check = checkAuthoredPalette(['oklch(0.85 0.26 145)', 'oklch(0.85 0.34 145)'], 1);
    const near = check.conflicts.find((c) => c.vision === 'normal');
    expect(near?.from).toBe('srgb');
    expect(near?.deltaE).toBeCloseTo(3.27, 2);
  });

  it('reports a pair closer on P3 screens than its fallbacks from the P3 screen', () => {
    // Two P3 greens a twentieth apart in red: their fallbacks differ by whole bytes, the colours themselves by less.
    const check = checkAuthoredPalette(['color(display-p3 0 1 0)', 'color(display-p3 0.05 1 0)'], 1);
    const near = check.conflicts.find((c) => c.vision === 'normal');
    expect(near?.from).toBe('p3');
    expect(near?.deltaE).toBeLessThan(0.2);
  });

  it('judges a translucent colour over white and over black', () => {
    // Half-transparent black and mid grey: over white they are the same grey, so near-identical for everyone.
    const check = checkAuthoredPalette(['rgb(0 0 0 / 0.5)', '#808080'], 1);
    const near = check.conflicts.find((c) => c.vision === 'normal');
    expect(near?.deltaE).toBe(0);
    // As a background it is the worse of white and black under it: black text on it is black on black.
    expect(check.contrasts.find((pair) => pair.fg === 1 && pair.bg === 0)?.ratio).toBeLessThan(4.5);
  });

  it('throws on more than 100 entries or one that is neither a code nor an exact text', () => {
    expect(() => checkAuthoredPalette(seededCodes(101, 2), 1)).toThrow();
    expect(() => checkAuthoredPalette(['#000000', 'oklch(bad)'], 1)).toThrow();
  });
});
