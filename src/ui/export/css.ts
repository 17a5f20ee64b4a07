import { commentText, uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/** Returns one comment line naming the palette (safe in CSS, SCSS and JavaScript block comments). */
export function headerComment(input: ExportInput): string {
  const name = commentText(input.name);
  return name ? `/* ${name} */\n` : '';
}

/** Returns CSS custom properties on :root, named from the colour names ('--mountain-meadow: #1ab385;'). */
export function toCss(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => `  --${names[i]}: ${c.code};`);
  return `${headerComment(input)}:root {\n${lines.join('\n')}\n}\n`;
}

/** Returns SCSS variables ('$mountain-meadow: #1ab385;') and a map of them all. */
export function toScss(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const variables = input.colors.map((c, i) => `$${names[i]}: ${c.code};`);
  const map = names.map((name) => `  '${name}': $${name},`);
  return `${headerComment(input)}${variables.join('\n')}\n\n$palette: (\n${map.join('\n')}\n);\n`;
}
