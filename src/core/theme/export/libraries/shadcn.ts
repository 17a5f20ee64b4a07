/**
 * shadcn/ui export of a theme, in its current form for Tailwind CSS v4 (https://ui.shadcn.com/docs/theming): the
 * `:root` and `.dark` custom properties its components read (`--background`, `--primary`, `--primary-foreground`, …,
 * `--chart-1`…`--chart-5`, `--sidebar-…`) in `oklch()`, and the `@theme inline` block that makes them Tailwind colours
 * (`bg-primary`); and the same colours as a registry item (https://ui.shadcn.com/docs/registry/registry-item-json,
 * type `registry:theme`, `cssVars.light` / `.dark`, and `cssVars.theme` for the custom colours' Tailwind names) that
 * `npx shadcn add <file or URL>` writes into a project's CSS. Custom colours become `--<name>` and
 * `--<name>-foreground` (the colour and the role on it), named off shadcn's and Tailwind's own colours.
 */
import { kebabName } from '../../../code/identifiers.ts';
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { themeFamilies } from './slots.ts';
import {
  familyRole,
  fromRoles,
  libraryKeys,
  mappingLines,
  oklchText,
  PAGE_FALLBACK,
  sourceOf,
  SURFACE_CHAINS as S,
  TEXT_FALLBACK,
  type LibraryColor,
} from './cssLibrary.ts';

/** The registry item schema shadcn's CLI validates against. */
export const SHADCN_REGISTRY_ITEM_SCHEMA = 'https://ui.shadcn.com/schema/registry-item.json';

/** shadcn/ui's colour variables, in its docs' order. */
export const SHADCN_VARIABLES = [
  'background', 'foreground', 'card', 'card-foreground', 'popover', 'popover-foreground', 'primary', 'primary-foreground',
  'secondary', 'secondary-foreground', 'muted', 'muted-foreground', 'accent', 'accent-foreground', 'destructive', 'border',
  'input', 'ring', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'sidebar', 'sidebar-foreground', 'sidebar-primary',
  'sidebar-primary-foreground', 'sidebar-accent', 'sidebar-accent-foreground', 'sidebar-border', 'sidebar-ring',
] as const;

/**
 * Tailwind v4's default colour names (its `--color-<name>-<shade>` palette and the keywords), which a custom colour's
 * `--color-<name>` in `@theme inline` must not replace.
 */
const TAILWIND_COLORS = 'red orange amber yellow lime green emerald teal cyan sky blue indigo violet purple fuchsia pink rose slate gray zinc neutral stone mauve olive mist taupe black white transparent current inherit'.split(' ');
const TAILWIND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const TAKEN = [...SHADCN_VARIABLES, 'radius', 'destructive-foreground', ...TAILWIND_COLORS, ...TAILWIND_COLORS.flatMap((c) => TAILWIND_SHADES.map((s) => `${c}-${s}`))];

/** One variable of the export: its name without '--', its colour and where it came from. */
type Variable = { readonly name: string; readonly color: LibraryColor; readonly custom: boolean };

/** Returns every variable: shadcn's own, then two per custom colour. */
function variables(theme: ThemeColors): Variable[] {
  const r = (chain: readonly string[], fallback: readonly [string, string]) => fromRoles(theme, chain, fallback);
  const page = r(S.page, PAGE_FALLBACK);
  const text = r(S.onPage, TEXT_FALLBACK);
  const primary = r(['primary'], TEXT_FALLBACK);
  const onPrimary = r(['onPrimary'], PAGE_FALLBACK);
  const families = themeFamilies(theme);
  const chartRoles = [
    'primary', 'tertiary', 'secondary',
    ...families.filter((f) => f.custom !== null).map((f) => f.roles[0]),
    'error', 'primaryContainer', 'tertiaryContainer', 'secondaryContainer',
  ].filter((role) => theme.roles.includes(role));
  const chart = (i: number) => (chartRoles[i] === undefined ? primary : r([chartRoles[i]], TEXT_FALLBACK));
  const own: Record<(typeof SHADCN_VARIABLES)[number], LibraryColor> = {
    background: page,
    foreground: text,
    card: r(S.containerLow, PAGE_FALLBACK),
    'card-foreground': r(S.onSurface, TEXT_FALLBACK),
    popover: r(S.containerHigh, PAGE_FALLBACK),
    'popover-foreground': r(S.onSurface, TEXT_FALLBACK),
    primary,
    'primary-foreground': onPrimary,
    secondary: r(['secondaryContainer', ...S.containerHighest], PAGE_FALLBACK),
    'secondary-foreground': r(['onSecondaryContainer', ...S.onSurface], TEXT_FALLBACK),
    muted: r(S.containerHighest, PAGE_FALLBACK),
    'muted-foreground': r(S.onSurfaceVariant, TEXT_FALLBACK),
    accent: r(['tertiaryContainer', 'secondaryContainer', ...S.containerHighest], PAGE_FALLBACK),
    'accent-foreground': r(['onTertiaryContainer', 'onSecondaryContainer', ...S.onSurface], TEXT_FALLBACK),
    destructive: r(['error'], ['#b3261e', '#f2b8b5']),
    border: r(S.outlineVariant, TEXT_FALLBACK),
    input: r(S.outline, TEXT_FALLBACK),
    ring: primary,
    'chart-1': chart(0),
    'chart-2': chart(1),
    'chart-3': chart(2),
    'chart-4': chart(3),
    'chart-5': chart(4),
    sidebar: r(S.container, PAGE_FALLBACK),
    'sidebar-foreground': r(S.onSurface, TEXT_FALLBACK),
    'sidebar-primary': primary,
    'sidebar-primary-foreground': onPrimary,
    'sidebar-accent': r(['secondaryContainer', ...S.containerHighest], PAGE_FALLBACK),
    'sidebar-accent-foreground': r(['onSecondaryContainer', ...S.onSurface], TEXT_FALLBACK),
    'sidebar-border': r(S.outlineVariant, TEXT_FALLBACK),
    'sidebar-ring': primary,
  };
  const custom = families.filter((f) => f.custom !== null);
  const keys = libraryKeys(custom.map((f) => f.custom!), TAKEN, (key) => [key, `${key}-foreground`]);
  return [
    ...SHADCN_VARIABLES.map((name) => ({ name, color: own[name], custom: false })),
    ...custom.flatMap((family, i) => [
      { name: keys[i], color: familyRole(theme, family, 0, TEXT_FALLBACK), custom: true },
      { name: `${keys[i]}-foreground`, color: familyRole(theme, family, 1, PAGE_FALLBACK), custom: true },
    ]),
  ];
}

/** Returns the header's table: each variable and the role it holds. */
function header(theme: ThemeColors, list: readonly Variable[]): string[] {
  return [
    `${madeWith(theme)}.`,
    'Which role of the theme each shadcn/ui colour holds (light and dark alike):',
    ...mappingLines(list.map((v) => [`--${v.name}`, sourceOf(v.color, `(not in the theme: ${v.color.light} / ${v.color.dark})`)])),
  ];
}

/** Returns the file name stem of a theme: its ASCII words ('Ocean blue' → 'ocean-blue'), 'theme' when it has none. */
function itemName(theme: ThemeColors): string {
  const name = kebabName(theme.name);
  return name === 'color' && !/color/i.test(theme.name) ? 'theme' : name;
}

/** Returns the shadcn/ui theme: `globals.css`'s colour part for Tailwind v4, and a registry item of the same colours. */
export function shadcnTheme(theme: ThemeColors): ThemeFile[] {
  const list = variables(theme);
  const block = (selector: string, value: (c: LibraryColor) => string) =>
    `${selector} {\n${list.map((v) => `  --${v.name}: ${oklchText(value(v.color))};`).join('\n')}\n}`;
  const css = [
    `/* ${header(theme, list).join('\n * ')}\n *`,
    ' * Tailwind CSS v4: put this in the CSS file that has @import "tailwindcss" (in place of the colours shadcn init',
    ' * wrote); .dark on <html> or any ancestor switches to the dark colours. */',
    '@custom-variant dark (&:is(.dark *));',
    '',
    block(':root', (c) => c.light),
    '',
    block('.dark', (c) => c.dark),
    '',
    `@theme inline {\n${list.map((v) => `  --color-${v.name}: var(--${v.name});`).join('\n')}\n}`,
    '',
  ].join('\n');
  const vars = (value: (c: LibraryColor) => string) => Object.fromEntries(list.map((v) => [v.name, oklchText(value(v.color))]));
  const item = {
    $schema: SHADCN_REGISTRY_ITEM_SCHEMA,
    name: itemName(theme),
    type: 'registry:theme',
    title: theme.name.trim() || 'Theme',
    description: header(theme, list).join('\n'),
    cssVars: {
      theme: Object.fromEntries(list.filter((v) => v.custom).map((v) => [`color-${v.name}`, `var(--${v.name})`])),
      light: vars((c) => c.light),
      dark: vars((c) => c.dark),
    },
  };
  return [
    { path: 'shadcn/globals.css', content: css, mime: 'text/css' },
    { path: 'shadcn/registry-item.json', content: `${JSON.stringify(item, null, 2)}\n`, mime: 'application/json' },
  ];
}
