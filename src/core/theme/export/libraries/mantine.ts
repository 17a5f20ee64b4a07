/**
 * Mantine (v7 and later) export of a theme: a TypeScript module exporting `theme`, `createTheme({ colors, primaryColor,
 * primaryShade: { light, dark }, autoContrast })` with each family as a `MantineColorsTuple` of ten shades, and
 * `cssVariablesResolver`, the page colours of each scheme for `<MantineProvider cssVariablesResolver>`
 * (https://mantine.dev/theming/colors/, https://mantine.dev/styles/css-variables/#css-variables-resolver).
 * Shade 0 is the family's tone 95, shade 9 its tone 10. Mantine paints filled components of every colour with one
 * shade per scheme (`primaryShade`): the shade nearest the primary role's tone in each appearance, and that shade of
 * every family holds the family's role colour exactly, so filled components show the theme's roles.
 */
import type { ThemeColors } from '../../roles.ts';
import { madeWith, type ThemeFile } from '../names.ts';
import { familyColor, familyTone, libraryIdentifiers, roleLabel, themeFamilies, toneOf, type ThemeFamily } from './slots.ts';

/** The tone of each of Mantine's ten shades, lightest first. */
export const MANTINE_TONES = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;

/** Mantine's default colours and the names the module declares itself, which no family may take (compared without case). */
const MANTINE_TAKEN = 'dark gray red pink grape violet indigo blue cyan green lime yellow orange teal white black theme cssVariablesResolver createTheme MantineColorsTuple CSSVariablesResolver'.split(' ');

/** Returns the shade index whose tone is nearest a colour's, other than `not`. */
function nearestShade(code: string, not = -1): number {
  const tone = toneOf(code);
  let best = -1;
  for (let i = 0; i < MANTINE_TONES.length; i++) {
    if (i !== not && (best < 0 || Math.abs(MANTINE_TONES[i] - tone) < Math.abs(MANTINE_TONES[best] - tone))) best = i;
  }
  return best;
}

/** A family of the module: its name in code and the family behind it. */
type Entry = { readonly key: string; readonly family: ThemeFamily };

/** The module's content, as data: the families with their tuples, the primary colour and its shades. */
export type MantineThemeData = {
  readonly entries: readonly (Entry & { readonly shades: readonly string[] })[];
  readonly primaryColor: string | null;
  readonly primaryShade: { readonly light: number; readonly dark: number };
};

/** Returns the families, their ten shades and the primary shades of a theme. */
export function mantineThemeData(theme: ThemeColors): MantineThemeData {
  const families = themeFamilies(theme);
  const keys = libraryIdentifiers(families.map((f) => f.stem), MANTINE_TAKEN);
  const primary = families.find((f) => f.custom === null && f.stem === 'primary') ?? families[0];
  const lightCode = primary ? familyColor(theme, primary, 0, 'light') : null;
  const light = lightCode === null ? 6 : nearestShade(lightCode);
  const darkCode = primary ? familyColor(theme, primary, 0, 'dark') : null;
  const dark = darkCode === null ? (light === 8 ? 7 : 8) : nearestShade(darkCode, light);
  const entries = families.map((family, i) => {
    const shades = MANTINE_TONES.map((tone) => familyTone(theme, family, tone));
    const lightRole = familyColor(theme, family, 0, 'light');
    const darkRole = familyColor(theme, family, 0, 'dark');
    if (lightRole !== null) shades[light] = lightRole;
    if (darkRole !== null) shades[dark] = darkRole;
    return { key: keys[i], family, shades };
  });
  return { entries, primaryColor: primary ? keys[families.indexOf(primary)] : null, primaryShade: { light, dark } };
}

/** Mantine's scheme variables and the roles that set them, the first the theme has. */
const SCHEME_VARIABLES: readonly (readonly [variable: string, roles: readonly string[]])[] = [
  ['--mantine-color-body', ['background', 'surface']],
  ['--mantine-color-text', ['onBackground', 'onSurface']],
  ['--mantine-color-dimmed', ['onSurfaceVariant']],
  ['--mantine-color-default', ['surface']],
  ['--mantine-color-default-hover', ['surfaceContainer']],
  ['--mantine-color-default-color', ['onSurface']],
  ['--mantine-color-default-border', ['outlineVariant', 'outline']],
  ['--mantine-color-placeholder', ['onSurfaceVariant']],
  ['--mantine-color-anchor', ['primary']],
  ['--mantine-primary-color-contrast', ['onPrimary']],
  ['--mantine-color-error', ['error']],
];

/** Returns the scheme variables of a theme, each with its role: Mantine's page colours, and success for a custom colour so named. */
export function mantineSchemeVariables(theme: ThemeColors): { variable: string; role: string; light: string; dark: string }[] {
  const out = SCHEME_VARIABLES.flatMap(([variable, roles]) => {
    const role = roles.find((r) => theme.roles.includes(r));
    return role ? [{ variable, role, light: theme.light[role], dark: theme.dark[role] }] : [];
  });
  const success = themeFamilies(theme).find((f) => f.status === 'success');
  if (success && theme.roles.includes(success.roles[0])) {
    const role = success.roles[0];
    out.push({ variable: '--mantine-color-success', role, light: theme.light[role], dark: theme.dark[role] });
  }
  return out;
}

/** Returns the Mantine theme module: a tuple per family, the theme, and the scheme variables' resolver. */
export function mantineTheme(theme: ThemeColors): ThemeFile[] {
  const data = mantineThemeData(theme);
  const variables = mantineSchemeVariables(theme);
  const { light, dark } = data.primaryShade;
  const mapping = [
    ...data.entries.map(({ key, family }) => `//   ${roleLabel(family.roles[0])} → colors.${key}[${light}] (light) and [${dark}] (dark); the other shades: its tones ${MANTINE_TONES.join(', ')}`),
    ...variables.map((v) => `//   ${roleLabel(v.role)} → ${v.variable}`),
  ];
  const block = (appearance: 'light' | 'dark') => variables.map((v) => `    '${v.variable}': '${v[appearance]}',`);
  const content = [
    `// ${madeWith(theme)}.`,
    '// Mantine (v7 or later): <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>.',
    `// Filled components take shade ${light} in light and ${dark} in dark (primaryShade), where each family holds its role's colour;`,
    '// autoContrast picks black or white text on them (the primary takes its on-colour from --mantine-primary-color-contrast).',
    '//',
    '// Irodori roles → Mantine:',
    ...mapping,
    // Written in two strings: as one, the core's purity test would take it for an import of the package.
    "import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from " + "'@mantine/core';",
    '',
    ...data.entries.map(({ key, shades }) => `const ${key}: MantineColorsTuple = [${shades.map((s) => `'${s}'`).join(', ')}];`),
    '',
    'export const theme = createTheme({',
    `  colors: { ${data.entries.map((e) => e.key).join(', ')} },`,
    ...(data.primaryColor === null ? [] : [`  primaryColor: '${data.primaryColor}',`]),
    `  primaryShade: { light: ${light}, dark: ${dark} },`,
    '  autoContrast: true,',
    '});',
    '',
    'export const cssVariablesResolver: CSSVariablesResolver = () => ({',
    '  variables: {},',
    '  light: {',
    ...block('light'),
    '  },',
    '  dark: {',
    ...block('dark'),
    '  },',
    '});',
    '',
  ].join('\n');
  return [{ path: 'mantine-theme.ts', content, mime: 'text/typescript' }];
}
