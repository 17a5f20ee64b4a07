/**
 * The palette generator (core/generate/): for many seeds, every harmony and lock pattern, the rules hold on
 * the codes it returns — valid codes, locked colours untouched, no two colours closer than
 * PALETTE_MIN_DELTA_E (but two locked ones), the lightness spread whenever two colours are free — and it is a
 * pure function of the request. Then its helpers: the midpoint and the lightness variants.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as anyCode } from '../../support/arbitraries.ts';
import {
  GAMUT_JND,
  PALETTE_DEFAULT_COLORS,
  PALETTE_HARMONIES,
  PALETTE_MAX_COLORS,
  PALETTE_MIN_COLORS,
  PALETTE_MIN_DELTA_E,
  PALETTE_SPREAD_CONTRAST,
  contrastRatio,
  deltaEOK,
  generatePalette,
  hexToSrgb,
  isPaletteHarmony,
  labToLch,
  lchToLab,
  lightnessVariants,
  mixSeed,
  mulberry32,
  paletteMidpoint,
  srgbToOklab,
  type PaletteHarmony,
  type PaletteRequest,
} from '../../../src/core/index.ts';
import { allGreys, allShortCodes, angleDiff, seededCodes } from './helpers.ts';

const CODE = /^#[0-9a-f]{6}$/;
/** Colours a person may well lock: greys, black and white, the sRGB corners, near-greys. */
const SPECIAL = ['#000000', '#ffffff', '#808080', '#010101', '#fefefe', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff', '#7f8081'];

/** Returns ΔE_OK ×100 between two codes. */
function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = srgbToOklab(hexToSrgb(a));
  const [l2, a2, b2] = srgbToOklab(hexToSrgb(b));
  return 100 * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** Returns the WCAG contrast between the lightest and the darkest code. */
function spread(codes: readonly string[]): number {
  let best = 1;
  for (const a of codes) for (const b of codes) best = Math.max(best, contrastRatio(a, b));
  return best;
}

/** Returns the rule violations of a generated palette for its request ([] when it keeps them all). */
function violations(request: PaletteRequest, colors: readonly string[]): string[] {
  const out: string[] = [];
  if (colors.length !== request.colors.length) out.push(`length ${colors.length}`);
  colors.forEach((code, i) => {
    if (!CODE.test(code)) out.push(`bad code ${code}`);
    if (request.locked[i] && code !== request.colors[i].toLowerCase()) out.push(`locked ${i} changed: ${request.colors[i]} → ${code}`);
  });
  for (let i = 0; i < colors.length; i++) {
    for (let j = i + 1; j < colors.length; j++) {
      if (request.locked[i] && request.locked[j]) continue;
      const d = deltaE(colors[i], colors[j]);
      if (d < PALETTE_MIN_DELTA_E) out.push(`${i} ${colors[i]} and ${j} ${colors[j]} ΔE ${d.toFixed(2)}`);
    }
  }
  const free = request.locked.filter((lock) => !lock).length;
  if (free >= 2 && spread(colors) < PALETTE_SPREAD_CONTRAST) out.push(`spread ${spread(colors).toFixed(3)}`);
  return out;
}

/** Returns seeded requests: every count and harmony, lock patterns from none to all, random and special colours. */
function seededRequests(count: number, seed: number): PaletteRequest[] {
  const random = mulberry32(seed);
  const codes = seededCodes(count * PALETTE_MAX_COLORS, seed);
  return Array.from({ length: count }, (_, k) => {
    const n = PALETTE_MIN_COLORS + (k % (PALETTE_MAX_COLORS - PALETTE_MIN_COLORS + 1));
    const lockShare = [0, 0.25, 0.5, 0.8, 1][k % 5];
    const colors = Array.from({ length: n }, (_, i) =>
      random() < 0.3 ? SPECIAL[Math.floor(random() * SPECIAL.length)] : codes[k * PALETTE_MAX_COLORS + i],
    );
    return {
      colors,
      locked: colors.map(() => random() < lockShare),
      harmony: PALETTE_HARMONIES[Math.floor(k / 5) % PALETTE_HARMONIES.length],
      seed: Math.floor(random() * 2 ** 32),
    };
  });
}

const anyRequest: fc.Arbitrary<PaletteRequest> = fc
  .integer({ min: PALETTE_MIN_COLORS, max: PALETTE_MAX_COLORS })
  .chain((n) =>
    fc.record({
      colors: fc.array(fc.oneof(anyCode, fc.constantFrom(...SPECIAL)), { minLength: n, maxLength: n }),
      locked: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      harmony: fc.constantFrom(...PALETTE_HARMONIES),
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    }),
  );

describe('palette generator: constants and harmonies', () => {
  it('lists auto and the seven harmonies, and recognises only those', () => {
    expect(PALETTE_HARMONIES).toEqual(['auto', 'analogous', 'monochromatic', 'complementary', 'split-complementary', 'triadic', 'tetradic', 'natural']);
    for (const harmony of PALETTE_HARMONIES) expect(isPaletteHarmony(harmony)).toBe(true);
    for (const other of ['Auto', 'square', '', null, 3, undefined]) expect(isPaletteHarmony(other)).toBe(false);
    expect([PALETTE_MIN_COLORS, PALETTE_DEFAULT_COLORS, PALETTE_MAX_COLORS]).toEqual([2, 5, 10]);
    expect(PALETTE_MIN_DELTA_E).toBeGreaterThanOrEqual(8);
    expect(PALETTE_SPREAD_CONTRAST).toBe(4.5);
  });
});

describe('palette generator: rules on the returned codes', () => {
  it('keeps locks, minimum distance and lightness spread on 4,000 seeded requests (every count, harmony and lock share)', () => {
    const failures: string[] = [];
    for (const request of seededRequests(4000, 16)) {
      const { colors, harmony } = generatePalette(request);
      const found = violations(request, colors);
      if (request.harmony !== 'auto' && harmony !== request.harmony) found.push(`harmony ${harmony}`);
      if (found.length > 0) failures.push(`${JSON.stringify(request)} → ${colors.join(' ')}: ${found.join('; ')}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('keeps them for any request (property)', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        expect(violations(request, generatePalette(request).colors)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps them for 10 free colours of every harmony over 300 seeds each', () => {
    const colors = Array.from({ length: 10 }, () => '#808080');
    const locked = colors.map(() => false);
    for (const harmony of PALETTE_HARMONIES) {
      for (let seed = 0; seed < 300; seed++) {
        const request = { colors, locked, harmony, seed };
        expect(violations(request, generatePalette(request).colors), `${harmony} ${seed}`).toEqual([]);
      }
    }
  });

  it('returns every colour locked as given (normalised), and greys, black and white locked untouched', () => {
    const colors = ['#ABC', 'ff0000', '#000000', '#FFFFFF', '#808080'];
    expect(generatePalette({ colors, locked: colors.map(() => true), harmony: 'auto', seed: 1 }).colors).toEqual([
      '#aabbcc',
      '#ff0000',
      '#000000',
      '#ffffff',
      '#808080',
    ]);
    for (const greys of [allGreys().filter((_, i) => i % 51 === 0), ['#000000', '#ffffff'], ['#010101', '#020202', '#fefefe']]) {
      for (let seed = 0; seed < 50; seed++) {
        const request = { colors: [...greys, '#123456', '#654321'], locked: [...greys.map(() => true), false, false], harmony: 'auto' as const, seed };
        expect(violations(request, generatePalette(request).colors)).toEqual([]);
      }
    }
  });

  it('gives the spread even when the locks sit close together, when two colours are free', () => {
    for (let seed = 0; seed < 200; seed++) {
      const request = { colors: ['#777777', '#7a7a7a', '#000000', '#000000'], locked: [true, true, false, false], harmony: 'auto' as const, seed };
      expect(spread(generatePalette(request).colors)).toBeGreaterThanOrEqual(PALETTE_SPREAD_CONTRAST);
    }
  });

  it('builds the harmony around the first chromatic locked colour', () => {
    const anchor = '#1f77b4';
    const anchorHue = labToLch(srgbToOklab(hexToSrgb(anchor)))[2];
    const offsets: Record<string, number[]> = { complementary: [0, 180], triadic: [0, 120, 240], tetradic: [0, 90, 180, 270], 'split-complementary': [0, 150, 210], monochromatic: [0] };
    for (const [harmony, hues] of Object.entries(offsets)) {
      let near = 0;
      let chromatic = 0;
      for (let seed = 0; seed < 100; seed++) {
        const { colors } = generatePalette({ colors: ['#808080', anchor, '#808080', '#808080', '#808080'], locked: [true, true, false, false, false], harmony: harmony as PaletteHarmony, seed });
        for (const code of colors.slice(2)) {
          const [, c, h] = labToLch(srgbToOklab(hexToSrgb(code)));
          if (c < 0.04) continue;
          chromatic++;
          if (hues.some((offset) => angleDiff(h, anchorHue + offset) <= 15)) near++;
        }
      }
      expect(near / chromatic, harmony).toBeGreaterThan(0.9);
    }
  });
});

describe('palette generator: a pure function of the request', () => {
  it('gives the same palette for the same request and seed, and mostly different ones for other seeds', () => {
    const base = { colors: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'], locked: [false, true, false, false, false], harmony: 'auto' as const };
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const first = generatePalette({ ...base, seed });
      expect(generatePalette({ ...base, seed })).toEqual(first);
      seen.add(first.colors.join());
    }
    expect(seen.size).toBeGreaterThanOrEqual(195);
    expect(generatePalette({ ...base, seed: -1 })).toEqual(generatePalette({ ...base, seed: 2 ** 32 - 1 }));
  });

  it('ignores the unlocked colours it replaces, and picks every harmony for auto', () => {
    const a = generatePalette({ colors: ['#ff0000', '#00ff00', '#0000ff'], locked: [true, false, false], harmony: 'triadic', seed: 9 });
    const b = generatePalette({ colors: ['#ff0000', '#123456', '#abcdef'], locked: [true, false, false], harmony: 'triadic', seed: 9 });
    expect(a).toEqual(b);
    const picked = new Set<string>();
    for (let seed = 0; seed < 200; seed++) picked.add(generatePalette({ colors: ['#000', '#fff'], locked: [false, false], harmony: 'auto', seed }).harmony);
    expect([...picked].sort()).toEqual(PALETTE_HARMONIES.slice(1).sort());
  });

  it('throws on an invalid request', () => {
    const ok: PaletteRequest = { colors: ['#000000', '#ffffff'], locked: [false, false], harmony: 'auto', seed: 1 };
    expect(() => generatePalette(ok)).not.toThrow();
    const bad: unknown[] = [
      { ...ok, colors: ['#000000'], locked: [false] },
      { ...ok, colors: Array(11).fill('#000000'), locked: Array(11).fill(false) },
      { ...ok, locked: [false] },
      { ...ok, colors: ['#000000', 'nope'] },
      { ...ok, locked: [false, 1] },
      { ...ok, harmony: 'square' },
      { ...ok, seed: '1' },
      { ...ok, colors: 'ab' },
    ];
    for (const request of bad) expect(() => generatePalette(request as PaletteRequest), JSON.stringify(request)).toThrow();
  });
});

describe('mixSeed', () => {
  it('is MurmurHash3 fmix32 on the uint32 seed (against a BigInt reference) and keeps seeds distinct', () => {
    const M = (1n << 32n) - 1n;
    const reference = (seed: number) => {
      let h = BigInt(seed >>> 0);
      h ^= h >> 16n;
      h = (h * 0x85ebca6bn) & M;
      h ^= h >> 13n;
      h = (h * 0xc2b2ae35n) & M;
      h ^= h >> 16n;
      return Number(h);
    };
    for (const seed of [0, 1, 2, 42, 0x7fffffff, 0x80000000, 4294967295, -1, 2 ** 40 + 3]) expect(mixSeed(seed)).toBe(reference(seed));
    const outputs = new Set(Array.from({ length: 65536 }, (_, i) => mixSeed(i * 65537)));
    expect(outputs.size).toBe(65536);
  });
});

describe('paletteMidpoint', () => {
  it('is the colour itself for any colour with itself (all 3-digit codes and 2,000 seeded ones)', () => {
    for (const code of [...allShortCodes(), ...seededCodes(2000, 3)]) expect(paletteMidpoint(code, code)).toBe(code);
  });

  it('is symmetric, halfway in OKLab lightness, and grey between black and white', () => {
    const codes = seededCodes(400, 8);
    for (let i = 0; i + 1 < codes.length; i += 2) {
      const [a, b] = [codes[i], codes[i + 1]];
      const mid = paletteMidpoint(a, b);
      expect(paletteMidpoint(b, a)).toBe(mid);
      const half = (srgbToOklab(hexToSrgb(a))[0] + srgbToOklab(hexToSrgb(b))[0]) / 2;
      expect(Math.abs(srgbToOklab(hexToSrgb(mid))[0] - half)).toBeLessThan(0.02);
    }
    const grey = paletteMidpoint('#000', '#fff');
    expect(grey).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(srgbToOklab(hexToSrgb(grey))[0]).toBeCloseTo(0.5, 2);
  });
});

describe('lightnessVariants', () => {
  it('puts the code in the middle, lighter before and darker after, never lighter than the one before', () => {
    for (const code of [...seededCodes(500, 21), ...SPECIAL]) {
      for (const count of [1, 3, 9, 11]) {
        const variants = lightnessVariants(code, count);
        expect(variants).toHaveLength(count);
        expect(variants[(count - 1) / 2]).toBe(code);
        const lightness = variants.map((v) => srgbToOklab(hexToSrgb(v))[0]);
        for (let k = 1; k < count; k++) expect(lightness[k], `${code} ${variants.join(' ')}`).toBeLessThanOrEqual(lightness[k - 1]);
        for (const v of variants) expect(v).toMatch(CODE);
      }
    }
  });

  it('keeps the hue of a colour (within the gamut mapping JND and byte rounding) and makes a grey ramp of a grey', () => {
    for (const code of ['#3a7bd5', '#e76f51', '#2a9d8f', '#ffcc00']) {
      const [, chroma, hue] = labToLch(srgbToOklab(hexToSrgb(code)));
      const [, cosH, sinH] = lchToLab([0, 1, hue]);
      for (const variant of lightnessVariants(code, 9)) {
        const lab = srgbToOklab(hexToSrgb(variant));
        const t = Math.max(0, lab[1] * cosH + lab[2] * sinH);
        expect(deltaEOK(lab, [lab[0], t * cosH, t * sinH]), `${code} → ${variant}`).toBeLessThan(GAMUT_JND + 0.005);
        expect(t).toBeLessThan(chroma + 0.01);
      }
    }
    for (const variant of lightnessVariants('#808080', 9)) expect(variant).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(new Set(lightnessVariants('#808080', 9)).size).toBe(9);
  });

  it('normalises the code and throws on an even, zero, fractional or huge count', () => {
    expect(lightnessVariants('#ABC', 3)[1]).toBe('#aabbcc');
    for (const count of [0, 2, 10, 3.5, -1, Number.NaN, 101]) expect(() => lightnessVariants('#abcdef', count)).toThrow();
    expect(() => lightnessVariants('nope', 3)).toThrow();
  });
});
