/**
 * Conversion maths tested two ways: against colorjs.io (CSS Color 4 matrices) and culori on ≥ 10,000 seeded
 * colours plus every 3-digit code, with reference values at a stated tolerance; and round trips.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { hsl as culoriHsl, hsv as culoriHsv } from 'culori';
import { colorModels, createColor, type Color as IrodoriColor } from '../../../src/core/index.ts';
import { allShortCodes, angleDiff, REF_TOLERANCE, seededCodes } from './helpers.ts';
import { NAMES } from '../../support/colorNames.ts';

const SAMPLE = [...seededCodes(10_000, 20240601), ...allShortCodes()];

type Failure = { code: string; field: string; ours: number; theirs: number };

/** Compares a scalar, treating NaN hue on our side as matching an undefined/NaN/null hue on theirs. */
function check(failures: Failure[], code: string, field: string, ours: number, theirs: number | null | undefined, isHue = false): void {
  const theirsValue = theirs ?? NaN;
  if (Number.isNaN(ours) || Number.isNaN(theirsValue)) {
    if (Number.isNaN(ours) !== Number.isNaN(theirsValue)) failures.push({ code, field, ours, theirs: theirsValue });
    return;
  }
  const diff = isHue ? angleDiff(ours, theirsValue) : Math.abs(ours - theirsValue);
  if (!(diff <= REF_TOLERANCE)) failures.push({ code, field, ours, theirs: theirsValue });
}

describe('createColor models vs references', () => {
  const models = new Map<string, IrodoriColor>(SAMPLE.map((code) => [code, createColor(code, { names: NAMES, uuid: 'test' })]));

  it(`matches culori HSL and HSV within ${REF_TOLERANCE} on ${SAMPLE.length} colours`, () => {
    const failures: Failure[] = [];
    for (const code of SAMPLE) {
      const m = models.get(code)!;
      const h = culoriHsl(code)!;
      const v = culoriHsv(code)!;
      check(failures, code, 'hsl.hue', m.hsl.hue, h.h, true);
      check(failures, code, 'hsl.saturation', m.hsl.saturation, h.s * 100);
      check(failures, code, 'hsl.lightness', m.hsl.lightness, h.l * 100);
      check(failures, code, 'hsv.hue', m.hsv.hue, v.h, true);
      check(failures, code, 'hsv.saturation', m.hsv.saturation, v.s * 100);
      check(failures, code, 'hsv.value', m.hsv.value, v.v * 100);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it(`matches colorjs.io Lab, LCH and OKLCH within ${REF_TOLERANCE} on ${SAMPLE.length} colours`, () => {
    const failures: Failure[] = [];
    for (const code of SAMPLE) {
      const m = models.get(code)!;
      const color = new Color(code);
      const lab = color.to('lab').coords;
      const lch = color.to('lch').coords;
      const oklch = color.to('oklch').coords;
      check(failures, code, 'lab.lightness', m.lab.lightness, lab[0]);
      check(failures, code, 'lab.a', m.lab.a, lab[1]);
      check(failures, code, 'lab.b', m.lab.b, lab[2]);
      check(failures, code, 'lch.lightness', m.lch.lightness, lch[0]);
      check(failures, code, 'lch.chroma', m.lch.chroma, lch[1]);
      check(failures, code, 'lch.hue', m.lch.hue, lch[2], true);
      check(failures, code, 'oklch.lightness', m.oklch.lightness, oklch[0]);
      check(failures, code, 'oklch.chroma', m.oklch.chroma, oklch[1]);
      check(failures, code, 'oklch.hue', m.oklch.hue, oklch[2], true);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('matches the plain CMYK formula and keeps rgb as bytes', () => {
    for (const code of SAMPLE) {
      const { rgb, cmyk } = models.get(code)!;
      const [r, g, b] = [rgb.red / 255, rgb.green / 255, rgb.blue / 255];
      const k = 1 - Math.max(r, g, b);
      const expected =
        k === 1 ? [0, 0, 0, 100] : [((1 - r - k) / (1 - k)) * 100, ((1 - g - k) / (1 - k)) * 100, ((1 - b - k) / (1 - k)) * 100, k * 100];
      expect([cmyk.cyan, cmyk.magenta, cmyk.yellow, cmyk.black]).toEqual(expected);
      expect(Number.parseInt(code.slice(1), 16)).toBe((rgb.red << 16) | (rgb.green << 8) | rgb.blue);
    }
  });
});

describe('reference values', () => {
  // Published values (CSS Color 4 / colorjs.io / Björn Ottosson); tolerance 0.01 on the printed decimals.
  const cases: Array<[string, Partial<Record<'lab' | 'lch' | 'oklch', number[]>>]> = [
    ['#ff0000', { lab: [54.29, 80.8, 69.89], lch: [54.29, 106.84, 40.85], oklch: [0.628, 0.2577, 29.23] }],
    ['#00ff00', { lab: [87.82, -79.27, 80.99], oklch: [0.8664, 0.2948, 142.5] }],
    ['#0000ff', { lab: [29.57, 68.29, -112.03], lch: [29.57, 131.2, 301.36], oklch: [0.452, 0.3132, 264.05] }],
    ['#ffffff', { lab: [100, 0, 0], oklch: [1, 0, NaN] }],
    ['#000000', { lab: [0, 0, 0], oklch: [0, 0, NaN] }],
  ];
  it.each(cases)('%s', (code, expected) => {
    const m = colorModels(code);
    const got = {
      lab: [m.lab.lightness, m.lab.a, m.lab.b],
      lch: [m.lch.lightness, m.lch.chroma, m.lch.hue],
      oklch: [m.oklch.lightness, m.oklch.chroma, m.oklch.hue],
    };
    for (const [key, values] of Object.entries(expected) as Array<[keyof typeof got, number[]]>) {
      values.forEach((v, i) => {
        if (Number.isNaN(v)) expect(got[key][i]).toBeNaN();
        else expect(Math.abs(got[key][i] - v), `${key}[${i}]`).toBeLessThan(key === 'oklch' && i < 2 ? 0.001 : 0.01);
      });
    }
  });

  it('#ff8800 has hue 32 in HSL/HSV, CMYK 0/46.67/100/0', () => {
    const m = colorModels('#f80');
    expect(m.hsv).toEqual({ hue: 32, saturation: 100, value: 100 });
    expect(m.hsl).toEqual({ hue: 32, saturation: 100, lightness: 50 });
    expect(m.cmyk.magenta).toBeCloseTo(46.6667, 4);
  });
});

describe('achromatic rule', () => {
  it('gives NaN hue and zero chroma for every grey, and a = b = 0', () => {
    for (let i = 0; i < 256; i++) {
      const hex = i.toString(16).padStart(2, '0');
      const m = colorModels(`#${hex}${hex}${hex}`);
      expect(m.hsl.hue).toBeNaN();
      expect(m.hsv.hue).toBeNaN();
      expect(m.lch.hue).toBeNaN();
      expect(m.oklch.hue).toBeNaN();
      expect([m.lab.a, m.lab.b, m.lch.chroma, m.oklch.chroma]).toEqual([0, 0, 0, 0]);
      expect(m.hsl.saturation).toBe(0);
      expect(m.hsv.saturation).toBe(0);
    }
  });

  it('gives a real hue to every non-grey', () => {
    for (const code of seededCodes(2000, 7)) {
      const m = colorModels(code);
      if (m.rgb.red === m.rgb.green && m.rgb.green === m.rgb.blue) continue;
      for (const hue of [m.hsl.hue, m.hsv.hue, m.lch.hue, m.oklch.hue]) {
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThan(360);
      }
    }
  });
});
