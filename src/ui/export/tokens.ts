import { cssOf } from '../../core/exact/authoredColor';
import { dtcgColor, dtcgColorOf, dtcgKeys } from '../../core/theme/export/tokens';
import { codeWithAlpha } from './authored';
import { uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/** A W3C Design Tokens Community Group colour token. */
export type ColorToken = { $type: 'color'; $value: string };

/** Returns the token names of a palette's colours: the unique kebab colour names, made safe for every tool (`dtcgKeys`: 'constructor' → 'constructor-color'). */
export function tokenNames(input: ExportInput): string[] {
  return dtcgKeys(uniqueKebabNames(input.colors.map((c) => c.name)));
}

/**
 * Returns a design-tokens file with each colour a hex string, the form of the DTCG format's drafts before 2025.10, for
 * tools that take a colour only as a string (Style Dictionary 4's built-in transforms, Tokens Studio); 2025.10's tools
 * refuse it (`toDesignTokensColorObjects` is the current form): `{ "mountain-meadow": { "$type": "color", "$value":
 * "#1ab385" } }`. Token names as `tokenNames` gives them (never starting with '$' nor holding '.', '{' or '}'). A wide
 * colour is its sRGB fallback (the string form is hex only), a translucent one '#rrggbbaa' (the hex quartet it allows).
 */
export function toDesignTokens(input: ExportInput): string {
  const names = tokenNames(input);
  const tokens: Record<string, ColorToken> = {};
  input.colors.forEach((c, i) => {
    tokens[names[i]] = { $type: 'color', $value: codeWithAlpha(c) };
  });
  return `${JSON.stringify(tokens, null, 2)}\n`;
}

/**
 * Returns a design-tokens file (W3C DTCG format 2025.10, https://www.designtokens.org/tr/2025.10/format/) whose values
 * are colour objects (`{ "colorSpace": "srgb", "components": [0.1, 0.7, 0.52], "alpha": 1, "hex": "#1ab385" }`), the
 * format's colour type, as the theme tool and the scales write them (core/theme/export/tokens.ts); `toDesignTokens`
 * writes the hex strings older tools take. Names as there. A wide or translucent colour is written in its
 * own space with its alpha, its components as authored (`oklch(84.1% 0.238 128.85)` → 'oklch', [0.841, 0.238, 128.85]),
 * `hex` its sRGB fallback.
 */
export function toDesignTokensColorObjects(input: ExportInput): string {
  const names = tokenNames(input);
  const tokens = Object.fromEntries(input.colors.map((c, i) => [names[i], { $type: 'color', $value: dtcgColorOf(cssOf(c)) ?? dtcgColor(c.code) }]));
  // Each components array on one line.
  return `${JSON.stringify(tokens, null, 2).replace(/\[\s+([^[\]]+?)\s+\]/g, (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`)}\n`;
}
