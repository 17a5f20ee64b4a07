/**
 * Alpha scales (core/scale/alphaScale.ts): every alpha step laid over its background gives its solid step within
 * 1/255 per channel, in sRGB and in Display P3, read back from the exact texts the exports write (and from the
 * '#rrggbbaa' form), over random colours and backgrounds and over every step of Tailwind and Radix scales, light and
 * dark, and of contrast scales; alpha is the smallest such (three decimals); and Radix's own light alpha scales
 * (@radix-ui/colors 3.0.0) come out byte for byte in alpha, within a byte in each channel.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode } from '../../support/arbitraries.ts';
import { generateScale, hexToSrgb, type Scale, type ScaleStep, type Vec3 } from '../../../src/core/index.ts';
import { srgbToDisplayP3 } from '../../../src/core/convert/wideGamut.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { tryAuthoredColor } from '../../../src/core/exact/authoredColor.ts';
import {
  ALPHA_BACKGROUND_DARK,
  ALPHA_BACKGROUND_LIGHT,
  alphaLabel,
  alphaOver,
  alphaStep,
  compositeOver,
  minimumAlpha,
  scaleAlpha,
  type AlphaStep,
} from '../../../src/core/scale/alphaScale.ts';
import { scaleInputs } from './scaleHelpers.ts';

/** The tolerance of the goal: one 8-bit step per channel. */
const BYTE = 1 / 255;

/** Returns the largest per-channel difference of two colours. */
function farthest(a: Vec3, b: Vec3): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** Returns what an exact text shows over a background given in its own space's channels. */
function textOver(text: string, background: Vec3): Vec3 {
  const color = readExact(text);
  if (color === null) throw new Error(`not an exact text: ${text}`);
  for (const c of color.coords) expect(c >= 0 && c <= 1, `${text} channel ${c}`).toBe(true);
  return compositeOver({ rgb: color.coords, alpha: color.alpha }, background);
}

/** Expects an alpha step to give its solid step over its background in sRGB (its exact text and its hex) and in P3. */
function expectExact(step: AlphaStep) {
  const solid = hexToSrgb(step.solid);
  const background = hexToSrgb(step.background);
  expect(step.srgb).toMatch(/^color\(srgb [0-9.]+ [0-9.]+ [0-9.]+( \/ 0(\.\d{1,3})?)?\)$/);
  expect(step.p3).toMatch(/^color\(display-p3 [0-9.]+ [0-9.]+ [0-9.]+( \/ 0(\.\d{1,3})?)?\)$/);
  expect(farthest(textOver(step.srgb, background), solid), `${step.srgb} over ${step.background} for ${step.solid}`).toBeLessThanOrEqual(BYTE);
  expect(farthest(textOver(step.hex, background), solid), `${step.hex} over ${step.background} for ${step.solid}`).toBeLessThanOrEqual(BYTE);
  const p3 = farthest(textOver(step.p3, srgbToDisplayP3(background)), srgbToDisplayP3(solid));
  expect(p3, `${step.p3} over ${step.background} for ${step.solid}`).toBeLessThanOrEqual(BYTE);
  // The alpha shown is the sRGB text's, and the code its channels at full strength.
  expect(readExact(step.srgb)!.alpha).toBe(step.alpha);
  expect(tryAuthoredColor(step.srgb)?.code).toBe(step.code);
}

describe('alphaOver', () => {
  it('composites back to the solid colour and takes the smallest alpha at three decimals (property)', () => {
    const channel = fc.double({ min: 0, max: 1, noNaN: true });
    const rgb = fc.tuple(channel, channel, channel);
    fc.assert(
      fc.property(rgb, rgb, (solid, background) => {
        const color = alphaOver(solid, background);
        for (const c of color.rgb) expect(c >= 0 && c <= 1).toBe(true);
        expect(farthest(compositeOver(color, background), solid)).toBeLessThan(1e-9);
        // Three decimals, rounded up from the least alpha that keeps every channel in [0, 1].
        expect(Number(color.alpha.toFixed(3))).toBe(color.alpha);
        const least = minimumAlpha(solid, background);
        expect(color.alpha).toBeGreaterThanOrEqual(least - 1e-12);
        expect(color.alpha - 0.001).toBeLessThan(least);
      }),
      { numRuns: 2000 },
    );
  });

  it('needs every channel: one lighter and one darker than the background', () => {
    // Over mid grey, red up and blue down: each side asks for its own alpha, and the larger one wins.
    const color = alphaOver([1, 0.5, 0.25], [0.5, 0.5, 0.5]);
    expect(color.alpha).toBe(1);
    const softer = alphaOver([0.75, 0.5, 0.375], [0.5, 0.5, 0.5]);
    expect(softer.alpha).toBe(0.5);
    expect(softer.rgb).toEqual([1, 0.5, 0.25]);
  });

  it('gives alpha 0 over the same colour, 1 for black over white and white over black', () => {
    expect(alphaOver([0.2, 0.4, 0.6], [0.2, 0.4, 0.6])).toEqual({ rgb: [0.2, 0.4, 0.6], alpha: 0 });
    expect(alphaOver([0, 0, 0], [1, 1, 1])).toEqual({ rgb: [0, 0, 0], alpha: 1 });
    expect(alphaOver([1, 1, 1], [0, 0, 0])).toEqual({ rgb: [1, 1, 1], alpha: 1 });
    // Over white, a grey is black at the grey's darkness.
    expect(alphaOver([0.6, 0.6, 0.6], [1, 1, 1])).toEqual({ rgb: [0, 0, 0], alpha: 0.4 });
  });
});

describe('alphaStep', () => {
  it('gives its solid step over its background within 1/255, in sRGB, hex and P3 (property)', () => {
    fc.assert(
      fc.property(hexCode, hexCode, (solid, background) => expectExact(alphaStep('x', solid, background))),
      { numRuns: 3000 },
    );
  });

  it('writes exact texts the palettes keep: translucent with its fallback, opaque as a plain colour', () => {
    const step = alphaStep('a3', '#e6f0fb', '#ffffff');
    expect(step).toMatchObject({ label: 'a3', solid: '#e6f0fb', background: '#ffffff' });
    expect(tryAuthoredColor(step.srgb)).toEqual({ code: step.code, exact: step.srgb });
    expect(tryAuthoredColor(step.p3)?.exact).toBe(step.p3);
    const opaque = alphaStep('a9', '#0090ff', '#ffffff');
    expect(opaque.alpha).toBe(1);
    expect(opaque.srgb).toBe('color(srgb 0 0.5647 1)');
    expect(opaque.hex).toBe('#0090ffff');
  });
});

/** Returns every solid row of a scale with its alpha row. */
function rows(scale: Scale, background?: string): [readonly ScaleStep[], readonly AlphaStep[]][] {
  const alpha = scaleAlpha(scale, background);
  const pairs: [readonly ScaleStep[] | null, readonly AlphaStep[] | null][] = [
    [scale.steps, alpha.steps],
    [scale.dark, alpha.dark],
    [scale.neutral, alpha.neutral],
    [scale.neutralDark, alpha.neutralDark],
  ];
  for (const [solid, translucent] of pairs) expect(solid === null).toBe(translucent === null);
  return pairs.filter((pair): pair is [readonly ScaleStep[], AlphaStep[]] => pair[0] !== null && pair[1] !== null);
}

describe('scaleAlpha', () => {
  it('every step of Tailwind and Radix scales, light and dark, with their neutrals', () => {
    for (const color of scaleInputs(60, 0xa1fa)) {
      for (const kind of ['tailwind', 'radix'] as const) {
        const scale = generateScale({ kind, color, neutral: true });
        const pairs = rows(scale);
        expect(pairs).toHaveLength(kind === 'radix' ? 4 : 2);
        pairs.forEach(([solid, alpha], row) => {
          const dark = kind === 'radix' && row % 2 === 1;
          expect(alpha.map((step) => step.label)).toEqual(solid.map((step) => alphaLabel(kind, step.label)));
          alpha.forEach((step, i) => {
            expect(step.solid).toBe(solid[i].hex);
            expect(step.background).toBe(dark ? ALPHA_BACKGROUND_DARK : ALPHA_BACKGROUND_LIGHT);
            expectExact(step);
          });
        });
      }
    }
  });

  it('a contrast scale over the background its targets are measured against', () => {
    for (const [color, background] of [['#3a7bd5', '#ffffff'], ['#e76f51', '#000000'], ['#2a9d8f', '#1e293b'], ['#8e5bd0', '#fdf6e3']]) {
      const scale = generateScale({ kind: 'contrast', color, targets: [1.5, 3, 4.5, 7], background, neutral: true });
      for (const [, alpha] of rows(scale, background)) {
        expect(alpha.map((step) => step.label)).toEqual(['1.5a', '3a', '4.5a', '7a']);
        for (const step of alpha) {
          expect(step.background).toBe(background);
          expectExact(step);
        }
      }
    }
  });

  it('names the steps as designers know them: a1 … a12, 50a … 950a', () => {
    const radix = scaleAlpha(generateScale({ kind: 'radix', color: '#3a7bd5' }));
    expect(radix.steps.map((s) => s.label)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11', 'a12']);
    const tailwind = scaleAlpha(generateScale({ kind: 'tailwind', color: '#3a7bd5' }));
    expect(tailwind.steps.map((s) => s.label)).toEqual(['50a', '100a', '200a', '300a', '400a', '500a', '600a', '700a', '800a', '900a', '950a']);
    expect(tailwind.dark).toBeNull();
    expect(tailwind.neutral).toBeNull();
  });
});

describe("Radix's own alpha scales", () => {
  const dir = fileURLToPath(new URL('../../../node_modules/@radix-ui/colors/', import.meta.url));
  /** Returns the sRGB variables of a Radix CSS file (before its P3 block): name → hex. */
  const variables = (file: string) =>
    new Map(Array.from(readFileSync(dir + file, 'utf8').split('@supports')[0].matchAll(/--([a-z]+)-(a?\d+): (#[0-9a-f]{6,8});/g), (m) => [m[2], m[3]]));
  const bytes = (hex: string) => [1, 3, 5, 7].map((i) => (i < hex.length ? Number.parseInt(hex.slice(i, i + 2), 16) : 255));
  const scales = readdirSync(dir).filter((f) => f.endsWith('.css') && !f.includes('alpha') && !/^(black|white)/.test(f));

  it('light, over white: the same alpha byte for every step, each channel within a byte', () => {
    let steps = 0;
    for (const file of scales.filter((f) => !f.includes('-dark'))) {
      const alpha = variables(file.replace('.css', '-alpha.css'));
      for (const [step, solid] of variables(file)) {
        const ours = bytes(alphaStep(`a${step}`, solid, ALPHA_BACKGROUND_LIGHT).hex);
        const theirs = bytes(alpha.get(`a${step}`)!);
        expect(ours[3], `${file} ${step}`).toBe(theirs[3]);
        for (let i = 0; i < 3; i++) expect(Math.abs(ours[i] - theirs[i]), `${file} ${step}`).toBeLessThanOrEqual(1);
        steps++;
      }
    }
    expect(steps).toBe(31 * 12);
  });

  it('dark: made over #111111 (most of its steps lie on it within a byte), where ours are exact everywhere', () => {
    const background = bytes(ALPHA_BACKGROUND_DARK);
    let within = 0;
    let steps = 0;
    for (const file of scales.filter((f) => f.includes('-dark'))) {
      const alpha = variables(file.replace('.css', '-alpha.css'));
      for (const [step, solid] of variables(file)) {
        const [r, g, b, a] = bytes(alpha.get(`a${step}`)!);
        const s = bytes(solid);
        const off = Math.max(...[r, g, b].map((c, i) => Math.abs((c * a) / 255 + background[i] * (1 - a / 255) - s[i])));
        if (off <= 1.5) within++;
        steps++;
        expectExact(alphaStep(`a${step}`, solid, ALPHA_BACKGROUND_DARK));
      }
    }
    expect(steps).toBe(31 * 12);
    expect(within / steps).toBeGreaterThan(0.85);
  });
});
