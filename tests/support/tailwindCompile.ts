/**
 * Tailwind v4's own compiler, as the export tests feed it: stylesheets `@import`ed from the installed `tailwindcss`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';

const ROOT = fileURLToPath(new URL('../../node_modules/tailwindcss/', import.meta.url));

/** Compiles CSS that imports Tailwind's stylesheets and returns the CSS of the given utility candidates. */
export async function compileTailwind(input: string, candidates: string[]): Promise<string> {
  const compiler = await compile(input, {
    base: ROOT,
    loadStylesheet: async (id: string) => {
      const path = join(ROOT, id.replace(/^tailwindcss\//, ''));
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build(candidates);
}

/** Compiles a theme (an `@theme` export) over Tailwind's theme and utilities and returns the CSS of the candidates. */
export function buildUtilities(theme: string, candidates: string[]): Promise<string> {
  return compileTailwind(`@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);\n${theme}`, candidates);
}
