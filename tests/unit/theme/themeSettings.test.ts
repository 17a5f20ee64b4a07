/**
 * The theme tool's settings: a palette's default roles (darkest readable as text, lightest as background, most
 * chromatic as primary), the address parsed and written back (every parameter round-trips, anything invalid falls
 * back), the report's verdicts against each target, and edits laid over a theme.
 */
import fc from 'fast-check';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { describe, expect, it } from 'vitest';
import { assignSeeds, seedColors } from '../../../src/core/theme/assignSeeds.ts';
import { withEdits } from '../../../src/core/theme/buildTheme.ts';
import { themeReport } from '../../../src/core/theme/report.ts';
import { THEME_TARGETS } from '../../../src/core/theme/roles.ts';
import { DEFAULT_THEME_SETTINGS, MATERIAL_VARIANTS, SEED_ROLES } from '../../../src/core/theme/settings.ts';
import { cleanExtendedName, parseThemeParams, themeQuery, type ThemeState } from '../../../src/core/theme/themeUrl.ts';

const noDefault = () => ({});
const byPalette = (_: string, colors: readonly string[]) => assignSeeds(colors);

describe('palette roles', () => {
  it('takes the darkest as text, the lightest as background and the most chromatic as primary', () => {
    const colors = ['#f7f4ef', '#264653', '#e76f51', '#2a9d8f', '#1a1a1a', '#9a9a9a'];
    const assignment = assignSeeds(colors);
    expect(assignment.primary).toBe(2);
    expect(assignment.text).toBe(4);
    expect(assignment.background).toBe(0);
    expect(assignment.secondary).toBe(3);
    expect(assignment.neutral).toBe(5);
    expect(seedColors({ kind: 'palette', colors }, assignment)).toMatchObject({ primary: '#e76f51', text: '#1a1a1a', background: '#f7f4ef' });
  });

  it('leaves out a background or text that is not light or dark enough', () => {
    const assignment = assignSeeds(['#3a7bd5', '#88aadd', '#5577aa']);
    expect(assignment.background).toBeUndefined();
    expect(assignment.text).toBeUndefined();
    expect(assignment.primary).toBe(0);
  });

  it('prefers the ranked colour as primary', () => {
    expect(assignSeeds(['#e76f51', '#3a7bd5'], [1, 0]).primary).toBe(1);
  });
});

describe('the address', () => {
  it('round-trips every setting', () => {
    const state = fc.record({
      name: fc.option(fc.constantFrom('Brand', 'テーマ', 'A b c'), { nil: null }),
      colors: fc.array(hex, { minLength: 2, maxLength: 8 }),
      method: fc.constantFrom('material', 'irodori'),
      variant: fc.constantFrom(...MATERIAL_VARIANTS),
      contrast: fc.integer({ min: -10, max: 10 }).map((n) => n / 10),
      target: fc.constantFrom(...THEME_TARGETS),
      extended: fc.uniqueArray(fc.record({ name: fc.constantFrom('success', 'brand', 'warning'), hex, harmonize: fc.boolean() }), { selector: (x) => x.name, maxLength: 3 }),
      edit: fc.option(hex, { nil: null }),
    });
    fc.assert(
      fc.property(state, (s) => {
        const input: ThemeState = {
          name: s.name,
          settings: {
            ...DEFAULT_THEME_SETTINGS,
            source: { kind: 'palette', colors: s.colors },
            assignment: { primary: s.colors.length - 1, text: 0 },
            method: s.method as 'material' | 'irodori',
            variant: s.variant,
            contrast: s.contrast,
            target: s.target,
            extended: s.extended,
            edits: { light: s.edit ? { primary: s.edit } : {}, dark: s.edit ? { surface: s.edit } : {} },
          },
        };
        const query = themeQuery(input, byPalette);
        const back = parseThemeParams(new URLSearchParams(query), '#123456', byPalette);
        expect(back).toEqual(input);
        expect(themeQuery(back, byPalette)).toBe(query);
      }),
      { numRuns: 200 },
    );
  });

  it('falls back on every invalid parameter', () => {
    const state = parseThemeParams(new URLSearchParams('from=nope&colors=zzz&method=x&variant=y&contrast=5&target=wcag-3&assign=primary.99&x=..&light=primary.12'), '#123456', byPalette);
    expect(state.settings).toEqual({ ...DEFAULT_THEME_SETTINGS, source: { kind: 'color', colors: ['#123456'] }, assignment: { primary: 0 } });
    expect(state.name).toBeNull();
  });

  it('writes the assignment only where it differs from the default', () => {
    const colors = ['#f7f4ef', '#264653', '#e76f51'];
    const settings = { ...DEFAULT_THEME_SETTINGS, source: { kind: 'palette' as const, colors }, assignment: assignSeeds(colors) };
    expect(themeQuery({ name: null, settings }, byPalette)).not.toContain('assign=');
    expect(themeQuery({ name: null, settings }, noDefault)).toContain('assign=');
    for (const role of SEED_ROLES) expect(parseThemeParams(new URLSearchParams(themeQuery({ name: null, settings }, noDefault)), '#000000', byPalette).settings.assignment[role]).toBe(settings.assignment[role]);
  });

  it('keeps extended colour names as identifiers', () => {
    expect(cleanExtendedName('Brand blue')).toBe('brandBlue');
    expect(cleanExtendedName('  success ')).toBe('success');
    expect(cleanExtendedName('2nd accent')).toBe('ndAccent');
    expect(cleanExtendedName('緑')).toBeNull();
  });
});

describe('report and edits', () => {
  const colors = { onSurface: '#767676', surface: '#ffffff', outline: '#949494' };
  it('judges text pairs by the target and borders by the component level', () => {
    const wcag = themeReport(colors, 'wcag-4.5');
    expect(wcag.find((p) => p.fg === 'onSurface' && p.bg === 'surface')!.passes).toBe(true);
    expect(wcag.find((p) => p.fg === 'outline')!.passes).toBe(true);
    expect(themeReport(colors, 'wcag-7').find((p) => p.fg === 'onSurface')!.passes).toBe(false);
    const apca = themeReport(colors, 'apca-75').find((p) => p.fg === 'onSurface')!;
    expect(apca.passes).toBe(Math.abs(apca.apca) >= 75);
    expect(wcag).toHaveLength(2);
  });

  it('lays edits over a theme, ignoring roles it does not have', () => {
    const theme = { name: 't', seed: '#000000', roles: ['primary'], light: { primary: '#111111' }, dark: { primary: '#222222' }, palettes: [], extended: [] };
    const edited = withEdits(theme, { light: { primary: '#abcdef', nothing: '#ffffff' }, dark: {} });
    expect(edited.light).toEqual({ primary: '#abcdef' });
    expect(edited.dark).toEqual(theme.dark);
  });
});
