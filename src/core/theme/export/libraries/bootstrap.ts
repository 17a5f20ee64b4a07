/**
 * Bootstrap 5.3 export of a theme: Sass variables to put before `@import "bootstrap/scss/bootstrap"` (the theme
 * colours `$primary`…`$dark`, the body, border and link colours, each theme colour's `-text-emphasis`, `-bg-subtle`
 * and `-border-subtle`, and the dark mode's `…-dark` variables as `scss/_variables-dark.scss` names them;
 * https://getbootstrap.com/docs/5.3/customize/color-modes/), and the CSS custom properties Bootstrap compiles them to
 * (`:root, [data-bs-theme=light]` and `[data-bs-theme=dark]`), for a project that loads Bootstrap's CSS as it is.
 *
 * Bootstrap's theme colours are one set for both modes: they take the light roles, and the dark mode's text, subtle
 * backgrounds and borders take the dark roles. Info, success and warning come from the custom colours of those names,
 * else stay Bootstrap's own. Tertiary and the other custom colours join `$theme-colors` (so `.btn-tertiary`,
 * `.text-bg-brand` exist), which is why the partial sets Bootstrap's colour maps itself; an unfilled status colour's
 * emphasis and subtle colours use Bootstrap's own formulas (`shade-color`, `tint-color` from its functions).
 */
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { customLabel, familyTone, roleLabel, themeFamilies, type StatusSlot, type ThemeFamily } from './slots.ts';
import { fromRoles, libraryKeys, mappingLines, PAGE_FALLBACK, rgbTriplet, sourceOf, SURFACE_CHAINS as S, TEXT_FALLBACK, type LibraryColor } from './cssLibrary.ts';

/** Bootstrap 5.3's own info, success and warning (`$cyan`, `$green`, `$yellow`), kept where the theme has no such colour. */
export const BOOTSTRAP_STATUS: Readonly<Record<StatusSlot, string>> = { info: '#0dcaf0', success: '#198754', warning: '#ffc107' };

/** Bootstrap's theme colours, in its `$theme-colors` order. */
const THEME_COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'light', 'dark'] as const;

/**
 * Names a custom theme colour must not take: the theme colours and the names of Bootstrap's other `--bs-*` colours and
 * utilities (`--bs-secondary-bg`, `.bg-body`, `--bs-blue`, `--bs-gray-500`…), compared after the `-rgb`, `-text-emphasis`,
 * `-bg-subtle` and `-border-subtle` each theme colour adds.
 */
const TAKEN = [
  ...THEME_COLORS.flatMap((c) => [c, ...['rgb', 'text-emphasis', 'bg-subtle', 'border-subtle', 'subtle', 'emphasis'].map((suffix) => `${c}-${suffix}`)]),
  ...'blue indigo purple pink red orange yellow green teal cyan black white gray gray-dark body body-secondary body-tertiary body-emphasis emphasis transparent reset inherit'.split(' '),
  ...'body-color body-bg emphasis-color secondary-color secondary-bg tertiary-color tertiary-bg border border-color border-color-translucent link link-color link-hover-color code-color highlight-color highlight-bg heading-color form-valid-color form-valid-border-color form-invalid-color form-invalid-border-color'
    .split(' ')
    .flatMap((name) => [name, `${name}-rgb`]),
  ...[100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `gray-${n}`),
  ...[10, 25, 50, 75, 100].map((n) => `opacity-${n}`),
];

/**
 * The Sass variable of a theme colour: Bootstrap's own (`$primary`), or for an added colour `$irodori-<name>`, so no
 * colour's name can meet one of Bootstrap's other variables (`$spacer`, `$enable-shadows`, `$theme-colors`).
 */
const sassName = (e: Pick<Entry, 'key' | 'added'>) => (e.added ? `irodori-${e.key}` : e.key);

/** The four colours a theme colour has in a mode: itself, its emphasis text, subtle background and subtle border. */
type Shades = { readonly color: string; readonly text: string; readonly bg: string; readonly border: string };

/** A theme colour of the export: its key, its colour, its shades in each mode (null: Bootstrap's own) and where they came from. */
type Entry = { readonly key: string; readonly color: string; readonly light: Shades | null; readonly dark: Shades | null; readonly source: string; readonly added?: boolean };

/** Returns a family's shades in a mode: the role, its on-container as text, its container, a border tone between. */
function familyShades(theme: ThemeColors, family: ThemeFamily, appearance: 'light' | 'dark'): Shades {
  const role = (i: number, fallback: readonly [string, string]) => fromRoles(theme, [family.roles[i]], fallback)[appearance];
  return {
    color: role(0, TEXT_FALLBACK),
    text: appearance === 'light' ? role(3, TEXT_FALLBACK) : role(0, TEXT_FALLBACK),
    bg: role(2, PAGE_FALLBACK),
    border: familyTone(theme, family, appearance === 'light' ? 80 : 40),
  };
}

/** Returns the shades of a neutral theme colour (light or dark) from surface roles. */
function neutralShades(color: LibraryColor, text: LibraryColor, bg: LibraryColor, border: LibraryColor, appearance: 'light' | 'dark'): Shades {
  return { color: color[appearance], text: text[appearance], bg: bg[appearance], border: border[appearance] };
}

/** Returns the theme colours: Bootstrap's eight, then tertiary and the custom colours that fill no slot. */
function entries(theme: ThemeColors): Entry[] {
  const families = themeFamilies(theme);
  const family = (stem: string) => families.find((f) => f.custom === null && f.stem === stem) ?? null;
  const fromFamily = (key: string, f: ThemeFamily, source: string): Entry => ({ key, color: familyShades(theme, f, 'light').color, light: familyShades(theme, f, 'light'), dark: familyShades(theme, f, 'dark'), source });
  const r = (chain: readonly string[], fallback: readonly [string, string]) => fromRoles(theme, chain, fallback);
  const out: Entry[] = [];
  for (const key of THEME_COLORS) {
    if (key === 'primary' || key === 'secondary' || key === 'danger') {
      const f = family(key === 'danger' ? 'error' : key) ?? family('primary');
      if (f) out.push(fromFamily(key, f, roleLabel(f.stem)));
      else out.push({ key, color: TEXT_FALLBACK[0], light: null, dark: null, source: `(not in the theme: ${TEXT_FALLBACK[0]})` });
    } else if (key === 'light' || key === 'dark') {
      const color = key === 'light' ? r(S.container, PAGE_FALLBACK) : r(S.inverseSurface, TEXT_FALLBACK);
      const text = r(S.onSurfaceVariant, TEXT_FALLBACK);
      const bg = key === 'light' ? r(S.containerLow, PAGE_FALLBACK) : r(S.containerHighest, PAGE_FALLBACK);
      const border = r(S.outlineVariant, TEXT_FALLBACK);
      out.push({ key, color: color.light, light: neutralShades(color, text, bg, border, 'light'), dark: neutralShades(color, text, bg, border, 'dark'), source: `${sourceOf(color, 'none')} (light)` });
    } else {
      const f = families.find((x) => x.status === key);
      if (f) out.push(fromFamily(key, f, customLabel(f)));
      else out.push({ key, color: BOOTSTRAP_STATUS[key], light: null, dark: null, source: "(Bootstrap's own)" });
    }
  }
  const extra = families.filter((f) => (f.custom === null && f.stem === 'tertiary') || (f.custom !== null && f.status === null));
  const keys = libraryKeys(extra.map((f) => f.custom ?? f.stem), TAKEN, (key) => [key, `${key}-rgb`, `${key}-text-emphasis`, `${key}-bg-subtle`, `${key}-border-subtle`]);
  extra.forEach((f, i) => out.push({ ...fromFamily(keys[i], f, f.custom === null ? roleLabel(f.stem) : customLabel(f)), added: true }));
  return out;
}

/** The body, border and link colours: Sass variable stem, the CSS property it becomes, and its colour. */
type BodyColor = { readonly variable: string; readonly property: string; readonly rgb: boolean; readonly color: LibraryColor };

function bodyColors(theme: ThemeColors): BodyColor[] {
  const r = (chain: readonly string[], fallback: readonly [string, string]) => fromRoles(theme, chain, fallback);
  return [
    { variable: 'body-color', property: 'body-color', rgb: true, color: r(S.onPage, TEXT_FALLBACK) },
    { variable: 'body-bg', property: 'body-bg', rgb: true, color: r(S.page, PAGE_FALLBACK) },
    { variable: 'body-secondary-color', property: 'secondary-color', rgb: true, color: r(S.onSurfaceVariant, TEXT_FALLBACK) },
    { variable: 'body-secondary-bg', property: 'secondary-bg', rgb: true, color: r(S.containerHighest, PAGE_FALLBACK) },
    { variable: 'body-tertiary-bg', property: 'tertiary-bg', rgb: true, color: r(S.containerLow, PAGE_FALLBACK) },
    { variable: 'border-color', property: 'border-color', rgb: false, color: r(S.outlineVariant, TEXT_FALLBACK) },
    { variable: 'link-color', property: 'link-color', rgb: true, color: r(['primary'], TEXT_FALLBACK) },
  ];
}

/** The Sass variable of a theme colour's shade in a mode ('$primary-text-emphasis-dark'). */
const shadeVariable = (e: Entry, shade: 'text-emphasis' | 'bg-subtle' | 'border-subtle', appearance: 'light' | 'dark') => `$${sassName(e)}-${shade}${appearance === 'dark' ? '-dark' : ''}`;

/** Bootstrap's formula for a shade of a theme colour it keeps (scss/_variables.scss, scss/_variables-dark.scss). */
const BOOTSTRAP_FORMULA: Record<'text-emphasis' | 'bg-subtle' | 'border-subtle', Record<'light' | 'dark', string>> = {
  'text-emphasis': { light: 'shade-color($c, 60%)', dark: 'tint-color($c, 40%)' },
  'bg-subtle': { light: 'tint-color($c, 80%)', dark: 'shade-color($c, 80%)' },
  'border-subtle': { light: 'tint-color($c, 60%)', dark: 'shade-color($c, 40%)' },
};

const SHADES = [['text-emphasis', 'text'], ['bg-subtle', 'bg'], ['border-subtle', 'border']] as const;

/** Returns the Sass partial. */
function sass(theme: ThemeColors, list: readonly Entry[], body: readonly BodyColor[]): string {
  const lines: string[] = [];
  const map = (name: string, value: (e: Entry) => string) => `$${name}: (\n${list.map((e) => `  "${e.key}": ${value(e)},`).join('\n')}\n);`;
  lines.push('// Theme colours (one set for both modes: the light roles)');
  for (const e of list) lines.push(`$${sassName(e)}: ${e.color};`);
  for (const appearance of ['light', 'dark'] as const) {
    lines.push('', appearance === 'light' ? '// Light mode' : '// Dark mode (scss/_variables-dark.scss)');
    for (const b of body) lines.push(`$${b.variable}${appearance === 'dark' ? '-dark' : ''}: ${b.color[appearance]};`);
    for (const e of list) {
      for (const [shade, field] of SHADES) {
        const shades = e[appearance];
        lines.push(`${shadeVariable(e, shade, appearance)}: ${shades ? shades[field] : BOOTSTRAP_FORMULA[shade][appearance].replace('$c', `$${sassName(e)}`)};`);
      }
    }
  }
  lines.push('', '// Bootstrap\'s colour maps, with the added theme colours');
  lines.push(map('theme-colors', (e) => `$${sassName(e)}`));
  for (const appearance of ['light', 'dark'] as const) {
    const suffix = appearance === 'dark' ? '-dark' : '';
    lines.push(map(`theme-colors-text${suffix}`, (e) => shadeVariable(e, 'text-emphasis', appearance)));
    lines.push(map(`theme-colors-bg-subtle${suffix}`, (e) => shadeVariable(e, 'bg-subtle', appearance)));
    lines.push(map(`theme-colors-border-subtle${suffix}`, (e) => shadeVariable(e, 'border-subtle', appearance)));
  }
  return [
    `// ${madeWith(theme)}.`,
    '// Bootstrap 5.3: import this partial, then @import "bootstrap/scss/bootstrap"; light on :root and',
    '// [data-bs-theme="light"], dark on [data-bs-theme="dark"]. Which role of the theme each Bootstrap colour holds:',
    ...mappingLines(headerRows(list, body)).map((line) => `//   ${line}`),
    '',
    '@import "bootstrap/scss/functions";',
    '',
    ...lines,
    '',
  ].join('\n');
}

/** Returns the header's table. */
function headerRows(list: readonly Entry[], body: readonly BodyColor[]): [string, string][] {
  return [
    ...list.map((e): [string, string] => [`$${sassName(e)}`, e.source]),
    ...body.map((b): [string, string] => [`$${b.variable}(-dark)`, sourceOf(b.color, `(not in the theme: ${b.color.light} / ${b.color.dark})`)]),
  ];
}

/** Returns the custom properties Bootstrap compiles the partial to, for the colours the theme sets. */
function css(theme: ThemeColors, list: readonly Entry[], body: readonly BodyColor[]): string {
  const declarations = (appearance: 'light' | 'dark') => {
    const out: string[] = appearance === 'dark' ? ['color-scheme: dark;'] : [];
    if (appearance === 'light') {
      for (const e of list) out.push(`--bs-${e.key}: ${e.color};`);
      for (const e of list) out.push(`--bs-${e.key}-rgb: ${rgbTriplet(e.color)};`);
    }
    for (const e of list) {
      const shades = e[appearance];
      if (shades) for (const [shade, field] of SHADES) out.push(`--bs-${e.key}-${shade}: ${shades[field]};`);
    }
    for (const b of body) {
      out.push(`--bs-${b.property}: ${b.color[appearance]};`);
      if (b.rgb) out.push(`--bs-${b.property}-rgb: ${rgbTriplet(b.color[appearance])};`);
    }
    return out.map((l) => `  ${l}`).join('\n');
  };
  return [
    `/* ${madeWith(theme)}.`,
    " * Bootstrap 5.3's custom properties for these colours, as its Sass compiles the partial beside this file: load it",
    " * after bootstrap.css. (Bootstrap's components take the theme colours from Sass; the partial changes those too.)",
    ' * Which role of the theme each Bootstrap colour holds:',
    ...mappingLines(headerRows(list, body)).map((line) => ` *   ${line}`),
    ' */',
    `:root,\n[data-bs-theme=light] {\n${declarations('light')}\n}`,
    '',
    `[data-bs-theme=dark] {\n${declarations('dark')}\n}`,
    '',
  ].join('\n');
}

/** Returns the Bootstrap 5.3 files: the Sass partial and the custom properties it compiles to. */
export function bootstrapTheme(theme: ThemeColors): ThemeFile[] {
  const list = entries(theme);
  const body = bodyColors(theme);
  return [
    { path: 'bootstrap/_theme-variables.scss', content: sass(theme, list, body), mime: 'text/x-scss' },
    { path: 'bootstrap/theme-variables.css', content: css(theme, list, body), mime: 'text/css' },
  ];
}
