import { headerComment } from './css';
import { cssOf } from '../../core/exact/authoredColor';
import { camelName, uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/**
 * Returns an ES module with an array of the colours and an object of camelCase colour names, each colour as CSS: its
 * code, or a wide or translucent colour's exact text ('oklch(84.1% 0.238 128.85)'), which style and canvas take as it is.
 */
export function toJavaScript(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name)).map(camelName);
  const codes = input.colors.map((c) => `'${cssOf(c)}'`).join(', ');
  const entries = input.colors.map((c, i) => `  ${names[i]}: '${cssOf(c)}',`);
  return `${headerComment(input)}export const colors = [${codes}];\n\nexport const palette = {\n${entries.join('\n')}\n};\n`;
}
