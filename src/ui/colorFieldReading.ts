/**
 * What a colour field (HexInput) makes of a text that is more than a hex code: the colour it names whole, read as the
 * search reads it (core/names/colorQuery.ts: a hex code or any CSS colour, then a traditional Japanese name or a
 * listed colour name, whose tables are loaded only for a text that is neither), and what the field says about it.
 * Loaded with the field's message (ColorFieldMessage.tsx), never with the entry: culori and the tables stay out of it.
 */
import { wholeColor } from '../core/names/colorQuery';
import { withData } from './data/pageData';

/**
 * A colour as a field read it whole: its sRGB code, whether it lies outside sRGB or is translucent, and its exact text
 * where the code cannot say it (core/exact).
 */
export type FieldColor = { readonly code: string; readonly mapped: boolean; readonly alphaDropped: boolean; readonly exact?: string };

/** What a colour field says under itself after a commit, if anything. */
export type FieldStatus =
  | { readonly kind: 'outside' | 'translucent' | 'outsideTranslucent'; readonly text: string; readonly code: string }
  | { readonly kind: 'unreadable'; readonly text: string };

/** What a field's text gave: the code to commit (null when it names no colour), its exact text, and what the field says. */
export type FieldReading = { readonly code: string | null; readonly exact?: string; readonly status: FieldStatus | null };

/** The longest text a field's message repeats, in characters (a longer one is shown cut, with an ellipsis). */
export const FIELD_ECHO_MAX = 40;

/**
 * Returns what a field says once the parser has read `text` (trimmed): why the code it commits differs from what was
 * typed (outside sRGB, translucent, or both), that the text is not a colour (`color` null), or nothing. The text is
 * repeated as typed, cut to FIELD_ECHO_MAX characters with an ellipsis.
 */
export function fieldStatus(text: string, color: FieldColor | null): FieldStatus | null {
  const chars = Array.from(text.trim());
  const echo = chars.length > FIELD_ECHO_MAX ? `${chars.slice(0, FIELD_ECHO_MAX - 1).join('')}…` : chars.join('');
  if (!color) return { kind: 'unreadable', text: echo };
  if (color.mapped) return { kind: color.alphaDropped ? 'outsideTranslucent' : 'outside', text: echo, code: color.code };
  if (color.alphaDropped) return { kind: 'translucent', text: echo, code: color.code };
  return null;
}

/** Returns the colour a field's text names whole (its sRGB code, gamut-mapped and flagged where needed), or null. */
export async function readFieldColor(text: string): Promise<FieldColor | null> {
  const plain = wholeColor(text);
  if (plain) return plain;
  const [japanese, names] = await Promise.all([
    withData(['japaneseColors'], () => import('./japaneseColors'))(),
    withData(['colorNames'], () => import('./colorNames'))(),
  ]);
  return wholeColor(text, { japanese: japanese.japaneseColors(), names: names.colorNames() });
}

/**
 * Returns the code a field's text commits, its exact text, and what the field says; a table that cannot load leaves the
 * text unread. A field whose caller keeps exact colours (`keepExact`) loses nothing of a wide or translucent colour, so
 * it says nothing of one.
 */
export async function readFieldText(text: string, keepExact = false): Promise<FieldReading> {
  const color = await readFieldColor(text).catch(() => null);
  const status = fieldStatus(text, color);
  return { code: color?.code ?? null, exact: color?.exact, status: keepExact && color?.exact !== undefined && status?.kind !== 'unreadable' ? null : status };
}
