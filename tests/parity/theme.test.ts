/**
 * Parity of Irodori's theme method: the wasm port gives the TypeScript reference's theme — every role's code in light
 * and dark, and the tonal palettes — for seeded requests on every target, with and without each optional seed
 * (palettes' light backgrounds and dark texts among them), for greys, black, white and the sRGB corners, with 0–4
 * custom colours harmonised or not (greys and the corners among them, on grey primaries too), and refuses the requests
 * the core refuses.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32, type ThemeRequest, type ThemeSeeds } from '../../src/core/index.ts';
import type { ExtendedInput } from '../../src/core/theme/settings.ts';
import { IRODORI_ROLES, THEME_TARGETS } from '../../src/core/theme/roles.ts';
import { Mismatches, codesOf, differences, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Colours at the edges: greys, black and white and their neighbours, the sRGB corners. */
const EXTREMES = ['#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#7f7f80', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];
const OPTIONAL = ['secondary', 'tertiary', 'neutral', 'error', 'background', 'text'] as const;

/** Records any difference between the two engines' themes for a request; returns the TypeScript engine's. */
function compare(mismatches: Mismatches, request: ThemeRequest): ReturnType<typeof ts.generateTheme> {
  const theirs = ts.generateTheme(request);
  mismatches.add(`generateTheme(${JSON.stringify(request)})`, differences(wasm.generateTheme(request), theirs));
  return theirs;
}

/** Returns a light colour of a palette's kind: each channel in 224–255. */
function lightCode(random: () => number): string {
  const channel = () => (224 + Math.floor(random() * 32)).toString(16);
  return `#${channel()}${channel()}${channel()}`;
}

/** Returns a dark colour of a palette's kind: each channel in 0–63. */
function darkCode(random: () => number): string {
  const channel = () => Math.floor(random() * 64).toString(16).padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}

describe('wasm engine parity: Irodori theme', () => {
  it('gives identical themes for every target over seeded primaries, each optional seed given or not', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(2828);
    const codes = codesOf(seededPackedColors(1500, 28));
    const pick = () => codes[Math.floor(random() * codes.length)];
    codes.forEach((primary, k) => {
      const seeds: Record<string, string | null> = { primary };
      for (const role of OPTIONAL) {
        const draw = random();
        if (draw < 0.25) seeds[role] = pick();
        else if (draw < 0.35) seeds[role] = null;
      }
      if (random() < 0.3) seeds.background = lightCode(random);
      if (random() < 0.3) seeds.text = darkCode(random);
      compare(mismatches, { seeds: seeds as unknown as ThemeSeeds, target: THEME_TARGETS[k % THEME_TARGETS.length] });
    });
    mismatches.assertNone('generateTheme, seeded');
  });

  it('gives identical themes for greys, black, white and the sRGB corners in every seed role', () => {
    const mismatches = new Mismatches();
    for (const target of THEME_TARGETS) {
      for (const primary of EXTREMES) compare(mismatches, { seeds: { primary }, target });
      // Every extreme in every optional role, each on another extreme primary (shifted by the role, so the pairs vary).
      OPTIONAL.forEach((role, r) =>
        EXTREMES.forEach((code, c) => compare(mismatches, { seeds: { primary: EXTREMES[(c + r + 1) % EXTREMES.length], [role]: code }, target })),
      );
    }
    mismatches.assertNone('generateTheme, extremes');
  });

  it('gives identical themes with 0–4 custom colours, harmonised or not, for every target', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(2829);
    const codes = codesOf(seededPackedColors(600, 29));
    const pick = () => (random() < 0.15 ? EXTREMES[Math.floor(random() * EXTREMES.length)] : codes[Math.floor(random() * codes.length)]);
    // Names that are Material roles or meet each other's roles ('error', 'onSuccess') as well as plain ones.
    const names = ['success', 'warning', 'info', 'brand', 'error', 'onSuccess', 'surface', 'accent'];
    let customRoles = 0;
    codes.forEach((code, k) => {
      const primary = random() < 0.1 ? EXTREMES[Math.floor(random() * EXTREMES.length)] : code;
      const extended: ExtendedInput[] = names
        .slice(0, Math.floor(random() * 5))
        .map((name) => ({ name, hex: pick(), harmonize: random() < 0.6 }));
      const seeds: Record<string, string> = { primary };
      if (random() < 0.3) seeds.error = pick();
      if (random() < 0.3) seeds.background = lightCode(random);
      const theme = compare(mismatches, { seeds: seeds as unknown as ThemeSeeds, target: THEME_TARGETS[k % THEME_TARGETS.length], extended });
      expect(Object.keys(theme.dark)).toHaveLength(IRODORI_ROLES.length + 4 * extended.length);
      customRoles += 4 * extended.length;
    });
    mismatches.assertNone('generateTheme, custom colours');
    expect(customRoles).toBeGreaterThan(2000);
  });

  it('refuses the requests the core refuses', () => {
    for (const request of [
      { seeds: { primary: 'nope' }, target: 'wcag-4.5' },
      { seeds: { primary: '#123456', secondary: 'nope' }, target: 'wcag-4.5' },
      { seeds: { primary: '#123456', text: 12 }, target: 'apca-60' },
      { seeds: { primary: '#123456' }, target: 'wcag-3' },
      { seeds: { primary: '#123456' } },
      { seeds: {}, target: 'wcag-7' },
      { target: 'wcag-7' },
      { seeds: { primary: '#123456' }, target: 'wcag-7', extended: [{ name: 'success', hex: 'nope', harmonize: true }] },
      { seeds: { primary: '#123456' }, target: 'wcag-7', extended: [{ name: 'Not a name', hex: '#2e7d32', harmonize: true }] },
      { seeds: { primary: '#123456' }, target: 'wcag-7', extended: [{ name: 'success', hex: '#2e7d32' }] },
      { seeds: { primary: '#123456' }, target: 'wcag-7', extended: 'success' },
      { seeds: { primary: '#123456' }, target: 'wcag-7', extended: Array.from({ length: 9 }, (_, i) => ({ name: `c${i}`, hex: '#2e7d32', harmonize: true })) },
    ]) {
      expect(() => ts.generateTheme(request as unknown as ThemeRequest)).toThrow();
      expect(() => wasm.generateTheme(request as unknown as ThemeRequest)).toThrow();
    }
  });
});
