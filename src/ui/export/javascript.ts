import { headerComment } from './css';
import { camelName, uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/** Returns an ES module with an array of the codes and an object of camelCase colour names. */
export function toJavaScript(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name)).map(camelName);
  const codes = input.colors.map((c) => `'${c.code}'`).join(', ');
  const entries = input.colors.map((c, i) => `  ${names[i]}: '${c.code}',`);
  return `${headerComment(input)}export const colors = [${codes}];\n\nexport const palette = {\n${entries.join('\n')}\n};\n`;
}
