/**
 * Jetpack Compose export of a theme, in the shape of Material Theme Builder's Compose export: `Color.kt` holds every
 * role as `<role>Light` and `<role>Dark` (and the tonal palettes as `palette<Palette><tone>`), `Theme.kt` builds
 * `lightColorScheme(…)` and `darkColorScheme(…)` from them, the extended colours as an `ExtendedColorScheme` of
 * `ColorFamily`s, and a `<Name>Theme` composable that picks the scheme by `isSystemInDarkTheme()` and provides the
 * extended colours through `LocalExtendedColors`. Roles `lightColorScheme` has no parameter for (shadow, the fixed
 * accents) are in Color.kt only. Parameters: androidx.compose.material3 `lightColorScheme`.
 */
import { MATERIAL_ROLES, type ThemeColors } from '../roles.ts';
import { codeName, extendedNames, extendedRoles, madeWith, pascal, themeNames, toneKey, typeName, type ThemeFile } from './names.ts';
import { platformRole } from './platformRoles.ts';

/**
 * The parameters of Compose Material 3's `lightColorScheme` / `darkColorScheme`, in Material Theme Builder's order:
 * every Material role but the shadow and the fixed accents.
 */
export const COMPOSE_SCHEME_ROLES: readonly string[] = MATERIAL_ROLES.filter((role) => role !== 'shadow' && !role.includes('Fixed'));

const PACKAGE = 'package com.example.compose';

/** Returns a Kotlin colour literal ('#415f91' → 'Color(0xFF415F91)'). */
export const kotlinColor = (code: string): string => `Color(0xFF${code.slice(1, 7).toUpperCase()})`;

/** Returns Color.kt: every role in light and dark, then the tonal palettes. */
function colorKt(theme: ThemeColors): string {
  const names = themeNames(theme);
  const roles = (appearance: 'light' | 'dark', suffix: string) =>
    theme.roles.map((role) => `val ${codeName(names.role(role))}${suffix} = ${kotlinColor(theme[appearance][role])}`);
  const palettes = theme.palettes.flatMap((p) =>
    p.tones.map(({ tone, hex }) => `val palette${pascal(names.palette(p.name))}${toneKey(tone, '_')} = ${kotlinColor(hex)}`),
  );
  return [
    PACKAGE,
    '',
    'import androidx.compose.ui.graphics.Color',
    '',
    `// ${madeWith(theme)}. Every role in the light (…Light) and dark (…Dark) appearance; Theme.kt makes the schemes.`,
    '',
    ...roles('light', 'Light'),
    '',
    ...roles('dark', 'Dark'),
    ...(palettes.length > 0 ? ['', '// Tonal palettes (the same in both appearances)', ...palettes] : []),
    '',
  ].join('\n');
}

/** Returns Theme.kt: the two schemes, the extended colours and the theme composable. */
function themeKt(theme: ThemeColors): string {
  const names = themeNames(theme);
  const id = (role: string) => codeName(names.role(role));
  const scheme = (builder: string, suffix: string) => {
    const args = COMPOSE_SCHEME_ROLES.flatMap((param) => {
      const source = platformRole(theme, param);
      if (source === null) return [];
      return [`    ${param} = ${id(source)}${suffix},${source === param ? '' : ` // ${param}: not in this theme, ${source} stands in`}`];
    });
    return `private val ${suffix.toLowerCase()}Scheme = ${builder}(\n${args.join('\n')}\n)`;
  };
  const hasExtended = theme.extended.length > 0;
  // An extended colour is named in code by its colour role: 'error' beside the error role is customError.
  const member = (name: string) => id(extendedRoles(name, extendedNames(theme))[0]);
  const family = (name: string, suffix: string) => {
    const [color, on, container, onContainer] = extendedRoles(name, extendedNames(theme)).map((role) => `${id(role)}${suffix}`);
    return `    ${member(name)} = ColorFamily(${color}, ${on}, ${container}, ${onContainer}),`;
  };
  const extended = hasExtended
    ? [
        '',
        '@Immutable',
        'data class ColorFamily(',
        '    val color: Color,',
        '    val onColor: Color,',
        '    val colorContainer: Color,',
        '    val onColorContainer: Color,',
        ')',
        '',
        '@Immutable',
        'data class ExtendedColorScheme(',
        ...theme.extended.map((x) => `    val ${member(x.name)}: ColorFamily,`),
        ')',
        '',
        'val extendedLight = ExtendedColorScheme(',
        ...theme.extended.map((x) => family(x.name, 'Light')),
        ')',
        '',
        'val extendedDark = ExtendedColorScheme(',
        ...theme.extended.map((x) => family(x.name, 'Dark')),
        ')',
        '',
        '/** The extended colours of the current appearance: `LocalExtendedColors.current.<name>.color`. */',
        'val LocalExtendedColors = staticCompositionLocalOf { extendedLight }',
      ]
    : [];
  const name = typeName(theme.name, 'App').replace(/Theme$/, '');
  const imports = [
    'android.os.Build',
    'androidx.compose.foundation.isSystemInDarkTheme',
    'androidx.compose.material3.MaterialTheme',
    'androidx.compose.material3.darkColorScheme',
    'androidx.compose.material3.dynamicDarkColorScheme',
    'androidx.compose.material3.dynamicLightColorScheme',
    'androidx.compose.material3.lightColorScheme',
    'androidx.compose.runtime.Composable',
    ...(hasExtended
      ? ['androidx.compose.runtime.CompositionLocalProvider', 'androidx.compose.runtime.Immutable', 'androidx.compose.runtime.staticCompositionLocalOf', 'androidx.compose.ui.graphics.Color']
      : []),
    'androidx.compose.ui.platform.LocalContext',
  ];
  const material = 'MaterialTheme(colorScheme = colorScheme, content = content)';
  return [
    PACKAGE,
    '',
    ...imports.map((i) => `import ${i}`),
    '',
    `// ${madeWith(theme)}. Wrap the app in ${name}Theme { … }.`,
    '',
    scheme('lightColorScheme', 'Light'),
    '',
    scheme('darkColorScheme', 'Dark'),
    ...extended,
    '',
    '@Composable',
    `fun ${name}Theme(`,
    '    darkTheme: Boolean = isSystemInDarkTheme(),',
    "    // Dynamic colour (Android 12+) would replace the theme's colours with the wallpaper's.",
    '    dynamicColor: Boolean = false,',
    '    content: @Composable () -> Unit,',
    ') {',
    '    val colorScheme = when {',
    '        dynamicColor && Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> {',
    '            val context = LocalContext.current',
    '            if (darkTheme) dynamicDarkColorScheme(context) else dynamicLightColorScheme(context)',
    '        }',
    '        darkTheme -> darkScheme',
    '        else -> lightScheme',
    '    }',
    ...(hasExtended
      ? ['    CompositionLocalProvider(LocalExtendedColors provides if (darkTheme) extendedDark else extendedLight) {', `        ${material}`, '    }']
      : [`    ${material}`]),
    '}',
    '',
  ].join('\n');
}

/** Returns the Compose files: Color.kt and Theme.kt. */
export function composeTheme(theme: ThemeColors): ThemeFile[] {
  return [
    { path: 'Color.kt', content: colorKt(theme), mime: 'text/x-kotlin' },
    { path: 'Theme.kt', content: themeKt(theme), mime: 'text/x-kotlin' },
  ];
}
