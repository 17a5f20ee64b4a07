/**
 * Radix Themes export of a theme: each tonal palette (and each custom colour, on the tones of its own colour) as a
 * Radix custom colour in the form Radix's custom palette tool writes (https://www.radix-ui.com/colors/custom): for the
 * light appearance (`:root, .light, .light-theme`) and the dark one (`.dark, .dark-theme`), the solid steps
 * `--<name>-1`…`-12`, the alpha steps `--<name>-a1`…`-a12`, `--<name>-contrast`, `-surface`, `-indicator` and `-track`;
 * the page background as `--color-background`; and `.radix-themes` mapping Radix's `--accent-*` to the primary palette and
 * `--gray-*` to the neutral one.
 *
 * Steps are palette tones (CIELAB lightness, as Material's): light 1–8 the pale backgrounds, borders and states Radix
 * puts there (tones 98, a Material page's, down to 67), 9 the solid: the role of the palette's name where the theme has
 * one (primary, error, a custom colour), else tone 40 (Material's primary); 10 its hover 5 tones darker, 11 and 12 the
 * text tones; dark the same roles at the dark page's tones, the solid the dark role or tone 80. A tone the
 * palette lacks is made from its colour at that lightness (slots.ts `familyTone`). Alpha steps are the solid steps laid
 * over the theme's page background (alphaScale.ts, exact per channel; Radix's generator does the same over its
 * background). Contrast is white where it reads at 4.5:1 on step 9, else the palette's tone 10; the surface is step 2 at
 * 80 % (light) or 50 % (dark), indicator and track step 9, as Radix's own scales have them.
 */
import { contrastRatio } from '../../../contrast/wcag.ts';
import { alphaStep } from '../../../scale/alphaScale.ts';
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { customLabel, familyTone, roleLabel, themeFamilies, toneOf, type ThemeFamily } from './slots.ts';
import { fromRoles, libraryKeys, mappingLines, PAGE_FALLBACK, SURFACE_CHAINS } from './cssLibrary.ts';

/** The palette tone of each step, 1–12, in the light and in the dark appearance. */
export const RADIX_STEP_TONES = {
  light: [98, 96, 93, 90, 86, 81, 75, 67, 40, 35, 30, 15],
  dark: [6, 9, 13, 17, 21, 26, 32, 40, 80, 85, 75, 92],
} as const;

/** Radix's own colour names and the Themes variables' stems, which a custom colour's name must not take. */
const RADIX_NAMES = [
  ...'gray mauve slate sage olive sand tomato red ruby crimson pink plum purple violet iris indigo blue cyan teal jade green grass bronze gold brown orange amber yellow lime mint sky black white'.split(' '),
  ...'accent color focus space radius font shadow cursor scaling'.split(' '),
];

/** A Radix custom colour: its name, the family whose tones make it, and what it was in the theme. */
type RadixColor = { readonly key: string; readonly family: ThemeFamily; readonly source: string };

/** Returns the custom colours: each tonal palette, then each custom colour of the theme. */
function radixColors(theme: ThemeColors): RadixColor[] {
  const fromPalettes = theme.palettes.map((palette): Omit<RadixColor, 'key'> => ({
    family: { stem: palette.name, roles: [palette.name, '', '', ''], palette, custom: null, status: null },
    source: `the ${roleLabel(palette.name)} tonal palette`,
  }));
  const custom = themeFamilies(theme)
    .filter((f) => f.custom !== null)
    .map((family): Omit<RadixColor, 'key'> => ({ family, source: customLabel(family) }));
  const all = [...fromPalettes, ...custom];
  const keys = libraryKeys(all.map((c) => c.family.custom ?? c.family.stem), RADIX_NAMES, (key) => [key]);
  return all.map((c, i) => ({ ...c, key: keys[i] }));
}

/** Returns the declarations of one colour in one appearance, over the page background `page`. */
function colorDeclarations(theme: ThemeColors, color: RadixColor, appearance: 'light' | 'dark', page: string): string[] {
  const steps = RADIX_STEP_TONES[appearance].map((tone) => familyTone(theme, color.family, tone));
  // The solid is the role itself where the palette is a role's (an edited primary stays edited), its hover 5 tones on.
  const role = color.family.roles[0];
  if (theme.roles.includes(role)) {
    steps[8] = theme[appearance][role].toLowerCase();
    steps[9] = familyTone(theme, color.family, Math.max(0, Math.min(100, Math.round(toneOf(steps[8])) + (appearance === 'light' ? -5 : 5))));
  }
  const solid = steps[8];
  const dark = familyTone(theme, color.family, 10);
  const contrast = contrastRatio('#ffffff', solid) >= 4.5 ? '#ffffff' : contrastRatio(dark, solid) >= 4.5 ? dark : '#000000';
  const surface = `${steps[1]}${appearance === 'light' ? 'cc' : '80'}`;
  return [
    ...steps.map((hex, i) => `--${color.key}-${i + 1}: ${hex};`),
    '',
    ...steps.map((hex, i) => `--${color.key}-a${i + 1}: ${alphaStep(`a${i + 1}`, hex, page).hex};`),
    '',
    `--${color.key}-contrast: ${contrast};`,
    `--${color.key}-surface: ${surface};`,
    `--${color.key}-indicator: ${solid};`,
    `--${color.key}-track: ${solid};`,
  ];
}

/** The variables of a Radix colour that `.radix-themes` maps `--accent-*` and `--gray-*` onto. */
const MAPPED = [...Array.from({ length: 12 }, (_, i) => `${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `a${i + 1}`), 'contrast', 'surface', 'indicator', 'track'];

/** Returns the Radix Themes custom colours of a theme, light and dark, with the accent and gray mapped. */
export function radixTheme(theme: ThemeColors): ThemeFile[] {
  const colors = radixColors(theme);
  const page = fromRoles(theme, SURFACE_CHAINS.page, PAGE_FALLBACK);
  const accent = colors.find((c) => c.family.stem === 'primary' && c.family.custom === null) ?? colors.find((c) => c.family.custom !== null) ?? null;
  const gray = colors.find((c) => c.family.stem === 'neutral' && c.family.custom === null) ?? null;
  const indent = (lines: readonly string[]) => lines.map((l) => (l === '' ? '' : `  ${l}`)).join('\n');
  const block = (selector: string, appearance: 'light' | 'dark') =>
    colors.map((c) => `${selector} {\n${indent(colorDeclarations(theme, c, appearance, page[appearance]))}\n}`).join('\n\n');
  const mapping = (name: string, color: RadixColor | null) => (color === null ? [] : MAPPED.map((v) => `--${name}-${v}: var(--${color.key}-${v});`));
  const rows: [string, string][] = [
    ...colors.map((c): [string, string] => [`--${c.key}-*`, c.source]),
    ['--color-background', page.role === null ? `(not in the theme: ${page.light} / ${page.dark})` : roleLabel(page.role)],
    ...(accent ? [['--accent-*', `--${accent.key}-*`] as [string, string]] : []),
    ...(gray ? [['--gray-*', `--${gray.key}-*`] as [string, string]] : []),
  ];
  const content = [
    `/* ${madeWith(theme)}.`,
    ' * Radix Themes: load it after @radix-ui/themes/styles.css. Light on :root, .light and .light-theme, dark on .dark and',
    ' * .dark-theme (what <Theme appearance> sets); steps 1-12 from the tonal palettes, the a-steps the same colours laid',
    ' * over the page background. Which part of the theme each Radix colour comes from:',
    ...mappingLines(rows).map((line) => ` * ${line}`),
    ' */',
    colors.length > 0 ? block(':root, .light, .light-theme', 'light') : '',
    '',
    colors.length > 0 ? block('.dark, .dark-theme', 'dark') : '',
    '',
    `:root, .light, .light-theme, .radix-themes {\n  --color-background: ${page.light};\n}`,
    '',
    `.dark, .dark-theme, :is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme)) {\n  --color-background: ${page.dark};\n}`,
    '',
    ...(accent || gray ? [`.radix-themes {\n${indent([...mapping('accent', accent), ...mapping('gray', gray)])}\n}`, ''] : []),
  ].join('\n');
  return [{ path: 'radix-colors.css', content, mime: 'text/css' }];
}
