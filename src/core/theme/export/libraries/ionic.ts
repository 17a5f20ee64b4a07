/**
 * Ionic export of a theme: Ionic's colour variables (https://ionicframework.com/docs/theming/colors) for its nine
 * colours, each `--ion-color-<name>`, `-rgb`, `-contrast`, `-contrast-rgb`, `-shade` (the colour mixed with 12 % black)
 * and `-tint` (with 10 % white), as Ionic's colour generator makes them; the background and text colours; light on
 * `:root` and dark on `:root.ion-palette-dark`, the class Ionic 8's dark palette uses
 * (https://ionicframework.com/docs/theming/dark-mode). Success and warning come from the custom colours of those
 * names, else stay Ionic's own; the other custom colours are new Ionic colours, each with its `.ion-color-<name>` class
 * (https://ionicframework.com/docs/theming/colors#adding-colors), usable as `color="<name>"`.
 */
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { themeFamilies } from './slots.ts';
import { fromRoles, libraryKeys, mappingLines, mixCodes, PAGE_FALLBACK, rgbTriplet, sourceOf, SURFACE_CHAINS as S, TEXT_FALLBACK, type LibraryColor } from './cssLibrary.ts';

/** Ionic's shade: the colour mixed with this much black. */
export const IONIC_SHADE = 0.12;
/** Ionic's tint: the colour mixed with this much white. */
export const IONIC_TINT = 0.1;

/** Ionic 8's own success and warning and their contrast, kept where the theme has no such colour. */
export const IONIC_STATUS = { success: ['#2dd55b', '#000000'], warning: ['#ffc409', '#000000'] } as const;

/** Ionic's colours, in its docs' order. */
const IONIC_COLORS = ['primary', 'secondary', 'tertiary', 'success', 'warning', 'danger', 'light', 'medium', 'dark'] as const;

/** Names a custom colour must not take: Ionic's colours and its other `--ion-color-*` / `.ion-color-*` names. */
const TAKEN = [
  ...IONIC_COLORS.flatMap((c) => [c, `${c}-rgb`, `${c}-contrast`, `${c}-contrast-rgb`, `${c}-shade`, `${c}-tint`]),
  ...['base', 'base-rgb', 'contrast', 'contrast-rgb', 'shade', 'tint', 'step', 'rgb'],
  ...Array.from({ length: 19 }, (_, i) => `step-${(i + 1) * 50}`),
];

/** An Ionic colour: its name, the colour and its contrast in both modes, and where they came from. */
type IonicColor = { readonly key: string; readonly color: LibraryColor; readonly contrast: LibraryColor; readonly custom: boolean };

/** Returns Ionic's nine colours from the theme, then the custom colours that fill no slot. */
function ionicColors(theme: ThemeColors): IonicColor[] {
  const r = (chain: readonly string[], fallback: readonly [string, string]) => fromRoles(theme, chain, fallback);
  const families = themeFamilies(theme);
  const own = (key: string, color: readonly string[], contrast: readonly string[]): IonicColor => ({ key, color: r(color, TEXT_FALLBACK), contrast: r(contrast, PAGE_FALLBACK), custom: false });
  const status = (key: 'success' | 'warning'): IonicColor => {
    const family = families.find((f) => f.status === key);
    if (family) return own(key, [family.roles[0]], [family.roles[1]]);
    const [color, contrast] = IONIC_STATUS[key];
    return { key, color: { role: null, light: color, dark: color }, contrast: { role: null, light: contrast, dark: contrast }, custom: false };
  };
  // Ionic has no info colour: a custom colour named info is a colour of its own there.
  const extra = families.filter((f) => f.custom !== null && f.status !== 'success' && f.status !== 'warning');
  const keys = libraryKeys(extra.map((f) => f.custom!), TAKEN, (key) => [key, `${key}-rgb`, `${key}-contrast`, `${key}-contrast-rgb`, `${key}-shade`, `${key}-tint`]);
  return [
    own('primary', ['primary'], ['onPrimary']),
    own('secondary', ['secondary', 'primary'], ['onSecondary', 'onPrimary']),
    own('tertiary', ['tertiary', 'secondary', 'primary'], ['onTertiary', 'onSecondary', 'onPrimary']),
    status('success'),
    status('warning'),
    own('danger', ['error'], ['onError']),
    own('light', S.containerHighest, S.onSurface),
    own('medium', S.outline, S.surface),
    own('dark', S.inverseSurface, S.inverseOnSurface),
    ...extra.map((family, i) => ({ ...own(keys[i], [family.roles[0]], [family.roles[1]]), custom: true })),
  ];
}

/** The variables of a `.ion-color-<name>` class and the suffix of the colour's variable each reads. */
const CLASS_VARIABLES = [['base', ''], ['base-rgb', '-rgb'], ['contrast', '-contrast'], ['contrast-rgb', '-contrast-rgb'], ['shade', '-shade'], ['tint', '-tint']] as const;

/** Returns the six variables of one colour in one mode. */
function colorVariables(c: IonicColor, appearance: 'light' | 'dark'): string[] {
  const color = c.color[appearance];
  const contrast = c.contrast[appearance];
  return [
    `--ion-color-${c.key}: ${color};`,
    `--ion-color-${c.key}-rgb: ${rgbTriplet(color)};`,
    `--ion-color-${c.key}-contrast: ${contrast};`,
    `--ion-color-${c.key}-contrast-rgb: ${rgbTriplet(contrast)};`,
    `--ion-color-${c.key}-shade: ${mixCodes(color, '#000000', IONIC_SHADE)};`,
    `--ion-color-${c.key}-tint: ${mixCodes(color, '#ffffff', IONIC_TINT)};`,
  ];
}

/** Returns the Ionic colour variables of a theme, light and dark. */
export function ionicTheme(theme: ThemeColors): ThemeFile[] {
  const colors = ionicColors(theme);
  const background = fromRoles(theme, S.page, PAGE_FALLBACK);
  const text = fromRoles(theme, S.onPage, TEXT_FALLBACK);
  const page = (appearance: 'light' | 'dark') => [
    `--ion-background-color: ${background[appearance]};`,
    `--ion-background-color-rgb: ${rgbTriplet(background[appearance])};`,
    `--ion-text-color: ${text[appearance]};`,
    `--ion-text-color-rgb: ${rgbTriplet(text[appearance])};`,
  ];
  const block = (selector: string, appearance: 'light' | 'dark') =>
    `${selector} {\n${[...colors.flatMap((c) => [...colorVariables(c, appearance), '']), ...page(appearance)].map((l) => (l ? `  ${l}` : '')).join('\n')}\n}`;
  const none = (c: LibraryColor) => `(not in the theme: ${c.light} / ${c.dark})`;
  const rows = [
    ...colors.flatMap((c): [string, string][] =>
      c.color.role === null && c.custom === false && (c.key === 'success' || c.key === 'warning')
        ? [[`--ion-color-${c.key}`, "(Ionic's own)"]]
        : [[`--ion-color-${c.key}`, sourceOf(c.color, none(c.color))], [`--ion-color-${c.key}-contrast`, sourceOf(c.contrast, none(c.contrast))]],
    ),
    ['--ion-background-color', sourceOf(background, none(background))] as [string, string],
    ['--ion-text-color', sourceOf(text, none(text))] as [string, string],
  ];
  const custom = colors.filter((c) => c.custom);
  const content = [
    `/* ${madeWith(theme)}.`,
    ' * Ionic: load it after Ionic\'s core CSS (src/theme/variables.css). Light on :root; dark on :root.ion-palette-dark',
    ' * (add the class to <html>, or when the visitor prefers dark). Shade is the colour with 12 % black, tint with 10 %',
    ' * white, as Ionic\'s colour generator mixes them. Which role of the theme each Ionic colour holds (light and dark alike):',
    ...mappingLines(rows).map((line) => ` *   ${line}`),
    ' */',
    block(':root', 'light'),
    '',
    block(':root.ion-palette-dark', 'dark'),
    '',
    ...custom.map(
      (c) =>
        `.ion-color-${c.key} {\n${CLASS_VARIABLES.map(([own, suffix]) => `  --ion-color-${own}: var(--ion-color-${c.key}${suffix});`).join('\n')}\n}\n`,
    ),
  ].join('\n');
  return [{ path: 'ionic-variables.css', content, mime: 'text/css' }];
}
