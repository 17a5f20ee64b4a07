/**
 * The palette check (core/check/): every pair's contrast is the one the contrast checker gives and is rated by the
 * SPEC thresholds; conflicts are found on known confusable pairs and not on distinct ones, near-identical pairs are
 * flagged for everyone, worst first; the simulations are the app's; fixes reach their target and keep the hue, and
 * give up (null) only when nothing can pass.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import {
  CHECK_MAX_COLORS,
  CHECK_SEVERITY_MIN,
  CHECK_VISIONS,
  CONFLICT_DELTA_E,
  GAMUT_JND,
  MAX_PALETTE_COLORS,
  NEAR_IDENTICAL_DELTA_E,
  PALETTE_MIN_DELTA_E,
  WCAG_LEVELS,
  apcaContrast,
  checkPalette,
  checkSeverity,
  conflictThreshold,
  contrast,
  contrastRatio,
  fixConflict,
  fixContrast,
  hexToSrgb,
  labToLch,
  oklchToHexInGamut,
  simulate,
  srgbToOklab,
  visionDeltaE,
  wcagLevel,
  type CheckVision,
  type PaletteCheck,
} from '../../../src/core/index.ts';
import { angleDiff, seededCodes } from './helpers.ts';
import { judgedVisionDeltaE } from '../../../src/core/check/checkVision.ts';
import { judgedContrast, screenColor } from '../../../src/core/contrast/screenContrast.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { exactGamut, exactToOklch } from '../../../src/core/exact/exactConvert.ts';

/** A red and a green of equal OKLCH lightness and chroma: far apart for everyone, nearly one colour to a deuteranope. */
const RED = oklchToHexInGamut(0.6, 0.15, 25);
const GREEN = oklchToHexInGamut(0.6, 0.15, 145);

/** Returns the OKLCH of a code. */
function oklch(code: string) {
  return labToLch(srgbToOklab(hexToSrgb(code)));
}

/** Returns the SPEC's single verdict for an unrounded ratio (SPEC §9: thresholds 7, 4.5 normal; 4.5, 3 large). */
function specLevel(ratio: number): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return ratio >= 3 ? 'AA Large' : 'Fail';
}

/** Returns the conflicts of a check under one vision. */
function under(check: PaletteCheck, vision: CheckVision) {
  return check.conflicts.filter((c) => c.vision === vision);
}

/**
 * Returns how far a fix strays from the original's hue line in OKLab (0 when on it): chroma · sin Δh, or the whole
 * chroma past 90°. CSS Color 4 gamut mapping may leave the hue by up to its JND (the clip it returns), bytes by a bit more.
 */
function offHue(original: string, fixed: string): number {
  const [, , h1] = oklch(original);
  const [, c2, h2] = oklch(fixed);
  if (c2 === 0 || Number.isNaN(h2)) return 0;
  const d = angleDiff(h1, h2);
  return d > 90 ? c2 : c2 * Math.sin((d * Math.PI) / 180);
}

describe('checkPalette: contrast of every pair', () => {
  it('lists every ordered pair fg-major, with the contrast checker’s score, rating and APCA, bit for bit', () => {
    const codes = seededCodes(24, 17);
    const { contrasts } = checkPalette(codes, 1);
    expect(contrasts).toHaveLength(24 * 23);
    let k = 0;
    for (let fg = 0; fg < codes.length; fg++) {
      for (let bg = 0; bg < codes.length; bg++) {
        if (fg === bg) continue;
        const expected = contrast(codes[fg], codes[bg]);
        expect(contrasts[k++]).toEqual({ fg, bg, ratio: expected.score, rating: wcagLevel(expected), apca: apcaContrast(codes[fg], codes[bg]) });
      }
    }
  });

  it('rates by the SPEC thresholds 3, 4.5 and 7 on the unrounded ratio', () => {
    const codes = [...seededCodes(40, 5), '#767676', '#777777', '#595959', '#5a5a5a', '#949494', '#959595', '#ffffff', '#000000'];
    for (const pair of checkPalette(codes, 1).contrasts) {
      const ratio = contrastRatio(codes[pair.fg], codes[pair.bg]);
      expect(pair.rating).toBe(specLevel(ratio));
      expect(WCAG_LEVELS).toContain(pair.rating);
    }
    const onWhite = (code: string) => checkPalette([code, '#ffffff'], 1).contrasts[0];
    expect(onWhite('#767676')).toMatchObject({ ratio: 4.54, rating: 'AA' });
    expect(onWhite('#777777')).toMatchObject({ ratio: 4.47, rating: 'AA Large' });
    expect(onWhite('#595959')).toMatchObject({ ratio: 7, rating: 'AAA' });
    expect(onWhite('#949494')).toMatchObject({ ratio: 3.03, rating: 'AA Large' });
    expect(onWhite('#959595')).toMatchObject({ rating: 'Fail' });
    expect(onWhite('#000000')).toMatchObject({ ratio: 21, rating: 'AAA' });
  });

  it('gives APCA with its polarity: dark text on light positive, light on dark negative', () => {
    const [blackOnWhite, whiteOnBlack] = checkPalette(['#000000', '#ffffff'], 1).contrasts;
    expect(blackOnWhite.apca).toBeCloseTo(106.04, 2);
    expect(whiteOnBlack.apca).toBeCloseTo(-107.88, 2);
  });
});

describe('checkPalette: colour-vision conflicts', () => {
  it('finds a red and a green of equal lightness under deuteranopia, and not under normal vision', () => {
    const check = checkPalette([RED, GREEN, '#000000', '#ffffff'], 1);
    expect(visionDeltaE(RED, GREEN, 'normal', 1)).toBeGreaterThan(2 * CONFLICT_DELTA_E);
    expect(under(check, 'deuteranopia')).toEqual([
      { a: 0, b: 1, vision: 'deuteranopia', deltaE: visionDeltaE(RED, GREEN, 'deuteranopia', 1), simulatedA: simulate(RED, 'deuteranopia'), simulatedB: simulate(GREEN, 'deuteranopia') },
    ]);
    expect(under(check, 'deuteranopia')[0].deltaE).toBeLessThan(2);
    // Equal lightness is close in greyscale too; tritanopia keeps red and green apart.
    expect(under(check, 'achromatopsia').map((c) => [c.a, c.b])).toEqual([[0, 1]]);
    expect(under(check, 'normal')).toEqual([]);
    expect(under(check, 'tritanopia')).toEqual([]);
  });

  it('finds nothing between clearly distinct colours under any vision', () => {
    for (const codes of [['#000000', '#ffffff'], ['#000000', '#ffffff', '#ffd700', '#00008b'], ['#1a1a1a', '#f5f5f5']]) {
      const check = checkPalette(codes, 1);
      expect(check.conflicts).toEqual([]);
      for (const vision of CHECK_VISIONS) {
        const d = visionDeltaE(codes[0], codes[1], vision, 1);
        expect(d).toBeGreaterThan(CONFLICT_DELTA_E);
      }
    }
  });

  it('flags near-identical colours under normal vision (and so under every vision)', () => {
    const check = checkPalette(['#3b82f6', '#ff8800', '#3c83f6'], 1);
    const pairs = check.conflicts.filter((c) => c.a === 0 && c.b === 2);
    expect(pairs.map((c) => c.vision).sort()).toEqual([...CHECK_VISIONS].sort());
    expect(pairs.find((c) => c.vision === 'normal')?.deltaE).toBeLessThan(NEAR_IDENTICAL_DELTA_E);
    // Close but not near-identical: a deficiency conflict only, never a normal-vision one.
    const shades = checkPalette([oklchToHexInGamut(0.6, 0.1, 250), oklchToHexInGamut(0.67, 0.1, 250)], 1);
    const d = visionDeltaE(shades.simulated.normal[0], shades.simulated.normal[1], 'normal', 1);
    expect(d).toBeGreaterThan(NEAR_IDENTICAL_DELTA_E);
    expect(d).toBeLessThan(CONFLICT_DELTA_E);
    expect(under(shades, 'normal')).toEqual([]);
    expect(under(shades, 'achromatopsia')).toHaveLength(1);
  });

  it('lists each pair under each vision below its threshold, worst first, with the simulated colours', () => {
    const codes = [...seededCodes(30, 3), RED, GREEN, '#808080', '#818181'];
    const check = checkPalette(codes, 0.6);
    for (let i = 1; i < check.conflicts.length; i++) expect(check.conflicts[i].deltaE).toBeGreaterThanOrEqual(check.conflicts[i - 1].deltaE);
    const expected = new Set<string>();
    for (const vision of CHECK_VISIONS) {
      for (let a = 0; a < codes.length; a++) {
        for (let b = a + 1; b < codes.length; b++) {
          if (visionDeltaE(codes[a].toLowerCase(), codes[b].toLowerCase(), vision, 0.6) < conflictThreshold(vision)) expected.add(`${vision} ${a} ${b}`);
        }
      }
    }
    expect(new Set(check.conflicts.map((c) => `${c.vision} ${c.a} ${c.b}`))).toEqual(expected);
    for (const c of check.conflicts) {
      expect(c.a).toBeLessThan(c.b);
      expect(c.simulatedA).toBe(check.simulated[c.vision][c.a]);
      expect(c.simulatedB).toBe(check.simulated[c.vision][c.b]);
      // ΔE_OK ×100 of the simulated bytes, as colorjs.io measures it.
      expect(c.deltaE).toBeCloseTo(new Color(c.simulatedA).deltaE(new Color(c.simulatedB), 'OK') * 100, 9);
    }
  });

  it('keeps the thresholds the documentation states', () => {
    expect(CONFLICT_DELTA_E).toBe(10);
    expect(NEAR_IDENTICAL_DELTA_E).toBe(4);
    expect(NEAR_IDENTICAL_DELTA_E).toBeLessThan(PALETTE_MIN_DELTA_E);
    expect(CONFLICT_DELTA_E).toBeGreaterThan(PALETTE_MIN_DELTA_E);
    expect(conflictThreshold('normal')).toBe(NEAR_IDENTICAL_DELTA_E);
    for (const vision of CHECK_VISIONS.slice(1)) expect(conflictThreshold(vision)).toBe(CONFLICT_DELTA_E);
  });
});

describe('checkPalette: simulations and severity', () => {
  it('shows the palette under each vision as the colour-blindness view does', () => {
    const codes = ['#ABC', 'ff8800', '#3B82F6', '#000000', '#ffffff', RED];
    for (const severity of [0.1, 0.35, 0.7, 1]) {
      const { simulated } = checkPalette(codes, severity);
      const normal = codes.map((c) => new Color(c.startsWith('#') ? c : `#${c}`).toString({ format: 'hex', collapse: false }));
      expect(simulated.normal).toEqual(normal);
      for (const vision of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
        expect(simulated[vision]).toEqual(normal.map((c) => simulate(c, vision, severity)));
      }
      expect(simulated.achromatopsia).toEqual(normal.map((c) => simulate(c, 'achromatopsia', 1)));
    }
  });

  it('lets a milder deficiency tell the red and the green apart', () => {
    const at = (severity: number) => under(checkPalette([RED, GREEN], severity), 'deuteranopia').length;
    expect(at(1)).toBe(1);
    expect(at(CHECK_SEVERITY_MIN)).toBe(0);
  });

  it('clamps the severity to 0.1–1 (NaN: 1)', () => {
    expect(checkSeverity(0)).toBe(CHECK_SEVERITY_MIN);
    expect(checkSeverity(-3)).toBe(CHECK_SEVERITY_MIN);
    expect(checkSeverity(7)).toBe(1);
    expect(checkSeverity(Number.NaN)).toBe(1);
    expect(checkSeverity(0.45)).toBe(0.45);
    const codes = [RED, GREEN, '#3b82f6'];
    expect(checkPalette(codes, 0)).toEqual(checkPalette(codes, CHECK_SEVERITY_MIN));
    expect(checkPalette(codes, Number.NaN)).toEqual(checkPalette(codes, 1));
  });

  it('takes 0 to 100 colours, normalised, and rejects more or an invalid code', () => {
    expect(CHECK_MAX_COLORS).toBe(MAX_PALETTE_COLORS);
    const empty = checkPalette([], 1);
    expect(empty.contrasts).toEqual([]);
    expect(empty.conflicts).toEqual([]);
    expect(Object.keys(empty.simulated)).toEqual([...CHECK_VISIONS]);
    expect(checkPalette(['#abc'], 1).simulated.normal).toEqual(['#aabbcc']);
    expect(checkPalette(seededCodes(100, 1), 1).contrasts).toHaveLength(9900);
    expect(() => checkPalette(seededCodes(101, 1), 1)).toThrow();
    expect(() => checkPalette(['#000000', 'nope'], 1)).toThrow();
  });

  it('is a pure function of the codes and the severity', () => {
    const codes = seededCodes(12, 9);
    expect(checkPalette(codes, 0.8)).toEqual(checkPalette([...codes], 0.8));
  });
});

describe('fixContrast', () => {
  it('reaches the target against the other colour, keeping the hue within gamut mapping', () => {
    const codes = seededCodes(600, 21);
    let fixed = 0;
    for (let i = 0; i < codes.length; i += 2) {
      const [code, other] = [codes[i], codes[i + 1]];
      for (const target of [3, 4.5, 7]) {
        const fix = fixContrast(code, other, target);
        if (fix === null) {
          // Impossible: neither white nor black reaches the target.
          expect(Math.max(contrastRatio('#ffffff', other), contrastRatio('#000000', other))).toBeLessThan(target);
          continue;
        }
        fixed++;
        expect(contrastRatio(fix, other)).toBeGreaterThanOrEqual(target);
        if (oklch(code)[1] >= 0.02 && oklch(fix)[0] >= 0.25) expect(offHue(code, fix)).toBeLessThanOrEqual(GAMUT_JND + 0.005);
      }
    }
    expect(fixed).toBeGreaterThan(700);
  });

  it('moves as little as it can: the nearest passing grey, a colour that passes unchanged', () => {
    expect(fixContrast('#777777', '#ffffff', 4.5)).toBe('#767676');
    expect(fixContrast('#777777', '#000000', 4.5)).toBe('#777777');
    expect(fixContrast('#ABC', '#000', 3)).toBe('#aabbcc');
    // Grey stays grey.
    const grey = fixContrast('#808080', '#a0a0a0', 4.5);
    expect(grey).toMatch(/^#([0-9a-f]{2})\1\1$/);
    // A blue stays blue, a little darker.
    const blue = fixContrast('#3b82f6', '#ffffff', 4.5) as string;
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(angleDiff(oklch(blue)[2], oklch('#3b82f6')[2])).toBeLessThan(1);
    expect(oklch(blue)[0]).toBeLessThan(oklch('#3b82f6')[0]);
    expect(contrastRatio(blue, '#ffffff')).toBeLessThan(4.7);
  });

  it('returns null when no colour reaches the target', () => {
    expect(fixContrast('#777777', '#777777', 21)).toBeNull();
    expect(fixContrast('#ff0000', '#767676', 7)).toBeNull();
    expect(fixContrast('#ff0000', '#ffffff', 21.5)).toBeNull();
    expect(() => fixContrast('#ff0000', '#ffffff', Number.NaN)).toThrow();
    expect(() => fixContrast('nope', '#ffffff', 4.5)).toThrow();
  });
});

describe('fixConflict', () => {
  it('resolves the red and green conflict under deuteranopia, keeping the red’s hue', () => {
    const fix = fixConflict(RED, GREEN, 'deuteranopia', 1, CONFLICT_DELTA_E) as string;
    expect(visionDeltaE(fix, GREEN, 'deuteranopia', 1)).toBeGreaterThanOrEqual(CONFLICT_DELTA_E);
    expect(under(checkPalette([fix, GREEN], 1), 'deuteranopia')).toEqual([]);
    expect(angleDiff(oklch(fix)[2], oklch(RED)[2])).toBeLessThan(3);
  });

  it('reaches the target under every vision and severity, keeping the hue within gamut mapping', () => {
    const codes = seededCodes(400, 33);
    for (let i = 0; i < codes.length; i += 2) {
      const vision = CHECK_VISIONS[(i / 2) % CHECK_VISIONS.length];
      const severity = [1, 0.5, 0.1][(i / 2) % 3];
      const target = vision === 'normal' ? NEAR_IDENTICAL_DELTA_E : CONFLICT_DELTA_E;
      const [code, other] = [codes[i], codes[i + 1]];
      const fix = fixConflict(code, other, vision, severity, target);
      expect(fix).not.toBeNull();
      expect(visionDeltaE(fix as string, other, vision, severity)).toBeGreaterThanOrEqual(target);
      if (visionDeltaE(code, other, vision, severity) >= target) expect(fix).toBe(code);
      if (oklch(code)[1] >= 0.02 && oklch(fix as string)[0] >= 0.25) expect(offHue(code, fix as string)).toBeLessThanOrEqual(GAMUT_JND + 0.005);
    }
  });

  it('separates two identical colours, a grey along the grey axis', () => {
    const fix = fixConflict('#808080', '#808080', 'normal', 1, NEAR_IDENTICAL_DELTA_E) as string;
    expect(fix).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(visionDeltaE(fix, '#808080', 'normal', 1)).toBeGreaterThanOrEqual(NEAR_IDENTICAL_DELTA_E);
    expect(visionDeltaE(fix, '#808080', 'normal', 1)).toBeLessThan(NEAR_IDENTICAL_DELTA_E + 1.5);
  });

  it('returns null when no colour reaches the target, and throws on bad input', () => {
    expect(fixConflict(RED, GREEN, 'deuteranopia', 1, 200)).toBeNull();
    expect(fixConflict('#808080', '#000000', 'achromatopsia', 1, 120)).toBeNull();
    expect(() => fixConflict(RED, GREEN, 'deuteranopia', 1, Number.POSITIVE_INFINITY)).toThrow();
    expect(() => fixConflict(RED, GREEN, 'sepia' as CheckVision, 1, 10)).toThrow();
  });
});

describe('fixes of wide and translucent colours', () => {
  const P3_GREEN = 'color(display-p3 0 1 0)';
  const inP3 = (text: string) => ['srgb', 'p3'].includes(exactGamut(readExact(text)!));

  it('fixes a wide colour with a wide colour, inside Display P3, passing on both screens', () => {
    for (const [other, target, role] of [['#ffffff', 4.5, 'text'], ['#ffffff', 3, 'background'], ['#aaaaaa', 3, 'text']] as const) {
      const fix = fixContrast(P3_GREEN, other, target, role)!;
      expect(fix).toMatch(/^oklch\(/);
      expect(inP3(fix)).toBe(true);
      const ratio = role === 'text' ? judgedContrast(screenColor(fix), screenColor(other)).ratio : judgedContrast(screenColor(other), screenColor(fix)).ratio;
      expect(ratio).toBeGreaterThanOrEqual(target);
      // Its hue kept, within gamut mapping's reach.
      expect(Math.abs(exactToOklch(readExact(fix)!)[2] - exactToOklch(readExact(P3_GREEN)!)[2])).toBeLessThan(4);
    }
  });

  it('keeps a translucent colour’s alpha, and a wide colour that passes as it is', () => {
    expect(fixContrast('oklch(70% 0.25 30 / 0.8)', '#000000', 7, 'background')).toMatch(/ \/ 0\.8\)$/);
    expect(fixContrast(P3_GREEN, '#000000', 3, 'text')).toBe(P3_GREEN);
  });

  it('separates two wide colours under a vision with a wide colour', () => {
    const fix = fixConflict('color(display-p3 1 0 0)', 'color(display-p3 0.9 0.3 0)', 'deuteranopia', 1, CONFLICT_DELTA_E)!;
    expect(fix).toMatch(/^oklch\(/);
    expect(inP3(fix)).toBe(true);
    expect(judgedVisionDeltaE(fix, 'color(display-p3 0.9 0.3 0)', 'deuteranopia', 1).deltaE).toBeGreaterThanOrEqual(CONFLICT_DELTA_E);
  });
});
