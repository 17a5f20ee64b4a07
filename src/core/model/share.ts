/**
 * The shared-palette link parameter (SPEC §2 "Shared palette"): `colors=ff0000-0f0-…`, hex without '#'.
 */
import { tryNormalizeColorCode } from '../code/colorCode.ts';
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

/** Returns the share-link query value for codes: hex without '#', joined by '-'. */
export function encodeSharedColors(codes: readonly string[]): string {
  return codes
    .map((c) => tryNormalizeColorCode(c))
    .filter((c): c is string => c !== null)
    .map((c) => c.slice(1))
    .join('-');
}
