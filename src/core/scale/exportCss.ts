/**
 * Style-sheet exports of named scales: CSS custom properties on :root ('--brand-500: #3b82f6;') and SCSS variables
 * with one map per family.
 */
import { exportFamilies, type NamedScale } from './exportFamilies.ts';

/** Returns CSS custom properties, `--{family}-{step}`, on :root. */
export function toCssVariables(scales: readonly NamedScale[]): string {
  const lines = exportFamilies(scales).flatMap((family) => family.steps.map((step) => `  --${family.id}-${step.key}: ${step.hex};`));
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** Returns SCSS variables, `${family}-{step}`, and a map `${family}` of each family's steps. */
export function toScssVariables(scales: readonly NamedScale[]): string {
  return exportFamilies(scales)
    .map((family) => {
      const variables = family.steps.map((step) => `$${family.id}-${step.key}: ${step.hex};`);
      const map = family.steps.map((step) => `  '${step.key}': $${family.id}-${step.key},`);
      return `${variables.join('\n')}\n\n$${family.id}: (\n${map.join('\n')}\n);\n`;
    })
    .join('\n');
}
