/**
 * The theme made of a colour system (core/system/systemTheme.ts): every role is a step of a row or the background,
 * every pair meets the target on the starting systems, roles chosen by hand stay (and go when their row or the steps
 * do), the exports write roles as references to their steps, and the choice goes through the file and the address.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseRole, createSystem, deleteRow, setSteps, setThemeTarget } from '../../../src/core/system/systemModel.ts';
import { solveSystem, SystemError, type ColorSystem } from '../../../src/core/system/solveSystem.ts';
import { parseSystemAddress, parseSystemFile, systemAddressText, systemFileText } from '../../../src/core/system/systemFile.ts';
import { DEFAULT_SYSTEM_THEME, sourceOfColor, systemFamilies, systemTheme } from '../../../src/core/system/systemTheme.ts';
import { designTokens } from '../../../src/core/theme/export/tokens.ts';
import { figmaVariables } from '../../../src/core/theme/export/figma.ts';
import { themeReport } from '../../../src/core/theme/report.ts';
import { IRODORI_ROLES, THEME_TARGETS } from '../../../src/core/theme/roles.ts';

const themeOf = (system: ColorSystem) => systemTheme(system, solveSystem(system), system.theme ?? DEFAULT_SYSTEM_THEME, 'Acme');

describe('the theme of a colour system', () => {
  for (const preset of ['tailwind', 'radix'] as const) {
    for (const target of THEME_TARGETS.filter((t) => t === 'wcag-4.5' || t === 'apca-60')) {
      it(`${preset}, ${target}: every role is a step or the background, and every pair meets the target in light and dark`, () => {
        const system = setThemeTarget(createSystem(preset), target);
        const solution = solveSystem(system);
        const theme = systemTheme(system, solution, system.theme!, 'Acme');
        expect(theme.colors.roles).toEqual(expect.arrayContaining([...IRODORI_ROLES, 'success', 'onSuccess', 'warningContainer', 'onWarningContainer']));
        for (const appearance of ['light', 'dark'] as const) {
          for (const role of theme.colors.roles) {
            const resolved = theme.resolved[appearance].get(role)!;
            const expected = resolved.source === 'background' ? system.background[appearance] : solution.rows.find((r) => r.id === (resolved.source as { row: string }).row)![appearance][(resolved.source as { step: number }).step].hex;
            expect(resolved.hex, `${appearance} ${role}`).toBe(expected);
            expect(theme.colors[appearance][role]).toBe(resolved.hex);
          }
          const report = themeReport(theme.colors[appearance], target, theme.colors.extended.map((x) => x.name));
          expect(report.filter((pair) => !pair.passes).map((pair) => `${appearance} ${pair.fg} on ${pair.bg}`)).toEqual([]);
        }
      });
    }
  }

  it('takes the families by name, then by colour: the least chromatic row is the neutral, the reddest the error', () => {
    const start = createSystem('tailwind');
    expect(systemFamilies(start, solveSystem(start))).toMatchObject({ neutral: 'neutral', primary: 'brand', secondary: 'accent', tertiary: 'info', error: 'danger' });
    const named = { ...start, rows: start.rows.map((row, i) => ({ ...row, id: `row-${i + 1}`, name: `Hue ${i + 1}` })) };
    const families = systemFamilies(named, solveSystem(named));
    // Brand, accent, neutral, success, warning, danger, info: the grey is the third row, the red the sixth.
    expect(families.neutral).toBe('row-3');
    expect(families.error).toBe('row-6');
    expect(families.primary).toBe('row-1');
  });

  it('keeps a role chosen by hand, in one appearance only, and gives it back to the contrast on request', () => {
    const start = createSystem('tailwind');
    const chosen = chooseRole(start, 'light', 'primary', { row: 'accent', step: 7 });
    const theme = themeOf(chosen);
    expect(theme.resolved.light.get('primary')).toMatchObject({ source: { row: 'accent', step: 7 }, chosen: true });
    expect(theme.resolved.dark.get('primary')!.chosen).toBe(false);
    // The on-colour follows the chosen role: whatever reads best on it.
    const report = themeReport(theme.colors.light, 'wcag-4.5');
    expect(report.find((pair) => pair.fg === 'onPrimary')!.passes).toBe(true);
    const back = chooseRole(chosen, 'light', 'primary', null);
    expect(themeOf(back).resolved.light.get('primary')).toEqual(themeOf(start).resolved.light.get('primary'));
  });

  it('drops the roles chosen on a deleted row, and every step choice when the steps change', () => {
    let system = chooseRole(createSystem('tailwind'), 'light', 'primary', { row: 'accent', step: 7 });
    system = chooseRole(system, 'dark', 'surface', 'background');
    system = chooseRole(system, 'dark', 'outline', { row: 'brand', step: 3 });
    expect(deleteRow(system, 'accent').theme!.roles).toEqual({ light: {}, dark: { surface: 'background', outline: { row: 'brand', step: 3 } } });
    expect(setSteps(system, ['1', '2', '3', '4', '5', '6']).theme!.roles).toEqual({ light: {}, dark: { surface: 'background' } });
  });

  it('a choice that no longer names a step is chosen by contrast again', () => {
    const system = chooseRole(createSystem('radix'), 'light', 'primary', { row: 'gone', step: 40 });
    expect(themeOf(system).resolved.light.get('primary')!.chosen).toBe(false);
  });

  it('a colour given to a role elsewhere becomes the step that is it, else the nearest step of its row', () => {
    const system = createSystem('tailwind');
    const solution = solveSystem(system);
    const theme = themeOf(system);
    const accent700 = solution.rows.find((r) => r.id === 'accent')!.light[7].hex;
    expect(sourceOfColor(system, solution, theme, 'light', 'primary', accent700)).toEqual({ row: 'accent', step: 7 });
    expect(sourceOfColor(system, solution, theme, 'light', 'onPrimary', '#FFFFFF')).toBe('background');
    // A fix's colour that is no step (the brand's 700 one byte darker in blue): the brand's step nearest to it.
    const brand700 = solution.rows.find((r) => r.id === 'brand')!.light[7].hex;
    const near = `${brand700.slice(0, 5)}${(parseInt(brand700.slice(5), 16) - 1).toString(16).padStart(2, '0')}`;
    expect(sourceOfColor(system, solution, theme, 'light', 'primary', near)).toEqual({ row: 'brand', step: 7 });
  });

  it('exports each role as a reference to its step, in light and dark', () => {
    const theme = themeOf(createSystem('tailwind')).colors;
    const [light, dark] = designTokens(theme).map((file) => JSON.parse(file.content as string));
    expect(light.color.primary.$value).toBe('{palette.brand.600}');
    expect(light.color['on-primary-container'].$value).toBe('{palette.brand.950}');
    expect(dark.color.primary.$value).toMatch(/^\{palette\.brand(-dark)?\.\d+\}$/);
    expect(light.palette['brand-dark']['600'].$value.hex).toMatch(/^#[0-9a-f]{6}$/);
    // Figma's variables: the role is an alias of the step's variable in each mode.
    const figma = JSON.parse(figmaVariables(theme)[0].content as string) as { variables: { id: string; name: string }[]; variableModeValues: { variableId: string; value: { type?: string; id?: string } }[] };
    const nameOf = (id: string | undefined) => figma.variables.find((v) => v.id === id)?.name;
    const primary = figma.variables.find((v) => v.name === 'color/primary')!;
    const values = figma.variableModeValues.filter((m) => m.variableId === primary.id);
    expect(values.map((m) => m.value.type)).toEqual(['VARIABLE_ALIAS', 'VARIABLE_ALIAS']);
    expect(nameOf(values[0].value.id)).toBe('palette/brand/600');
    expect(nameOf(values[1].value.id)).toMatch(/^palette\/brand(-dark)?\/\d+$/);
  });

  it('goes through the file and the address, and a theme that is not one is refused in words', () => {
    let system = setThemeTarget(createSystem('radix'), 'apca-75');
    system = chooseRole(system, 'light', 'primary', { row: 'accent', step: 8 });
    system = chooseRole(system, 'dark', 'background', 'background');
    expect(parseSystemFile(systemFileText(system))).toEqual(system);
    expect(parseSystemAddress(systemAddressText(system))).toEqual(system);
    const bad = (theme: unknown) => () => parseSystemAddress(JSON.stringify({ ...JSON.parse(systemAddressText(system)), theme }));
    expect(bad({ target: 'wcag-9', roles: { light: {}, dark: {} } })).toThrow(SystemError);
    expect(bad({ target: 'wcag-7', roles: { light: { primary: { row: 'accent', step: -1 } }, dark: {} } })).toThrow(SystemError);
    expect(bad({ target: 'wcag-7', roles: { light: { primary: 'surface' }, dark: {} } })).toThrow(SystemError);
  });

  it('any choice of roles on any starting system resolves every role to a colour of the system', () => {
    const roles = [...IRODORI_ROLES];
    fc.assert(
      fc.property(
        fc.constantFrom('tailwind' as const, 'radix' as const),
        fc.array(fc.tuple(fc.constantFrom(...roles), fc.constantFrom('light' as const, 'dark' as const), fc.constantFrom('brand', 'neutral', 'danger', 'background'), fc.integer({ min: 0, max: 11 })), { maxLength: 6 }),
        (preset, picks) => {
          let system = createSystem(preset);
          for (const [role, appearance, row, step] of picks) system = chooseRole(system, appearance, role, row === 'background' ? 'background' : { row, step });
          const solution = solveSystem(system);
          const theme = systemTheme(system, solution, system.theme ?? DEFAULT_SYSTEM_THEME, 'x');
          for (const appearance of ['light', 'dark'] as const) {
            const colours = new Set([system.background[appearance], ...solution.rows.flatMap((r) => r[appearance].map((c) => c.hex))]);
            for (const role of theme.colors.roles) expect(colours.has(theme.colors[appearance][role])).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
