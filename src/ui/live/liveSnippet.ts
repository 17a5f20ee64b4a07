import helper from 'virtual:live-helper';
import type { LiveTexts } from '../../core/live/protocol';

/**
 * Returns the snippet a person pastes into their own page: the helper (compiled at build time) with the origin it
 * trusts, this page's own, and its prompt's texts written in as JSON literals. A script element to paste before
 * `</body>`, or with `bare` the script's code alone, for a file of its own.
 */
export function liveSnippet(origin: string, texts: LiveTexts, bare = false): string {
  // JSON is a JavaScript literal; `<` is escaped so no text can close the script element.
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // A function as the replacement, so a `$` in a text is not read as a pattern.
  const code = helper.replace('__IRODORI_ORIGIN__', () => literal(origin)).replace('__IRODORI_TEXTS__', () => literal(texts));
  return bare ? code : `<script>${code}</script>`;
}
