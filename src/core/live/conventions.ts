/**
 * What the live link sets on a person's page for a theme: the custom properties of a known convention (shadcn/ui,
 * daisyUI, Bootstrap 5.3, MUI's CSS variables, Radix Themes, Ionic, Tailwind v4 `--color-*`, Material's
 * `--md-sys-color-*`), each with the value the theme's export for that library writes, so the page shows exactly what
 * the downloaded file would give; and the person's own mapping of the page's other variables to the theme's roles.
 *
 * A convention's variables are read back from its export's own CSS (readCssVariables), in light and dark; values that
 * refer to other variables (`var(--primary)`) are the page's wiring and are left alone. MUI's export is a module, not
 * CSS: its variables are those MUI writes for the module's palette (`--mui-palette-primary-main`, and each colour's
 * `…Channel` as MUI writes it, '64 95 144').
 */
import type { ThemeColors } from '../theme/roles.ts';
import { themeFiles } from '../theme/export/index.ts';
import { channels, kebab, nameWords } from '../theme/export/names.ts';
import { muiPaletteValues } from '../theme/export/libraries/mui.ts';
import { isChannelTriple } from './protocol.ts';
import { lightDarkPair } from '../code/lightDark.ts';

import { LIVE_CONVENTIONS, type LiveConvention, type ManualMapping } from './sites.ts';

export { LIVE_CONVENTIONS, type LiveConvention, type ManualMapping };

/** A variable's value under each scheme (null where the source sets none). */
export type SchemeValues = { light: string | null; dark: string | null };

/** The fewest of a convention's variables a page must have for the convention to be recognised. */
export const CONVENTION_MIN_MATCH = 3;

/**
 * Returns the custom properties declared in CSS text, by name, with their light and dark values: a block is dark when
 * its selector or at-rule says dark (`.dark`, `[data-bs-theme=dark]`, `@variant dark`, `:root.ion-palette-dark`) or it
 * declares `color-scheme: dark` (daisyUI's theme blocks), else light; a `light-dark(a, b)` value gives both. Comments
 * are skipped; declarations outside a block (Sass variables) are not custom properties and are ignored.
 */
export function readCssVariables(css: string): Map<string, SchemeValues> {
  const found = new Map<string, SchemeValues>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of text.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
    const declarations = body
      .split(';')
      .map((line) => {
        const colon = line.indexOf(':');
        return colon < 0 ? null : ([line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const);
      })
      .filter((pair) => pair !== null);
    const dark = /dark/i.test(selector) || declarations.some(([property, value]) => property === 'color-scheme' && value === 'dark');
    for (const [name, value] of declarations) {
      if (!/^--[\w-]+$/.test(name) || value === '') continue;
      const entry = found.get(name) ?? { light: null, dark: null };
      const pair = lightDarkPair(value);
      if (pair) [entry.light, entry.dark] = pair;
      else entry[dark ? 'dark' : 'light'] = value;
      found.set(name, entry);
    }
  }
  return found;
}

/** Returns the variables a convention's export writes for a theme (references to other variables left out). */
export function conventionVariables(convention: LiveConvention, theme: ThemeColors): Map<string, SchemeValues> {
  if (convention === 'material') {
    return new Map(theme.roles.map((role) => [`--md-sys-color-${kebab(nameWords(role))}`, { light: theme.light[role], dark: theme.dark[role] }]));
  }
  if (convention === 'mui') return muiVariables(theme);
  const variables = new Map<string, SchemeValues>();
  for (const file of themeFiles(convention, theme)) {
    if (typeof file.content !== 'string' || !/\.(css|scss)$/.test(file.path)) continue;
    for (const [name, values] of readCssVariables(file.content)) {
      if (!/var\(/.test(`${values.light} ${values.dark}`)) variables.set(name, values);
    }
  }
  return variables;
}

/** Returns MUI's palette variables for the theme's MUI module: each value, and each colour's channels. */
function muiVariables(theme: ThemeColors): Map<string, SchemeValues> {
  const variables = new Map<string, SchemeValues>();
  for (const scheme of ['light', 'dark'] as const) {
    for (const [path, value] of muiPaletteValues(theme, scheme)) {
      const name = `--mui-palette-${path.replace('.', '-')}`;
      const entries: [string, string][] = [[name, value]];
      if (value.startsWith('#')) entries.push([`${name}Channel`, channels(value).join(' ')]);
      for (const [key, v] of entries) variables.set(key, { ...(variables.get(key) ?? { light: null, dark: null }), [scheme]: v });
    }
  }
  return variables;
}

/** A convention found on a page: how many of its variables the page has, of how many it writes. */
export type ConventionMatch = { readonly convention: LiveConvention; readonly matched: number; readonly total: number };

/** Returns each convention's match on a page's variable names, best first (most matched, then the list's order). */
export function matchConventions(pageNames: ReadonlySet<string>, theme: ThemeColors): ConventionMatch[] {
  return LIVE_CONVENTIONS.map((convention) => {
    const names = [...conventionVariables(convention, theme).keys()];
    return { convention, matched: names.filter((name) => pageNames.has(name)).length, total: names.length };
  })
    .filter((match) => match.matched >= CONVENTION_MIN_MATCH)
    .sort((a, b) => b.matched - a.matched || LIVE_CONVENTIONS.indexOf(a.convention) - LIVE_CONVENTIONS.indexOf(b.convention));
}

/** Returns a role's colour in the form of the page's value it replaces: a channel triple like it, or the code. */
function inFormOf(code: string, pageValue: string | null): string {
  if (pageValue === null || !isChannelTriple(pageValue)) return code;
  return channels(code).join(pageValue.includes(',') ? ', ' : ' ');
}

/**
 * Returns the values to set on a page for a scheme: the convention's variables the page has (none without a convention),
 * then each variable the person mapped to a role (overriding the convention's), in the form of the page's own value.
 */
export function liveValues(
  theme: ThemeColors,
  scheme: 'light' | 'dark',
  page: ReadonlyMap<string, SchemeValues>,
  convention: LiveConvention | null,
  manual: ManualMapping,
): Record<string, string> {
  const values: Record<string, string> = {};
  if (convention !== null) {
    for (const [name, value] of conventionVariables(convention, theme)) {
      const chosen = value[scheme] ?? value.light;
      if (page.has(name) && chosen !== null) values[name] = chosen;
    }
  }
  for (const [name, role] of Object.entries(manual)) {
    const code = theme[scheme][role];
    const own = page.get(name);
    if (code !== undefined && own !== undefined) values[name] = inFormOf(code, own[scheme] ?? own.light);
  }
  return values;
}
