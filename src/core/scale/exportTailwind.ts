/**
 * Tailwind CSS exports of named scales: v4's `@theme` block of `--color-{family}-{step}` variables (utilities such
 * as bg-brand-500; https://tailwindcss.com/docs/theme), and a v3 config adding the families under
 * `theme.extend.colors` (https://v3.tailwindcss.com/docs/customizing-colors). Alpha steps (bg-brand-a9) follow each
 * family's solid ones: in v4 as exact sRGB with their Display P3 values in Radix's P3 block, in Tailwind's theme
 * layer; in v3, which parses only hex, rgb() and hsl() for its opacity modifiers, as '#rrggbbaa'.
 */
import { TAILWIND3_CONTENT } from '../code/tailwind3.ts';
import { exportFamilies, oklchCss, p3Block, type AlphaExport, type NamedScale, type ScaleExportOptions } from './exportFamilies.ts';

/**
 * Returns a Tailwind v4 `@theme` block with oklch() values (a wide step's own P3 value, alpha steps as `color(srgb …
 * / a)`), then the alpha steps' P3 block. With `hexFallback`, the block holds the hex codes ('#rrggbbaa' for alpha steps) and an
 * `@supports (color: oklch(0% 0 0))` block sets the same variables to their oklch() (and exact sRGB) values on :root,
 * in Tailwind's theme layer, for the browsers that read them.
 */
export function toTailwindTheme(scales: readonly NamedScale[], options: ScaleExportOptions = {}): string {
  const families = exportFamilies(scales);
  const lines = (value: (step: { hex: string; p3: string | null }) => string, alpha: (step: AlphaExport) => string, indent: string) =>
    families
      .flatMap((family) => [
        ...family.steps.map((step) => `${indent}--color-${family.id}-${step.key}: ${value(step)};`),
        ...family.alpha.map(({ key, step }) => `${indent}--color-${family.id}-${key}: ${alpha(step)};`),
      ])
      .join('\n');
  const p3 = p3Block(families, (id, key) => `--color-${id}-${key}`, { layer: 'theme' });
  const oklch = (step: { hex: string; p3: string | null }) => step.p3 ?? oklchCss(step.hex);
  const after = p3 ? `\n${p3}` : '';
  if (!options.hexFallback) return `@theme {\n${lines(oklch, (step) => step.srgb, '  ')}\n}\n${after}`;
  return (
    `@theme {\n${lines((step) => step.hex, (step) => step.hex, '  ')}\n}\n\n` +
    `@supports (color: oklch(0% 0 0)) {\n  @layer theme {\n    :root {\n${lines(oklch, (step) => step.srgb, '      ')}\n    }\n  }\n}\n${after}`
  );
}

/**
 * Returns a Tailwind v3 config (tailwind.config.js, CommonJS) adding each family's steps (alpha steps as '#rrggbbaa')
 * under `theme.extend.colors`, with the `content` v3 needs to generate any utility (the palette export's, to adjust).
 */
export function toTailwindConfig(scales: readonly NamedScale[]): string {
  const families = exportFamilies(scales).map((family) => {
    const values = [...family.steps.map((step) => [step.key, step.hex] as const), ...family.alpha.map(({ key, step }) => [key, step.hex] as const)];
    return `        '${family.id}': {\n${values.map(([key, value]) => `          '${key}': '${value}',`).join('\n')}\n        },`;
  });
  return (
    `/** @type {import("tailwindcss").Config} */\nmodule.exports = {\n${TAILWIND3_CONTENT}  theme: {\n    extend: {\n      colors: {\n` +
    `${families.join('\n')}\n      },\n    },\n  },\n};\n`
  );
}
