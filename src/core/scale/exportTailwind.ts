/**
 * Tailwind CSS exports of named scales: v4's `@theme` block of `--color-{family}-{step}` variables (utilities such
 * as bg-brand-500; https://tailwindcss.com/docs/theme), and a v3 config adding the families under
 * `theme.extend.colors` (https://v3.tailwindcss.com/docs/customizing-colors).
 */
import { exportFamilies, oklchCss, type NamedScale, type ScaleExportOptions } from './exportFamilies.ts';

/**
 * Returns a Tailwind v4 `@theme` block with oklch() values. With `hexFallback`, the block holds the hex codes and an
 * `@supports (color: oklch(0% 0 0))` block sets the same variables to their oklch() values on :root, in Tailwind's
 * theme layer, for the browsers that read them.
 */
export function toTailwindTheme(scales: readonly NamedScale[], options: ScaleExportOptions = {}): string {
  const families = exportFamilies(scales);
  const lines = (value: (hex: string) => string, indent: string) =>
    families.flatMap((family) => family.steps.map((step) => `${indent}--color-${family.id}-${step.key}: ${value(step.hex)};`)).join('\n');
  if (!options.hexFallback) return `@theme {\n${lines(oklchCss, '  ')}\n}\n`;
  return (
    `@theme {\n${lines((hex) => hex, '  ')}\n}\n\n` +
    `@supports (color: oklch(0% 0 0)) {\n  @layer theme {\n    :root {\n${lines(oklchCss, '      ')}\n    }\n  }\n}\n`
  );
}

/** Returns a Tailwind v3 config (tailwind.config.js, CommonJS) adding each family's steps under `theme.extend.colors`. */
export function toTailwindConfig(scales: readonly NamedScale[]): string {
  const families = exportFamilies(scales).map(
    (family) => `        '${family.id}': {\n${family.steps.map((step) => `          '${step.key}': '${step.hex}',`).join('\n')}\n        },`,
  );
  return (
    `/** @type {import("tailwindcss").Config} */\nmodule.exports = {\n  theme: {\n    extend: {\n      colors: {\n` +
    `${families.join('\n')}\n      },\n    },\n  },\n};\n`
  );
}
