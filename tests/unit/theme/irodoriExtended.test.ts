/**
 * Custom colours in Irodori's theme method (core/theme/irodoriExtended.ts, step 6 of irodoriTheme.ts) and in the
 * contrast report (core/theme/report.ts): every custom colour's pairs meet every target in light and dark; the roles
 * and the list of custom colours are the Material path's (a name meeting a role becomes `custom<Name>`); harmonising
 * turns the hue by Material's rule in OKLCH; the report checks the custom colours of both methods.
 */
import { describe, expect, it } from 'vitest';
import {
  THEME_HARMONIZE_MAX_ROTATION,
  harmonizedHue,
  irodoriTheme,
  mulberry32,
  type ThemeRequest,
} from '../../../src/core/index.ts';
import { irodoriRequestOf, irodoriThemeColors, materialRequestOf } from '../../../src/core/theme/buildTheme.ts';
import { extendedPairs, pairOfRole, themeReport } from '../../../src/core/theme/report.ts';
import { IRODORI_ROLES, MATERIAL_ROLES, THEME_PAIRS, THEME_TARGETS } from '../../../src/core/theme/roles.ts';
import { DEFAULT_THEME_SETTINGS, type ExtendedInput, type ThemeSettings } from '../../../src/core/theme/settings.ts';
import { parseThemeParams, themeQuery } from '../../../src/core/theme/themeUrl.ts';
import { materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { seededCodes } from '../core/helpers.ts';
import { EDGE_INPUTS, oklchOf } from '../core/scaleHelpers.ts';

const APPEARANCES = ['light', 'dark'] as const;
const NAMES = ['success', 'warning', 'info', 'brand'];

/** Returns the failing pairs of a theme's report (every pair, the custom colours' with them) as readable lines. */
function failing(colors: Readonly<Record<string, string>>, request: ThemeRequest): string[] {
  const names = (request.extended ?? []).map((x) => x.name);
  return themeReport(colors, request.target, names)
    .filter((pair) => !pair.passes)
    .map((pair) => `${pair.fg} ${pair.fgHex} on ${pair.bg} ${pair.bgHex}: ${pair.wcag.toFixed(2)}:1, Lc ${pair.apca.toFixed(1)} < ${pair.level}`);
}

/** Returns the signed difference of two hues in degrees, in (−180, 180]. */
const hueDelta = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

describe('Irodori theme: custom colours', () => {
  it('fits every custom colour’s pairs to every target in light and dark, harmonised or not', () => {
    const random = mulberry32(3131);
    const codes = [...EDGE_INPUTS, ...seededCodes(150, 3132)];
    const pick = () => codes[Math.floor(random() * codes.length)];
    const missed: string[] = [];
    let pairs = 0;
    codes.forEach((primary, k) => {
      const extended: ExtendedInput[] = NAMES.slice(0, 1 + (k % 4)).map((name) => ({ name, hex: pick(), harmonize: random() < 0.5 }));
      for (const target of THEME_TARGETS) {
        const request: ThemeRequest = { seeds: { primary }, target, extended };
        const theme = irodoriTheme(request);
        for (const appearance of APPEARANCES) {
          pairs += themeReport(theme[appearance], target, NAMES).length - THEME_PAIRS.length;
          for (const line of failing(theme[appearance], request)) if (missed.length < 20) missed.push(`${JSON.stringify(request)} ${appearance}: ${line}`);
        }
      }
    });
    expect(missed).toEqual([]);
    expect(pairs).toBeGreaterThan(8000);
  });

  it('names the roles and lists the colours as the Material path does, a name meeting a role as custom<Name>', () => {
    const settings: ThemeSettings = {
      ...DEFAULT_THEME_SETTINGS,
      extended: [
        { name: 'success', hex: '#2e7d32', harmonize: true },
        { name: 'error', hex: '#ff0000', harmonize: false },
        { name: 'onSuccess', hex: '#00838f', harmonize: true },
      ],
    };
    const material = materialTheme(materialRequestOf(settings, 'Mine'));
    const request = irodoriRequestOf({ ...settings, method: 'irodori' });
    const irodori = irodoriThemeColors(irodoriTheme(request), 'Mine', request.seeds.primary);
    expect(irodori.roles.slice(IRODORI_ROLES.length)).toEqual(material.roles.slice(MATERIAL_ROLES.length));
    expect(irodori.roles.slice(IRODORI_ROLES.length).slice(4, 8)).toEqual(['customError', 'onCustomError', 'customErrorContainer', 'onCustomErrorContainer']);
    expect(irodori.extended).toEqual(material.extended);
    for (const appearance of APPEARANCES) {
      expect(Object.keys(irodori[appearance])).toEqual(irodori.roles);
      // The theme's own error roles stay Irodori's error family, apart from the custom one.
      expect(irodori[appearance].error).toBe(irodoriTheme({ ...request, extended: [] })[appearance].error);
    }
  });

  it('turns a harmonised colour’s hue toward the primary’s by min(half the difference, 15°), the shorter way, and keeps it otherwise', () => {
    expect(harmonizedHue(145, 260)).toBe(160);
    expect(harmonizedHue(100, 110)).toBe(105);
    expect(harmonizedHue(350, 10)).toBe(0);
    expect(harmonizedHue(10, 350)).toBe(0);
    expect(harmonizedHue(20, 300)).toBe(5);
    expect(harmonizedHue(0, 180)).toBe(15);
    expect(harmonizedHue(42, 42)).toBe(42);
    // In a theme: success (#2e7d32, OKLCH hue ≈ 145) toward a blue primary (≈ 258) by 15°, read on the fitted roles
    // (within 4°: gamut mapping may return a plan's clip, a JND off its hue, and bytes round).
    const primary = '#3a7bd5';
    const seedHue = oklchOf('#2e7d32')[2];
    const turned = harmonizedHue(seedHue, oklchOf(primary)[2]);
    expect(hueDelta(turned, seedHue)).toBeCloseTo(THEME_HARMONIZE_MAX_ROTATION, 9);
    for (const harmonize of [true, false]) {
      const theme = irodoriTheme({ seeds: { primary }, target: 'wcag-4.5', extended: [{ name: 'success', hex: '#2e7d32', harmonize }] });
      for (const appearance of APPEARANCES) {
        for (const role of ['success', 'successContainer']) {
          expect(Math.abs(hueDelta(oklchOf(theme[appearance][role])[2], harmonize ? turned : seedHue)), `${harmonize} ${appearance} ${role}`).toBeLessThan(4);
        }
      }
      // Not harmonised, a colour that passes as it is stays itself in light, as a seeded primary does.
      if (!harmonize) expect(theme.light.success).toBe('#2e7d32');
      else expect(theme.light.success).not.toBe('#2e7d32');
    }
  });

  it('keeps the hue where there is none to turn or to turn toward (a grey colour or a grey primary)', () => {
    for (const [primary, hex] of [
      ['#808080', '#2e7d32'],
      ['#3a7bd5', '#777777'],
    ]) {
      const theme = (harmonize: boolean) => irodoriTheme({ seeds: { primary }, target: 'apca-75', extended: [{ name: 'brand', hex, harmonize }] });
      for (const appearance of APPEARANCES) expect(theme(true)[appearance]).toEqual(theme(false)[appearance]);
    }
  });

  it('refuses custom colours out of the contract', () => {
    const base = { seeds: { primary: '#3a7bd5' }, target: 'wcag-4.5' } as const;
    expect(() => irodoriTheme({ ...base, extended: [{ name: 'success', hex: '#zzzzzz', harmonize: true }] })).toThrow();
    expect(() => irodoriTheme({ ...base, extended: [{ name: '1st', hex: '#2e7d32', harmonize: true }] })).toThrow();
    expect(irodoriTheme({ ...base, extended: null })).toEqual(irodoriTheme(base));
  });
});

describe('contrast report: custom colours', () => {
  it('checks each custom colour as text on the surface, its on-colour on it and its on-container colour on its container', () => {
    expect(extendedPairs(['success', 'error'])).toEqual([
      { fg: 'success', bg: 'surface', kind: 'text' },
      { fg: 'onSuccess', bg: 'success', kind: 'text' },
      { fg: 'onSuccessContainer', bg: 'successContainer', kind: 'text' },
      { fg: 'customError', bg: 'surface', kind: 'text' },
      { fg: 'onCustomError', bg: 'customError', kind: 'text' },
      { fg: 'onCustomErrorContainer', bg: 'customErrorContainer', kind: 'text' },
    ]);
  });

  it('finds each role’s pair among a report’s, the custom colours’ included', () => {
    const theme = irodoriTheme({ seeds: { primary: '#3a7bd5' }, target: 'wcag-7', extended: [{ name: 'success', hex: '#2e7d32', harmonize: true }] });
    const report = themeReport(theme.light, 'wcag-7', ['success']);
    expect(report).toHaveLength(THEME_PAIRS.length + 3);
    expect(report.every((pair) => pair.passes)).toBe(true);
    expect(pairOfRole('success', report)).toMatchObject({ fg: 'success', bg: 'surface' });
    expect(pairOfRole('onSuccess', report)).toMatchObject({ fg: 'onSuccess', bg: 'success' });
    expect(pairOfRole('successContainer', report)).toMatchObject({ fg: 'onSuccessContainer', bg: 'successContainer' });
    expect(pairOfRole('success')).toBeNull();
    expect(pairOfRole('primary')).toEqual({ fg: 'primary', bg: 'surface', kind: 'text' });
    expect(pairOfRole('primary', report)).toMatchObject({ fg: 'primary', bg: 'surface', kind: 'text' });
  });

  it('reports Material’s custom colours as they are, failing where they fall short', () => {
    const settings: ThemeSettings = { ...DEFAULT_THEME_SETTINGS, target: 'apca-90', extended: [{ name: 'warning', hex: '#ffd600', harmonize: false }] };
    const theme = materialTheme(materialRequestOf(settings, 'Mine'));
    const report = themeReport(theme.light, 'apca-90', ['warning']);
    const warning = report.filter((pair) => ['warning', 'onWarning', 'onWarningContainer'].includes(pair.fg));
    expect(warning).toHaveLength(3);
    expect(warning.some((pair) => !pair.passes)).toBe(true);
  });

  it('carries the custom colours in the address with the contrast-target method', () => {
    const noDefault = () => ({});
    const state = parseThemeParams(new URLSearchParams('method=irodori&x=success.2e7d32.1&x=brand.ff8800.0'), '#3a7bd5', noDefault);
    expect(state.settings.method).toBe('irodori');
    expect(state.settings.extended).toEqual([
      { name: 'success', hex: '#2e7d32', harmonize: true },
      { name: 'brand', hex: '#ff8800', harmonize: false },
    ]);
    expect(themeQuery(state, noDefault)).toContain('x=success.2e7d32.1&x=brand.ff8800.0');
  });
});
