/**
 * JSON exports of named scales: W3C design tokens (DTCG format, https://tr.designtokens.org/format/), one group
 * per family, and plain JSON of family → step → code. Written member by member rather than by `JSON.stringify` of
 * an object, which would move integer-like keys ('3', '7') ahead of the others ('1-5') and lose the steps' order.
 */
import { exportFamilies, type NamedScale } from './exportFamilies.ts';

/** A W3C Design Tokens Community Group colour token (the palette exports' form: the code as a string). */
export type ScaleToken = { $type: 'color'; $value: string };

/** Returns a two-level JSON object, keys in the given order, each leaf value already written as JSON (two-space indents). */
function nestedJson(groups: readonly (readonly [string, readonly (readonly [string, string])[]])[]): string {
  const group = ([id, members]: readonly [string, readonly (readonly [string, string])[]]) => {
    const body = members.map(([key, value]) => `    ${JSON.stringify(key)}: ${value.replace(/\n/g, '\n    ')}`).join(',\n');
    return `  ${JSON.stringify(id)}: {${members.length > 0 ? `\n${body}\n  ` : ''}}`;
  };
  return groups.length > 0 ? `{\n${groups.map(group).join(',\n')}\n}\n` : '{}\n';
}

/** Returns a design-tokens file: `{ "brand": { "500": { "$type": "color", "$value": "#3b82f6" } } }`. */
export function toDesignTokens(scales: readonly NamedScale[]): string {
  return nestedJson(
    exportFamilies(scales).map((family) => [
      family.id,
      family.steps.map((step) => [step.key, JSON.stringify({ $type: 'color', $value: step.hex } satisfies ScaleToken, null, 2)] as const),
    ]),
  );
}

/** Returns plain JSON: `{ "brand": { "50": "#eff6ff", … } }`. */
export function toScaleJson(scales: readonly NamedScale[]): string {
  return nestedJson(exportFamilies(scales).map((family) => [family.id, family.steps.map((step) => [step.key, JSON.stringify(step.hex)] as const)]));
}
