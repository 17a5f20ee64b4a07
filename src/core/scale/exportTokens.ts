/**
 * JSON exports of named scales: W3C design tokens (DTCG format, https://www.designtokens.org/tr/2025.10/format/), one
 * group per family, and plain JSON of family → step → code. Written member by member rather than by `JSON.stringify` of
 * an object, which would move integer-like keys ('3', '7') ahead of the others ('1-5') and lose the steps' order.
 * Alpha steps follow each family's solid ones. The tokens come in two forms: DTCG 2025.10's colour objects
 * (https://www.designtokens.org/tr/2025.10/color/, the theme tool's form: `dtcgColor`, `dtcgColorOf`), what the format
 * specifies and its tools read; and hex strings ('#3b82f6', an alpha step '#0286ff19'), the earlier drafts' form, for
 * tools that take a colour only as a string (Style Dictionary 4's built-in transforms, Tokens Studio), which hold a
 * wide step's fallback. In plain JSON an alpha or wide step is its exact text.
 */
import { dtcgColor, dtcgColorOf, dtcgKeys, type DtcgColorToken } from '../theme/export/tokens.ts';
import { exportFamilies, type AlphaExport, type NamedScale } from './exportFamilies.ts';

/** A design token of the earlier drafts' form (the palette's hex export too): the code as a string. */
export type ScaleToken = { $type: 'color'; $value: string };

/** Returns a two-level JSON object, keys in the given order, each leaf value already written as JSON (two-space indents). */
function nestedJson(groups: readonly (readonly [string, readonly (readonly [string, string])[]])[]): string {
  const group = ([id, members]: readonly [string, readonly (readonly [string, string])[]]) => {
    const body = members.map(([key, value]) => `    ${JSON.stringify(key)}: ${value.replace(/\n/g, '\n    ')}`).join(',\n');
    return `  ${JSON.stringify(id)}: {${members.length > 0 ? `\n${body}\n  ` : ''}}`;
  };
  return groups.length > 0 ? `{\n${groups.map(group).join(',\n')}\n}\n` : '{}\n';
}

/**
 * Returns the token groups of the scales: each family and its members (the solid steps, then the alpha steps), under
 * names safe for every DTCG tool (`dtcgKeys`); `solid` and `alpha` write a member's value as JSON.
 */
function tokenGroups(scales: readonly NamedScale[], solid: (step: { hex: string; p3: string | null }) => string, alpha: (step: AlphaExport) => string): [string, [string, string][]][] {
  const families = exportFamilies(scales);
  const ids = dtcgKeys(families.map((family) => family.id));
  return families.map((family, i) => {
    const keys = dtcgKeys([...family.steps.map((step) => step.key), ...family.alpha.map(({ key }) => key)]);
    const members = [...family.steps.map((step) => solid(step)), ...family.alpha.map(({ step }) => alpha(step))];
    return [ids[i], members.map((value, j) => [keys[j], value])];
  });
}

/** Returns a value as JSON with two-space indents, each array of numbers on one line ('[0.0097, 0.5247, 1]'). */
function tokenJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\[\s+([^[\]]+?)\s+\]/g, (_, items: string) => `[${items.split(/,\s+/).join(', ')}]`);
}

/**
 * Returns a design-tokens file of DTCG 2025.10 colour objects: `{ "brand": { "500": { "$type": "color", "$value":
 * { "colorSpace": "srgb", "components": [0.2314, 0.5098, 0.9647], "alpha": 1, "hex": "#3b82f6" } } } }`; an alpha step
 * in sRGB with its alpha (`"alpha": 0.099`); a wide step in OKLCH with its hex fallback.
 */
export function toDesignTokens(scales: readonly NamedScale[]): string {
  const exact = (text: string) => {
    const value = dtcgColorOf(text);
    if (value === null) throw new Error(`not an exact colour: ${text}`);
    return tokenJson({ $type: 'color', $value: value } satisfies DtcgColorToken);
  };
  return nestedJson(
    tokenGroups(
      scales,
      (step) => (step.p3 === null ? tokenJson({ $type: 'color', $value: dtcgColor(step.hex) } satisfies DtcgColorToken) : exact(step.p3)),
      (step) => exact(step.srgb),
    ),
  );
}

/** Returns a design-tokens file of hex strings: `{ "brand": { "500": { "$type": "color", "$value": "#3b82f6" } } }`; an alpha step '#rrggbbaa'. */
export function toDesignTokensHex(scales: readonly NamedScale[]): string {
  const token = (hex: string) => tokenJson({ $type: 'color', $value: hex } satisfies ScaleToken);
  return nestedJson(tokenGroups(scales, (step) => token(step.hex), (step) => token(step.hex)));
}

/** Returns plain JSON: `{ "brand": { "50": "#eff6ff", …, "50a": "color(srgb 0.0196 0.5098 1 / 0.016)", … } }`; a wide step is its P3 value. */
export function toScaleJson(scales: readonly NamedScale[]): string {
  return nestedJson(
    exportFamilies(scales).map((family) => [
      family.id,
      [...family.steps.map((step) => [step.key, JSON.stringify(step.p3 ?? step.hex)] as const), ...family.alpha.map(({ key, step }) => [key, JSON.stringify(step.srgb)] as const)],
    ]),
  );
}
