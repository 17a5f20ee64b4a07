/**
 * Style-sheet exports of a theme: CSS custom properties with `light-dark()` (one declaration per role, the appearance
 * chosen by `color-scheme`), the same properties for older browsers (`[data-theme]` blocks and a
 * `prefers-color-scheme` query), and an SCSS partial. Roles are `--color-<role>` ('--color-on-primary'), palette tones
 * `--color-palette-<palette>-<tone>`, the names the Tailwind export (tailwind.ts) gives its utilities too.
 * light-dark(): https://developer.mozilla.org/en-US/docs/Web/CSS/color_value/light-dark (Baseline 2024).
 */
import type { ThemeColors } from '../roles.ts';
import { kebab, madeWith, themeNames, toneKey, type ThemeFile } from './names.ts';

/** One custom property of a theme: its name without the leading '--' and its light and dark codes (equal for palette tones). */
export type CssProperty = { readonly name: string; readonly light: string; readonly dark: string };

/** Returns the theme's roles as custom properties, in the theme's order. */
export function roleProperties(theme: ThemeColors): CssProperty[] {
  const names = themeNames(theme);
  return theme.roles.map((role) => ({ name: `color-${kebab(names.role(role))}`, light: theme.light[role].toLowerCase(), dark: theme.dark[role].toLowerCase() }));
}

/** Returns the theme's tonal palettes as custom properties, `color-palette-<palette>-<tone>`. */
export function paletteProperties(theme: ThemeColors): CssProperty[] {
  const names = themeNames(theme);
  return theme.palettes.flatMap((palette) =>
    palette.tones.map(({ tone, hex }) => {
      const code = hex.toLowerCase();
      return { name: `color-palette-${kebab(names.palette(palette.name))}-${toneKey(tone, '-')}`, light: code, dark: code };
    }),
  );
}

const declarations = (properties: readonly CssProperty[], value: (p: CssProperty) => string, indent: string) =>
  properties.map((p) => `${indent}--${p.name}: ${value(p)};`).join('\n');

/** Returns the light-dark() form: one :root block, `color-scheme: light dark`, and `[data-theme]` to force one appearance. */
export function cssLightDark(theme: ThemeColors): ThemeFile[] {
  const roles = roleProperties(theme);
  const palettes = paletteProperties(theme);
  const content =
    `/* ${madeWith(theme)}.\n` +
    ' * Every role follows the appearance: light-dark() picks by color-scheme (the visitor\'s preference, or\n' +
    ' * data-theme="light" / "dark" on any element). The tonal palettes are the same in both appearances. */\n' +
    `:root {\n  color-scheme: light dark;\n${declarations(roles, (p) => `light-dark(${p.light}, ${p.dark})`, '  ')}\n\n` +
    `${declarations(palettes, (p) => p.light, '  ')}\n}\n\n` +
    '[data-theme="light"] {\n  color-scheme: light;\n}\n\n[data-theme="dark"] {\n  color-scheme: dark;\n}\n';
  return [{ path: 'theme.css', content, mime: 'text/css' }];
}

/** Returns the fallback form: light on :root and [data-theme="light"], dark on [data-theme="dark"] and by prefers-color-scheme. */
export function cssFallback(theme: ThemeColors): ThemeFile[] {
  const roles = roleProperties(theme);
  const palettes = paletteProperties(theme);
  const dark = (indent: string) => `${indent}color-scheme: dark;\n${declarations(roles, (p) => p.dark, indent)}`;
  const content =
    `/* ${madeWith(theme)}.\n` +
    ' * For every browser: light by default and on data-theme="light", dark on data-theme="dark" and when the visitor\n' +
    ' * prefers dark (unless data-theme="light" says otherwise). The tonal palettes are the same in both appearances. */\n' +
    `:root,\n[data-theme="light"] {\n  color-scheme: light;\n${declarations(roles, (p) => p.light, '  ')}\n\n` +
    `${declarations(palettes, (p) => p.light, '  ')}\n}\n\n` +
    `[data-theme="dark"] {\n${dark('  ')}\n}\n\n` +
    `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme="light"]) {\n${dark('    ')}\n  }\n}\n`;
  return [{ path: 'theme-fallback.css', content, mime: 'text/css' }];
}

/**
 * Returns an SCSS partial: `$color-<role>` (light) and `$color-<role>-dark` variables, `$palette-<palette>-<tone>`
 * variables, the maps `$theme-light`, `$theme-dark` and `$theme-palettes`, and a mixin writing a scheme map as
 * `--color-<role>` custom properties.
 */
export function scss(theme: ThemeColors): ThemeFile[] {
  const names = themeNames(theme);
  const roles = theme.roles.map((role) => ({ key: kebab(names.role(role)), light: theme.light[role].toLowerCase(), dark: theme.dark[role].toLowerCase() }));
  const palettes = theme.palettes.map((palette) => {
    const key = kebab(names.palette(palette.name));
    return { key, tones: palette.tones.map(({ tone, hex }) => ({ tone: toneKey(tone, '-'), variable: `$palette-${key}-${toneKey(tone, '-')}`, hex: hex.toLowerCase() })) };
  });
  const map = (name: string, entries: readonly string[]) => `$${name}: (\n${entries.map((e) => `  ${e},`).join('\n')}\n);`;
  const content = [
    `// ${madeWith(theme)}.`,
    '// $color-<role> is the light appearance, $color-<role>-dark the dark one; $theme-light and $theme-dark map each',
    "// role to its colour, $theme-palettes each palette to its tones. `:root { @include theme-custom-properties($theme-light); }`",
    '// writes a scheme as --color-<role> custom properties.',
    '',
    '// Light',
    ...roles.map((r) => `$color-${r.key}: ${r.light};`),
    '',
    '// Dark',
    ...roles.map((r) => `$color-${r.key}-dark: ${r.dark};`),
    '',
    '// Tonal palettes',
    ...palettes.flatMap((p) => p.tones.map((t) => `${t.variable}: ${t.hex};`)),
    '',
    map('theme-light', roles.map((r) => `'${r.key}': $color-${r.key}`)),
    '',
    map('theme-dark', roles.map((r) => `'${r.key}': $color-${r.key}-dark`)),
    '',
    map('theme-palettes', palettes.map((p) => `'${p.key}': (${p.tones.map((t) => `'${t.tone}': ${t.variable}`).join(', ')})`)),
    '',
    '@mixin theme-custom-properties($scheme) {',
    '  @each $role, $value in $scheme {',
    '    --color-#{$role}: #{$value};',
    '  }',
    '}',
    '',
  ].join('\n');
  return [{ path: '_theme.scss', content, mime: 'text/x-scss' }];
}
