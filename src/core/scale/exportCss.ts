/**
 * Style-sheet exports of named scales: CSS custom properties on :root ('--brand-500: #3b82f6;') and SCSS variables
 * with one map per family. Alpha steps as Radix ships them (`blue-alpha.css`): in sRGB on :root
 * ('--brand-a3: color(srgb 0.0097 0.5247 1 / 0.099);'), in Display P3 in a block of their own for P3 screens.
 */
import { exportFamilies, p3AlphaBlock, type NamedScale } from './exportFamilies.ts';

/** Returns CSS custom properties, `--{family}-{step}`, on :root; then the alpha steps' P3 block, if any. */
export function toCssVariables(scales: readonly NamedScale[]): string {
  const families = exportFamilies(scales);
  const lines = families.flatMap((family) => [
    ...family.steps.map((step) => `  --${family.id}-${step.key}: ${step.hex};`),
    ...family.alpha.map(({ key, step }) => `  --${family.id}-${key}: ${step.srgb};`),
  ]);
  const p3 = p3AlphaBlock(families, (id, key) => `--${id}-${key}`);
  return `:root {\n${lines.join('\n')}\n}\n${p3 ? `\n${p3}` : ''}`;
}

/** Returns SCSS variables, `${family}-{step}`, and a map `${family}` of each family's steps (alpha steps in sRGB). */
export function toScssVariables(scales: readonly NamedScale[]): string {
  return exportFamilies(scales)
    .map((family) => {
      const values = [...family.steps.map((step) => [step.key, step.hex] as const), ...family.alpha.map(({ key, step }) => [key, step.srgb] as const)];
      const variables = values.map(([key, value]) => `$${family.id}-${key}: ${value};`);
      const map = values.map(([key]) => `  '${key}': $${family.id}-${key},`);
      return `${variables.join('\n')}\n\n$${family.id}: (\n${map.join('\n')}\n);\n`;
    })
    .join('\n');
}
