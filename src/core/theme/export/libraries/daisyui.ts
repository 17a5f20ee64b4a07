/**
 * daisyUI 5 export of a theme: two themes, light and dark, each an `@plugin "daisyui/theme" { … }` block as daisyUI's
 * docs write a custom theme (https://daisyui.com/docs/themes/#how-to-add-a-new-custom-theme): its name, `default` /
 * `prefersdark`, `color-scheme`, the colour variables (`--color-base-100`…`300`, `--color-base-content`, primary,
 * secondary, accent, neutral, info, success, warning, error and each `-content`) in `oklch()`, and the shape variables
 * at daisyUI's own light theme's values. A slot the theme has no colour for (info, success or warning without a custom
 * colour of that name) keeps daisyUI's own colour. Other custom colours are `--color-<name>` and
 * `--color-<name>-content` in each theme, made Tailwind colours (`bg-brand`) by an `@theme inline reference` block.
 */
import { kebabName } from '../../../code/identifiers.ts';
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { themeFamilies, type StatusSlot } from './slots.ts';
import { familyRole, fromRoles, libraryKeys, mappingLines, oklchText, PAGE_FALLBACK, sourceOf, SURFACE_CHAINS as S, TEXT_FALLBACK, type LibraryColor } from './cssLibrary.ts';

/**
 * daisyUI 5's own info, success and warning (the same in its light and dark themes, `daisyui/theme/light.css`), kept
 * where the theme has no custom colour for the slot.
 */
export const DAISYUI_STATUS: Readonly<Record<StatusSlot, readonly [color: string, content: string]>> = {
  info: ['oklch(74% 0.16 232.661)', 'oklch(29% 0.066 243.157)'],
  success: ['oklch(76% 0.177 163.223)', 'oklch(37% 0.077 168.94)'],
  warning: ['oklch(82% 0.189 84.429)', 'oklch(41% 0.112 45.904)'],
};

/** The shape variables of daisyUI 5's light theme, which a custom theme states too. */
const DAISYUI_SHAPE = ['--radius-selector: 0.5rem', '--radius-field: 0.25rem', '--radius-box: 0.5rem', '--size-selector: 0.25rem', '--size-field: 0.25rem', '--border: 1px', '--depth: 1', '--noise: 0'];

/** daisyUI's colour names, which a custom colour's `--color-<name>` must not take, nor Tailwind's own palette. */
const TAKEN = [
  ...'base-100 base-200 base-300 base-content primary primary-content secondary secondary-content accent accent-content neutral neutral-content info info-content success success-content warning warning-content error error-content'.split(' '),
  ...'red orange amber yellow lime green emerald teal cyan sky blue indigo violet purple fuchsia pink rose slate gray zinc neutral stone mauve olive mist taupe black white transparent current inherit'.split(' '),
];

/** A colour variable of a theme block: its name without '--color-', the colour (or daisyUI's own text), its source. */
type Variable = { readonly name: string; readonly color: LibraryColor | string; readonly custom: boolean };

/** Returns the colour variables: daisyUI's, then two per custom colour that fills no slot. */
function variables(theme: ThemeColors): Variable[] {
  const r = (chain: readonly string[], fallback: readonly [string, string]) => fromRoles(theme, chain, fallback);
  const families = themeFamilies(theme);
  const status = (slot: StatusSlot): Variable[] => {
    const family = families.find((f) => f.status === slot);
    return family
      ? [
          { name: slot, color: familyRole(theme, family, 0, TEXT_FALLBACK), custom: false },
          { name: `${slot}-content`, color: familyRole(theme, family, 1, PAGE_FALLBACK), custom: false },
        ]
      : [
          { name: slot, color: DAISYUI_STATUS[slot][0], custom: false },
          { name: `${slot}-content`, color: DAISYUI_STATUS[slot][1], custom: false },
        ];
  };
  const pair = (name: string, color: readonly string[], on: readonly string[]): Variable[] => [
    { name, color: r(color, TEXT_FALLBACK), custom: false },
    { name: `${name}-content`, color: r(on, PAGE_FALLBACK), custom: false },
  ];
  const extra = families.filter((f) => f.custom !== null && f.status === null);
  const keys = libraryKeys(extra.map((f) => f.custom!), TAKEN, (key) => [key, `${key}-content`]);
  return [
    { name: 'base-100', color: r(S.surface, PAGE_FALLBACK), custom: false },
    { name: 'base-200', color: r(S.container, PAGE_FALLBACK), custom: false },
    { name: 'base-300', color: r(S.containerHighest, PAGE_FALLBACK), custom: false },
    { name: 'base-content', color: r(S.onSurface, TEXT_FALLBACK), custom: false },
    ...pair('primary', ['primary'], ['onPrimary']),
    ...pair('secondary', ['secondary', 'primary'], ['onSecondary', 'onPrimary']),
    ...pair('accent', ['tertiary', 'secondary', 'primary'], ['onTertiary', 'onSecondary', 'onPrimary']),
    ...pair('neutral', S.inverseSurface, S.inverseOnSurface),
    ...status('info'),
    ...status('success'),
    ...status('warning'),
    ...pair('error', ['error'], ['onError']),
    ...extra.flatMap((family, i) => [
      { name: keys[i], color: familyRole(theme, family, 0, TEXT_FALLBACK), custom: true },
      { name: `${keys[i]}-content`, color: familyRole(theme, family, 1, PAGE_FALLBACK), custom: true },
    ]),
  ];
}

/** Returns the names of the two themes: the theme's ASCII words and '-light' / '-dark' (never one of daisyUI's own names). */
export function daisyThemeNames(theme: ThemeColors): readonly [light: string, dark: string] {
  const name = kebabName(theme.name);
  const stem = name === 'color' && !/color/i.test(theme.name) ? 'theme' : name;
  return [`${stem}-light`, `${stem}-dark`];
}

/** Returns the daisyUI 5 themes, light (the default) and dark (when the visitor prefers dark). */
export function daisyuiTheme(theme: ThemeColors): ThemeFile[] {
  const list = variables(theme);
  const [lightName, darkName] = daisyThemeNames(theme);
  const value = (v: Variable, appearance: 'light' | 'dark') => (typeof v.color === 'string' ? v.color : oklchText(v.color[appearance]));
  const block = (appearance: 'light' | 'dark') =>
    [
      '@plugin "daisyui/theme" {',
      `  name: "${appearance === 'light' ? lightName : darkName}";`,
      `  default: ${appearance === 'light'};`,
      `  prefersdark: ${appearance === 'dark'};`,
      `  color-scheme: ${appearance};`,
      ...list.map((v) => `  --color-${v.name}: ${value(v, appearance)};`),
      ...DAISYUI_SHAPE.map((d) => `  ${d};`),
      '}',
    ].join('\n');
  const extra = list.filter((v) => v.custom);
  const rows = list.map((v): [string, string] => [`--color-${v.name}`, typeof v.color === 'string' ? "(daisyUI's own)" : sourceOf(v.color, `(not in the theme: ${v.color.light} / ${v.color.dark})`)]);
  const content = [
    `/* ${madeWith(theme)}.`,
    ' * daisyUI 5: put it after @import "tailwindcss"; @plugin "daisyui"; in your CSS. Two themes: the light one is the',
    ` * default, the dark one applies when the visitor prefers dark; data-theme="${lightName}" or "${darkName}" picks one.`,
    ' * Which role of the theme each daisyUI colour holds (light and dark alike):',
    ...mappingLines(rows).map((line) => ` * ${line}`),
    ' */',
    block('light'),
    '',
    block('dark'),
    '',
    ...(extra.length > 0 ? ['/* The custom colours as Tailwind colours (bg-<name>, text-<name>-content), from the theme in use. */', `@theme inline reference {\n${extra.map((v) => `  --color-${v.name}: var(--color-${v.name});`).join('\n')}\n}`, ''] : []),
  ].join('\n');
  return [{ path: 'daisyui-theme.css', content, mime: 'text/css' }];
}
