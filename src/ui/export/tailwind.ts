import { headerComment } from './css';
import { uniqueKebabNames } from './identifiers';
import type { ExportInput } from './types';

/** Returns a Tailwind CSS v4 `@theme` block: each colour becomes `--color-{name}` (utilities such as bg-{name}). */
export function toTailwindTheme(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => `  --color-${names[i]}: ${c.code};`);
  return `${headerComment(input)}@theme {\n${lines.join('\n')}\n}\n`;
}

/** Returns a Tailwind CSS v3 config (tailwind.config.js) adding the colours under `theme.extend.colors`. */
export function toTailwindConfig(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => `        '${names[i]}': '${c.code}',`);
  return (
    `${headerComment(input)}/** @type {import('tailwindcss').Config} */\nexport default {\n  theme: {\n    extend: {\n      colors: {\n` +
    `${lines.join('\n')}\n      },\n    },\n  },\n};\n`
  );
}
