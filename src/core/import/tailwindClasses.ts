/**
 * Tailwind utility classes in a pasted list (`bg-sky-500 text-slate-900/80 hover:border-rose-300`): each colour
 * utility stands for a colour of Tailwind's palette, named as Tailwind names it ('sky-500'), with its opacity
 * modifier as alpha. The palette is given (the import dialog reads Tailwind's own theme.css); nothing here knows it.
 */

/** Tailwind's colours by name ('sky-500', 'black'), each as its theme writes it ('oklch(68.5% 0.169 237.323)'). */
export type TailwindPalette = ReadonlyMap<string, string>;

/** A colour utility found on a line: where it is, the palette name it uses and its colour as CSS. */
export type TailwindClassColor = { index: number; source: string; name: string; value: string };

/**
 * A colour utility: variants (`hover:`, `md:`, `dark:`), a colour property, a palette name and an optional opacity
 * modifier (`/50`), standing alone (not inside a longer word).
 */
const UTILITY =
  /(?<![\w-])(?:[\w-]+:)*(?:bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|decoration|divide|fill|stroke|from|via|to|accent|caret|shadow|placeholder|inset-shadow|inset-ring)-([a-z]+(?:-\d{2,3})?)(?:\/(\d{1,3}))?(?![\w-])/g;

/** Returns the colour utilities of a line whose palette name `palette` knows, in order. */
export function tailwindClassColors(line: string, palette: TailwindPalette): TailwindClassColor[] {
  const found: TailwindClassColor[] = [];
  if (palette.size === 0 || line.length > 100_000) return found;
  for (const m of line.matchAll(UTILITY)) {
    const base = palette.get(m[1]);
    if (base === undefined) continue;
    const alpha = m[2] === undefined ? null : Math.min(100, Number(m[2])) / 100;
    found.push({ index: m.index, source: m[0], name: m[1], value: alpha === null ? base : withAlpha(base, alpha) });
  }
  return found;
}

/** Returns a CSS colour with an alpha: `oklch(L C H)` → `oklch(L C H / a)`; a hex or other form through color-mix. */
function withAlpha(value: string, alpha: number): string {
  const fn = /^(oklch|oklab|rgb|hsl|lab|lch)\(([^/)]*)\)$/i.exec(value.trim());
  if (fn) return `${fn[1]}(${fn[2].trim()} / ${alpha})`;
  return `color-mix(in srgb, ${value} ${alpha * 100}%, transparent)`;
}
