/**
 * Colour-code parsing (SPEC §5): 3 or 6 hex digits with an optional leading '#', any case,
 * normalised to '#rrggbb' lower case.
 */

/** The Japanese error text for an invalid code (SPEC §8); the offending value follows it. */
export const INVALID_COLOR_CODE_MESSAGE = '不正なカラーコードの形式です';

/** Matches an accepted colour code: optional '#', then exactly 3 or 6 hex digits. */
export const COLOR_CODE_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Returns '#rrggbb' (lower case) for a valid code, or null for anything else (never throws). */
export function tryNormalizeColorCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const match = COLOR_CODE_PATTERN.exec(input);
  if (!match) return null;
  const digits = match[1].toLowerCase();
  if (digits.length === 6) return `#${digits}`;
  return `#${digits[0]}${digits[0]}${digits[1]}${digits[1]}${digits[2]}${digits[2]}`;
}

/** Returns true when the input is an accepted colour code (3 or 6 hex digits, optional '#'). */
export function isColorCode(input: unknown): input is string {
  return tryNormalizeColorCode(input) !== null;
}

/**
 * Returns '#rrggbb' (lower case) for a valid code.
 * @throws Error `不正なカラーコードの形式です: ${value}` for anything else.
 */
export function normalizeColorCode(input: string): string {
  const code = tryNormalizeColorCode(input);
  if (code === null) throw new Error(`${INVALID_COLOR_CODE_MESSAGE}: ${String(input)}`);
  return code;
}
