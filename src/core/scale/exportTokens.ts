/**
 * JSON exports of named scales: W3C design tokens (DTCG format, https://tr.designtokens.org/format/), one group
 * per family, and plain JSON of family → step → code. Written member by member rather than by `JSON.stringify` of
 * an object, which would move integer-like keys ('3', '7') ahead of the others ('1-5') and lose the steps' order.
 * Alpha steps follow each family's solid ones: in the tokens as DTCG 2025.10 colour objects in sRGB with their alpha
 * (https://www.designtokens.org/tr/2025.10/color/, the theme tool's form: `dtcgColorOf`), in plain JSON as their
 * exact text.
 */
import { dtcgColorOf, type DtcgColorToken } from '../theme/export/tokens.ts';
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

/** Returns a value as JSON with two-space indents, each array of numbers on one line ('[0.0097, 0.5247, 1]'). */
function tokenJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\[\s+([^[\]]+?)\s+\]/g, (_, items: string) => `[${items.split(/,\s+/).join(', ')}]`);
}

/**
 * Returns a design-tokens file: `{ "brand": { "500": { "$type": "color", "$value": "#3b82f6" } } }`; an alpha step
 * `"a3": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.0097, 0.5247, 1], "alpha": 0.099, "hex": "#0286ff" } }`.
 */
export function toDesignTokens(scales: readonly NamedScale[]): string {
  return nestedJson(
    exportFamilies(scales).map((family) => [
      family.id,
      [
        ...family.steps.map((step) => [step.key, JSON.stringify({ $type: 'color', $value: step.hex } satisfies ScaleToken, null, 2)] as const),
        ...family.alpha.map(({ key, step }) => {
          const value = dtcgColorOf(step.srgb);
          if (value === null) throw new Error(`not an exact colour: ${step.srgb}`);
          return [key, tokenJson({ $type: 'color', $value: value } satisfies DtcgColorToken)] as const;
        }),
      ],
    ]),
  );
}

/** Returns plain JSON: `{ "brand": { "50": "#eff6ff", …, "50a": "color(srgb 0.0196 0.5098 1 / 0.016)", … } }`. */
export function toScaleJson(scales: readonly NamedScale[]): string {
  return nestedJson(
    exportFamilies(scales).map((family) => [
      family.id,
      [...family.steps.map((step) => [step.key, JSON.stringify(step.hex)] as const), ...family.alpha.map(({ key, step }) => [key, JSON.stringify(step.srgb)] as const)],
    ]),
  );
}
