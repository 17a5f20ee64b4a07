/**
 * What the style-sheet library exports (shadcn/ui, daisyUI, Radix Themes, Bootstrap, Ionic) share: a library colour
 * taken from the first of a list of roles the theme has (a theme of Irodori's method lacks Material's extra surfaces),
 * custom colours under CSS-safe names that meet none of the library's own, the header that says which role became which
 * library colour, and colour texts (`oklch()`, `r, g, b`, sRGB mixes).
 */
import { hexToSrgb } from '../../../convert/hexToSrgb.ts';
import { bytesToHex } from '../../../convert/srgbToHex.ts';
import { srgbToOklab } from '../../../convert/srgbToOklab.ts';
import type { ThemeColors } from '../../roles.ts';
import { channels, kebab, nameWords } from '../names.ts';
import { roleLabel, type ThemeFamily } from './slots.ts';

/** A library colour in both appearances and the role it came from (null: the theme has none of its roles). */
export type LibraryColor = { readonly role: string | null; readonly light: string; readonly dark: string };

/** Returns the first role of `chain` the theme has, in both appearances; else `fallback` (light, dark) with no role. */
export function fromRoles(theme: ThemeColors, chain: readonly string[], fallback: readonly [string, string]): LibraryColor {
  const role = chain.find((r) => theme.roles.includes(r));
  return role === undefined ? { role: null, light: fallback[0], dark: fallback[1] } : { role, light: theme.light[role].toLowerCase(), dark: theme.dark[role].toLowerCase() };
}

/** The roles that stand for the page, its text and its surfaces, most specific first (an Irodori theme has fewer). */
export const SURFACE_CHAINS = {
  page: ['background', 'surface'],
  onPage: ['onBackground', 'onSurface'],
  surface: ['surface', 'background'],
  onSurface: ['onSurface', 'onBackground'],
  containerLow: ['surfaceContainerLow', 'surfaceContainer', 'surface'],
  container: ['surfaceContainer', 'surfaceContainerLow', 'surface'],
  containerHigh: ['surfaceContainerHigh', 'surfaceContainer', 'surface'],
  containerHighest: ['surfaceContainerHighest', 'surfaceContainerHigh', 'surfaceContainer', 'surface'],
  onSurfaceVariant: ['onSurfaceVariant', 'onSurface', 'onBackground'],
  outline: ['outline', 'outlineVariant'],
  outlineVariant: ['outlineVariant', 'outline'],
  inverseSurface: ['inverseSurface', 'onSurface'],
  inverseOnSurface: ['inverseOnSurface', 'surface'],
} as const satisfies Record<string, readonly string[]>;

/** Stand-ins when a theme has none of a chain's roles: a page (white, near black) and its text. */
export const PAGE_FALLBACK = ['#ffffff', '#121212'] as const;
export const TEXT_FALLBACK = ['#1b1b1f', '#e4e2e6'] as const;

/** Returns a family's role `which` (0 colour, 1 on it, 2 container, 3 on container), or stand-ins when the theme lacks it. */
export function familyRole(theme: ThemeColors, family: ThemeFamily, which: 0 | 1 | 2 | 3, fallback: readonly [string, string]): LibraryColor {
  return fromRoles(theme, [family.roles[which]], fallback);
}

/**
 * Returns a CSS-safe key for each name, in order: the ASCII words of the name in kebab case ('Brand 2' → 'brand-2',
 * 'エラー' → 'color'), such that none of the names `namesOf(key)` generates is one of `taken` (the library's own) or
 * another key's: a key that would meet one is 'custom-<key>', then numbered ('custom-primary-2').
 */
export function libraryKeys(names: readonly string[], taken: Iterable<string>, namesOf: (key: string) => readonly string[]): string[] {
  const used = new Set(taken);
  const free = (key: string) => namesOf(key).every((name) => !used.has(name));
  return names.map((name) => {
    const base = kebab(nameWords(name));
    let key = free(base) ? base : `custom-${base}`;
    for (let n = 2; !free(key); n++) key = `custom-${base}-${n}`;
    for (const name of namesOf(key)) used.add(name);
    return key;
  });
}

/** One line of a header's table: the library's colour and where it came from ('primary', 'onPrimary', or a note). */
export type MappingRow = readonly [library: string, source: string];

/** Returns the source of a library colour as a header shows it: the role, or the note when the theme has none. */
export const sourceOf = (color: LibraryColor, none: string): string => (color.role === null ? none : roleLabel(color.role));

/** Returns header comment lines (without the comment's delimiters) listing which role became which library colour. */
export function mappingLines(rows: readonly MappingRow[]): string[] {
  const width = Math.max(...rows.map(([library]) => library.length));
  return rows.map(([library, source]) => `${library.padEnd(width)}  <- ${source}`);
}

/** Returns a number with at most `digits` decimals, without trailing zeros ('0.1', '62.5', '0'). */
function trim(x: number, digits: number): string {
  const s = x.toFixed(digits).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/**
 * Returns a code as CSS `oklch(L C H)` in the form shadcn/ui and daisyUI write (lightness 0–1): four decimals for
 * lightness and chroma, two for the hue (0 for a grey), close enough that it maps back to the same 8-bit code.
 */
export function oklchText(code: string): string {
  const [l, a, b] = srgbToOklab(hexToSrgb(code));
  const c = Math.hypot(a, b);
  const h = c < 1e-4 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return `oklch(${trim(l, 4)} ${c < 1e-4 ? '0' : trim(c, 4)} ${trim(h, 2)})`;
}

/** Returns a code's channels as '58, 123, 213', the `-rgb` form Bootstrap and Ionic read into `rgba(var(--x-rgb), a)`. */
export const rgbTriplet = (code: string): string => channels(code).join(', ');

/**
 * Returns `code` mixed with `other` (both '#rrggbb'), `weight` of the other, per 8-bit channel in sRGB and rounded:
 * Ionic's shade (12 % black) and tint (10 % white), as its colour generator and Sass's `mix()` compute them.
 */
export function mixCodes(code: string, other: string, weight: number): string {
  const a = channels(code);
  const b = channels(other);
  const [r, g, bl] = a.map((c, i) => Math.round(c * (1 - weight) + b[i] * weight));
  return bytesToHex(r, g, bl);
}
