/**
 * Measures the scales Irodori's scale generator (src/core/scale/) is fitted to, and prints the per-step curves:
 * Tailwind CSS's default palette (tailwindcss/theme.css, OKLCH) and Radix Colors (@radix-ui/colors, sRGB hex),
 * both dev dependencies used only here and in the tests. `npx tsx tests/support/measureScales.ts`
 *
 * The constants in src/core/scale/tailwindCurve.ts and radixCurve.ts are this output, rounded to 4 decimals;
 * tests/unit/core/scaleCurves.test.ts measures again and checks they still agree.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { converter, parse } from 'culori';
import * as radix from '@radix-ui/colors';

const toOklch = converter('oklch');
const require = createRequire(import.meta.url);

/** Tailwind's step names, lightest first. */
export const TAILWIND_STEP_NAMES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
/** The 22 families of Tailwind's default palette since v2 (v4.2 added mauve, olive, mist and taupe: not measured). */
export const TAILWIND_CHROMATIC = ['red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose'] as const;
export const TAILWIND_GREYS = ['slate', 'gray', 'zinc', 'neutral', 'stone'] as const;
/** Radix Colors' 25 chromatic scales and its 6 greys. */
export const RADIX_CHROMATIC = ['tomato', 'red', 'ruby', 'crimson', 'pink', 'plum', 'purple', 'violet', 'iris', 'indigo', 'blue', 'cyan', 'teal', 'jade', 'green', 'grass', 'brown', 'orange', 'sky', 'mint', 'lime', 'yellow', 'amber', 'gold', 'bronze'] as const;
export const RADIX_GREYS = ['gray', 'mauve', 'slate', 'sage', 'olive', 'sand'] as const;

export type Lch = { l: number; c: number; h: number };

function lchOf(css: string): Lch {
  const c = toOklch(parse(css));
  if (!c) throw new Error(`cannot parse ${css}`);
  return { l: c.l, c: c.c ?? 0, h: c.h ?? Number.NaN };
}

/** Returns Tailwind's family → 11 OKLCH steps, as written in tailwindcss/theme.css (may lie outside sRGB). */
export function tailwindPalette(): Record<string, Lch[]> {
  const css = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
  const out: Record<string, Lch[]> = {};
  for (const family of [...TAILWIND_CHROMATIC, ...TAILWIND_GREYS]) {
    out[family] = TAILWIND_STEP_NAMES.map((step) => {
      const m = new RegExp(`--color-${family}-${step}:\\s*([^;]+);`).exec(css);
      if (!m) throw new Error(`no --color-${family}-${step}`);
      return lchOf(m[1]);
    });
  }
  return out;
}

/** Returns Radix's family → 12 sRGB codes for the light or the dark scale. */
export function radixPalette(dark: boolean): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const all = radix as unknown as Record<string, Record<string, string>>;
  for (const family of [...RADIX_CHROMATIC, ...RADIX_GREYS]) {
    const scale = all[dark ? `${family}Dark` : family];
    out[family] = Array.from({ length: 12 }, (_, i) => scale[`${family}${i + 1}`]);
  }
  return out;
}

/** Returns the signed difference of two hues in degrees, in (−180, 180]. */
export function hueDifference(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const r4 = (x: number) => Math.round(x * 10000) / 10000;

/** Returns the per-step means the generator uses, from a family → steps table of OKLCH. */
export function measure(table: Record<string, Lch[]>, chromatic: readonly string[], greys: readonly string[], anchorStep: number | null) {
  const steps = table[chromatic[0]].length;
  const all = [...chromatic, ...greys];
  const lightness = Array.from({ length: steps }, (_, i) => r4(mean(all.map((f) => table[f][i].l))));
  const chromaticLightness = Array.from({ length: steps }, (_, i) => r4(mean(chromatic.map((f) => table[f][i].l))));
  const chroma = Array.from({ length: steps }, (_, i) =>
    r4(mean(chromatic.map((f) => {
      const ref = anchorStep === null ? Math.max(...table[f].map((s) => s.c)) : table[f][anchorStep].c;
      return table[f][i].c / ref;
    }))),
  );
  const hue = Array.from({ length: steps }, (_, i) => {
    const ref = anchorStep ?? 5;
    return r4(mean(chromatic.map((f) => hueDifference(table[f][i].h, table[f][ref].h))));
  });
  const tintedGreys = greys.filter((f) => table[f].some((s) => s.c > 0.001));
  const neutralChroma = Array.from({ length: steps }, (_, i) => r4(mean(tintedGreys.map((f) => table[f][i].c))));
  const greyLightness = Array.from({ length: steps }, (_, i) => r4(mean(greys.map((f) => table[f][i].l))));
  return { lightness, chromaticLightness, greyLightness, chroma, hue, neutralChroma, tintedGreys };
}

/** Returns every measurement, as printed. */
export function measureAll() {
  const tailwind = tailwindPalette();
  const radixOf = (dark: boolean) => {
    const table: Record<string, Lch[]> = {};
    for (const [family, codes] of Object.entries(radixPalette(dark))) table[family] = codes.map(lchOf);
    return measure(table, RADIX_CHROMATIC, RADIX_GREYS, 8);
  };
  return {
    tailwind: measure(tailwind, TAILWIND_CHROMATIC, TAILWIND_GREYS, null),
    radixLight: radixOf(false),
    radixDark: radixOf(true),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(measureAll(), null, 1).replace(/\n\s+(?=[-\d\]])/g, ' '));
}
