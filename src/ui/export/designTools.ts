import { figmaNamePart, figmaRgba, figmaVariablesBody, figmaVariablesJson, type FigmaModel } from '../../core/code/figmaVariables';
import { alphaOf, codeWithAlpha } from './authored';
import { uniqueKebabNames } from './identifiers';
import { tokenNames } from './tokens';
import type { ExportInput } from './types';

/**
 * A palette for design tools, read back by src/core/import/parseDesignTools.ts:
 * - Figma variables as the body of Figma's REST API call that creates them (`POST /v1/files/:key/variables`,
 *   core/code/figmaVariables.ts): one collection named after the palette with one mode, a COLOR variable a colour named
 *   as the colour is, its value `{ r, g, b, a }` in 0–1 (sRGB: a wide colour is its fallback, with its alpha), and its
 *   CSS custom property (the CSS export's name) as its web code syntax;
 * - Tokens Studio for Figma's JSON in its default form: a token set of `{ value, type: "color" }` tokens, with the
 *   `$themes` and `$metadata` (the sets' order) it writes beside them (hex: a wide colour is its fallback, a translucent
 *   one '#rrggbbaa').
 */

/** Figma variables JSON: the REST API's POST body creating the palette's collection and variables. */
export function toFigmaVariables(input: ExportInput): string {
  const cssNames = uniqueKebabNames(input.colors.map((c) => c.name));
  const model: FigmaModel = {
    collections: [{ name: input.name.trim() || 'Palette', modes: ['Value'] }],
    variables: input.colors.map((c, i) => ({ path: [figmaNamePart(c.name, c.code.slice(1))], values: [figmaRgba(c.code, alphaOf(c))], cssVariable: cssNames[i] })),
  };
  return figmaVariablesJson(figmaVariablesBody(model));
}

/**
 * Tokens Studio JSON: the set `palette` of colour tokens named as the design tokens are (`persian-red`, and
 * 'constructor' → 'constructor-color', which Style Dictionary, what Tokens Studio's users build with, would drop).
 */
export function toTokensStudio(input: ExportInput): string {
  const names = tokenNames(input);
  const palette = Object.fromEntries(input.colors.map((c, i) => [names[i], { value: codeWithAlpha(c), type: 'color' }]));
  return `${JSON.stringify({ palette, $themes: [], $metadata: { tokenSetOrder: ['palette'] } }, null, 2)}\n`;
}
