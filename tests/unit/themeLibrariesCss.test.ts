/**
 * The component-library exports for style sheets (shadcn/ui, daisyUI 5, Radix Themes, Bootstrap 5.3, Ionic), each
 * proved by its consumer: shadcn's registry item by shadcn's own zod schema and its CSS by Tailwind v4's compiler;
 * daisyUI's themes compiled by Tailwind v4 with the real daisyUI plugin; Bootstrap's partial compiled by Sass against
 * Bootstrap's own source; Radix's and Ionic's CSS parsed by lightningcss without a warning, every `--accent-*`
 * resolving and every a-step giving its solid step over the page, Ionic's shade and tint by its formula. Each file must
 * hold the theme's roles where its header says, in light and dark, and survive hostile custom colour names.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import postcss, { type Declaration } from 'postcss';
import { formatHex, parse } from 'culori';
import { transform } from 'lightningcss';
import * as sass from 'sass';
import { compile } from 'tailwindcss';
import { registryItemSchema } from 'shadcn/schema';
import type { ThemeColors } from '../../src/core/theme/roles.ts';
import { THEME_FORMATS, themeFiles, type ThemeFile } from '../../src/core/theme/export/index.ts';
import { extendedRoleTable } from '../../src/core/theme/export/names.ts';
import { SHADCN_VARIABLES } from '../../src/core/theme/export/libraries/shadcn.ts';
import { DAISYUI_STATUS, daisyThemeNames } from '../../src/core/theme/export/libraries/daisyui.ts';
import { BOOTSTRAP_STATUS } from '../../src/core/theme/export/libraries/bootstrap.ts';
import { IONIC_SHADE, IONIC_TINT } from '../../src/core/theme/export/libraries/ionic.ts';
import { hexToSrgb } from '../../src/core/convert/hexToSrgb.ts';
import { IRODORI_THEME, MATERIAL_THEME, TINY_THEME } from './theme/themeArbitraries.ts';

const require = createRequire(import.meta.url);

/** Custom colour names that are CSS or library keywords, role names, library slots, other scripts, duplicates, comment breakers. */
const HOSTILE = ['success', 'Success', 'info', 'warning', 'primary', 'error', 'background', 'foreground', 'base-100', 'base', 'accent', 'gray', 'red', 'tertiary', 'light', 'dark', 'default', 'body-bg', 'エラー', '成功 🎉', '🎨', 'brand', 'Brand', "line\nbreak */ } '"];

/** Returns a theme with custom colours of the given names added, each role a distinct colour (light and dark differ). */
function withCustom(base: ThemeColors, names: readonly string[]): ThemeColors {
  const table = extendedRoleTable(names);
  const code = (i: number, j: number, dark: boolean) => `#${(0x20 + i * 7).toString(16).padStart(2, '0')}${(0x40 + j * 30).toString(16)}${dark ? 'e0' : '30'}`;
  const entries = (dark: boolean) => table.flatMap((family, i) => family.map((role, j) => [role, code(i, j, dark)] as const));
  return {
    ...base,
    name: 'Hostile */ 名前',
    roles: [...base.roles, ...table.flat()],
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

const text = (file: ThemeFile) => (typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
const fileOf = (files: readonly ThemeFile[], path: string) => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} in ${files.map((f) => f.path).join(', ')}`);
  return text(file);
};

/** Returns any CSS colour as '#rrggbb' (culori's parser: oklch(), rgb() with percentages, hex). */
const hex = (value: string) => {
  const color = parse(value.trim());
  if (!color) throw new Error(`not a colour: ${value}`);
  return formatHex(color);
};

/**
 * Returns the declarations of each rule by its selector (at-rule preludes first when nested); `strict` fails on a
 * property declared twice in one selector (our files; a library's compiled CSS repeats some on purpose, the last wins).
 */
function cssBlocks(css: string, strict = true): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl: Declaration) => {
    const path: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      path.unshift(node.type === 'rule' ? (node as postcss.Rule).selector.replace(/\s+/g, ' ') : `@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`.trim());
    }
    const key = path.join(' > ');
    if (!blocks.has(key)) blocks.set(key, new Map());
    const block = blocks.get(key)!;
    // Several rules may share a selector (Radix writes one per colour); a property may still be set only once.
    if (strict) expect(block.has(decl.prop), `${decl.prop} declared twice in ${key}`).toBe(false);
    block.set(decl.prop, decl.value);
  });
  return blocks;
}

const block = (blocks: Map<string, Map<string, string>>, key: string) => {
  const found = blocks.get(key);
  if (!found) throw new Error(`no block ${key} in ${[...blocks.keys()].join(' | ')}`);
  return found;
};

/** Parses CSS with lightningcss (no error recovery) and returns its warnings. */
function lightningWarnings(css: string): unknown[] {
  return transform({ filename: 'theme.css', code: Buffer.from(css), errorRecovery: false }).warnings;
}

/** Returns the header table of a file: library colour → its source, from `<name>  <- <source>` lines. */
function headerTable(source: string): Map<string, string> {
  return new Map([...source.matchAll(/^(?:\s*\*|\/\/)\s+(\S+)\s+<- (.+)$/gm)].map((m) => [m[1], m[2].trim()]));
}

/** What Tailwind's compiler takes as a loaded plugin or config. */
type LoadedModule = Awaited<ReturnType<NonNullable<NonNullable<Parameters<typeof compile>[1]>['loadModule']>>>['module'];

/** Tailwind v4's compiler with the packages' stylesheets and plugins (daisyUI) loaded from node_modules. */
async function tailwind(input: string, candidates: string[]): Promise<string> {
  const compiler = await compile(input, {
    base: process.cwd(),
    loadStylesheet: async (id: string, base: string) => {
      const path = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
    loadModule: async (id: string, base: string) => {
      const path = require.resolve(id, { paths: [base] });
      return { path, base: dirname(path), module: ((await import(path)) as { default: LoadedModule }).default };
    },
  });
  return compiler.build(candidates);
}

describe('the format table', () => {
  it('lists the five in the component libraries group, each file at its own path', () => {
    const ids = ['shadcn', 'daisyui', 'radix', 'bootstrap', 'ionic'];
    for (const id of ids) expect(THEME_FORMATS.find((f) => f.id === id)?.platform, id).toBe('components');
    const paths = ids.flatMap((id) => themeFiles(id as 'shadcn', HOSTILE_THEME).map((file) => file.path));
    expect(paths).toEqual(['shadcn/globals.css', 'shadcn/registry-item.json', 'daisyui-theme.css', 'radix-colors.css', 'bootstrap/_theme-variables.scss', 'bootstrap/theme-variables.css', 'ionic-variables.css']);
  });
});

describe.each(THEMES)('shadcn/ui, %s', (_, theme) => {
  const files = themeFiles('shadcn', theme);
  const css = fileOf(files, 'shadcn/globals.css');
  const item = JSON.parse(fileOf(files, 'shadcn/registry-item.json')) as { name: string; type: string; cssVars: { theme: Record<string, string>; light: Record<string, string>; dark: Record<string, string> } };

  it("is a registry item by shadcn's own schema, with every variable in light and dark", () => {
    expect(registryItemSchema.safeParse(item).error).toBeUndefined();
    expect(item.type).toBe('registry:theme');
    expect(item.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const name of SHADCN_VARIABLES) expect([item.cssVars.light[name], item.cssVars.dark[name]].every((v) => /^oklch\(/.test(v)), name).toBe(true);
    expect(Object.keys(item.cssVars.light)).toEqual(Object.keys(item.cssVars.dark));
    for (const [key, value] of Object.entries(item.cssVars.theme)) expect(value).toBe(`var(--${key.replace(/^color-/, '')})`);
  });

  it('holds the roles its header names, as the registry item does, and compiles in Tailwind v4', async () => {
    const blocks = cssBlocks(css);
    const [light, dark] = [block(blocks, ':root'), block(blocks, '.dark')];
    const header = headerTable(css);
    for (const [prop, value] of light) {
      const name = prop.slice(2);
      expect(item.cssVars.light[name]).toBe(value);
      expect(item.cssVars.dark[name]).toBe(dark.get(prop));
      const role = header.get(prop);
      if (role && theme.roles.includes(role)) expect([hex(value), hex(dark.get(prop)!)], prop).toEqual([theme.light[role].toLowerCase(), theme.dark[role].toLowerCase()]);
    }
    if (theme.roles.includes('primary')) expect(header.get('--primary')).toBe('primary');
    const out = await tailwind(`@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);\n${css}`, ['bg-primary', 'text-primary-foreground', 'bg-sidebar-accent', 'border-border', ...Object.keys(item.cssVars.theme).map((k) => `bg-${k.slice(6)}`)]);
    expect(out).toContain('.bg-primary {\n    background-color: var(--primary);');
    expect(out).toContain('.text-primary-foreground {\n    color: var(--primary-foreground);');
    for (const key of Object.keys(item.cssVars.theme)) expect(out).toContain(`.bg-${key.slice(6)} {\n    background-color: var(--${key.slice(6)});`);
  });
});

describe('shadcn/ui custom colours', () => {
  it('keep their own names off shadcn\'s and Tailwind\'s, one pair per colour', () => {
    const item = JSON.parse(fileOf(themeFiles('shadcn', HOSTILE_THEME), 'shadcn/registry-item.json')) as { cssVars: { light: Record<string, string> } };
    const names = Object.keys(item.cssVars.light);
    expect(names.length).toBe(SHADCN_VARIABLES.length + 2 * HOSTILE.length);
    expect(names).toContain('success');
    expect(names).toContain('custom-primary');
    expect(names).toContain('custom-background');
    expect(names).toContain('custom-red');
    expect(names).not.toContain('red');
    expect(item.cssVars.light.primary).toBe(JSON.parse(fileOf(themeFiles('shadcn', MATERIAL_THEME), 'shadcn/registry-item.json')).cssVars.light.primary);
  });
});

describe('daisyUI 5', () => {
  it.each(THEMES)('compiles with Tailwind v4 and the daisyUI plugin, each theme with its roles, for %s', async (_, theme) => {
    const css = text(themeFiles('daisyui', theme)[0]);
    const [lightName, darkName] = daisyThemeNames(theme);
    const extra = [...css.matchAll(/^ {2}--color-([a-z0-9-]+): var\(--color-\1\);$/gm)].map((m) => m[1]);
    const out = await tailwind(`@import "tailwindcss";\n@plugin "daisyui" { logs: false; }\n${css}`, ['bg-primary', 'text-primary-content', 'btn', 'btn-primary', 'bg-base-200', ...extra.map((k) => `bg-${k}`)]);
    expect(out).toContain('.bg-primary {\n    background-color: var(--color-primary);');
    for (const key of extra) expect(out).toContain(`.bg-${key} {\n    background-color: var(--color-${key});`);
    const header = headerTable(css);
    const blocks = cssBlocks(out, false);
    const find = (name: string) => [...blocks].find(([selector]) => selector.split(' > ').at(-1)!.includes(`[data-theme="${name}"]`))?.[1];
    const light = find(lightName);
    const dark = find(darkName);
    expect(light?.get('color-scheme')).toBe('light');
    expect(dark?.get('color-scheme')).toBe('dark');
    // The dark theme also applies when the visitor prefers dark.
    expect([...blocks.keys()].some((k) => k.includes('@media (prefers-color-scheme: dark)') && blocks.get(k)!.get('--color-primary') === dark!.get('--color-primary'))).toBe(true);
    for (const [prop, role] of header) {
      if (theme.roles.includes(role)) expect([hex(light!.get(prop)!), hex(dark!.get(prop)!)], prop).toEqual([theme.light[role].toLowerCase(), theme.dark[role].toLowerCase()]);
      else if (role === "(daisyUI's own)") expect(Object.values(DAISYUI_STATUS).flat()).toContain(light!.get(prop));
    }
  });

  it("keeps daisyUI's own info, success and warning as its themes have them", async () => {
    const own = await readFile(require.resolve('daisyui/theme/light.css'), 'utf8');
    for (const [slot, [color, content]] of Object.entries(DAISYUI_STATUS)) {
      expect(own).toContain(`--color-${slot}: ${color};`);
      expect(own).toContain(`--color-${slot}-content: ${content};`);
    }
  });

  it('fills info, success and warning from custom colours of those names, and names the others apart', () => {
    const css = text(themeFiles('daisyui', HOSTILE_THEME)[0]);
    const header = headerTable(css);
    expect([header.get('--color-success'), header.get('--color-info'), header.get('--color-warning')]).toEqual(['success', 'info', 'warning']);
    for (const name of ['custom-primary', 'custom-base-100', 'custom-accent', 'brand', 'custom-brand', 'tertiary', 'custom-gray']) expect(header.has(`--color-${name}`), name).toBe(true);
  });
});

describe('Radix Themes', () => {
  it.each(THEMES)('parses without a warning and resolves every --accent-* in light and dark, for %s', (_, theme) => {
    const css = text(themeFiles('radix', theme)[0]);
    expect(lightningWarnings(css)).toEqual([]);
    const blocks = cssBlocks(css);
    const light = block(blocks, ':root, .light, .light-theme');
    const dark = block(blocks, '.dark, .dark-theme');
    const mapping = block(blocks, '.radix-themes');
    const accent = [...mapping].filter(([prop]) => prop.startsWith('--accent-'));
    expect(accent.length).toBe(28);
    for (const [prop, value] of mapping) {
      const target = /^var\((--[a-z0-9-]+)\)$/.exec(value)![1];
      expect([light.has(target), dark.has(target)], `${prop} → ${target}`).toEqual([true, true]);
    }
    // The accent's solid, step 9, is the primary role in light and dark; the neutral palette's is its tone 40 and 80.
    const target9 = /var\((--[a-z0-9-]+)\)/.exec(mapping.get('--accent-9')!)![1];
    if (theme.palettes.some((p) => p.name === 'primary')) expect([light.get(target9), dark.get(target9)]).toEqual([theme.light.primary.toLowerCase(), theme.dark.primary.toLowerCase()]);
    const neutral = theme.palettes.find((p) => p.name === 'neutral');
    if (neutral?.tones.some((t) => t.tone === 40)) expect(light.get('--neutral-9')).toBe(neutral.tones.find((t) => t.tone === 40)!.hex.toLowerCase());
  });

  it('gives each solid step from its a-step laid over the page background', () => {
    for (const theme of [MATERIAL_THEME, IRODORI_THEME]) {
      const blocks = cssBlocks(text(themeFiles('radix', theme)[0]));
      for (const [selector, appearance] of [[':root, .light, .light-theme', 'light'], ['.dark, .dark-theme', 'dark']] as const) {
        const steps = block(blocks, selector);
        const page = hexToSrgb(theme[appearance].background);
        for (const [prop, value] of steps) {
          const m = /^--(.+)-a(\d+)$/.exec(prop);
          if (!m) continue;
          const solid = hexToSrgb(steps.get(`--${m[1]}-${m[2]}`)!);
          const a = Number.parseInt(value.slice(7, 9), 16) / 255;
          const rgb = hexToSrgb(value.slice(0, 7));
          for (let i = 0; i < 3; i++) expect(Math.abs(a * rgb[i] + (1 - a) * page[i] - solid[i]) * 255, `${prop} channel ${i}`).toBeLessThanOrEqual(1.01);
        }
      }
    }
  });

  it('names custom colours and palettes apart from Radix\'s own colours', () => {
    const header = headerTable(text(themeFiles('radix', HOSTILE_THEME)[0]));
    expect(header.get('--primary-*')).toBe('the primary tonal palette');
    expect(header.get('--custom-primary-*')).toBe('the custom colour primary (customPrimary)');
    expect(header.get('--custom-gray-*')).toBeDefined();
    expect(header.get('--custom-red-*')).toBeDefined();
    expect(header.has('--gray-*') && header.get('--gray-*')).toBe('--neutral-*');
  });
});

describe('Bootstrap 5.3', () => {
  const compiled = new Map<ThemeColors, { css: string; light: Map<string, string>; dark: Map<string, string> }>();

  /** Compiles the partial before Bootstrap's own Sass (once per theme) and returns the light and dark custom properties it gives. */
  function compileBootstrap(theme: ThemeColors) {
    if (!compiled.has(theme)) compiled.set(theme, compileOnce(theme));
    return compiled.get(theme)!;
  }

  function compileOnce(theme: ThemeColors) {
    const partial = fileOf(themeFiles('bootstrap', theme), 'bootstrap/_theme-variables.scss');
    const result = sass.compileString(`${partial}\n@import "bootstrap/scss/bootstrap";\n`, {
      loadPaths: ['node_modules'],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function', 'mixed-decls'],
      logger: sass.Logger.silent,
    });
    const blocks = cssBlocks(result.css, false);
    return { css: result.css, light: block(blocks, ':root, [data-bs-theme=light]'), dark: block(blocks, '[data-bs-theme=dark]') };
  }


  it.each(THEMES)('compiles against Bootstrap\'s Sass to the custom properties of the CSS file, for %s', (_, theme) => {
    const { light, dark } = compileBootstrap(theme);
    const blocks = cssBlocks(fileOf(themeFiles('bootstrap', theme), 'bootstrap/theme-variables.css'));
    for (const [selector, from] of [[':root, [data-bs-theme=light]', light], ['[data-bs-theme=dark]', dark]] as const) {
      for (const [prop, value] of block(blocks, selector)) {
        const got = from.get(prop);
        expect(got, `${selector} ${prop}`).toBeDefined();
        if (prop.endsWith('-rgb') || prop === 'color-scheme') expect(got).toBe(value);
        else expect(hex(got!), `${selector} ${prop}`).toBe(hex(value));
      }
    }
  });

  it('sets --bs-primary and the body colours to the roles, and the components with them', () => {
    const t = MATERIAL_THEME;
    const material = compileBootstrap(t);
    expect(material.light.get('--bs-primary')).toBe(t.light.primary.toLowerCase());
    expect(material.light.get('--bs-danger')).toBe(t.light.error.toLowerCase());
    expect(material.light.get('--bs-body-bg')).toBe(t.light.background.toLowerCase());
    expect(material.dark.get('--bs-body-bg')).toBe(t.dark.background.toLowerCase());
    expect(material.dark.get('--bs-body-color')).toBe(t.dark.onBackground.toLowerCase());
    expect(material.dark.get('--bs-primary-text-emphasis')).toBe(t.dark.primary.toLowerCase());
    expect(material.light.get('--bs-success')).toBe(t.light.success.toLowerCase());
    expect(material.light.get('--bs-info')).toBe(BOOTSTRAP_STATUS.info);
    expect(material.css).toMatch(new RegExp(`\\.btn-primary \\{[^}]*--bs-btn-bg: ${t.light.primary.toLowerCase()};`));
    expect(material.css).toMatch(new RegExp(`\\.btn-tertiary \\{[^}]*--bs-btn-bg: ${t.light.tertiary.toLowerCase()};`));
  });

  it('adds custom colours to $theme-colors under names of their own, and fills the status slots', () => {
    const { css, light } = compileBootstrap(HOSTILE_THEME);
    const t = HOSTILE_THEME;
    expect(light.get('--bs-success')).toBe(t.light.success);
    expect(light.get('--bs-info')).toBe(t.light.info);
    expect(light.get('--bs-primary')).toBe(MATERIAL_THEME.light.primary.toLowerCase());
    expect(light.get('--bs-custom-primary')).toBe(t.light.customPrimary);
    expect(light.get('--bs-custom-body-bg')).toBe(t.light[extendedRoleTable(HOSTILE)[HOSTILE.indexOf('body-bg')][0]]);
    expect(light.get('--bs-custom-light')).toBeDefined();
    expect(light.get('--bs-body-bg')).toBe(MATERIAL_THEME.light.background.toLowerCase());
    expect(css).toContain('.text-bg-custom-brand {');
    expect(css).toContain('.btn-custom-primary {');
  });
});

describe('Ionic', () => {
  /** Ionic's formula: shade mixes in 12 % black, tint 10 % white, per 8-bit channel, rounded. */
  const mix = (code: string, other: number, weight: number) =>
    `#${hexToSrgb(code)
      .map((c) => Math.round(Math.round(c * 255) * (1 - weight) + other * weight).toString(16).padStart(2, '0'))
      .join('')}`;

  it.each(THEMES)('parses without a warning, with each colour, its shade, tint and channels, for %s', (_, theme) => {
    const css = text(themeFiles('ionic', theme)[0]);
    expect(lightningWarnings(css)).toEqual([]);
    const blocks = cssBlocks(css);
    const header = headerTable(css);
    for (const [selector, appearance] of [[':root', 'light'], [':root.ion-palette-dark', 'dark']] as const) {
      const vars = block(blocks, selector);
      const names = [...vars.keys()].filter((p) => /^--ion-color-[a-z0-9-]+$/.test(p) && vars.has(`${p}-shade`)).map((p) => p.slice('--ion-color-'.length));
      for (const name of ['primary', 'secondary', 'tertiary', 'success', 'warning', 'danger', 'light', 'medium', 'dark']) expect(names).toContain(name);
      for (const name of names) {
        const color = vars.get(`--ion-color-${name}`)!;
        expect(vars.get(`--ion-color-${name}-shade`), name).toBe(mix(color, 0, IONIC_SHADE));
        expect(vars.get(`--ion-color-${name}-tint`), name).toBe(mix(color, 255, IONIC_TINT));
        expect(vars.get(`--ion-color-${name}-rgb`)).toBe(hexToSrgb(color).map((c) => Math.round(c * 255)).join(', '));
        expect(vars.get(`--ion-color-${name}-contrast-rgb`)).toBe(hexToSrgb(vars.get(`--ion-color-${name}-contrast`)!).map((c) => Math.round(c * 255)).join(', '));
        const role = header.get(`--ion-color-${name}`);
        if (role && theme.roles.includes(role)) expect(color, name).toBe(theme[appearance][role].toLowerCase());
      }
    }
    expect(mix('#3880ff', 0, IONIC_SHADE)).toBe('#3171e0');
    expect(mix('#3880ff', 255, IONIC_TINT)).toBe('#4c8dff');
  });

  it('gives custom colours an .ion-color class reading their own variables, named apart from Ionic\'s', () => {
    const blocks = cssBlocks(text(themeFiles('ionic', HOSTILE_THEME)[0]));
    const root = block(blocks, ':root');
    expect(root.get('--ion-color-success')).toBe(HOSTILE_THEME.light.success);
    expect(root.get('--ion-color-custom-primary')).toBe(HOSTILE_THEME.light.customPrimary);
    for (const name of ['brand', 'custom-brand', 'custom-light', 'custom-dark', 'custom-tertiary', 'info', 'custom-base', 'custom-color']) {
      const cls = block(blocks, `.ion-color-${name}`);
      expect(cls.get('--ion-color-base')).toBe(`var(--ion-color-${name})`);
      expect(cls.get('--ion-color-shade')).toBe(`var(--ion-color-${name}-shade)`);
      expect(root.has(`--ion-color-${name}-tint`)).toBe(true);
    }
  });
});
