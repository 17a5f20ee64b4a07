/**
 * Style-sheet exports of named scales: CSS custom properties on :root ('--brand-500: #3b82f6;') and SCSS variables
 * with one map per family (`$brand-scale`). Alpha steps as Radix ships them (`blue-alpha.css`): in sRGB on :root
 * ('--brand-a3: color(srgb 0.0097 0.5247 1 / 0.099);'), in Display P3 in a block of their own for P3 screens, where
 * wide solid steps get their P3 value over their hex fallback. SCSS writes the fallbacks.
 */
import { exportFamilies, p3Block, type NamedScale } from './exportFamilies.ts';

/** Returns CSS custom properties, `--{family}-{step}`, on :root; then the P3 block of the wide and alpha steps, if any. */
export function toCssVariables(scales: readonly NamedScale[]): string {
  const families = exportFamilies(scales);
  const lines = families.flatMap((family) => [
    ...family.steps.map((step) => `  --${family.id}-${step.key}: ${step.hex};`),
    ...family.alpha.map(({ key, step }) => `  --${family.id}-${key}: ${step.srgb};`),
  ]);
  const p3 = p3Block(families, (id, key) => `--${id}-${key}`, { solid: true });
  return `:root {\n${lines.join('\n')}\n}\n${p3 ? `\n${p3}` : ''}`;
}

/**
 * Returns SCSS variables, `${family}-{step}`, and a map `${family}-scale` of each family's steps (alpha steps in sRGB).
 * The map is never named `${family}` alone: with the families 'accent' and 'accent-2', `$accent-2` is a step of the
 * first, and a map of that name would redeclare it (`color: $accent-2` then fails to compile). A map's name that is
 * still a step variable's (a step named 'scale') is numbered: `$brand-scale-2`.
 */
export function toScssVariables(scales: readonly NamedScale[]): string {
  const families = exportFamilies(scales).map((family) => ({
    id: family.id,
    values: [...family.steps.map((step) => [step.key, step.hex] as const), ...family.alpha.map(({ key, step }) => [key, step.srgb] as const)],
  }));
  const used = new Set(families.flatMap((family) => family.values.map(([key]) => `${family.id}-${key}`)));
  return families
    .map((family) => {
      let map = `${family.id}-scale`;
      for (let n = 2; used.has(map); n++) map = `${family.id}-scale-${n}`;
      used.add(map);
      const variables = family.values.map(([key, value]) => `$${family.id}-${key}: ${value};`);
      const entries = family.values.map(([key]) => `  '${key}': $${family.id}-${key},`);
      return `${variables.join('\n')}\n\n$${map}: (\n${entries.join('\n')}\n);\n`;
    })
    .join('\n');
}
