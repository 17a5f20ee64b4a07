/**
 * The Japanese words of English pages, without the whole Japanese face. A few English texts name things in
 * Japanese (the book 配色事典 on the combinations pages, the filter's examples 緋 and あか). Set in Noto Sans JP
 * through fontsource's stylesheet, those few characters fell in six of its unicode-range blocks: 170 KB of font
 * for four characters, arriving after the first paint and re-wrapping the paragraph (Lighthouse counted that
 * moment as the page's largest paint, 3.0 s). At build (and dev-server) start this plugin cuts Noto Sans JP's
 * blocks down to exactly the characters of locales/en/ outside Latin (a few KB in all), and serves their faces as
 * the module 'virtual:irodori-japanese-words.css' (src/ui/japaneseWordsFont.ts). Each cut face is its block's
 * @font-face rule with only its file and unicode-range changed: the browser groups faces of one family by their
 * descriptors (weight range, style), so where fontsource's stylesheet is loaded as well (Japanese pages, the
 * traditional colours) the two sets are one, and each character is drawn from a face that has it. (A cut face
 * with a narrower weight range was a group of its own, which the browser chose for every character: Japanese
 * pages lost every glyph the cut faces lack.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { unicodeRangeText, writeThrough } from './interSubsetPlugin.ts';

export const JAPANESE_WORDS_CSS_MODULE = 'virtual:irodori-japanese-words.css';

/** The characters English texts set in the Japanese face: those of the CJK and Japanese blocks (from U+2E80). */
export function japaneseCharacters(text: string): string[] {
  return [...new Set([...text].filter((character) => character.codePointAt(0)! >= 0x2e80))].sort();
}

/** A block of fontsource's Noto Sans JP (its file name and its @font-face rule) and the characters wanted from it. */
export type WordsFace = { file: string; rule: string; characters: string[] };

/**
 * Groups `characters` by the fontsource block that has them (`css`: fontsource's stylesheet). Throws on a
 * character no block has, so a text the face cannot draw fails the build instead of showing a missing glyph.
 */
export function facesFor(css: string, characters: readonly string[]): WordsFace[] {
  const blocks = (css.match(/@font-face\s*{[^}]*}/g) ?? []).map((rule) => ({
    file: /url\(\.\/files\/([^)]+)\)/.exec(rule)?.[1] ?? '',
    rule,
    range: new Set(unicodeRangeText(/unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '')),
  }));
  const faces = new Map<string, WordsFace>();
  for (const character of characters) {
    const block = blocks.find((candidate) => candidate.file !== '' && candidate.range.has(character));
    if (!block) throw new Error(`japanese words: Noto Sans JP has no block for ${character} (U+${character.codePointAt(0)!.toString(16)})`);
    const face = faces.get(block.file) ?? { file: block.file, rule: block.rule, characters: [] };
    face.characters.push(character);
    faces.set(block.file, face);
  }
  return [...faces.values()];
}

/** The stylesheet of the cut faces: each is its block's rule, its file `words-<block>` drawing exactly its characters. */
export function wordsStylesheet(faces: readonly WordsFace[]): string {
  return faces
    .map(({ file, rule, characters }) =>
      rule
        .replace(/url\(\.\/files\/[^)]+\)/, `url(./words-${file})`)
        .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${characters.map((character) => `U+${character.codePointAt(0)!.toString(16)}`).join(',')};`),
    )
    .join('\n');
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
    // Keyed by the characters and fontsource's version: a change makes a new set.
    const key = createHash('sha256').update(`${version} ${characters.join('')}`).digest('hex').slice(0, 12);
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
      // The whole weight axis, as the rule declares.
      const subset = await subsetFont(readFileSync(join(packageDir, 'files', file)), wanted.join(''), { targetFormat: 'woff2' });
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
