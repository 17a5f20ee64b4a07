/**
 * Android (views) export of a theme: `values/colors.xml` with the light colours and `values-night/colors.xml` with
 * the dark ones under the same names (`md_theme_on_primary`), so `@color/md_theme_…` follows the night mode; the
 * tonal palettes (`md_ref_palette_primary_40`) in `values/` only, being the same in both; and `values/themes.xml`, a
 * Material 3 DayNight theme that sets each colour attribute (`colorPrimary`, `colorOnPrimaryContainer`, …) from them.
 * Attributes: material-components-android docs/theming/Color.md and its Material 3 theme attributes.
 */
import type { ThemeColors } from '../roles.ts';
import { madeWith, snake, themeNames, toneKey, typeName, type ThemeFile } from './names.ts';
import { platformRole } from './platformRoles.ts';

/** Material Components for Android's theme attribute of each Material role that has one. */
export const ANDROID_ATTRIBUTES: Readonly<Record<string, string>> = {
  primary: 'colorPrimary',
  onPrimary: 'colorOnPrimary',
  primaryContainer: 'colorPrimaryContainer',
  onPrimaryContainer: 'colorOnPrimaryContainer',
  inversePrimary: 'colorPrimaryInverse',
  primaryFixed: 'colorPrimaryFixed',
  primaryFixedDim: 'colorPrimaryFixedDim',
  onPrimaryFixed: 'colorOnPrimaryFixed',
  onPrimaryFixedVariant: 'colorOnPrimaryFixedVariant',
  secondary: 'colorSecondary',
  onSecondary: 'colorOnSecondary',
  secondaryContainer: 'colorSecondaryContainer',
  onSecondaryContainer: 'colorOnSecondaryContainer',
  secondaryFixed: 'colorSecondaryFixed',
  secondaryFixedDim: 'colorSecondaryFixedDim',
  onSecondaryFixed: 'colorOnSecondaryFixed',
  onSecondaryFixedVariant: 'colorOnSecondaryFixedVariant',
  tertiary: 'colorTertiary',
  onTertiary: 'colorOnTertiary',
  tertiaryContainer: 'colorTertiaryContainer',
  onTertiaryContainer: 'colorOnTertiaryContainer',
  tertiaryFixed: 'colorTertiaryFixed',
  tertiaryFixedDim: 'colorTertiaryFixedDim',
  onTertiaryFixed: 'colorOnTertiaryFixed',
  onTertiaryFixedVariant: 'colorOnTertiaryFixedVariant',
  background: 'android:colorBackground',
  onBackground: 'colorOnBackground',
  surface: 'colorSurface',
  onSurface: 'colorOnSurface',
  surfaceVariant: 'colorSurfaceVariant',
  onSurfaceVariant: 'colorOnSurfaceVariant',
  inverseSurface: 'colorSurfaceInverse',
  inverseOnSurface: 'colorOnSurfaceInverse',
  surfaceBright: 'colorSurfaceBright',
  surfaceDim: 'colorSurfaceDim',
  surfaceContainerLowest: 'colorSurfaceContainerLowest',
  surfaceContainerLow: 'colorSurfaceContainerLow',
  surfaceContainer: 'colorSurfaceContainer',
  surfaceContainerHigh: 'colorSurfaceContainerHigh',
  surfaceContainerHighest: 'colorSurfaceContainerHighest',
  outline: 'colorOutline',
  outlineVariant: 'colorOutlineVariant',
  error: 'colorError',
  onError: 'colorOnError',
  errorContainer: 'colorErrorContainer',
  onErrorContainer: 'colorOnErrorContainer',
};

const XML_HEADER = '<?xml version="1.0" encoding="utf-8"?>';

/** Returns the colour resource name of a role ('onPrimary' → 'md_theme_on_primary'). */
export const androidColorName = (words: readonly string[]): string => `md_theme_${snake(words)}`;

/** Returns one appearance's colors.xml; the light one also holds the palettes. */
function colorsXml(theme: ThemeColors, appearance: 'light' | 'dark'): string {
  const names = themeNames(theme);
  const color = (name: string, code: string) => `    <color name="${name}">#${code.slice(1, 7).toUpperCase()}</color>`;
  const roles = theme.roles.map((role) => color(androidColorName(names.role(role)), theme[appearance][role]));
  const palettes = theme.palettes.flatMap((p) => p.tones.map(({ tone, hex }) => color(`md_ref_palette_${snake(names.palette(p.name))}_${toneKey(tone, '_')}`, hex)));
  const note =
    appearance === 'light'
      ? 'light appearance (values-night/colors.xml has the dark one under the same names)'
      : 'dark appearance (night mode); the tonal palettes are in values/colors.xml';
  const body = appearance === 'light' && palettes.length > 0 ? [...roles, '', '    <!-- Tonal palettes -->', ...palettes] : roles;
  return `${XML_HEADER}\n<!-- ${madeWith(theme)}: ${note}. -->\n<resources>\n${body.join('\n')}\n</resources>\n`;
}

/** Returns themes.xml: a DayNight Material 3 theme whose colour attributes point at the colour resources. */
function themesXml(theme: ThemeColors): string {
  const names = themeNames(theme);
  const items = Object.entries(ANDROID_ATTRIBUTES).flatMap(([role, attribute]) => {
    const source = platformRole(theme, role);
    if (source === null) return [];
    const note = source === role ? '' : ` <!-- ${role}: not in this theme, ${source} stands in -->`;
    return [`        <item name="${attribute}">@color/${androidColorName(names.role(source))}</item>${note}`];
  });
  return (
    `${XML_HEADER}\n<!-- ${madeWith(theme)}, as a Material 3 theme: android:theme="@style/Theme.${typeName(theme.name, 'App')}". -->\n` +
    `<resources>\n    <style name="Theme.${typeName(theme.name, 'App')}" parent="Theme.Material3.DayNight.NoActionBar">\n${items.join('\n')}\n    </style>\n</resources>\n`
  );
}

/** Returns the Android files: values/colors.xml, values-night/colors.xml and values/themes.xml. */
export function androidResources(theme: ThemeColors): ThemeFile[] {
  return [
    { path: 'values/colors.xml', content: colorsXml(theme, 'light'), mime: 'application/xml' },
    { path: 'values-night/colors.xml', content: colorsXml(theme, 'dark'), mime: 'application/xml' },
    { path: 'values/themes.xml', content: themesXml(theme), mime: 'application/xml' },
  ];
}
