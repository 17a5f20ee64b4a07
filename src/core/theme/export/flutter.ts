/**
 * Flutter export of a theme, in the shape of Material Theme Builder's Flutter export (`theme.dart`): a `MaterialTheme`
 * class whose `lightScheme()` and `darkScheme()` return `ColorScheme(brightness: …, primary: Color(0xff…), …)`,
 * `light()` and `dark()` the `ThemeData` of each, the extended colours as `ExtendedColor`s with a `ColorFamily` per
 * appearance, and the tonal palettes as constants. Roles ColorScheme no longer takes (`background`, `onBackground`,
 * `surfaceVariant`, deprecated since Flutter 3.18) are constants too; `background` becomes the scaffold's colour.
 * Parameters: https://api.flutter.dev/flutter/material/ColorScheme/ColorScheme.html
 */
import type { ThemeColors } from '../roles.ts';
import { baseRoles, codeName, extendedNames, extendedRoles, hexDigits, madeWith, pascal, themeNames, toneKey, type ThemeFile } from './names.ts';

/** ColorScheme's parameter for each role that has one (Flutter calls inverseOnSurface `onInverseSurface`). */
export const FLUTTER_SCHEME_PARAMETERS: Readonly<Record<string, string>> = Object.fromEntries([
  ...'primary surfaceTint onPrimary primaryContainer onPrimaryContainer secondary onSecondary secondaryContainer onSecondaryContainer tertiary onTertiary tertiaryContainer onTertiaryContainer error onError errorContainer onErrorContainer surface onSurface onSurfaceVariant outline outlineVariant shadow scrim inverseSurface inversePrimary primaryFixed onPrimaryFixed primaryFixedDim onPrimaryFixedVariant secondaryFixed onSecondaryFixed secondaryFixedDim onSecondaryFixedVariant tertiaryFixed onTertiaryFixed tertiaryFixedDim onTertiaryFixedVariant surfaceDim surfaceBright surfaceContainerLowest surfaceContainerLow surfaceContainer surfaceContainerHigh surfaceContainerHighest'
    .split(' ')
    .map((role) => [role, role]),
  ['inverseOnSurface', 'onInverseSurface'],
]);

/** The parameters ColorScheme's constructor requires. */
const REQUIRED = ['primary', 'onPrimary', 'secondary', 'onSecondary', 'error', 'onError', 'surface', 'onSurface'];

/** Returns a Dart colour literal ('#415f91' → 'Color(0xff415f91)'). */
export const dartColor = (code: string): string => `Color(0xff${hexDigits(code)})`;

/** Returns theme.dart. */
function themeDart(theme: ThemeColors): string {
  const names = themeNames(theme);
  const schemeRoles = baseRoles(theme).filter((role) => role in FLUTTER_SCHEME_PARAMETERS);
  const otherRoles = baseRoles(theme).filter((role) => !(role in FLUTTER_SCHEME_PARAMETERS));
  // With every required role, a const ColorScheme as Material Theme Builder writes it; without, the seed's scheme
  // (ColorScheme.fromSeed) with the theme's roles over it, so the file still compiles.
  const complete = REQUIRED.every((role) => schemeRoles.includes(role));
  const scheme = (appearance: 'light' | 'dark') => {
    const brightness = `Brightness.${appearance}`;
    const args = schemeRoles.map((role) => `      ${FLUTTER_SCHEME_PARAMETERS[role]}: ${dartColor(theme[appearance][role])},`);
    const open = complete
      ? `    return const ColorScheme(\n      brightness: ${brightness},`
      : `    return ColorScheme.fromSeed(seedColor: const ${dartColor(theme.seed)}, brightness: ${brightness}).copyWith(`;
    return [`  static ColorScheme ${appearance}Scheme() {`, open, ...args, '    );', '  }'].join('\n');
  };
  const scaffold = (appearance: 'light' | 'dark') => (otherRoles.includes('background') ? `${appearance}${pascal(names.role('background'))}` : 'null');
  const others = otherRoles.flatMap((role) =>
    (['light', 'dark'] as const).map((appearance) => `  static const ${appearance}${pascal(names.role(role))} = ${dartColor(theme[appearance][role])};`),
  );
  const family = (name: string, appearance: 'light' | 'dark') => {
    const [color, on, container, onContainer] = extendedRoles(name, extendedNames(theme)).map((role) => dartColor(theme[appearance][role]));
    return [
      `    ${appearance}: ColorFamily(`,
      `      color: ${color},`,
      `      onColor: ${on},`,
      `      colorContainer: ${container},`,
      `      onColorContainer: ${onContainer},`,
      '    ),',
    ];
  };
  // An extended colour is named in code by its colour role: 'error' beside the error role is customError.
  const member = (name: string) => names.role(extendedRoles(name, extendedNames(theme))[0]);
  const extended = theme.extended.flatMap((x) => [
    '',
    `  /// ${pascal(member(x.name))}`,
    `  static const ${codeName(member(x.name))} = ExtendedColor(`,
    `    seed: ${dartColor(x.hex)},`,
    `    harmonized: ${x.harmonized},`,
    ...family(x.name, 'light'),
    ...family(x.name, 'dark'),
    '  );',
  ]);
  const palettes = theme.palettes.flatMap((p) =>
    p.tones.map(({ tone, hex }) => `  static const palette${pascal(names.palette(p.name))}${toneKey(tone, '_')} = ${dartColor(hex)};`),
  );
  return [
    'import "package:flutter/material.dart";',
    '',
    `// ${madeWith(theme)}. MaterialApp(theme: MaterialTheme(textTheme).light(), darkTheme: MaterialTheme(textTheme).dark(), …)`,
    'class MaterialTheme {',
    '  final TextTheme textTheme;',
    '',
    '  const MaterialTheme(this.textTheme);',
    '',
    scheme('light'),
    '',
    `  ThemeData light() => theme(lightScheme(), ${scaffold('light')});`,
    '',
    scheme('dark'),
    '',
    `  ThemeData dark() => theme(darkScheme(), ${scaffold('dark')});`,
    '',
    '  ThemeData theme(ColorScheme colorScheme, Color? scaffoldBackground) => ThemeData(',
    '        useMaterial3: true,',
    '        brightness: colorScheme.brightness,',
    '        colorScheme: colorScheme,',
    '        textTheme: textTheme.apply(',
    '          bodyColor: colorScheme.onSurface,',
    '          displayColor: colorScheme.onSurface,',
    '        ),',
    '        scaffoldBackgroundColor: scaffoldBackground ?? colorScheme.surface,',
    '        canvasColor: colorScheme.surface,',
    '      );',
    ...(others.length > 0 ? ['', '  // Roles ColorScheme has no parameter for (in light and dark)', ...others] : []),
    ...extended,
    '',
    `  List<ExtendedColor> get extendedColors => [${theme.extended.map((x) => codeName(member(x.name))).join(', ')}];`,
    ...(palettes.length > 0 ? ['', '  // Tonal palettes (the same in both appearances)', ...palettes] : []),
    '}',
    '',
    'class ExtendedColor {',
    '  final Color seed;',
    '  final bool harmonized;',
    '  final ColorFamily light;',
    '  final ColorFamily dark;',
    '',
    '  const ExtendedColor({required this.seed, required this.harmonized, required this.light, required this.dark});',
    '}',
    '',
    'class ColorFamily {',
    '  const ColorFamily({required this.color, required this.onColor, required this.colorContainer, required this.onColorContainer});',
    '',
    '  final Color color;',
    '  final Color onColor;',
    '  final Color colorContainer;',
    '  final Color onColorContainer;',
    '}',
    '',
  ].join('\n');
}

/** Returns the Flutter file: theme.dart. */
export function flutterTheme(theme: ThemeColors): ThemeFile[] {
  return [{ path: 'theme.dart', content: themeDart(theme), mime: 'text/x-dart' }];
}
