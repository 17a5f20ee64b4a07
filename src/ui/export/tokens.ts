import { uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/** A W3C Design Tokens Community Group colour token. */
export type ColorToken = { $type: 'color'; $value: string };

/**
 * Returns a design-tokens file (W3C DTCG format, https://tr.designtokens.org/format/):
 * `{ "mountain-meadow": { "$type": "color", "$value": "#1ab385" } }`. Token names are the unique
 * kebab colour names (never starting with '$' nor holding '.', '{' or '}').
 */
export function toDesignTokens(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const tokens: Record<string, ColorToken> = {};
  input.colors.forEach((c, i) => {
    tokens[names[i]] = { $type: 'color', $value: c.code };
  });
  return `${JSON.stringify(tokens, null, 2)}\n`;
}
