import { cssOf } from '../../core/exact/authoredColor';
import { codeWithAlpha } from './authored';
import { commentText, uniqueKebabNames } from './identifiers';
import type { ExportColor, ExportInput } from './types';

/** Returns one comment line naming the palette (safe in CSS, SCSS and JavaScript block comments). */
export function headerComment(input: ExportInput): string {
  const name = commentText(input.name);
  return name ? `/* ${name} */\n` : '';
}

/**
 * The condition under which a browser cannot paint oklch(), oklab(), lab(), lch() nor color(): every engine shipped
 * the five together or color() first (Safari 15.4, Chrome 111, Firefox 113), so a browser that takes oklch() takes them all.
 */
export const OLD_BROWSERS = 'not (color: oklch(0% 0 0))';

/** Returns whether a colour's CSS needs a function older browsers lack (#rrggbbaa and rgb() every browser paints). */
export function needsCssFallback(color: ExportColor): boolean {
  return color.exact !== undefined && !/^(#|rgb\()/.test(color.exact);
}

/**
 * Returns CSS custom properties on :root, named from the colour names ('--mountain-meadow: #1ab385;'). A wide or
 * translucent colour's value is its exact text ('--lime-400: oklch(84.1% 0.238 128.85);'), and a rule after the
 * first gives browsers without oklch() and color() its sRGB fallback (with its alpha). The fallback cannot come first
 * in the same rule, as it would for an ordinary property: a custom property takes any value unchecked, so the later
 * declaration wins even where the browser cannot paint it. `@supports not (…)` keeps the fallback away from every
 * browser that can paint the colour.
 */
export function toCss(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => `  --${names[i]}: ${cssOf(c)};`);
  const fallbacks = input.colors.flatMap((c, i) => (needsCssFallback(c) ? [`    --${names[i]}: ${codeWithAlpha(c)};`] : []));
  const old =
    fallbacks.length === 0
      ? ''
      : `\n/* sRGB fallbacks for browsers without oklch() and color() */\n@supports ${OLD_BROWSERS} {\n  :root {\n${fallbacks.join('\n')}\n  }\n}\n`;
  return `${headerComment(input)}:root {\n${lines.join('\n')}\n}\n${old}`;
}

/**
 * Returns SCSS variables ('$mountain-meadow: #1ab385;') and a map of them all, `$palette`. A wide or translucent colour's
 * value is its exact text, which Sass passes to the CSS as it is (Dart Sass 1.79 and later read it as a colour in its
 * own space). The map never takes a colour's variable name: after a colour named 'Palette' it is `$palette-2`, as a
 * second declaration of `$palette` would replace the colour (`color: $palette` then fails to compile).
 */
export function toScss(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const variables = input.colors.map((c, i) => `$${names[i]}: ${cssOf(c)};`);
  const entries = names.map((name) => `  '${name}': $${name},`);
  let map = 'palette';
  for (let n = 2; names.includes(map); n++) map = `palette-${n}`;
  return `${headerComment(input)}${variables.join('\n')}\n\n$${map}: (\n${entries.join('\n')}\n);\n`;
}
