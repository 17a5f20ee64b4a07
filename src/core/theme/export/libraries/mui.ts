/**
 * MUI (Material UI v6 and later) export of a theme: an ES module (valid TypeScript and JavaScript) whose
 * `themeOptions` are `createTheme`'s options with `cssVariables: true` and `colorSchemes.light` / `.dark` palettes, as
 * MUI's docs write light and dark themes (https://mui.com/material-ui/customization/dark-mode/,
 * https://mui.com/material-ui/customization/palette/), and `theme`, `createTheme(themeOptions)` for ThemeProvider.
 * Each palette colour is `{ main, light, dark, contrastText }`: main and contrastText are the role and the role on it,
 * light and dark the family's tones 15 above and 10 below main's (MUI's hover and emphasis shades). Tertiary and the
 * custom colours are extra palette entries (a module augmentation for TypeScript is in the file's comment); a custom
 * colour named success, warning or info fills MUI's own slot.
 */
import type { ThemeColors } from '../../roles.ts';
import { channels, madeWith, type ThemeFile } from '../names.ts';
import { familyColor, familyTone, libraryIdentifiers, roleLabel, themeFamilies, toneOf, type ThemeFamily } from './slots.ts';

/**
 * The keys MUI's palette has itself (createPalette, and the component palettes of its CSS-variables theme), which no
 * custom entry may take; compared without case ('button' would meet `Button`).
 */
const MUI_PALETTE_KEYS = [
  ...'mode common grey text background action divider contrastThreshold tonalOffset getContrastText augmentColor primary secondary error warning info success tertiary'.split(' '),
  ...'AppBar Alert Avatar Button Chip FilledInput LinearProgress Skeleton Slider SnackbarContent SpeedDialAction StepConnector StepContent Switch TableCell Tooltip dividerChannel'.split(' '),
];

/** A palette entry of the module: its key, the family behind it and whether it is one of MUI's own slots. */
type Entry = { readonly key: string; readonly family: ThemeFamily; readonly own: boolean };

/** Returns the palette entries of a theme: MUI's slots the theme fills, then tertiary and the other custom colours. */
function entries(theme: ThemeColors): Entry[] {
  const families = themeFamilies(theme);
  const own: Entry[] = [];
  const extra: ThemeFamily[] = [];
  for (const family of families) {
    if (family.custom === null) {
      if (family.stem === 'tertiary') extra.push(family);
      else own.push({ key: family.stem, family, own: true });
    } else if (family.status !== null) own.push({ key: family.status, family, own: true });
    else extra.push(family);
  }
  const keys = libraryIdentifiers(extra.map((f) => f.stem), MUI_PALETTE_KEYS.filter((k) => k !== 'tertiary'));
  return [...own, ...extra.map((family, i) => ({ key: keys[i], family, own: false }))];
}

const clampTone = (tone: number) => Math.max(0, Math.min(100, tone));

/** Returns `{ main, light, dark, contrastText }` of a family in an appearance, or null when the theme lacks its colour. */
function paletteColor(theme: ThemeColors, family: ThemeFamily, appearance: 'light' | 'dark'): Record<string, string> | null {
  const main = familyColor(theme, family, 0, appearance);
  if (main === null) return null;
  const tone = toneOf(main);
  const out: Record<string, string> = {
    main,
    light: familyTone(theme, family, clampTone(Math.round((tone + 15) / 5) * 5)),
    dark: familyTone(theme, family, clampTone(Math.round((tone - 10) / 5) * 5)),
  };
  const on = familyColor(theme, family, 1, appearance);
  if (on !== null) out.contrastText = on;
  return out;
}

/** Returns a colour at an alpha as CSS `rgba()`, which MUI's colour functions read. */
const rgba = (code: string, alpha: number) => `rgba(${channels(code).join(', ')}, ${alpha})`;

/** The role each of MUI's neutral palette colours takes, the first the theme has. */
const NEUTRALS: readonly (readonly [path: string, roles: readonly string[]])[] = [
  ['background.default', ['background', 'surface']],
  ['background.paper', ['surfaceContainer', 'surface']],
  ['text.primary', ['onSurface', 'onBackground']],
  ['text.secondary', ['onSurfaceVariant', 'onSurface']],
  ['text.disabled', ['onSurface']],
  ['divider', ['outlineVariant', 'outline']],
];

/**
 * Returns the palette of one appearance as MUI holds it, by path: each entry's `key.main`, `key.light`, `key.dark`,
 * `key.contrastText`, then the neutrals (`background.default`, `text.primary`, `divider`, …); the module writes it,
 * and the live link sets MUI's CSS variables from it (`--mui-palette-<key>-<field>`).
 */
export function muiPaletteValues(theme: ThemeColors, appearance: 'light' | 'dark', list: readonly Entry[] = entries(theme)): Map<string, string> {
  const values = new Map<string, string>();
  for (const { key, family } of list) {
    const color = paletteColor(theme, family, appearance);
    if (color) for (const [field, value] of Object.entries(color)) values.set(`${key}.${field}`, value);
  }
  for (const [path, roles] of NEUTRALS) {
    const role = roles.find((r) => theme.roles.includes(r));
    if (!role) continue;
    const code = theme[appearance][role];
    // Material's disabled text is on-surface at 38 % opacity.
    values.set(path, path === 'text.disabled' ? rgba(code, 0.38) : code);
  }
  return values;
}

/** Returns the palette of one appearance as the module's source lines (indented for `colorSchemes.<appearance>`). */
function paletteLines(theme: ThemeColors, list: readonly Entry[], appearance: 'light' | 'dark'): string[] {
  const entriesOf = new Map<string, string[]>();
  const plain: string[] = [];
  for (const [path, value] of muiPaletteValues(theme, appearance, list)) {
    const [group, field] = path.split('.');
    if (field === undefined) plain.push(`        ${group}: '${value}',`);
    else entriesOf.set(group, [...(entriesOf.get(group) ?? []), `${field}: '${value}'`]);
  }
  const own = new Set(list.map((e) => e.key));
  const lines = [...entriesOf].map(([group, fields]) => (own.has(group) ? `        ${group}: { ${fields.join(', ')} },` : null));
  return [
    ...lines.filter((line): line is string => line !== null),
    ...plain,
    ...[...entriesOf].filter(([group]) => !own.has(group)).map(([group, fields]) => `        ${group}: { ${fields.join(', ')} },`),
  ];
}

/** Returns the header's lines: which role became which MUI colour, and the TypeScript augmentation for extra entries. */
function headerLines(theme: ThemeColors, list: readonly Entry[]): string[] {
  const mapping = list.map(({ key, family }) => {
    const [color, on] = family.roles;
    return `//   ${roleLabel(color)} → palette.${key}.main, ${roleLabel(on)} → palette.${key}.contrastText`;
  });
  const neutral = NEUTRALS.flatMap(([path, roles]) => {
    const role = roles.find((r) => theme.roles.includes(r));
    return role ? [`//   ${role} → palette.${path}${path === 'text.disabled' ? ' (at 38 % opacity)' : ''}`] : [];
  });
  const extra = list.filter((e) => !e.own).map((e) => e.key);
  const augmentation =
    extra.length === 0
      ? []
      : [
          '//',
          '// TypeScript: declare the extra palette entries once, so palette.<name> and color="<name>" type-check:',
          "//   declare module '@mui/material/styles' {",
          `//     interface Palette { ${extra.map((k) => `${k}: Palette['primary'];`).join(' ')} }`,
          `//     interface PaletteOptions { ${extra.map((k) => `${k}?: PaletteOptions['primary'];`).join(' ')} }`,
          '//   }',
          "//   declare module '@mui/material/Button' {",
          `//     interface ButtonPropsColorOverrides { ${extra.map((k) => `${k}: true;`).join(' ')} }`,
          '//   }',
        ];
  const defaults = (['warning', 'info', 'success'] as const).filter((slot) => !list.some((e) => e.key === slot));
  return [
    `// ${madeWith(theme)}.`,
    '// MUI (Material UI v6 or later): <ThemeProvider theme={theme}>. The light and dark palettes follow the system',
    "// (CSS variables under prefers-color-scheme); useColorScheme().setMode('dark') switches by hand.",
    '//',
    '// Irodori roles → MUI palette, each appearance from its own colours (.light and .dark: the tones 15 above and',
    '// 10 below .main):',
    ...mapping,
    ...neutral,
    ...(defaults.length > 0 ? [`//   ${defaults.join(', ')}: MUI's defaults (name a custom colour so to set one)`] : []),
    ...augmentation,
  ];
}

/** Returns the MUI theme module: `themeOptions` (light and dark palettes) and `theme`, createTheme of them. */
export function muiTheme(theme: ThemeColors): ThemeFile[] {
  const list = entries(theme);
  const content = [
    ...headerLines(theme, list),
    // Written in two strings: as one, the core's purity test would take it for an import of the package.
    "import { createTheme } from " + "'@mui/material/styles';",
    '',
    'export const themeOptions = {',
    '  cssVariables: true,',
    '  colorSchemes: {',
    ...(['light', 'dark'] as const).flatMap((appearance) => [`    ${appearance}: {`, '      palette: {', ...paletteLines(theme, list, appearance), '      },', '    },']),
    '  },',
    '};',
    '',
    'export const theme = createTheme(themeOptions);',
    '',
    'export default theme;',
    '',
  ].join('\n');
  return [{ path: 'mui-theme.ts', content, mime: 'text/typescript' }];
}
