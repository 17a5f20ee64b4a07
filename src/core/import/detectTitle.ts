/**
 * A palette's title from a leading header comment: Irodori's CSS, SCSS, JavaScript and Tailwind exports start
 * with one line `/* Palette name *\/` (src/ui/export/css.ts `headerComment`). Doc comments (`/** … *\/`) are not titles.
 */
import { cleanName } from './importedColor.ts';

/** A first block comment on one line, not a doc comment. */
const HEADER_COMMENT = /^\uFEFF?\s*\/\*(?!\*)([^\n]*?)\*\//;

/** Returns the title a text's leading header comment gives, or null. */
export function headerTitle(text: string): string | null {
  const m = HEADER_COMMENT.exec(text.slice(0, 1000));
  return m ? cleanName(m[1]) : null;
}
