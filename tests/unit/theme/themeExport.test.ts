/**
 * The theme exports: every format's files read back — CSS with a CSS parser (and Tailwind's own compiler),
 * XML with a DOM parser and a strict line grammar, JSON parsed, Kotlin, Dart and Swift by the literal of each
 * declaration — give every role of both appearances, the extended colours and the tonal palettes, for fixed themes of
 * both methods and for generated ones. One short snapshot per format shows the shape.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import postcss, { type Declaration } from 'postcss';
import { DOMParser } from 'linkedom';
import type { ThemeColors } from '../../../src/core/theme/roles.ts';
import { THEME_FORMATS, themeFiles, type ThemeFile, type ThemeFormatId } from '../../../src/core/theme/export/index.ts';
import { camel, codeName, extendedNames, extendedRoles, kebab, pascal, snake, themeNames, toneKey } from '../../../src/core/theme/export/names.ts';
import { extendedName } from '../../../src/core/theme/export/fields.ts';
import { FLUTTER_SCHEME_PARAMETERS } from '../../../src/core/theme/export/flutter.ts';
import { ANDROID_ATTRIBUTES } from '../../../src/core/theme/export/android.ts';
import type { FigmaVariablesBody } from '../../../src/core/code/figmaVariables.ts';
import { COMPOSE_SCHEME_ROLES } from '../../../src/core/theme/export/compose.ts';
import { IRODORI_THEME, MATERIAL_SETTINGS, MATERIAL_THEME, TINY_THEME, themeArb } from './themeArbitraries.ts';
import { buildUtilities } from '../../support/tailwindCompile.ts';
import { MATERIAL_ROLES, materialTheme } from '../../../src/features/theme/materialTheme.ts';

const MATERIAL_ROLES_COUNT = MATERIAL_ROLES.length;

/** What a format's files say about a theme, read back: each role's light and dark code, each palette tone's code. */
type ReadBack = { light: Record<string, string>; dark: Record<string, string>; palettes: Record<string, string> };

const text = (file: ThemeFile) => (typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
const byPath = (files: readonly ThemeFile[], path: string) => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no ${path} in ${files.map((f) => f.path).join(', ')}`);
  return text(file);
};

/** Returns the expectation: every role's codes and every palette tone's code, keyed `<palette>/<tone>`. */
function expected(theme: ThemeColors): ReadBack {
  const lower = (colors: Readonly<Record<string, string>>) => Object.fromEntries(theme.roles.map((role) => [role, colors[role].toLowerCase()]));
  const palettes = Object.fromEntries(theme.palettes.flatMap((p) => p.tones.map((t) => [`${p.name}/${t.tone}`, t.hex.toLowerCase()])));
  return { light: lower(theme.light), dark: lower(theme.dark), palettes };
}

/** Returns a role or palette-tone lookup from a format's name of it. */
function lookup(theme: ThemeColors, roleName: (words: readonly string[]) => string, toneName: (words: readonly string[], tone: number) => string) {
  const names = themeNames(theme);
  const roles = new Map(theme.roles.map((role) => [roleName(names.role(role)), role]));
  const tones = new Map(theme.palettes.flatMap((p) => p.tones.map((t) => [toneName(names.palette(p.name), t.tone), `${p.name}/${t.tone}`])));
  expect(roles.size, 'role names are distinct').toBe(theme.roles.length);
  for (const name of roles.keys()) expect(tones.has(name), `${name} is a role and a palette tone`).toBe(false);
  return { roles, tones };
}

/** Returns the custom properties of each rule of a style sheet, by its selector (at-rule prelude first when nested). */
function cssBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  postcss.parse(css).walkDecls((decl: Declaration) => {
    const path: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      path.unshift(node.type === 'rule' ? (node as postcss.Rule).selector.replace(/\s+/g, ' ') : `@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`.trim());
    }
    const key = path.join(' > ');
    if (!blocks.has(key)) blocks.set(key, new Map());
    expect(blocks.get(key)!.has(decl.prop), `${decl.prop} declared twice in ${key}`).toBe(false);
    blocks.get(key)!.set(decl.prop, decl.value);
  });
  return blocks;
}

/** Reads custom properties `--color-<role>` and `--color-palette-<palette>-<tone>` from light and dark blocks. */
function readCss(theme: ThemeColors, light: Map<string, string>, dark: Map<string, string>, palettes: Map<string, string>): ReadBack {
  const { roles, tones } = lookup(theme, (w) => `--color-${kebab(w)}`, (w, tone) => `--color-palette-${kebab(w)}-${toneKey(tone, '-')}`);
  const out: ReadBack = { light: {}, dark: {}, palettes: {} };
  for (const [prop, value] of light) if (roles.has(prop)) out.light[roles.get(prop)!] = value;
  for (const [prop, value] of dark) if (roles.has(prop)) out.dark[roles.get(prop)!] = value;
  for (const [prop, value] of palettes) if (tones.has(prop)) out.palettes[tones.get(prop)!] = value;
  return out;
}

const get = (blocks: Map<string, Map<string, string>>, key: string) => {
  const block = blocks.get(key);
  if (!block) throw new Error(`no block ${key} in ${[...blocks.keys()].join(' | ')}`);
  return block;
};

/** Reads an XML colour resource file strictly: every line one of the expected forms, then the names and values by DOM. */
function readColorsXml(xml: string): Map<string, string> {
  const lines = xml.trimEnd().split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="utf-8"?>');
  expect(lines[1]).toMatch(/^<!-- [^]*? -->$/);
  expect(lines[1].slice(4, -4)).not.toContain('--');
  expect(lines[2]).toBe('<resources>');
  expect(lines.at(-1)).toBe('</resources>');
  for (const line of lines.slice(3, -1)) expect(line).toMatch(/^( {4}<color name="[a-z][a-z0-9_]*">#[0-9A-F]{6}<\/color>| {4}<!-- [A-Za-z ]+ -->|)$/);
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const colors = [...doc.querySelectorAll('color')];
  expect(new Set(colors.map((e) => e.getAttribute('name'))).size, 'each resource name once').toBe(colors.length);
  return new Map(colors.map((e) => [e.getAttribute('name')!, `#${e.textContent!.slice(1).toLowerCase()}`]));
}

/**
 * The formats that hold every role and tone, read back below. A component library's theme holds the library's own
 * colours (its slots, its scales), so its format is proved by the library itself (tests/unit/themeLibraries*.test.ts).
 */
const READ_BACK = THEME_FORMATS.filter((f) => f.platform !== 'components').map((f) => f.id);

/** Reads every format's files back into role and palette codes. */
const READERS: Partial<Record<ThemeFormatId, (files: ThemeFile[], theme: ThemeColors) => ReadBack>> = {
  css: (files, theme) => {
    const root = get(cssBlocks(byPath(files, 'theme.css')), ':root');
    expect(root.get('color-scheme')).toBe('light dark');
    const pairs = new Map([...root].map(([prop, value]) => [prop, /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(value)]));
    const light = new Map([...pairs].filter(([, m]) => m).map(([prop, m]) => [prop, m![1]]));
    const dark = new Map([...pairs].filter(([, m]) => m).map(([prop, m]) => [prop, m![2]]));
    return readCss(theme, light, dark, root);
  },
  'css-fallback': (files, theme) => {
    const blocks = cssBlocks(byPath(files, 'theme-fallback.css'));
    const light = get(blocks, ':root, [data-theme="light"]');
    const dark = get(blocks, '[data-theme="dark"]');
    expect(get(blocks, '@media (prefers-color-scheme: dark) > :root:not([data-theme="light"])')).toEqual(dark);
    expect([light.get('color-scheme'), dark.get('color-scheme')]).toEqual(['light', 'dark']);
    return readCss(theme, light, dark, light);
  },
  tailwind: (files, theme) => {
    const blocks = cssBlocks(byPath(files, 'tailwind-theme.css'));
    const light = get(blocks, '@theme');
    return readCss(theme, light, get(blocks, '@layer theme > :root, :host, .dark > @variant dark'), light);
  },
  scss: (files, theme) => {
    const scss = byPath(files, '_theme.scss');
    const variables = new Map([...scss.matchAll(/^\$([a-z0-9-]+): (#[0-9a-f]{6});$/gm)].map((m) => [m[1], m[2]]));
    const { roles, tones } = lookup(theme, (w) => `color-${kebab(w)}`, (w, tone) => `palette-${kebab(w)}-${toneKey(tone, '-')}`);
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const [name, role] of roles) [out.light[role], out.dark[role]] = [variables.get(name)!, variables.get(`${name}-dark`)!];
    for (const [name, key] of tones) out.palettes[key] = variables.get(name)!;
    for (const [name] of roles) expect(scss).toContain(`'${name.slice('color-'.length)}': $${name}-dark,`);
    for (const [name] of roles) expect(roles.has(`${name}-dark`), `$${name}-dark is a role's light variable`).toBe(false);
    return out;
  },
  dtcg: (files, theme) => {
    const [light, dark] = ['light', 'dark'].map((a) => JSON.parse(byPath(files, `${a}.tokens.json`)));
    expect([light.$extensions['com.figma.modeName'], dark.$extensions['com.figma.modeName']]).toEqual(['Light', 'Dark']);
    const names = themeNames(theme);
    const code = (token: { $type: string; $value: { colorSpace: string; components: number[]; alpha: number; hex: string } }) => {
      expect(token.$type).toBe('color');
      expect([token.$value.colorSpace, token.$value.alpha]).toEqual(['srgb', 1]);
      const fromComponents = `#${token.$value.components.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;
      expect(fromComponents).toBe(token.$value.hex);
      return token.$value.hex;
    };
    /** A role's token, or the palette tone it refers to (`{palette.primary.40}`), which must exist. */
    const target = (file: Record<string, Record<string, unknown>>, role: string) => {
      const token = file.color[kebab(names.role(role))] as { $value: unknown };
      if (typeof token.$value !== 'string') return token;
      const [group, palette, tone] = /^\{(.+)\}$/.exec(token.$value)![1].split('.');
      expect(group).toBe('palette');
      return (file.palette[palette] as Record<string, unknown>)[tone] as Parameters<typeof code>[0];
    };
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const role of theme.roles) [out.light[role], out.dark[role]] = [code(target(light, role) as Parameters<typeof code>[0]), code(target(dark, role) as Parameters<typeof code>[0])];
    for (const p of theme.palettes) {
      for (const t of p.tones) {
        const key = [kebab(names.palette(p.name)), toneKey(t.tone, '-')];
        expect(dark.palette[key[0]][key[1]]).toEqual(light.palette[key[0]][key[1]]);
        out.palettes[`${p.name}/${t.tone}`] = code(light.palette[key[0]][key[1]]);
      }
    }
    return out;
  },
  figma: (files, theme) => {
    const body = JSON.parse(byPath(files, 'figma-variables.json')) as FigmaVariablesBody;
    // The tones' collection in one mode, the roles' in Light and Dark; an alias to a tone takes the tones' mode.
    expect(body.variableModes.map((m) => m.name)).toEqual(['Value', 'Light', 'Dark']);
    const [toneMode, lightMode, darkMode] = body.variableModes.map((m) => m.id);
    const ids = new Map(body.variables.map((v) => [v.name, v.id]));
    const values = new Map(body.variableModeValues.map((v) => [`${v.variableId} ${v.modeId}`, v.value]));
    const valueOf = (id: string, mode: string) => values.get(`${id} ${mode}`) ?? values.get(`${id} ${toneMode}`);
    const codeOf = (name: string, mode: string): string => {
      let value = valueOf(ids.get(name)!, mode);
      for (let i = 0; value && 'type' in value; i++) value = i < 4 ? valueOf(value.id, mode) : undefined;
      if (!value || 'type' in value) throw new Error(`no colour for ${name}`);
      expect(value.a).toBe(1);
      return `#${[value.r, value.g, value.b].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;
    };
    const names = themeNames(theme);
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const role of theme.roles) [out.light[role], out.dark[role]] = [codeOf(`color/${kebab(names.role(role))}`, lightMode), codeOf(`color/${kebab(names.role(role))}`, darkMode)];
    for (const p of theme.palettes) {
      for (const t of p.tones) {
        const name = `palette/${kebab(names.palette(p.name))}/${toneKey(t.tone, '-')}`;
        expect(values.has(`${ids.get(name)} ${lightMode}`), `${name} has one mode`).toBe(false);
        out.palettes[`${p.name}/${t.tone}`] = codeOf(name, toneMode);
      }
    }
    return out;
  },
  android: (files, theme) => {
    const light = readColorsXml(byPath(files, 'values/colors.xml'));
    const dark = readColorsXml(byPath(files, 'values-night/colors.xml'));
    const themes = byPath(files, 'values/themes.xml');
    const items = [...new DOMParser().parseFromString(themes, 'text/xml').querySelectorAll('item')];
    for (const item of items) expect(light.has(item.textContent!.replace('@color/', '')), item.textContent!).toBe(true);
    const attributes = items.map((i) => i.getAttribute('name'));
    for (const role of theme.roles) if (role in ANDROID_ATTRIBUTES) expect(attributes).toContain(ANDROID_ATTRIBUTES[role]);
    expect(attributes.every((a) => Object.values(ANDROID_ATTRIBUTES).includes(a!))).toBe(true);
    return readCss(theme, rename(light, 'md_theme_'), rename(dark, 'md_theme_'), rename(light, 'md_ref_palette_'));
  },
  compose: (files, theme) => {
    const color = byPath(files, 'Color.kt');
    const declared = [...color.matchAll(/^val (\w+) = Color\(0xFF([0-9A-F]{6})\)$/gm)];
    const values = new Map(declared.map((m) => [m[1], `#${m[2].toLowerCase()}`]));
    expect(values.size, 'Color.kt declares each name once').toBe(declared.length);
    const scheme = byPath(files, 'Theme.kt');
    for (const [, param, value] of scheme.matchAll(/^ {4}(\w+) = (\w+),/gm)) {
      if ((COMPOSE_SCHEME_ROLES as readonly string[]).includes(param)) expect(values.has(value), value).toBe(true);
    }
    const members = theme.extended.map((x) => codeName(themeNames(theme).role(extendedRoles(x.name, extendedNames(theme))[0])));
    for (const member of members) expect(scheme).toContain(`    ${member} = ColorFamily(`);
    expect(new Set(members).size).toBe(members.length);
    return readNamed(theme, values, (w, a) => `${codeName(w)}${a}`, (w, tone) => `palette${pascal(w)}${toneKey(tone, '_')}`);
  },
  flutter: (files, theme) => {
    const dart = byPath(files, 'theme.dart');
    const names = themeNames(theme);
    const scheme = (appearance: string) => {
      const block = new RegExp(`static ColorScheme ${appearance}Scheme\\(\\) \\{([^]*?)\\n  \\}`).exec(dart)![1];
      expect(block).toContain(`brightness: Brightness.${appearance}`);
      return new Map([...block.matchAll(/^ {6}(\w+): Color\(0xff([0-9a-f]{6})\),$/gm)].map((m) => [m[1], `#${m[2]}`]));
    };
    const consts = new Map([...dart.matchAll(/^ {2}static const (\w+) = Color\(0xff([0-9a-f]{6})\);$/gm)].map((m) => [m[1], `#${m[2]}`]));
    const members = [...dart.matchAll(/^ {2}static const (\w+) = /gm)].map((m) => m[1]);
    expect(new Set(members).size, 'theme.dart declares each name once').toBe(members.length);
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const appearance of ['light', 'dark'] as const) {
      const params = scheme(appearance);
      for (const role of theme.roles) {
        const param = FLUTTER_SCHEME_PARAMETERS[role];
        const family = theme.extended.find((x) => extendedRoles(x.name, extendedNames(theme)).includes(role));
        if (family) {
          const roles = extendedRoles(family.name, extendedNames(theme));
          const block = new RegExp(`static const ${codeName(names.role(roles[0]))} = ExtendedColor\\([^]*?${appearance}: ColorFamily\\(([^]*?)\\n {4}\\),`).exec(dart)![1];
          const field = ['color', 'onColor', 'colorContainer', 'onColorContainer'][roles.indexOf(role)];
          out[appearance][role] = `#${new RegExp(`${field}: Color\\(0xff([0-9a-f]{6})\\)`).exec(block)![1]}`;
        } else out[appearance][role] = param ? params.get(param)! : consts.get(`${appearance}${pascal(names.role(role))}`)!;
      }
    }
    for (const p of theme.palettes) for (const t of p.tones) out.palettes[`${p.name}/${t.tone}`] = consts.get(`palette${pascal(names.palette(p.name))}${toneKey(t.tone, '_')}`)!;
    return out;
  },
  swiftui: (files, theme) => {
    const swift = text(files[0]);
    expect(files[0].path).toMatch(/^Color\+\w+Theme\.swift$/);
    const declared = [...swift.matchAll(/^ {8}static let (\w+) = Color\(light: 0x([0-9a-f]{6}), dark: 0x([0-9a-f]{6})\)$/gm)];
    const pairs = new Map(declared.map((m) => [m[1], [`#${m[2]}`, `#${m[3]}`]]));
    expect(pairs.size, 'the Swift file declares each name once').toBe(declared.length);
    const single = new Map([...swift.matchAll(/^ {12}static let (\w+) = Color\(hex: 0x([0-9a-f]{6})\)$/gm)].map((m) => [m[1], `#${m[2]}`]));
    const { roles, tones } = lookup(theme, codeName, (w, tone) => `${camel(w)}${toneKey(tone, '_')}`);
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const [name, role] of roles) [out.light[role], out.dark[role]] = pairs.get(name)!;
    for (const [name, key] of tones) out.palettes[key] = single.get(name)!;
    return out;
  },
  'swiftui-assets': (files, theme) => {
    const catalog = files[0].path.split('/')[0];
    expect(catalog).toMatch(/^\w+\.xcassets$/);
    const sets = new Map(
      files
        .filter((f) => f.path.endsWith('.colorset/Contents.json'))
        .map((f) => {
          const json = JSON.parse(text(f));
          expect(json.info).toEqual({ author: 'xcode', version: 1 });
          const code = (c: { color: { 'color-space': string; components: Record<string, string> } }) => {
            expect(c.color['color-space']).toBe('srgb');
            expect(c.color.components.alpha).toBe('1.000');
            return `#${['red', 'green', 'blue'].map((k) => c.color.components[k].slice(2).toLowerCase()).join('')}`;
          };
          const dark = json.colors.find((c: { appearances?: unknown }) => c.appearances);
          if (dark) expect(dark.appearances).toEqual([{ appearance: 'luminosity', value: 'dark' }]);
          return [f.path.replace(/^[^/]+\/(Palettes\/)?/, '').replace('.colorset/Contents.json', ''), [code(json.colors[0]), dark ? code(dark) : null]] as const;
        }),
    );
    expect(new Set([...sets.keys()].map((name) => name.toLowerCase())).size, 'colour set names are distinct, in any case').toBe(sets.size);
    const prefix = camel([catalog.replace('.xcassets', '')]);
    const { roles, tones } = lookup(theme, (w) => `${prefix}${pascal(w)}`, (w, tone) => `${prefix}Palette${pascal(w)}${toneKey(tone, '_')}`);
    const out: ReadBack = { light: {}, dark: {}, palettes: {} };
    for (const [name, role] of roles) [out.light[role], out.dark[role]] = sets.get(name)! as [string, string];
    for (const [name, key] of tones) out.palettes[key] = sets.get(name)![0];
    return out;
  },
  'material-json': (files, theme) => {
    const json = JSON.parse(byPath(files, 'material-theme.json'));
    expect(Object.keys(json)).toEqual(['description', 'seed', 'coreColors', 'extendedColors', 'schemes', 'palettes']);
    expect(Object.keys(json.schemes)).toEqual(['light', 'dark']);
    expect(Object.keys(json.schemes.light)).toEqual(theme.roles);
    const lower = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.toLowerCase()]));
    const palettes = Object.fromEntries(Object.entries(json.palettes as Record<string, Record<string, string>>).flatMap(([p, tones]) => Object.entries(tones).map(([t, hex]) => [`${p}/${t}`, hex.toLowerCase()])));
    return { light: lower(json.schemes.light), dark: lower(json.schemes.dark), palettes };
  },
  'irodori-json': (files) => {
    const json = JSON.parse(text(files[0]));
    const palettes = Object.fromEntries((json.theme as ThemeColors).palettes.flatMap((p) => p.tones.map((t) => [`${p.name}/${t.tone}`, t.hex])));
    return { light: json.theme.light, dark: json.theme.dark, palettes };
  },
};

/** Returns a name → code map with a prefix swapped for '--color-' / '--color-palette-' and snake for kebab, to read like CSS. */
function rename(values: Map<string, string>, prefix: string): Map<string, string> {
  const to = prefix === 'md_theme_' ? '--color-' : '--color-palette-';
  return new Map([...values].filter(([name]) => name.startsWith(prefix)).map(([name, code]) => [to + name.slice(prefix.length).replaceAll('_', '-'), code]));
}

/** Reads `<role><Light|Dark>` and palette constants from a name → code map. */
function readNamed(theme: ThemeColors, values: Map<string, string>, role: (w: readonly string[], a: 'Light' | 'Dark') => string, tone: (w: readonly string[], t: number) => string): ReadBack {
  const names = themeNames(theme);
  const out: ReadBack = { light: {}, dark: {}, palettes: {} };
  for (const r of theme.roles) [out.light[r], out.dark[r]] = [values.get(role(names.role(r), 'Light'))!, values.get(role(names.role(r), 'Dark'))!];
  for (const p of theme.palettes) for (const t of p.tones) out.palettes[`${p.name}/${t.tone}`] = values.get(tone(names.palette(p.name), t.tone))!;
  return out;
}

describe.each(READ_BACK)('%s', (id) => {
  const read = (files: ThemeFile[], theme: ThemeColors) => READERS[id]!(files, theme);

  it.each([
    ['a Material theme', MATERIAL_THEME],
    ['an Irodori theme', IRODORI_THEME],
    ['a tiny theme', TINY_THEME],
  ])('holds every role in light and dark, the extended colours and the palettes of %s', (_, theme) => {
    expect(read(themeFiles(id, theme, MATERIAL_SETTINGS), theme)).toEqual(expected(theme));
  });

  it('holds them for generated themes', () => {
    fc.assert(
      fc.property(themeArb, (theme) => {
        expect(read(themeFiles(id, theme), theme)).toEqual(expected(theme));
      }),
      { numRuns: 40 },
    );
  });
});

describe('the format table', () => {
  it('lists every format once, with paths that never collide (download all zips them together)', () => {
    const ids = THEME_FORMATS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(READERS).sort(), 'every format but the component libraries is read back').toEqual([...READ_BACK].sort());
    const paths = THEME_FORMATS.flatMap((f) => themeFiles(f.id, MATERIAL_THEME, MATERIAL_SETTINGS).map((file) => file.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const f of THEME_FORMATS) {
      const files = themeFiles(f.id, MATERIAL_THEME);
      expect(files.length > 3 ? 'archive' : files.length > 1 ? 'several' : 'one', f.id).toBe(f.files);
    }
  });

  it('names each platform file where the platform looks for it', () => {
    const paths = (id: ThemeFormatId) => themeFiles(id, MATERIAL_THEME).map((f) => f.path);
    expect(paths('android')).toEqual(['values/colors.xml', 'values-night/colors.xml', 'values/themes.xml']);
    expect(paths('compose')).toEqual(['Color.kt', 'Theme.kt']);
    expect(paths('flutter')).toEqual(['theme.dart']);
    expect(paths('dtcg')).toEqual(['light.tokens.json', 'dark.tokens.json']);
    expect(paths('figma')).toEqual(['figma-variables.json']);
    expect(paths('material-json')).toEqual(['material-theme.json']);
    expect(paths('irodori-json')).toEqual(['ocean.irodori-theme.json']);
    expect(paths('swiftui')).toEqual(['Color+OceanTheme.swift']);
    expect(paths('swiftui-assets').slice(0, 3)).toEqual(['Ocean.xcassets/Contents.json', 'Ocean.xcassets/oceanPrimary.colorset/Contents.json', 'Ocean.xcassets/oceanSurfaceTint.colorset/Contents.json']);
    expect(paths('swiftui-assets')).toContain('Ocean.xcassets/Palettes/oceanPaletteNeutralVariant40.colorset/Contents.json');
  });
});

describe('names', () => {
  it('give Material roles their kebab, snake and camel forms', () => {
    const names = themeNames(MATERIAL_THEME);
    expect(MATERIAL_THEME.roles.map((role) => kebab(names.role(role)))).toEqual(MATERIAL_THEME.roles.map((role) => role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
    expect(snake(names.role('onPrimaryFixedVariant'))).toBe('on_primary_fixed_variant');
    expect(MATERIAL_THEME.roles.map((role) => codeName(names.role(role)))).toEqual(MATERIAL_THEME.roles);
    expect(kebab(names.palette('neutral-variant'))).toBe('neutral-variant');
  });

  it('keep code identifiers off keywords and generated members, and distinct', () => {
    expect(['default', 'in', 'light', 'extended', 'theme'].map((name) => codeName([name]))).toEqual(['defaultColor', 'inColor', 'lightColor', 'extendedColor', 'themeColor']);
    const theme = { ...TINY_THEME, roles: ['brand', 'Brand', 'brand-2'], light: { brand: '#000000', Brand: '#000000', 'brand-2': '#000000' } };
    const names = themeNames(theme as ThemeColors);
    expect(theme.roles.map((role) => kebab(names.role(role)))).toEqual(['brand', 'brand-2', 'brand-2-2']);
  });

  it('keep code identifiers off every keyword of Kotlin, Swift and Dart', () => {
    const keywords = ['typeof', 'await', 'precedencegroup', 'associatedtype', 'some', 'any', 'async', 'actor', 'nonisolated', 'borrowing', 'consuming', 'macro', 'yield', 'val', 'fun'];
    expect(keywords.map((name) => codeName([name]))).toEqual(keywords.map((name) => `${name}Color`));
    const theme = materialTheme({ name: 'Ocean', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended: ['typeof', 'await', 'precedencegroup'].map((name) => ({ name, hex: '#2e7d32', harmonize: true })) });
    const kotlin = byPath(themeFiles('compose', theme), 'Theme.kt');
    const swift = text(themeFiles('swiftui', theme)[0]);
    const dart = byPath(themeFiles('flutter', theme), 'theme.dart');
    for (const name of ['typeof', 'await', 'precedencegroup']) {
      expect(kotlin).toContain(`    val ${name}Color: ColorFamily,`);
      expect(swift).toContain(`static let ${name}Color = `);
      expect(dart).toContain(`static const ${name}Color = ExtendedColor(`);
      for (const code of [kotlin, swift, dart]) expect(code).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

});

describe('custom colours named like roles', () => {
  /** A Material theme whose custom colours are named like its roles, each other's roles and the formats' own names. */
  const hostile = (names: readonly string[]) =>
    materialTheme({ name: 'Ocean', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended: names.map((name) => ({ name, hex: '#2e7d32', harmonize: true })) });
  const plain = materialTheme({ name: 'Ocean', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended: [] });
  const ROLE_NAMED = ['error', 'primary', 'surface', 'background', 'onPrimary', 'errorContainer', 'customError', 'default'];
  const FORMAT_NAMED = ['primaryDark', 'paletteError40', 'lightBackground', 'defaultColor', 'brand', 'onBrand', 'brandContainer', 'onError'];

  it('keep every role distinct and the roles they are named like unchanged', () => {
    for (const names of [ROLE_NAMED, FORMAT_NAMED]) {
      const theme = hostile(names);
      expect(new Set(theme.roles).size).toBe(theme.roles.length);
      expect(theme.roles.length).toBe(MATERIAL_ROLES_COUNT + 4 * names.length);
      for (const role of plain.roles) expect([role, theme.light[role], theme.dark[role]]).toEqual([role, plain.light[role], plain.dark[role]]);
    }
    expect(hostile(['error', 'customError']).roles.slice(-8)).toEqual(['customError', 'onCustomError', 'customErrorContainer', 'onCustomErrorContainer', 'customCustomError', 'onCustomCustomError', 'customCustomErrorContainer', 'onCustomCustomErrorContainer']);
    expect(extendedRoles('customError', ['error', 'customCustomError', 'customError'])[0]).toBe('customCustomError2');
    expect(hostile(['brand', 'onBrand', 'brandContainer']).roles.slice(-12, -8)).toEqual(['brand', 'onBrand', 'brandContainer', 'onBrandContainer']);
    expect(extendedRoles('onBrand', ['brand', 'onBrand'])).toEqual(['customOnBrand', 'onCustomOnBrand', 'customOnBrandContainer', 'onCustomOnBrandContainer']);
  });

  it.each(READ_BACK)('hold every role of such a theme under a name of its own in %s', (id) => {
    for (const names of [ROLE_NAMED, FORMAT_NAMED]) {
      const theme = hostile(names);
      expect(READERS[id]!(themeFiles(id, theme), theme)).toEqual(expected(theme));
    }
  });

  it('compile in Tailwind with bg-error the error role and bg-custom-error the custom colour', async () => {
    const theme = hostile(ROLE_NAMED);
    const css = await buildUtilities(text(themeFiles('tailwind', theme)[0]), ['bg-error', 'bg-custom-error']);
    expect(css).toContain('.bg-error {\n    background-color: var(--color-error);');
    expect(css).toContain('.bg-custom-error {\n    background-color: var(--color-custom-error);');
    expect(css).toContain(`--color-error: ${plain.light.error};`);
  });

  it('take a name typed with Japanese or emoji by its ASCII words, as the theme tool does, and keep it off the roles', () => {
    expect(extendedName('エラー Error 🚨')).toBe('error');
    expect(extendedRoles('error', ['brand', 'error'])).toEqual(['customError', 'onCustomError', 'customErrorContainer', 'onCustomErrorContainer']);
    expect(extendedName('成功 🎉')).toBeNull();
    const theme = hostile([extendedName('エラー Error 🚨')!, extendedName('Primary 主色')!]);
    expect(theme.extended.map((x) => x.name)).toEqual(['error', 'primary']);
    expect(theme.roles.slice(-8, -4)).toEqual(['customError', 'onCustomError', 'customErrorContainer', 'onCustomErrorContainer']);
    expect(theme.roles.slice(-4)[0]).toBe('customPrimary');
  });

  it('name the custom colour in Compose and Flutter code after its role', () => {
    const theme = hostile(['error']);
    expect(byPath(themeFiles('compose', theme), 'Theme.kt')).toContain('    customError = ColorFamily(customErrorLight, onCustomErrorLight, customErrorContainerLight, onCustomErrorContainerLight),');
    expect(byPath(themeFiles('flutter', theme), 'theme.dart')).toContain('  static const customError = ExtendedColor(');
  });
});

describe('Tailwind', () => {
  /** Compiles the export with Tailwind's own compiler and returns the CSS of some utilities. */
  const build = (theme: ThemeColors, candidates: string[]) => buildUtilities(text(themeFiles('tailwind', theme)[0]), candidates);

  it('gives utilities for the roles and palettes, dark values under the dark variant', async () => {
    const css = await build(MATERIAL_THEME, ['bg-primary', 'text-on-primary-container', 'bg-palette-neutral-variant-40', 'bg-success-container']);
    expect(css).toContain('.bg-primary {\n    background-color: var(--color-primary);');
    expect(css).toContain('.text-on-primary-container {\n    color: var(--color-on-primary-container);');
    expect(css).toContain(`--color-palette-neutral-variant-40: ${MATERIAL_THEME.palettes[4].tones[8].hex};`);
    expect(css).toContain('.bg-success-container {');
    // On the root and on any element marked dark, so a dark subtree inherits them too.
    const dark = /:is\(:root, :host, \.dark\):where\(\.dark, \.dark \*\) \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(dark).toContain(`--color-primary: ${MATERIAL_THEME.dark.primary};`);
    expect(dark).toContain(`--color-on-success-container: ${MATERIAL_THEME.dark.onSuccessContainer};`);
  });
});

describe('the shape of each format (snapshots of a tiny theme, cut short)', () => {
  /** Returns the first files of a format, each cut to its first lines. */
  const all = (id: ThemeFormatId, files: number, lines: number) =>
    themeFiles(id, TINY_THEME, MATERIAL_SETTINGS)
      .slice(0, files)
      .map((f) => `=== ${f.path}\n${text(f).split('\n').slice(0, lines).join('\n')}`)
      .join('\n');

  it('css', () => expect(all('css', 1, 40)).toMatchInlineSnapshot(`
    "=== theme.css
    /* Tiny: a colour theme made with Irodori.
     * Every role follows the appearance: light-dark() picks by color-scheme (the visitor's preference, or
     * data-theme="light" / "dark" on any element). The tonal palettes are the same in both appearances. */
    :root {
      color-scheme: light dark;
      --color-primary: light-dark(#405f90, #a9c7ff);
      --color-on-primary: light-dark(#ffffff, #08305f);
      --color-surface-container: light-dark(#ededf4, #1d2024);
      --color-success: light-dark(#006d43, #76daa1);
      --color-on-success: light-dark(#ffffff, #003920);
      --color-success-container: light-dark(#92f7bc, #005231);
      --color-on-success-container: light-dark(#002111, #92f7bc);

      --color-palette-primary-0: #000000;
      --color-palette-primary-40: #405f90;
      --color-palette-primary-100: #ffffff;
    }

    [data-theme="light"] {
      color-scheme: light;
    }

    [data-theme="dark"] {
      color-scheme: dark;
    }
    "
  `));
  it('css-fallback', () => expect(all('css-fallback', 1, 40)).toMatchInlineSnapshot(`
    "=== theme-fallback.css
    /* Tiny: a colour theme made with Irodori.
     * For every browser: light by default and on data-theme="light", dark on data-theme="dark" and when the visitor
     * prefers dark (unless data-theme="light" says otherwise). The tonal palettes are the same in both appearances. */
    :root,
    [data-theme="light"] {
      color-scheme: light;
      --color-primary: #405f90;
      --color-on-primary: #ffffff;
      --color-surface-container: #ededf4;
      --color-success: #006d43;
      --color-on-success: #ffffff;
      --color-success-container: #92f7bc;
      --color-on-success-container: #002111;

      --color-palette-primary-0: #000000;
      --color-palette-primary-40: #405f90;
      --color-palette-primary-100: #ffffff;
    }

    [data-theme="dark"] {
      color-scheme: dark;
      --color-primary: #a9c7ff;
      --color-on-primary: #08305f;
      --color-surface-container: #1d2024;
      --color-success: #76daa1;
      --color-on-success: #003920;
      --color-success-container: #005231;
      --color-on-success-container: #92f7bc;
    }

    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) {
        color-scheme: dark;
        --color-primary: #a9c7ff;
        --color-on-primary: #08305f;
        --color-surface-container: #1d2024;
        --color-success: #76daa1;
        --color-on-success: #003920;
        --color-success-container: #005231;
        --color-on-success-container: #92f7bc;"
  `));
  it('tailwind', () => expect(all('tailwind', 1, 40)).toMatchInlineSnapshot(`
    "=== tailwind-theme.css
    /* Tiny: a colour theme made with Irodori.
     * Tailwind CSS v4: put it after @import "tailwindcss". The dark colours apply under class="dark" on <html> (or
     * any ancestor), which is also what dark: means here; to follow the system instead, drop @custom-variant. */
    @custom-variant dark (&:where(.dark, .dark *));

    @theme {
      --color-primary: #405f90;
      --color-on-primary: #ffffff;
      --color-surface-container: #ededf4;
      --color-success: #006d43;
      --color-on-success: #ffffff;
      --color-success-container: #92f7bc;
      --color-on-success-container: #002111;
      --color-palette-primary-0: #000000;
      --color-palette-primary-40: #405f90;
      --color-palette-primary-100: #ffffff;
    }

    @layer theme {
      :root,
      :host,
      .dark {
        @variant dark {
          --color-primary: #a9c7ff;
          --color-on-primary: #08305f;
          --color-surface-container: #1d2024;
          --color-success: #76daa1;
          --color-on-success: #003920;
          --color-success-container: #005231;
          --color-on-success-container: #92f7bc;
        }
      }
    }
    "
  `));
  it('scss', () => expect(all('scss', 1, 24)).toMatchInlineSnapshot(`
    "=== _theme.scss
    // Tiny: a colour theme made with Irodori.
    // $color-<role> is the light appearance, $color-<role>-dark the dark one; $theme-light and $theme-dark map each
    // role to its colour, $theme-palettes each palette to its tones. \`:root { @include theme-custom-properties($theme-light); }\`
    // writes a scheme as --color-<role> custom properties.

    // Light
    $color-primary: #405f90;
    $color-on-primary: #ffffff;
    $color-surface-container: #ededf4;
    $color-success: #006d43;
    $color-on-success: #ffffff;
    $color-success-container: #92f7bc;
    $color-on-success-container: #002111;

    // Dark
    $color-primary-dark: #a9c7ff;
    $color-on-primary-dark: #08305f;
    $color-surface-container-dark: #1d2024;
    $color-success-dark: #76daa1;
    $color-on-success-dark: #003920;
    $color-success-container-dark: #005231;
    $color-on-success-container-dark: #92f7bc;

    // Tonal palettes"
  `));
  it('dtcg', () => expect(all('dtcg', 1, 12)).toMatchInlineSnapshot(`
    "=== light.tokens.json
    {
      "color": {
        "primary": {
          "$type": "color",
          "$value": "{palette.primary.40}"
        },
        "on-primary": {
          "$type": "color",
          "$value": "{palette.primary.100}"
        },
        "surface-container": {
          "$type": "color","
  `));
  it('figma', () => expect(all('figma', 1, 40)).toMatchInlineSnapshot(`
    "=== figma-variables.json
    {
      "variableCollections": [
        {
          "action": "CREATE",
          "id": "collection-1",
          "name": "Tiny palettes",
          "initialModeId": "mode-1-1"
        },
        {
          "action": "CREATE",
          "id": "collection-2",
          "name": "Tiny",
          "initialModeId": "mode-2-1"
        }
      ],
      "variableModes": [
        {
          "action": "UPDATE",
          "id": "mode-1-1",
          "name": "Value",
          "variableCollectionId": "collection-1"
        },
        {
          "action": "UPDATE",
          "id": "mode-2-1",
          "name": "Light",
          "variableCollectionId": "collection-2"
        },
        {
          "action": "CREATE",
          "id": "mode-2-2",
          "name": "Dark",
          "variableCollectionId": "collection-2"
        }
      ],
      "variables": [
        {
          "action": "CREATE",
          "id": "variable-1",
          "name": "palette/primary/0","
  `));
  it('android', () => expect(all('android', 3, 8)).toMatchInlineSnapshot(`
    "=== values/colors.xml
    <?xml version="1.0" encoding="utf-8"?>
    <!-- Tiny: a colour theme made with Irodori: light appearance (values-night/colors.xml has the dark one under the same names). -->
    <resources>
        <color name="md_theme_primary">#405F90</color>
        <color name="md_theme_on_primary">#FFFFFF</color>
        <color name="md_theme_surface_container">#EDEDF4</color>
        <color name="md_theme_success">#006D43</color>
        <color name="md_theme_on_success">#FFFFFF</color>
    === values-night/colors.xml
    <?xml version="1.0" encoding="utf-8"?>
    <!-- Tiny: a colour theme made with Irodori: dark appearance (night mode); the tonal palettes are in values/colors.xml. -->
    <resources>
        <color name="md_theme_primary">#A9C7FF</color>
        <color name="md_theme_on_primary">#08305F</color>
        <color name="md_theme_surface_container">#1D2024</color>
        <color name="md_theme_success">#76DAA1</color>
        <color name="md_theme_on_success">#003920</color>
    === values/themes.xml
    <?xml version="1.0" encoding="utf-8"?>
    <!-- Tiny: a colour theme made with Irodori, as a Material 3 theme: android:theme="@style/Theme.Tiny". -->
    <resources>
        <style name="Theme.Tiny" parent="Theme.Material3.DayNight.NoActionBar">
            <item name="colorPrimary">@color/md_theme_primary</item>
            <item name="colorOnPrimary">@color/md_theme_on_primary</item>
            <item name="colorSurfaceVariant">@color/md_theme_surface_container</item> <!-- surfaceVariant: not in this theme, surfaceContainer stands in -->
            <item name="colorSurfaceContainerLow">@color/md_theme_surface_container</item> <!-- surfaceContainerLow: not in this theme, surfaceContainer stands in -->"
  `));
  it('compose', () => expect(all('compose', 2, 26)).toMatchInlineSnapshot(`
    "=== Color.kt
    package com.example.compose

    import androidx.compose.ui.graphics.Color

    // Tiny: a colour theme made with Irodori. Every role in the light (…Light) and dark (…Dark) appearance; Theme.kt makes the schemes.

    val primaryLight = Color(0xFF405F90)
    val onPrimaryLight = Color(0xFFFFFFFF)
    val surfaceContainerLight = Color(0xFFEDEDF4)
    val successLight = Color(0xFF006D43)
    val onSuccessLight = Color(0xFFFFFFFF)
    val successContainerLight = Color(0xFF92F7BC)
    val onSuccessContainerLight = Color(0xFF002111)

    val primaryDark = Color(0xFFA9C7FF)
    val onPrimaryDark = Color(0xFF08305F)
    val surfaceContainerDark = Color(0xFF1D2024)
    val successDark = Color(0xFF76DAA1)
    val onSuccessDark = Color(0xFF003920)
    val successContainerDark = Color(0xFF005231)
    val onSuccessContainerDark = Color(0xFF92F7BC)

    // Tonal palettes (the same in both appearances)
    val palettePrimary0 = Color(0xFF000000)
    val palettePrimary40 = Color(0xFF405F90)
    val palettePrimary100 = Color(0xFFFFFFFF)
    === Theme.kt
    package com.example.compose

    import android.os.Build
    import androidx.compose.foundation.isSystemInDarkTheme
    import androidx.compose.material3.MaterialTheme
    import androidx.compose.material3.darkColorScheme
    import androidx.compose.material3.dynamicDarkColorScheme
    import androidx.compose.material3.dynamicLightColorScheme
    import androidx.compose.material3.lightColorScheme
    import androidx.compose.runtime.Composable
    import androidx.compose.runtime.CompositionLocalProvider
    import androidx.compose.runtime.Immutable
    import androidx.compose.runtime.staticCompositionLocalOf
    import androidx.compose.ui.graphics.Color
    import androidx.compose.ui.platform.LocalContext

    // Tiny: a colour theme made with Irodori. Wrap the app in TinyTheme { … }.

    private val lightScheme = lightColorScheme(
        primary = primaryLight,
        surfaceTint = primaryLight, // surfaceTint: not in this theme, primary stands in
        onPrimary = onPrimaryLight,
        surfaceVariant = surfaceContainerLight, // surfaceVariant: not in this theme, surfaceContainer stands in
        surfaceContainerLow = surfaceContainerLight, // surfaceContainerLow: not in this theme, surfaceContainer stands in
        surfaceContainer = surfaceContainerLight,
        surfaceContainerHigh = surfaceContainerLight, // surfaceContainerHigh: not in this theme, surfaceContainer stands in"
  `));
  it('flutter', () => expect(all('flutter', 1, 36)).toMatchInlineSnapshot(`
    "=== theme.dart
    import "package:flutter/material.dart";

    // Tiny: a colour theme made with Irodori. MaterialApp(theme: MaterialTheme(textTheme).light(), darkTheme: MaterialTheme(textTheme).dark(), …)
    class MaterialTheme {
      final TextTheme textTheme;

      const MaterialTheme(this.textTheme);

      static ColorScheme lightScheme() {
        return ColorScheme.fromSeed(seedColor: const Color(0xff405f90), brightness: Brightness.light).copyWith(
          primary: Color(0xff405f90),
          onPrimary: Color(0xffffffff),
          surfaceContainer: Color(0xffededf4),
        );
      }

      ThemeData light() => theme(lightScheme(), null);

      static ColorScheme darkScheme() {
        return ColorScheme.fromSeed(seedColor: const Color(0xff405f90), brightness: Brightness.dark).copyWith(
          primary: Color(0xffa9c7ff),
          onPrimary: Color(0xff08305f),
          surfaceContainer: Color(0xff1d2024),
        );
      }

      ThemeData dark() => theme(darkScheme(), null);

      ThemeData theme(ColorScheme colorScheme, Color? scaffoldBackground) => ThemeData(
            useMaterial3: true,
            brightness: colorScheme.brightness,
            colorScheme: colorScheme,
            textTheme: textTheme.apply(
              bodyColor: colorScheme.onSurface,
              displayColor: colorScheme.onSurface,
            ),"
  `));
  it('swiftui', () => expect(all('swiftui', 1, 22)).toMatchInlineSnapshot(`
    "=== Color+TinyTheme.swift
    import SwiftUI

    // Tiny: a colour theme made with Irodori. Color.TinyTheme.primary follows the light and dark appearance.
    extension Color {
        enum TinyTheme {
            static let primary = Color(light: 0x405f90, dark: 0xa9c7ff)
            static let onPrimary = Color(light: 0xffffff, dark: 0x08305f)
            static let surfaceContainer = Color(light: 0xededf4, dark: 0x1d2024)
            static let success = Color(light: 0x006d43, dark: 0x76daa1)
            static let onSuccess = Color(light: 0xffffff, dark: 0x003920)
            static let successContainer = Color(light: 0x92f7bc, dark: 0x005231)
            static let onSuccessContainer = Color(light: 0x002111, dark: 0x92f7bc)

            /// The tonal palettes (the same in both appearances).
            enum Palette {
                static let primary0 = Color(hex: 0x000000)
                static let primary40 = Color(hex: 0x405f90)
                static let primary100 = Color(hex: 0xffffff)
            }
        }
    }
    "
  `));
  it('swiftui-assets', () => expect(all('swiftui-assets', 2, 30)).toMatchInlineSnapshot(`
    "=== Tiny.xcassets/Contents.json
    {
      "info": {
        "author": "xcode",
        "version": 1
      }
    }

    === Tiny.xcassets/tinyPrimary.colorset/Contents.json
    {
      "colors": [
        {
          "color": {
            "color-space": "srgb",
            "components": {
              "alpha": "1.000",
              "blue": "0x90",
              "green": "0x5F",
              "red": "0x40"
            }
          },
          "idiom": "universal"
        },
        {
          "appearances": [
            {
              "appearance": "luminosity",
              "value": "dark"
            }
          ],
          "color": {
            "color-space": "srgb",
            "components": {
              "alpha": "1.000",
              "blue": "0xFF",
              "green": "0xC7",
              "red": "0xA9"
            }
          },"
  `));
  it('material-json', () => expect(all('material-json', 1, 30)).toMatchInlineSnapshot(`
    "=== material-theme.json
    {
        "description": "TYPE: CUSTOM\\nIrodori export: Tiny\\nVariant: tonalSpot",
        "seed": "#405F90",
        "coreColors": {
            "primary": "#405F90",
            "tertiary": "#E07A5F"
        },
        "extendedColors": [
            {
                "name": "success",
                "color": "#2E7D32",
                "description": "",
                "harmonized": true
            }
        ],
        "schemes": {
            "light": {
                "primary": "#405F90",
                "onPrimary": "#FFFFFF",
                "surfaceContainer": "#EDEDF4",
                "success": "#006D43",
                "onSuccess": "#FFFFFF",
                "successContainer": "#92F7BC",
                "onSuccessContainer": "#002111"
            },
            "dark": {
                "primary": "#A9C7FF",
                "onPrimary": "#08305F",
                "surfaceContainer": "#1D2024",
                "success": "#76DAA1","
  `));
  it('irodori-json', () => expect(all('irodori-json', 1, 30)).toMatchInlineSnapshot(`
    "=== tiny.irodori-theme.json
    {
      "format": "irodori-theme",
      "version": 1,
      "name": "Tiny",
      "settings": {
        "source": {
          "kind": "palette",
          "colors": [
            "#3a7bd5",
            "#e07a5f"
          ]
        },
        "assignment": {
          "primary": 0,
          "tertiary": 1
        },
        "method": "material",
        "variant": "tonalSpot",
        "contrast": 0,
        "target": "wcag-4.5",
        "extended": [
          {
            "name": "success",
            "hex": "#2e7d32",
            "harmonize": true
          }
        ],
        "edits": {
          "light": {},
          "dark": {}"
  `));
});
