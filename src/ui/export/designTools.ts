import { hexToBytes } from '../../core/convert/hexToSrgb';
import { alphaOf, codeWithAlpha } from './authored';
import { uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/**
 * A palette for design tools, read back by src/core/import/parseDesignTools.ts:
 * - Figma variables as Figma's REST API gives them (`GET /v1/files/:key/variables/local`): one collection named after
 *   the palette, one mode, a COLOR variable a colour with its value per mode as `{ r, g, b, a }` in 0–1, which the
 *   variable plugins and scripts built on the API read and write (sRGB: a wide colour is its fallback, with its alpha);
 * - Tokens Studio for Figma's JSON in its default form: a token set of `{ value, type: "color" }` tokens, with the
 *   `$themes` and `$metadata` (the sets' order) it writes beside them (hex: a wide colour is its fallback, a translucent
 *   one '#rrggbbaa').
 */

/** Returns Figma variable names: the colours' names, one line, without '/' (Figma's group separator) nor '.', '{', '}' (not allowed), unique ('Red', 'Red 2'). */
function figmaNames(input: ExportInput): string[] {
  const used = new Set<string>();
  return input.colors.map((c) => {
    const base =
      c.name
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
        .replace(/[/.{}]/g, '-')
        .replace(/\s+/g, ' ')
        .trim() || c.code.slice(1);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
    used.add(name);
    return name;
  });
}

/** Figma variables JSON, in the shape of the REST API's local variables response. */
export function toFigmaVariables(input: ExportInput): string {
  const collectionId = 'VariableCollectionId:1:0';
  const modeId = '1:0';
  const names = figmaNames(input);
  const variables = Object.fromEntries(
    input.colors.map((c, i) => {
      const id = `VariableID:1:${i + 1}`;
      const [r, g, b] = hexToBytes(c.code).map((byte) => byte / 255);
      return [id, { id, name: names[i], variableCollectionId: collectionId, resolvedType: 'COLOR', valuesByMode: { [modeId]: { r, g, b, a: alphaOf(c) } }, description: '', scopes: ['ALL_SCOPES'] }];
    }),
  );
  const collection = { id: collectionId, name: input.name.trim() || 'Palette', modes: [{ modeId, name: 'Value' }], defaultModeId: modeId, variableIds: Object.keys(variables) };
  return `${JSON.stringify({ status: 200, error: false, meta: { variableCollections: { [collectionId]: collection }, variables } }, null, 2)}\n`;
}

/** Tokens Studio JSON: the set `palette` of colour tokens named as the design tokens are (`persian-red`). */
export function toTokensStudio(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const palette = Object.fromEntries(input.colors.map((c, i) => [names[i], { value: codeWithAlpha(c), type: 'color' }]));
  return `${JSON.stringify({ palette, $themes: [], $metadata: { tokenSetOrder: ['palette'] } }, null, 2)}\n`;
}
