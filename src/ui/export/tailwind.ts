import { cssOf } from '../../core/exact/authoredColor';
import { codeWithAlpha } from './authored';
import { headerComment } from './css';
import { uniqueKebabNames } from './identifiers';
import { TAILWIND3_CONTENT } from '../../core/code/tailwind3';
import type { ExportInput } from './types';

/**
 * Returns a Tailwind CSS v4 `@theme` block: each colour becomes `--color-{name}` (utilities such as bg-{name}), a wide
 * or translucent one as its exact text (Tailwind v4's own palette is OKLCH; every browser it supports paints it).
 */
export function toTailwindTheme(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => `  --color-${names[i]}: ${cssOf(c)};`);
  return `${headerComment(input)}@theme {\n${lines.join('\n')}\n}\n`;
}

/**
 * Returns a Tailwind CSS v3 config (tailwind.config.js) adding the colours under `theme.extend.colors`. A wide colour is
 * written as its sRGB fallback, its exact text in a comment beside it: Tailwind v3 takes a colour's opacity modifier
 * (`bg-lime-400/50`) and its gradient stops only from colours it can parse, which are hex, rgb() and hsl(), and it
 * supports browsers that cannot paint oklch(). A translucent colour keeps its alpha ('#ff000080', which v3 parses).
 * `content` lists the files v3 scans for class names (without it v3 generates no utility and warns "No utility classes
 * were detected"): a Vite or Create React App project's, to adjust to the project's own.
 */
export function toTailwindConfig(input: ExportInput): string {
  const names = uniqueKebabNames(input.colors.map((c) => c.name));
  const lines = input.colors.map((c, i) => {
    const value = codeWithAlpha(c);
    const exact = cssOf(c);
    return `        '${names[i]}': '${value}',${exact === value ? '' : ` // ${exact}`}`;
  });
  return (
    `${headerComment(input)}/** @type {import('tailwindcss').Config} */\nexport default {\n${TAILWIND3_CONTENT}  theme: {\n    extend: {\n      colors: {\n` +
    `${lines.join('\n')}\n      },\n    },\n  },\n};\n`
  );
}
