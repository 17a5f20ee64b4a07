/**
 * The theme file: our own JSON round-trips a theme and its settings exactly; Material Theme Builder's JSON
 * — a file in its export shape (tests/fixtures/theme/material-theme.json: six schemes, five palettes, an extended
 * colour without roles, colours of the same library at seed #1D5BEE, whose light primary #4C5C92 is the one MTB gives)
 * and the one we write — reads as its light and dark schemes, palettes, extended colours and seed. Every field is
 * checked strictly; a bad settings object costs the settings only; nothing throws.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import fc from 'fast-check';
import { parseThemeFile, themeFileName, themeJson } from '../../../src/core/theme/themeFile.ts';
import { descriptionVariant, materialJson } from '../../../src/core/theme/export/materialJson.ts';
import { extendedName } from '../../../src/core/theme/export/fields.ts';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '../../../src/core/theme/settings.ts';
import { DEFAULT_THEME_TARGET, type ThemeColors } from '../../../src/core/theme/roles.ts';
import { MATERIAL_ROLES, materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { IRODORI_THEME, MATERIAL_SETTINGS, MATERIAL_THEME, settingsArb, themeArb } from './themeArbitraries.ts';

const FIXTURE = readFileSync(new URL('../../fixtures/theme/material-theme.json', import.meta.url), 'utf8');

/** Returns what reading a text gives; fails the test when the file is refused. */
function read(text: string) {
  const result = parseThemeFile(text);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const ours = (theme: ThemeColors, settings?: ThemeSettings) => themeJson(theme, settings)[0].content as string;

/** Returns our file's JSON with one change made by `edit`. */
function edited(edit: (file: { name: unknown; settings: Record<string, unknown>; theme: Record<string, unknown> } & Record<string, unknown>) => void): string {
  const file = JSON.parse(ours(MATERIAL_THEME, MATERIAL_SETTINGS));
  edit(file);
  return JSON.stringify(file);
}

describe('our theme file', () => {
  it('round-trips every generated theme and its settings exactly', () => {
    fc.assert(
      fc.property(themeArb, settingsArb, (theme, settings) => {
        expect(parseThemeFile(ours(theme, settings))).toEqual({ ok: true, name: theme.name, settings, theme });
      }),
      { numRuns: 200 },
    );
  });

  it('reads back a theme whose custom colours are named like its roles (error, primary, surface, onPrimary…)', () => {
    const extended = ['error', 'primary', 'surface', 'background', 'onPrimary', 'errorContainer', 'customError', 'brandDark'].map((name) => ({ name, hex: '#2e7d32', harmonize: true }));
    const settings: ThemeSettings = { ...MATERIAL_SETTINGS, extended };
    const theme = materialTheme({ name: 'Ocean', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended });
    const back = read(ours(theme, settings));
    expect(back.theme).toEqual(theme);
    expect(back.settings).toEqual(settings);
    expect(read(materialJson(theme, settings)[0].content as string).theme.roles).toEqual(theme.roles);
  });

  it('round-trips a theme without settings, which read as null', () => {
    expect(parseThemeFile(ours(IRODORI_THEME))).toEqual({ ok: true, name: IRODORI_THEME.name, settings: null, theme: IRODORI_THEME });
  });

  it('is named after the theme', () => {
    expect(themeFileName('Ocean blue')).toBe('ocean-blue.irodori-theme.json');
    expect(themeFileName('🎨')).toBe('theme.irodori-theme.json');
    expect(themeFileName('My palette')).toBe('my-palette.irodori-theme.json');
  });

  it.each([
    ['a code that is not #rrggbb', (f: Parameters<Parameters<typeof edited>[0]>[0]) => ((f.theme.light as Record<string, string>).primary = '#abc')],
    ['a role missing from dark', (f: Parameters<Parameters<typeof edited>[0]>[0]) => delete (f.theme.dark as Record<string, string>).primary],
    ['a colour for a role not in roles', (f: Parameters<Parameters<typeof edited>[0]>[0]) => ((f.theme.light as Record<string, string>).sparkle = '#000000')],
    ['a role twice', (f: Parameters<Parameters<typeof edited>[0]>[0]) => (f.theme.roles as string[]).push('primary')],
    ['an extended colour whose roles are missing', (f: Parameters<Parameters<typeof edited>[0]>[0]) => (f.theme.extended as unknown[]).push({ name: 'warning', hex: '#ffaa00', harmonized: false })],
    ['a palette tone twice', (f: Parameters<Parameters<typeof edited>[0]>[0]) => ((f.theme.palettes as { tones: unknown[] }[])[0].tones.push({ tone: 40, hex: '#000000' }))],
    ['a tone that is not a number', (f: Parameters<Parameters<typeof edited>[0]>[0]) => ((f.theme.palettes as { tones: { tone: unknown }[] }[])[0].tones[0].tone = '40')],
    ['another version', (f: Parameters<Parameters<typeof edited>[0]>[0]) => (f.version = 2)],
    ['another format', (f: Parameters<Parameters<typeof edited>[0]>[0]) => (f.format = 'palette')],
    ['no name', (f: Parameters<Parameters<typeof edited>[0]>[0]) => delete f.name],
    ['an extended colour twice', (f: Parameters<Parameters<typeof edited>[0]>[0]) => (f.theme.extended as unknown[]).push((f.theme.extended as unknown[])[0])],
    ['a role name with a space', (f: Parameters<Parameters<typeof edited>[0]>[0]) => ((f.theme.roles as string[])[0] = 'pri mary')],
  ])('refuses %s', (_, edit) => {
    expect(parseThemeFile(edited(edit))).toEqual({ ok: false, reason: 'shape' });
  });

  it.each([
    ['a contrast out of range', (s: Record<string, unknown>) => (s.contrast = 1.5)],
    ['an unknown variant', (s: Record<string, unknown>) => (s.variant = 'pastel')],
    ['an unknown method', (s: Record<string, unknown>) => (s.method = 'magic')],
    ['an unknown target', (s: Record<string, unknown>) => (s.target = 'wcag-3')],
    ['a colour source with two colours', (s: Record<string, unknown>) => (s.source = { kind: 'color', colors: ['#000000', '#ffffff'] })],
    ['an assignment past the source colours', (s: Record<string, unknown>) => (s.assignment = { primary: 2 })],
    ['an assignment of an unknown family', (s: Record<string, unknown>) => (s.assignment = { accent: 0 })],
    ['an edit that is not a code', (s: Record<string, unknown>) => (s.edits = { light: { primary: 'red' }, dark: {} })],
    ['an extended colour without a name', (s: Record<string, unknown>) => (s.extended = [{ name: '', hex: '#000000', harmonize: true }])],
    ['no edits', (s: Record<string, unknown>) => delete s.edits],
    ['an extended colour twice', (s: Record<string, unknown>) => (s.extended as unknown[]).push((s.extended as unknown[])[0])],
  ])('keeps the colours but drops settings with %s', (_, edit) => {
    const result = read(edited((f) => edit(f.settings)));
    expect(result.settings).toBeNull();
    expect(result.theme).toEqual(MATERIAL_THEME);
  });

  it('reads codes in either case as lower case', () => {
    const result = read(edited((f) => ((f.theme.light as Record<string, string>).primary = '#ABCDEF')));
    expect(result.theme.light.primary).toBe('#abcdef');
  });

  it('keeps "__proto__" a plain key and Object.prototype clean', () => {
    const text = edited((f) => (f.settings.edits = { light: JSON.parse('{"__proto__": "#000000"}'), dark: {} }));
    expect(text).toContain('"__proto__":"#000000"');
    const result = read(text);
    expect(result.settings).toBeNull(); // '__proto__' is not a role name
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const keyed = read(edited((f) => (f.settings.edits = { light: { constructor: '#000000' }, dark: {} })));
    expect(Object.getPrototypeOf(keyed.settings!.edits.light)).toBe(Object.prototype);
    expect(Object.hasOwn(keyed.settings!.edits.light, 'constructor')).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['{', 'json'],
    ['not json', 'json'],
    ['[]', 'shape'],
    ['"theme"', 'shape'],
    ['null', 'shape'],
    ['{}', 'shape'],
    ['{"schemes": {"light": {}, "dark": {}}}', 'empty'],
    ['{"schemes": {"light": {"primary": "#000000"}}}', 'shape'],
    ['{"schemes": {"light": {"primary": "oklch(0.5 0.1 200)"}, "dark": {"primary": "#000000"}}}', 'shape'],
  ])('%j → %s', (text, reason) => {
    expect(parseThemeFile(text)).toEqual({ ok: false, reason });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ format: 'irodori-theme', version: 1, name: 'x', theme: v, settings: v }))), (text) => {
        expect(() => parseThemeFile(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe("Material Theme Builder's file", () => {
  it('reads the light and dark schemes, palettes, extended colours and seed of its export', () => {
    const result = read(FIXTURE);
    const expected = materialTheme({ name: '', seed: '#1d5bee', variant: 'tonalSpot', contrast: 0, extended: [] });
    expect(result.theme.roles).toEqual(MATERIAL_ROLES);
    expect(result.theme.light).toEqual(expected.light);
    expect(result.theme.dark).toEqual(expected.dark);
    expect(result.theme.light.primary).toBe('#4c5c92');
    expect(result.theme.palettes).toEqual(expected.palettes.filter((p) => p.name !== 'error'));
    expect(result.theme.seed).toBe('#1d5bee');
    expect(result.theme.extended).toEqual([{ name: 'customColor1', hex: '#00d68a', harmonized: true }]);
    expect(result.name).toBe('');
    expect(result.settings).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      source: { kind: 'color', colors: ['#1d5bee'] },
      assignment: { primary: 0 },
      extended: [{ name: 'customColor1', hex: '#00d68a', harmonize: true }],
      target: DEFAULT_THEME_TARGET,
    });
  });

  it('reads what we write: the same schemes, palettes, extended colours, seed and name', () => {
    fc.assert(
      fc.property(themeArb, fc.option(settingsArb, { nil: undefined }), (theme, settings) => {
        const result = read(materialJson(theme, settings)[0].content as string);
        const { name, ...colors } = result.theme;
        const { name: themeName, ...expected } = theme;
        expect(colors).toEqual(expected);
        if (!/[\r\n\u2028\u2029]/.test(themeName)) expect([name, result.name]).toEqual([themeName, themeName]);
        expect(result.settings?.variant).toBe(settings?.method === 'material' ? settings.variant : 'tonalSpot');
      }),
      { numRuns: 200 },
    );
  });

  it('takes the core colours as the source colours of a Material theme', () => {
    const result = read(materialJson(MATERIAL_THEME, MATERIAL_SETTINGS)[0].content as string);
    expect(result.settings).toMatchObject({ method: 'material', source: { kind: 'palette', colors: ['#3a7bd5', '#e07a5f'] }, assignment: { primary: 0, tertiary: 1 } });
  });

  it('accepts the older `source` field, no palettes and no extended colours', () => {
    const light = Object.fromEntries(MATERIAL_ROLES.map((r) => [r, MATERIAL_THEME.light[r]]));
    const dark = Object.fromEntries(MATERIAL_ROLES.map((r) => [r, MATERIAL_THEME.dark[r]]));
    const result = read(JSON.stringify({ source: '#3A7BD5', schemes: { light, dark } }));
    expect(result.theme).toMatchObject({ seed: '#3a7bd5', palettes: [], extended: [], roles: MATERIAL_ROLES });
  });

  it('finds the variant a description names', () => {
    expectOutputs(descriptionVariant, [
      ['TYPE: CUSTOM\nMaterial Theme Builder export 2026-02-26 07:14:29', 'tonalSpot'],
      ['TYPE: CUSTOM\nIrodori export: x\nVariant: fruitSalad', 'fruitSalad'],
      ['scheme: TONAL_SPOT', 'tonalSpot'],
      ['a Vibrant scheme', 'vibrant'],
      ['fruit salad', 'fruitSalad'],
    ]);
  });

  it('makes extended colour names identifiers as the theme tool does', () => {
    expect(['Custom Color 1', 'success', 'Brand-blue', '1st', '🎨'].map(extendedName)).toEqual(['customColor1', 'success', 'brandBlue', 'st', null]);
  });
});
