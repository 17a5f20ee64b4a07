/**
 * Tailwind CSS v4 export of a theme: the light colours as `@theme` variables (utilities such as `bg-primary`,
 * `text-on-primary`, `bg-palette-primary-40`; https://tailwindcss.com/docs/theme), a class-based `dark` variant and the
 * dark colours set under it in Tailwind's theme layer — the way Tailwind's maintainers answer "dark values for theme
 * variables" (tailwindlabs/tailwindcss discussions 18471 and 19320): `@layer theme { :root, :host { @variant dark {…} } }`,
 * with `.dark` beside the root: set on the root only, the dark values reached no subtree marked dark below it.
 * Utilities read `var(--color-…)`, so `dark:` prefixes are not needed: one class follows the appearance.
 */
import type { ThemeColors } from '../roles.ts';
import { paletteProperties, roleProperties } from './css.ts';
import { madeWith, type ThemeFile } from './names.ts';

/** Returns the Tailwind v4 theme: `@custom-variant dark`, `@theme` (light colours and palettes) and the dark colours. */
export function tailwindTheme(theme: ThemeColors): ThemeFile[] {
  const roles = roleProperties(theme);
  const palettes = paletteProperties(theme);
  const lines = (values: readonly { name: string; value: string }[], indent: string) => values.map((v) => `${indent}--${v.name}: ${v.value};`).join('\n');
  const light = lines([...roles, ...palettes].map((p) => ({ name: p.name, value: p.light })), '  ');
  const dark = lines(roles.map((p) => ({ name: p.name, value: p.dark })), '      ');
  const content =
    `/* ${madeWith(theme)}.\n` +
    ' * Tailwind CSS v4: put it after @import "tailwindcss". The dark colours apply under class="dark" on <html> (or\n' +
    ' * any ancestor), which is also what dark: means here; to follow the system instead, drop @custom-variant. */\n' +
    '@custom-variant dark (&:where(.dark, .dark *));\n\n' +
    `@theme {\n${light}\n}\n\n` +
    `@layer theme {\n  :root,\n  :host,\n  .dark {\n    @variant dark {\n${dark}\n    }\n  }\n}\n`;
  return [{ path: 'tailwind-theme.css', content, mime: 'text/css' }];
}
