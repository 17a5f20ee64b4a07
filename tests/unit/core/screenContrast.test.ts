/**
 * Contrast as screens show it (src/core/contrast/screenContrast.ts): a code is the contrast checker's contrast on both
 * screens; a wide colour's P3 rendering has colorjs.io's luminance and APCA Lc; translucent colours are composited in
 * the display's encoding, a translucent background judged over white and over black; the worse screen is reported.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { apcaContrast, contrastRatio, mulberry32, relativeLuminanceOfLinear, srgbToLinear } from '../../../src/core/index.ts';
import { contrast, contrastOfRatio } from '../../../src/core/contrast/contrast.ts';
import {
  blend,
  judgedContrast,
  judgedContrastOf,
  pairContrast,
  renderedContrast,
  screenColor,
  screenColorOfCode,
  shownOnSrgb,
  shownOnP3,
} from '../../../src/core/contrast/screenContrast.ts';
import { seededCodes } from './helpers.ts';

/** Returns `count` seeded Display P3 texts, most of them outside sRGB. */
function seededP3(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => `color(display-p3 ${random().toFixed(4)} ${random().toFixed(4)} ${random().toFixed(4)})`);
}

describe('screen colours of codes', () => {
  it('give the contrast checker’s ratio and Lc, on both screens, for 2,000 seeded pairs', () => {
    const codes = seededCodes(2000, 3);
    for (let i = 0; i + 1 < codes.length; i += 2) {
      const [fg, bg] = [screenColorOfCode(codes[i]), screenColorOfCode(codes[i + 1])];
      const judged = judgedContrast(fg, bg);
      expect(judged.ratio).toBe(contrastRatio(codes[i], codes[i + 1]));
      expect(judged.apca).toBe(apcaContrast(codes[i], codes[i + 1]));
      expect(renderedContrast(fg, bg, 'p3')).toEqual(renderedContrast(fg, bg, 'srgb'));
      expect([judged.ratioFrom, judged.apcaFrom]).toEqual(['srgb', 'srgb']);
    }
  });

  it('make contrastOfRatio the checker’s result', () => {
    expect(contrastOfRatio(contrastRatio('#777777', '#ffffff'), apcaContrast('#777777', '#ffffff'))).toEqual(contrast('#777777', '#ffffff'));
  });
});

describe('the Display P3 screen', () => {
  it('shows a wide colour with colorjs.io’s APCA Lc and (within WCAG’s rounded weights) its luminance', () => {
    for (const text of seededP3(300, 5)) {
      const color = screenColor(text);
      const theirs = new Color(text);
      expect(Math.abs(color.shown.p3.luminance - theirs.luminance)).toBeLessThan(2e-4);
      for (const other of ['#ffffff', '#000000', '#777777']) {
        const lc = renderedContrast(color, screenColorOfCode(other), 'p3').apca;
        const theirLc = new Color(other).contrast(theirs, 'APCA');
        expect(Math.abs(lc - theirLc), `${text} on ${other}`).toBeLessThan(1e-9);
      }
    }
  });

  it('shows an sRGB colour between two codes unrounded, and a P3 primary outside sRGB extended', () => {
    const exact = screenColor('color(srgb 0.21 0.4 0.6)');
    expect(exact.exact).toBe(true);
    // The P3 screen shows its unrounded channels (the sRGB one their bytes).
    expect(exact.shown.p3.luminance).toBeCloseTo(relativeLuminanceOfLinear(srgbToLinear([0.21, 0.4, 0.6])), 9);
    expect(exact.shown.srgb.luminance).toBe(shownOnSrgb([54 / 255, 102 / 255, 153 / 255]).luminance);
    const green = screenColor('color(display-p3 0 1 0)');
    expect(green.code).toBe('#00fb29');
    expect(green.p3Linear[0]).toBeLessThan(0);
    expect(green.p3.map((x) => Number(x.toFixed(9)))).toEqual([0, 1, 0]);
  });
});

describe('translucent colours', () => {
  it('are composited in the display’s encoding and shown in 8 bits on the sRGB screen', () => {
    const half = screenColor('#00000080');
    const white = screenColorOfCode('#ffffff');
    // Black at 128/255 over white is 127/255 grey in sRGB, whatever the screen: P3 and sRGB agree on greys.
    const grey = shownOnSrgb(blend([0, 0, 0], 128 / 255, [1, 1, 1]));
    expect(renderedContrast(half, white, 'srgb').ratio).toBe(contrastRatio('#7f7f7f', '#ffffff'));
    expect(grey.luminance).toBe(shownOnSrgb([127 / 255, 127 / 255, 127 / 255]).luminance);
    expect(renderedContrast(half, white, 'p3').ratio).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 2);
    expect(shownOnP3(blend([1, 0, 0], 0.5, [0, 0, 0])).luminance).toBeLessThan(shownOnP3([1, 0, 0]).luminance);
  });

  it('as a background are judged over white and over black, the worse kept', () => {
    const text = screenColorOfCode('#000000');
    const veil = screenColor('#ffffff80');
    // Over white the veil is white (21:1 with black); over black it is mid grey: the worse is the grey's.
    expect(renderedContrast(text, veil, 'srgb').ratio).toBe(contrastRatio('#000000', '#808080'));
    const light = screenColorOfCode('#ffffff');
    expect(renderedContrast(light, veil, 'srgb').ratio).toBe(1);
  });

  it('as text are composited over the background they sit on', () => {
    const ink = screenColor('rgb(0 0 0 / 0.5)');
    expect(renderedContrast(ink, screenColorOfCode('#ffffff'), 'srgb').ratio).toBe(contrastRatio('#808080', '#ffffff'));
    expect(renderedContrast(ink, screenColorOfCode('#000000'), 'srgb').ratio).toBe(1);
  });
});

describe('judgedContrast', () => {
  it('reports the lower ratio and the smaller |Lc| of the two screens, and where each came from', () => {
    for (const text of seededP3(300, 9)) {
      for (const other of ['#ffffff', '#000000', '#3366cc', 'color(display-p3 0.2 0.8 0.1 / 0.6)']) {
        const fg = screenColor(text);
        const bg = screenColor(other);
        const srgb = renderedContrast(fg, bg, 'srgb');
        const p3 = renderedContrast(fg, bg, 'p3');
        const judged = judgedContrast(fg, bg);
        expect(judged.ratio).toBe(Math.min(srgb.ratio, p3.ratio));
        expect(Math.abs(judged.apca)).toBe(Math.min(Math.abs(srgb.apca), Math.abs(p3.apca)));
        expect(judged.ratioFrom).toBe(p3.ratio < srgb.ratio ? 'p3' : 'srgb');
      }
    }
    expect(judgedContrastOf('color(display-p3 0 1 0)', '#ffffff').ratioFrom).toMatch(/^(srgb|p3)$/);
    expect(() => judgedContrastOf('nope', '#ffffff')).toThrow();
  });
});

describe('pairContrast (the contrast checker)', () => {
  it('rates two codes exactly as contrast() does, with no screens, for 500 seeded pairs', () => {
    const codes = seededCodes(1000, 11);
    for (let i = 0; i < codes.length; i += 2) {
      expect(pairContrast(codes[i], codes[i + 1])).toEqual({ result: contrast(codes[i], codes[i + 1]), screens: null });
    }
  });

  it('rates a pair with an exact text on the worse screen and gives each screen its own figures', () => {
    const colors = [...seededP3(100, 12), '#ff000080', 'oklch(70% 0.1 150)'];
    const codes = seededCodes(colors.length, 13);
    colors.forEach((exact, i) => {
      for (const [fg, bg] of [[exact, codes[i]], [codes[i], exact]]) {
        const { result, screens } = pairContrast(fg, bg);
        const judged = judgedContrastOf(fg, bg);
        expect(result).toEqual(contrastOfRatio(judged.ratio, judged.apca));
        expect(screens).toMatchObject(judged);
        const text = screenColor(fg);
        const background = screenColor(bg);
        expect(screens!.screens).toEqual({ srgb: renderedContrast(text, background, 'srgb'), p3: renderedContrast(text, background, 'p3') });
        // The reported figures are the worse screen's, never better than the other's.
        expect(screens!.screens[screens!.ratioFrom].ratio).toBe(judged.ratio);
        expect(judged.ratio).toBe(Math.min(screens!.screens.srgb.ratio, screens!.screens.p3.ratio));
        expect(Math.abs(screens!.screens[screens!.apcaFrom].apca)).toBe(Math.min(Math.abs(screens!.screens.srgb.apca), Math.abs(screens!.screens.p3.apca)));
      }
    });
  });

  it('Display P3 red on white: 3.76:1 on a P3 screen, 3.95:1 on an sRGB one', () => {
    const { result, screens } = pairContrast('color(display-p3 1 0 0)', '#ffffff');
    expect(result.score).toBe(3.76);
    expect(screens).toMatchObject({ ratioFrom: 'p3', apcaFrom: 'p3' });
    expect(contrastOfRatio(screens!.screens.srgb.ratio, 0).score).toBe(3.95);
  });
});
