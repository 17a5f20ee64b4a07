import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as anyCode } from '../../support/arbitraries.ts';
import {
  SCHEME_IDS,
  colorModels,
  fgbgPairs,
  foregroundOf,
  isSchemeId,
  mixSrgb,
  scheme,
  type SchemeId,
} from '../../../src/core/index.ts';
import { allGreys, allShortCodes, angleDiff } from './helpers.ts';

const chromatic = anyCode.filter((c) => {
  const { red, green, blue } = colorModels(c).rgb;
  return !(red === green && green === blue);
});

const HUE_BASED: SchemeId[] = ['complementary', 'triadic', 'square', 'split-complementary', 'hue', 'alternative', 'gray', 'ui'];
const COUNTS: Partial<Record<SchemeId, number>> = {
  complementary: 1,
  triadic: 2,
  square: 3,
  'split-complementary': 2,
  hue: 10,
  alternative: 10,
  gray: 10,
  ui: 7,
  shade: 10,
  tint: 10,
  fgbg: 16,
};

describe('scheme ids', () => {
  it('lists the 12 ids and validates them', () => {
    expect(SCHEME_IDS).toHaveLength(12);
    for (const id of SCHEME_IDS) expect(isSchemeId(id)).toBe(true);
    expect(isSchemeId('analogous')).toBe(false);
    expect(() => scheme('nope' as SchemeId, '#f80')).toThrow();
  });
});

describe('scheme invariants', () => {
  it('returns the documented counts of valid codes for chromatic colours', () => {
    fc.assert(
      fc.property(chromatic, (base) => {
        for (const id of SCHEME_IDS) {
          const out = scheme(id, base);
          for (const c of out) expect(c).toMatch(/^#[0-9a-f]{6}$/);
          if (COUNTS[id] !== undefined) expect(out, id).toHaveLength(COUNTS[id]!);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('returns [] for greys in every hue-based scheme, and still serves shade, tint and fgbg', () => {
    for (const grey of allGreys()) {
      for (const id of HUE_BASED) expect(scheme(id, grey), `${id} ${grey}`).toEqual([]);
      expect(scheme('shade', grey)).toHaveLength(10);
      expect(scheme('tint', grey)).toHaveLength(10);
      expect(scheme('fgbg', grey)).toHaveLength(16);
    }
  });

  it('rotates the HSV hue by the documented offsets, keeping saturation and value', () => {
    const offsets: Array<[SchemeId, number[]]> = [
      ['complementary', [180]],
      ['triadic', [120, -120]],
      ['square', [90, 180, -90]],
      ['split-complementary', [150, -150]],
      ['hue', [0, 36, 72, 108, 144, 180, 216, 252, 288, 324]],
      ['alternative', [-16, -12, -8, -4, 0, 4, 8, 12, 16, 20]],
    ];
    fc.assert(
      fc.property(chromatic, (base) => {
        const { hsv } = colorModels(base);
        const chroma = (hsv.saturation / 100) * (hsv.value / 100);
        for (const [id, list] of offsets) {
          scheme(id, base).forEach((c, i) => {
            const m = colorModels(c).hsv;
            expect(Math.abs(m.value - hsv.value)).toBeLessThanOrEqual(0.2);
            // Rounding to bytes moves the hue by at most 60° · (1/255) / chroma.
            if (chroma >= 0.2) expect(angleDiff(m.hue, hsv.hue + list[i])).toBeLessThan(60 / 255 / chroma + 1e-6);
          });
        }
        expect(scheme('hue', base)[0]).toBe(base);
        expect(scheme('alternative', base)[4]).toBe(base);
      }),
      { numRuns: 300 },
    );
  });

  it('shade and tint mix at i / (n + 1), never the base itself', () => {
    fc.assert(
      fc.property(anyCode, fc.integer({ min: 0, max: 30 }), (base, count) => {
        const shades = scheme('shade', base, { count });
        const tints = scheme('tint', base, { count });
        expect(shades).toHaveLength(count);
        expect(tints).toHaveLength(count);
        shades.forEach((c, i) => expect(c).toBe(mixSrgb(base, '#000000', (i + 1) / (count + 1))));
        tints.forEach((c, i) => expect(c).toBe(mixSrgb(base, '#ffffff', (i + 1) / (count + 1))));
        const l = colorModels(base).lab.lightness;
        for (const c of shades) expect(colorModels(c).lab.lightness).toBeLessThanOrEqual(l + 1e-9);
        for (const c of tints) expect(colorModels(c).lab.lightness).toBeGreaterThanOrEqual(l - 1e-9);
      }),
      { numRuns: 200 },
    );
    // Mid-grey never reaches pure black or white in a 10-step scale.
    expect(scheme('shade', '#808080')).not.toContain('#000000');
    expect(scheme('tint', '#808080')).not.toContain('#ffffff');
    expect(scheme('shade', '#ff0000', { count: 4 })).toEqual(['#cc0000', '#990000', '#660000', '#330000']);
  });

  it('gray is a 10-step ramp at 12 % saturation from lightness 96 % to 44 % on the hue', () => {
    const out = scheme('gray', '#3366cc');
    const ls = out.map((c) => colorModels(c).hsl.lightness);
    expect(ls[0]).toBeCloseTo(96, 0);
    expect(ls[9]).toBeCloseTo(44, 0);
    for (let i = 1; i < 10; i++) expect(ls[i]).toBeLessThan(ls[i - 1]);
    out.forEach((c, i) => {
      const { hue, saturation } = colorModels(c).hsl;
      expect(Math.abs(saturation - 12)).toBeLessThan(3);
      // The lightest steps have only 2–5 bytes of chroma, so their rounded hue is coarse; check from step 3.
      if (i >= 3) expect(angleDiff(hue, 220)).toBeLessThan(8);
    });
  });

  it('ui starts with the base and follows the SPEC pairs', () => {
    const out = scheme('ui', '#3366cc');
    expect(out[0]).toBe('#3366cc');
    const pairs = [[5, 96], [4, 84], [28, 17], [8, 35], [6, 50], [4, 89]];
    out.slice(1).forEach((c, i) => {
      const { saturation, lightness } = colorModels(c).hsl;
      expect(Math.abs(lightness - pairs[i][1])).toBeLessThan(0.5);
      expect(Math.abs(saturation - pairs[i][0])).toBeLessThan(3);
    });
  });

  it('fgbg lays out 8 [fg, bg] pairs in the documented order', () => {
    const base = '#3366cc';
    const out = fgbgPairs(base);
    const [, , , , , , , , , , light, , dark] = [...out, ''];
    expect(out.slice(0, 10)).toEqual([foregroundOf(base), base, base, '#ffffff', '#ffffff', base, base, '#000000', '#000000', base]);
    expect(out.slice(10)).toEqual([base, out[11], dark, out[11], out[11], dark]);
    expect(light).toBe(base);
    expect(scheme('fgbg', base)).toEqual(out);
  });
});

describe('same-lightness ring', () => {
  it('keeps rounded CIELAB lightness within 1 of the base, with no duplicates of the base or each other', () => {
    fc.assert(
      fc.property(anyCode, fc.constantFrom(30, 40), (base, radius) => {
        const out = scheme('same-lightness', base, { radius });
        const l = colorModels(base).lab.lightness;
        expect(out.length).toBeLessThanOrEqual(10);
        expect(out).not.toContain(base);
        expect(new Set(out).size).toBe(out.length);
        for (const c of out) expect(Math.abs(colorModels(c).lab.lightness - l)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it('holds on every 3-digit code at radius 30 and 40', () => {
    for (const base of allShortCodes()) {
      const l = colorModels(base).lab.lightness;
      for (const radius of [30, 40]) {
        for (const c of scheme('same-lightness', base, { radius })) {
          expect(Math.abs(colorModels(c).lab.lightness - l)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('gives 10 distinct colours for a mid-tone, none for white or black', () => {
    expect(scheme('same-lightness', '#3366cc')).toHaveLength(10);
    expect(scheme('same-lightness', '#808080', { radius: 30 })).toHaveLength(10);
    expect(scheme('same-lightness', '#ffffff')).toEqual([]);
    expect(scheme('same-lightness', '#000000')).toEqual([]);
  });

  it('puts the first point in the direction of the base hue (ring centred on the colour)', () => {
    const base = '#808080';
    const [first] = scheme('same-lightness', base, { radius: 30 });
    const lab = colorModels(first).lab;
    // Greys start at angle 0: +a direction.
    expect(lab.a).toBeGreaterThan(25);
    expect(Math.abs(lab.b)).toBeLessThan(3);
  });
});
