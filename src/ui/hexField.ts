import { useState } from 'react';
// Deep import: the core's barrel also holds the colour-name table, which the shell must not load.
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { sizes } from './theme';

/** What every hex field's <input> is: plain text of at most 7 characters, never completed, capitalised or spell-checked. */
export const hexFieldAttributes = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: sizes.hexInputMaxLength,
} as const;

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
