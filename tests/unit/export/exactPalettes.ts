/**
 * Palettes of wide and translucent colours for the export tests: one of every space and case the exact grammar
 * allows (P3, Rec. 2020, beyond Rec. 2020, between two hex codes, translucent sRGB, `none`, percentages), and the
 * same colours under names that try to break out of every format.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportColor } from '../../../src/ui/export/authored.ts';
import type { ExportInput } from '../../../src/ui/export/types.ts';

/** Each colour as authored and the name it is exported under. */
export const WIDE_COLORS: readonly (readonly [text: string, name: string])[] = [
  ['oklch(84.1% 0.238 128.85)', 'Lime 400'], // Tailwind v4's lime-400: Display P3
  ['oklch(63.7% 0.237 25.331)', 'Red 500'], // in sRGB, between two hex codes
  ['color(display-p3 1 0 0 / 0.5)', 'P3 Red'], // translucent P3
  ['color(rec2020 0 1 0)', 'Rec Green'], // Rec. 2020, outside P3
  ['oklch(70% 0.4 150)', 'Beyond'], // outside Rec. 2020
  ['#ff000080', 'Glass'], // translucent sRGB, a byte of alpha
  ['rgb(26 179 133 / 0.25)', 'Mist'], // translucent sRGB, alpha not a byte
  ['lab(50% 40 none)', 'Lab'],
  ['lch(62.5 80 40deg / 75%)', 'Lch'],
  ['oklab(0.7 -0.2 0.15)', 'Oklab'],
  ['oklch(55% 0 none)', 'Grey'], // an exact grey: its code says it, so it is a plain code
  ['color(srgb 0.5 0.25 0.125)', 'Srgb'],
  ['#1ab385', 'Mountain Meadow'], // a plain code beside them
];

/** Names that try to end a comment, a string, a rule or a declaration, or start a token with '$'. */
export const HOSTILE_NAMES = ["'; alert(1); //", '*/ body { display: none } /*', '--x: red; } :root { --y', '$type', '1st place', '', '<!-- -->', '\\"\n', '.{}', 'default', 'all', 'values', 'Color'];

/** Returns an export input of texts with names. */
export function exactInput(name: string, colors: readonly (readonly [string, string])[]): ExportInput {
  return { name, colors: colors.map(([text, colorName]) => exportColor(text, () => colorName)) };
}

/** The wide palette under its own names. */
export const WIDE = exactInput('Wide', WIDE_COLORS);

/** The wide palette under hostile names, in a hostile palette name. */
export const HOSTILE_WIDE = exactInput(
  'Evil */ } </style><script>alert(1)</script>\n// x',
  WIDE_COLORS.map(([text], i) => [text, HOSTILE_NAMES[i % HOSTILE_NAMES.length]] as const),
);

/** Every `--color-*` of Tailwind v4's theme.css, as written there: [name, value] (286 OKLCH colours, black and white). */
export function tailwindThemeColors(): [string, string][] {
  const path = fileURLToPath(new URL('../../../node_modules/tailwindcss/theme.css', import.meta.url));
  return [...readFileSync(path, 'utf8').matchAll(/^\s*--color-([a-z]+(?:-\d+)?): ([^;]+);/gm)].map((m) => [m[1], m[2]]);
}
