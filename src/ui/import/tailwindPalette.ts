/**
 * Tailwind's palette for the import's reading of utility classes (`bg-sky-500`): the colours of Tailwind v4's own
 * theme.css (the tailwindcss package, MIT), bundled into the import dialog's chunk at build time and read once with
 * the import's own stylesheet reader ('--color-sky-500: oklch(…)' → 'sky-500').
 */
import theme from 'tailwindcss/theme.css?raw';
import { parseStylesheet } from '../../core/import/parseStylesheet';
import type { TailwindPalette } from '../../core/import/tailwindClasses';

let palette: TailwindPalette | null = null;

/** Returns Tailwind's colours by name, each as its theme writes it (read on the first call). */
export function tailwindPalette(): TailwindPalette {
  palette ??= new Map(parseStylesheet(theme).colors.flatMap((color) => (color.name === null ? [] : [[color.name, color.source] as const])));
  return palette;
}
