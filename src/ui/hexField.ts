import { useState } from 'react';
// Deep import: the core's barrel also holds the colour-name table, which the shell must not load.
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { sizes } from './theme';

/** What every colour field's <input> is: plain text, never completed, capitalised or spell-checked. */
export const colorFieldAttributes = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

/** What every hex-only field's <input> is (the picker's): a colour field of at most 7 characters. */
export const hexFieldAttributes = { ...colorFieldAttributes, maxLength: sizes.hexInputMaxLength } as const;

/** Returns whether a field's text still looks like a hex code being typed: at most 7 characters of `#?[0-9a-f]*`. */
export function looksLikeHex(text: string): boolean {
  return text.length <= sizes.hexInputMaxLength && /^#?[0-9a-f]*$/i.test(text);
}

/**
 * What a colour field's text asks for on Enter or blur, read without the colour parser: nothing (empty), a hex code
 * to commit at once, a hex code still being typed (ignored silently, SPEC §5), or a text for the colour parser.
 */
export type FieldText =
  | { readonly kind: 'empty' }
  | { readonly kind: 'hex'; readonly code: string }
  | { readonly kind: 'hexDraft' }
  | { readonly kind: 'other'; readonly text: string };

/** Returns what a colour field's text asks for (see FieldText); white space around it is ignored. */
export function fieldText(text: string): FieldText {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const code = tryNormalizeColorCode(value);
  if (code) return { kind: 'hex', code };
  return looksLikeHex(value) ? { kind: 'hexDraft' } : { kind: 'other', text: value };
}

/**
 * Returns a hex field's text (`initial` at first) and its setter. The text follows `code`, a colour set from outside
 * (a slider, a swap, the URL), each time it changes, unless the text already means that colour.
 */
export function useHexText(code: string | undefined, initial: string): [string, (text: string) => void] {
  const [text, setText] = useState(initial);
  const [followed, setFollowed] = useState(code);
  if (code !== followed) {
    setFollowed(code);
    if (code !== undefined && tryNormalizeColorCode(text.trim()) !== code) setText(code);
  }
  return [text, setText];
}
