/**
 * The Japanese words of English pages, without the whole Japanese face. A few English texts name things in
 * Japanese (the book 配色事典 on the combinations pages, the filter's examples 緋 and あか). Set in Noto Sans JP
 * through fontsource's stylesheet, those few characters fell in six of its unicode-range blocks: 170 KB of font
 * for four characters, arriving after the first paint and re-wrapping the paragraph (Lighthouse counted that
 * moment as the page's largest paint, 3.0 s). At build (and dev-server) start this plugin cuts Noto Sans JP's
 * blocks down to exactly the characters of locales/en/ outside Latin, at the interface's weights (a few KB in
 * all), and serves their faces as the module 'virtual:irodori-japanese-words.css' (src/ui/japaneseWordsFont.ts).
 * The faces carry the family name of fontsource's, so where its stylesheet is loaded as well (Japanese pages, the
 * traditional colours) either face draws the same glyphs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { INTER_WEIGHTS, unicodeRangeText, writeThrough } from './interSubsetPlugin.ts';

export const JAPANESE_WORDS_CSS_MODULE = 'virtual:irodori-japanese-words.css';

/** The characters English texts set in the Japanese face: those of the CJK and Japanese blocks (from U+2E80). */
export function japaneseCharacters(text: string): string[] {
  return [...new Set([...text].filter((character) => character.codePointAt(0)! >= 0x2e80))].sort();
}

/** A block of fontsource's Noto Sans JP (its file name) and the characters wanted from it. */
export type WordsFace = { file: string; characters: string[] };

/**
 * Groups `characters` by the fontsource block that has them (`css`: fontsource's stylesheet). Throws on a
 * character no block has, so a text the face cannot draw fails the build instead of showing a missing glyph.
 */
export function facesFor(css: string, characters: readonly string[]): WordsFace[] {
  const blocks = (css.match(/@font-face\s*{[^}]*}/g) ?? []).map((face) => ({
    file: /url\(\.\/files\/([^)]+)\)/.exec(face)?.[1] ?? '',
    range: new Set(unicodeRangeText(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '')),
  }));
  const faces = new Map<string, string[]>();
  for (const character of characters) {
    const block = blocks.find((candidate) => candidate.file !== '' && candidate.range.has(character));
    if (!block) throw new Error(`japanese words: Noto Sans JP has no block for ${character} (U+${character.codePointAt(0)!.toString(16)})`);
    faces.set(block.file, [...(faces.get(block.file) ?? []), character]);
  }
  return [...faces].map(([file, wanted]) => ({ file, characters: wanted }));
}

/** The stylesheet of the cut faces: each file `words-<block>` draws exactly its characters. */
export function wordsStylesheet(faces: readonly WordsFace[]): string {
  return faces
    .map(
      ({ file, characters }) => `@font-face {
  font-family: 'Noto Sans JP Variable';
  font-style: normal;
  font-display: swap;
  font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};
  src: url(./words-${file}) format('woff2-variations');
  unicode-range: ${characters.map((character) => `U+${character.codePointAt(0)!.toString(16)}`).join(',')};
}
`,
    )
    .join('');
}

export function japaneseWordsPlugin({ localesDir, cacheDir }: { localesDir: string; cacheDir: string }): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@fontsource-variable/noto-sans-jp/package.json'));
  let stylesheet: Promise<string> | null = null;

  async function generate(): Promise<string> {
    const text = readdirSync(localesDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => readFileSync(join(localesDir, name), 'utf8'))
      .join('');
    const characters = japaneseCharacters(text);
    const css = readFileSync(join(packageDir, 'index.css'), 'utf8');
    const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
    // Keyed by the characters, the weights and fontsource's version: a change makes a new set.
    const key = createHash('sha256').update(`${version} ${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max} ${characters.join('')}`).digest('hex').slice(0, 12);
    const outDir = join(cacheDir, `japanese-words-${key}`);
    const target = join(outDir, 'japanese-words.css');
    try {
      readFileSync(target);
      return target;
    } catch {
      // Not made yet.
    }
    mkdirSync(outDir, { recursive: true });
    const faces = facesFor(css, characters);
    for (const { file, characters: wanted } of faces) {
      const subset = await subsetFont(readFileSync(join(packageDir, 'files', file)), wanted.join(''), {
        targetFormat: 'woff2',
        variationAxes: { wght: INTER_WEIGHTS },
      });
      writeThrough(join(outDir, `words-${file}`), subset);
    }
    // The stylesheet last: its presence says the set is complete.
    writeThrough(target, wordsStylesheet(faces));
    return target;
  }

  return {
    name: 'irodori-japanese-words',
    async buildStart() {
      stylesheet ??= generate();
      await stylesheet;
    },
    async resolveId(id) {
      if (id !== JAPANESE_WORDS_CSS_MODULE) return undefined;
      stylesheet ??= generate();
      return stylesheet;
    },
  };
}
