/**
 * The component-library exports for JavaScript (MUI, Chakra UI, Mantine), each proved by the library itself: the
 * generated module is compiled as TypeScript, written under node_modules/.cache and imported, so it runs the real
 * `createTheme` / `createSystem` with the library's own defaults; the theme that library builds must hold the role
 * colours in light and dark, the custom colours, and survive hostile custom colour names. Each library is loaded once.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { createTheme as muiCreateTheme } from '@mui/material/styles';
import { DEFAULT_THEME, defaultCssVariablesResolver, getPrimaryShade, isColorValid, mergeMantineTheme, type MantineThemeOverride } from '@mantine/core';
import type { ThemeColors } from '../../src/core/theme/roles.ts';
import { extendedRoleTable } from '../../src/core/theme/export/names.ts';
import type { ThemeFile } from '../../src/core/theme/export/names.ts';
import { chakraTheme } from '../../src/core/theme/export/libraries/chakra.ts';
import { muiTheme } from '../../src/core/theme/export/libraries/mui.ts';
import { themeFamilies, libraryIdentifiers } from '../../src/core/theme/export/libraries/slots.ts';
import { MANTINE_TONES, mantineTheme, mantineThemeData } from '../../src/core/theme/export/libraries/mantine.ts';
import { IRODORI_THEME, MATERIAL_THEME, TINY_THEME } from './theme/themeArbitraries.ts';

/** Custom colour names that are keywords, Object.prototype members, roles, the libraries' own keys, other scripts, duplicates. */
const HOSTILE = ['default', 'constructor', '__proto__', 'toString', 'primary', 'error', 'success', 'success', 'Success', 'エラー', '成功 🎉', '🎨', 'brand', 'Brand', 'brand2', 'grey', 'Button', 'red', 'bg', 'theme', 'tertiary', 'mode', "line\nbreak */ '"];

/** Returns a theme with custom colours of the given names added to a base theme, each family its own distinct colours. */
function withCustom(base: ThemeColors, names: readonly string[]): ThemeColors {
  const table = extendedRoleTable(names);
  // Distinct codes per colour and role: #c0 + index + role, light and dark differ in the last byte.
  const code = (i: number, j: number, dark: boolean) => `#${(0x20 + i * 7).toString(16).padStart(2, '0')}${(0x40 + j * 30).toString(16)}${dark ? 'e0' : '30'}`;
  const roles = table.flat();
  const entries = (dark: boolean) => table.flatMap((family, i) => family.map((role, j) => [role, code(i, j, dark)] as const));
  return {
    ...base,
    roles: [...base.roles, ...roles],
    light: Object.fromEntries([...Object.entries(base.light), ...entries(false)]),
    dark: Object.fromEntries([...Object.entries(base.dark), ...entries(true)]),
    extended: names.map((name, i) => ({ name, hex: code(i, 0, false), harmonized: false })),
  };
}

const HOSTILE_THEME = withCustom(MATERIAL_THEME, HOSTILE);
const THEMES: readonly (readonly [string, ThemeColors])[] = [
  ['a Material theme', MATERIAL_THEME],
  ['an Irodori theme', IRODORI_THEME],
  ['a tiny theme', TINY_THEME],
  ['a theme with hostile custom names', HOSTILE_THEME],
];

/** The formats, by their id in the theme export table (src/core/theme/export/index.ts). */
const GENERATORS = { mui: muiTheme, chakra: chakraTheme, mantine: mantineTheme } as const;
type LibraryId = keyof typeof GENERATORS;
const themeFiles = (id: LibraryId, theme: ThemeColors): ThemeFile[] => GENERATORS[id](theme);

const CACHE = resolve('node_modules/.cache/irodori-theme-libraries', String(process.pid));
mkdirSync(CACHE, { recursive: true });
afterAll(() => rmSync(CACHE, { recursive: true, force: true }));
let written = 0;

/** Compiles a format's module as TypeScript, writes it under node_modules/.cache and imports it (its imports resolve to the installed library). */
async function load(id: LibraryId, theme: ThemeColors): Promise<Record<string, unknown>> {
  const [file] = themeFiles(id, theme);
  expect(file.path).toMatch(/\.ts$/);
  const out = ts.transpileModule(file.content as string, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, reportDiagnostics: true });
  expect(out.diagnostics ?? []).toEqual([]);
  const path = join(CACHE, `${id}-${written++}.mjs`);
  writeFileSync(path, out.outputText);
  return (await import(/* @vite-ignore */ pathToFileURL(path).href)) as Record<string, unknown>;
}

const header = (id: LibraryId, theme: ThemeColors) => (themeFiles(id, theme)[0].content as string).split('\nimport ')[0];

/** The custom families of a theme that fill no status slot: the ones a library adds under an identifier of their own. */
const extras = (theme: ThemeColors) => themeFamilies(theme).filter((f) => f.custom !== null && f.status === null);

describe('identifiers', () => {
  it('are ASCII identifiers, never a keyword, an Object.prototype member or a taken key, and distinct without case', () => {
    const ids = libraryIdentifiers(['default', 'constructor', '__proto__', 'エラー', '🎨', 'brand', 'Brand', 'brand2', 'grey', 'button'], ['grey', 'Button']);
    expect(ids).toEqual(['defaultColor', 'constructorColor', 'proto', 'color', 'color2', 'brand', 'brand2', 'brand22', 'greyColor', 'buttonColor']);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});

type MuiPalette = Record<string, { main: string; light: string; dark: string; contrastText: string } & Record<string, string>>;
/** What a theme of createTheme with colour schemes holds: each scheme's palette as MUI completed it, and its style sheets. */
type MuiBuilt = {
  colorSchemes: Record<'light' | 'dark', { palette: MuiPalette & { mode: string; background: Record<string, string>; text: Record<string, string>; divider: string } }>;
  generateStyleSheets: () => unknown[];
};

describe('MUI', () => {
  it.each(THEMES)('builds with the real createTheme and holds the roles of %s in light and dark', async (_, theme) => {
    const mod = await load('mui', theme);
    const options = mod.themeOptions as { cssVariables: boolean; colorSchemes: Record<'light' | 'dark', { palette: MuiPalette }> };
    expect(options.cssVariables).toBe(true);
    const built = muiCreateTheme(options as Parameters<typeof muiCreateTheme>[0]) as unknown as MuiBuilt;
    // The module's own theme is createTheme of the same options.
    const colors = (palette: MuiPalette) => JSON.stringify(palette);
    expect(colors((mod.theme as MuiBuilt).colorSchemes.dark.palette)).toBe(colors(built.colorSchemes.dark.palette));
    for (const appearance of ['light', 'dark'] as const) {
      const roles = theme[appearance];
      const given = options.colorSchemes[appearance].palette;
      expect(Object.getPrototypeOf(given)).toBe(Object.prototype);
      const palette = built.colorSchemes[appearance].palette;
      expect(palette.mode).toBe(appearance);
      for (const slot of ['primary', 'secondary', 'error', 'tertiary'] as const) {
        if (!theme.roles.includes(slot)) continue;
        expect(palette[slot].main, slot).toBe(roles[slot]);
        const on = `on${slot[0].toUpperCase()}${slot.slice(1)}`;
        if (theme.roles.includes(on)) expect(palette[slot].contrastText, on).toBe(roles[on]);
        for (const shade of ['light', 'dark'] as const) expect(palette[slot][shade]).toMatch(/^#[0-9a-f]{6}$/);
      }
      if (theme.roles.includes('background')) {
        expect(palette.background.default).toBe(roles.background);
        expect(palette.background.paper).toBe(roles.surfaceContainer);
        expect(palette.text.primary).toBe(roles.onSurface);
        expect(palette.text.secondary).toBe(roles.onSurfaceVariant);
        expect(palette.divider).toBe(roles.outlineVariant);
      }
      // A custom colour named success fills MUI's success slot; every other one is an entry of its own.
      for (const family of themeFamilies(theme).filter((f) => f.status !== null)) expect(palette[family.status!].main).toBe(roles[family.roles[0]]);
      const entries = Object.values(given);
      for (const family of extras(theme)) {
        const entry = entries.find((e) => typeof e === 'object' && e.main === roles[family.roles[0]]);
        expect(entry, family.custom!).toBeDefined();
        expect(entry!.contrastText).toBe(roles[family.roles[1]]);
      }
    }
    // MUI's CSS variables carry the dark palette too.
    const css = JSON.stringify(built.generateStyleSheets());
    if (theme.roles.includes('primary')) expect(css).toContain(`"--mui-palette-primary-main":"${theme.dark.primary}"`);
  });

  it('says in its header which role became which palette colour, and declares the extra entries for TypeScript', () => {
    const text = header('mui', MATERIAL_THEME);
    expect(text).toContain('//   primary → palette.primary.main, onPrimary → palette.primary.contrastText\n');
    expect(text).toContain('//   success → palette.success.main');
    expect(text).toContain('//   outlineVariant → palette.divider');
    expect(text).toContain("//     interface Palette { tertiary: Palette['primary']; }");
  });
});

describe('Chakra UI', () => {
  it.each(THEMES)('builds with the real createSystem and holds the roles of %s in light and dark', async (_, theme) => {
    const mod = await load('chakra', theme);
    const system = mod.system as { token: (path: string) => string; getTokenCss: () => Record<string, unknown> };
    // The token CSS is an object of nested rules: the base layer, then ':root &, .light &' and '.dark &, …' for the conditions.
    const rules = new Map<string, Map<string, string>>();
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'object' && value !== null) walk(value as Record<string, unknown>, `${path} > ${key}`);
        else rules.set(path, (rules.get(path) ?? new Map()).set(key, String(value)));
      }
    };
    walk(system.getTokenCss(), '');
    const vars = (match: (path: string) => boolean) => new Map([...rules].filter(([path]) => match(path)).flatMap(([, decls]) => [...decls]));
    const base = vars((p) => !p.includes('.light &') && !p.includes('.dark &'));
    const light = vars((p) => p.includes('.light &'));
    const dark = vars((p) => p.includes('.dark &'));
    const check = (token: string, role: string) => {
      const name = `--chakra-colors-${token.replaceAll('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(system.token(`colors.${token}`), token).toBe(`var(${name})`);
      expect([light.get(name), dark.get(name)], `${token} is ${role}`).toEqual([theme.light[role], theme.dark[role]]);
    };
    const families = themeFamilies(theme);
    const keyOf = (stem: string) => {
      const entry = /\n {8}(\w+): \{\n {10}solid: \{ value: \{ _light: '(#[0-9a-f]{6})'/g;
      const text = themeFiles('chakra', theme)[0].content as string;
      const found = [...text.matchAll(entry)].find((m) => m[2] === theme.light[stem]);
      return found?.[1];
    };
    for (const family of families) {
      const [color, on, container] = family.roles;
      const key = family.custom === null ? family.stem : keyOf(color);
      expect(key, family.stem).toBeDefined();
      check(`${key}.solid`, color);
      if (theme.roles.includes(on)) check(`${key}.contrast`, on);
      check(`${key}.fg`, color);
      if (theme.roles.includes(container)) check(`${key}.subtle`, container);
      // The scale's steps, from the tokens: eleven colours.
      for (const step of [50, 500, 950]) expect(base.get(`--chakra-colors-${key!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${step}`), `${key}.${step}`).toMatch(/^#[0-9a-f]{6}$/);
    }
    if (theme.roles.includes('background')) {
      check('bg', 'background');
      check('bg.panel', 'surfaceContainer');
      check('fg', 'onSurface');
      check('fg.muted', 'onSurfaceVariant');
      check('border', 'outlineVariant');
      check('fg.error', 'error');
      check('bg.error', 'errorContainer');
    }
    for (const family of families.filter((f) => f.status !== null)) check(`fg.${family.status}`, family.roles[0]);
  });

  it('says in its header which role became which token', () => {
    const text = header('chakra', MATERIAL_THEME);
    expect(text).toContain('//   primary → primary.solid, onPrimary → primary.contrast, primary → primary.fg, primaryContainer → primary.subtle');
    expect(text).toContain('//   background → bg\n');
    expect(text).toContain('//   successContainer → bg.success');
  });
});

describe('Mantine', () => {
  it.each(THEMES)('builds with the real createTheme and mergeMantineTheme and holds the roles of %s in light and dark', async (_, theme) => {
    const mod = await load('mantine', theme);
    const merged = mergeMantineTheme(DEFAULT_THEME, mod.theme as MantineThemeOverride);
    const data = mantineThemeData(theme);
    for (const { key, family } of data.entries) {
      const tuple = merged.colors[key];
      expect(tuple, key).toHaveLength(10);
      for (const shade of tuple) expect(isColorValid(shade) && /^#[0-9a-f]{6}$/.test(shade), shade).toBe(true);
      // Every family holds its role at the shades filled components take.
      expect([tuple[getPrimaryShade(merged, 'light')], tuple[getPrimaryShade(merged, 'dark')]], key).toEqual([theme.light[family.roles[0]], theme.dark[family.roles[0]]]);
    }
    // Mantine's defaults stay beside them.
    expect(merged.colors.blue).toEqual(DEFAULT_THEME.colors.blue);
    expect(Object.keys(merged.colors).length).toBe(Object.keys(DEFAULT_THEME.colors).length + data.entries.length);
    if (theme.roles.includes('primary')) {
      expect(merged.primaryColor).toBe('primary');
      expect(merged.colors.primary[getPrimaryShade(merged, 'light')]).toBe(theme.light.primary);
      expect(merged.colors.primary[getPrimaryShade(merged, 'dark')]).toBe(theme.dark.primary);
    }
    // The resolver sets only Mantine's own scheme variables, to the roles.
    const resolved = (mod.cssVariablesResolver as (t: typeof merged) => { light: Record<string, string>; dark: Record<string, string> })(merged);
    const defaults = defaultCssVariablesResolver(merged);
    for (const appearance of ['light', 'dark'] as const) {
      for (const name of Object.keys(resolved[appearance])) expect(Object.keys(defaults[appearance]), name).toContain(name);
    }
    if (theme.roles.includes('background')) {
      expect([resolved.light['--mantine-color-body'], resolved.dark['--mantine-color-body']]).toEqual([theme.light.background, theme.dark.background]);
      expect(resolved.dark['--mantine-primary-color-contrast']).toBe(theme.dark.onPrimary);
    }
  });

  it("puts the shades lightest first, at the palette's tones, and points primaryShade at the primary's tone", () => {
    const data = mantineThemeData(MATERIAL_THEME);
    const primary = MATERIAL_THEME.palettes.find((p) => p.name === 'primary')!;
    expect(data.entries[0].shades).toEqual(MANTINE_TONES.map((tone) => primary.tones.find((t) => t.tone === tone)!.hex));
    // Material's primary is tone 40 in light, 80 in dark: Mantine's shades 6 and 2.
    expect(data.primaryShade).toEqual({ light: 6, dark: 2 });
    const irodori = mantineThemeData(IRODORI_THEME);
    expect(irodori.primaryShade.light).not.toBe(irodori.primaryShade.dark);
  });

  it('says in its header which role became which shade and variable', () => {
    const text = header('mantine', MATERIAL_THEME);
    expect(text).toContain('//   primary → colors.primary[6] (light) and [2] (dark)');
    expect(text).toContain('//   background → --mantine-color-body');
  });
});

describe('hostile custom names', () => {
  it.each(['mui', 'chakra', 'mantine'] as const)('never meet a role, a library key or each other in %s', (id) => {
    const text = themeFiles(id, HOSTILE_THEME)[0].content as string;
    // Code only: the header names the roles as they are, and MUI's own background.default stays.
    const code = text.split('\n').filter((line) => !line.startsWith('//')).join('\n').replaceAll('background: { default:', 'background: {');
    expect(code).not.toMatch(/\b(__proto__|constructor|default|toString)\s*[:,}]/);
    // Every custom colour is there once, by its own colour.
    for (const family of extras(HOSTILE_THEME)) expect(text.split(`'${HOSTILE_THEME.light[family.roles[0]]}'`).length - 1, family.custom!).toBeGreaterThanOrEqual(1);
  });
});
