/**
 * The shared-palette link parameter (SPEC §2 "Shared palette"): `colors=ff0000-0f0-…`, hex without '#'.
 */
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { MAX_PALETTE_COLORS } from './palette.ts';

/** Matches one shared item: 3 or 6 hex digits, no '#'. */
const SHARED_ITEM = /^([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Returns the normalised codes of a `colors` parameter. Any failure (null, empty, an empty item, an item that is
 * not 3 or 6 hex digits) gives []; more than 100 items keep the first 100.
 */
export function parseSharedColors(param: string | null): string[] {
  if (typeof param !== 'string' || param === '') return [];
  const items = param.split('-');
  const out: string[] = [];
  for (const item of items) {
    const code = SHARED_ITEM.test(item) ? tryNormalizeColorCode(item) : null;
    if (code === null) return [];
    out.push(code);
  }
  return out.slice(0, MAX_PALETTE_COLORS);
}

/** The longest name a palette is given (the name field's limit). */
export const MAX_SHARED_NAME = 100;

/**
 * Returns the palette name of a share link's optional `name` parameter: trimmed, spaces and control
 * characters collapsed, at most 100 characters; null when there is none (the page's own name is used).
 */
export function parseSharedName(param: string | null): string | null {
  if (typeof param !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const name = [...param.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()].slice(0, MAX_SHARED_NAME).join('').trim();
  return name === '' ? null : name;
}

/** Returns the share-link query value for codes (or exact texts: their fallbacks): hex without '#', joined by '-'. */
export function encodeSharedColors(codes: readonly string[]): string {
  return codes
    .map((c) => tryAuthoredColor(c)?.code ?? null)
    .filter((c): c is string => c !== null)
    .map((c) => c.slice(1))
    .join('-');
}

/**
 * The exact texts of a shared palette's wide and translucent colours ride in a parameter of their own beside
 * `colors` (which keeps their sRGB fallbacks, so a link opens as before wherever `exact` is not read):
 * `exact=3:oklch(84.1%25_0.238_128.85),7:color(display-p3_1_0_0)` — position, a colon, the text with its spaces as
 * underscores (the grammar has neither underscores nor commas), entries separated by commas.
 */
export const SHARED_EXACT_PARAM = 'exact';

/** Returns the `exact` value of a list of colours (codes or exact texts), or null when none has an exact text. */
export function encodeSharedExact(colors: readonly string[]): string | null {
  const entries: string[] = [];
  colors.forEach((text, i) => {
    const color = tryAuthoredColor(text);
    if (color?.exact) entries.push(`${i}:${color.exact.replaceAll(' ', '_')}`);
  });
  return entries.length > 0 ? entries.join(',') : null;
}

/**
 * Returns the shared codes with the `exact` parameter's texts put in their places: an entry applies only where the
 * code at its position is the text's fallback (a hand-edited or truncated link keeps its codes); anything unreadable
 * is skipped. Never throws.
 */
export function withSharedExact(codes: readonly string[], param: string | null): string[] {
  const out = [...codes];
  if (typeof param !== 'string' || param === '') return out;
  for (const entry of param.split(',')) {
    const match = /^(\d{1,3}):(.+)$/.exec(entry);
    if (!match) continue;
    const index = Number(match[1]);
    const color = tryAuthoredColor(match[2].replaceAll('_', ' '));
    if (color?.exact && out[index] === color.code && codes[index] === color.code) out[index] = color.exact;
  }
  return out;
}
