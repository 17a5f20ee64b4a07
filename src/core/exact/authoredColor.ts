/**
 * A colour as a palette keeps it: the sRGB code '#rrggbb' (what the SPEC stores, shares and exports; for a wide or
 * translucent colour its fallback) and, when the code cannot say the colour exactly, the exact text beside it
 * (./exactColor.ts). Everything that only knows codes works on `code`; what paints or exports a colour uses `css`.
 */
import { INVALID_COLOR_CODE_MESSAGE, tryNormalizeColorCode } from '../code/colorCode.ts';
import { exactFallback, exactGamut, fallbackDistance, needsExact, type ExactGamut } from './exactConvert.ts';
import { readExact } from './exactColor.ts';

/** A colour as authored: its sRGB code and, for a colour the code cannot hold, its exact text. */
export type AuthoredColor = { readonly code: string; readonly exact?: string };

/**
 * Returns the authored colour of a hex code or an exact text ('#ff0000', 'oklch(63.7% 0.237 25.331)'), or of an
 * authored colour (its exact text wins; the code is its fallback). An exact text whose colour a code says exactly
 * becomes that code alone. Null for anything else; never throws.
 */
export function tryAuthoredColor(input: unknown): AuthoredColor | null {
  if (typeof input === 'object' && input !== null) {
    const { code, exact } = input as { code?: unknown; exact?: unknown };
    if (exact !== undefined) {
      const fromExact = tryAuthoredColor(exact);
      if (fromExact) return fromExact;
    }
    const hex = tryNormalizeColorCode(code);
    return hex ? { code: hex } : null;
  }
  const hex = tryNormalizeColorCode(input);
  if (hex) return { code: hex };
  if (typeof input !== 'string') return null;
  // Read once per text: a palette's exact texts are read on every render of it (the fallback is a gamut mapping).
  let known = authoredCache.get(input);
  if (known === undefined) {
    const color = readExact(input);
    known = color === null ? null : needsExact(color) ? { code: exactFallback(color), exact: color.text } : { code: exactFallback(color) };
    if (authoredCache.size >= AUTHORED_CACHE_LIMIT) authoredCache.clear();
    authoredCache.set(input, known);
  }
  return known;
}

const AUTHORED_CACHE_LIMIT = 4096;
const authoredCache = new Map<string, AuthoredColor | null>();

/** Returns the authored colour of a code, an exact text or an authored colour. @throws Error (Japanese) when invalid. */
export function authoredColor(input: string | AuthoredColor): AuthoredColor {
  const color = tryAuthoredColor(input);
  if (color === null) throw new Error(`${INVALID_COLOR_CODE_MESSAGE}: ${typeof input === 'string' ? input : JSON.stringify(input)}`);
  return color;
}

/** Returns the CSS that paints an authored colour as it is: its exact text, else its code. */
export function cssOf(color: AuthoredColor): string {
  return color.exact ?? color.code;
}

/**
 * Returns the sRGB code of a colour written as a code or an exact text (a wide colour's fallback), or the text itself
 * when it is neither (callers pass codes and exact texts only).
 */
export function fallbackOf(text: string): string {
  return tryAuthoredColor(text)?.code ?? text;
}

/**
 * Returns the exact text a URL parameter carries for the colour whose code is `code` (the text's spaces written as
 * '_', as the colour page's and the share link's are): undefined when the parameter is missing, is not an exact
 * text, names a colour a code says exactly, or its fallback is not `code` (an edited address keeps its code).
 */
export function exactOfParam(value: string | null, code: string): string | undefined {
  if (value === null || value === '') return undefined;
  const color = tryAuthoredColor(value.replaceAll('_', ' '));
  return color?.exact !== undefined && color.code === code ? color.exact : undefined;
}

/** Returns whether two authored colours are the same (code and exact text). */
export function sameAuthored(a: AuthoredColor, b: AuthoredColor): boolean {
  return a.code === b.code && a.exact === b.exact;
}

/** What a wide or translucent colour is beside its fallback: the gamut it needs, its alpha, the fallback and how far off it is. */
export type ExactInfo = {
  readonly exact: string;
  readonly code: string;
  readonly gamut: ExactGamut;
  readonly alpha: number;
  /** ΔE_OK ×100 between the colour and its fallback (alpha aside). */
  readonly distance: number;
};

/** Returns what an exact text is beside its fallback, or null for a code or an unreadable text. */
export function exactInfo(text: string): ExactInfo | null {
  const authored = tryAuthoredColor(text);
  if (!authored?.exact) return null;
  const color = readExact(authored.exact);
  if (!color) return null;
  return { exact: authored.exact, code: authored.code, gamut: exactGamut(color), alpha: color.alpha, distance: fallbackDistance(color, authored.code) };
}
