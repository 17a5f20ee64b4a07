/**
 * The Japanese an English page shows, without the whole Japanese face. English pages show Japanese in two ways:
 * words of the interface's own texts (the book 配色事典 on the combinations pages, the filter's examples 緋 and あか)
 * and the traditional colours' names (群青色, with their readings). Set in Noto Sans JP through fontsource's stylesheet,
 * each character costs its whole unicode-range block: the combinations page downloaded 170 KB of font for four
 * characters, which arrived after the first paint and re-wrapped the paragraph (Lighthouse counted that moment as the
 * page's largest paint, 3.0 s), and the 227 traditional colours span 75 blocks, 2.7 MB. When a module asks for a
 * set (at build, and in the dev server), this plugin cuts Noto Sans JP's blocks down to exactly the characters of each set, the words (locales/en/)
 * and the names (the traditional colours' data file), and serves each set's faces as a module:
 * 'virtual:irodori-japanese-words.css' (src/ui/japaneseWordsFont.ts), a few KB, and
 * 'virtual:irodori-japanese-names.css' (src/ui/japaneseNamesFont.ts), 180 KB for every name, of which a page
 * downloads the blocks it shows.
 *
 * Each cut face is its block's @font-face rule with only its file and unicode-range changed: the browser groups faces
 * of one family by their descriptors (weight range, style), so where fontsource's stylesheet is loaded as well
 * (Japanese pages, text typed by the visitor) the sets are one, and each character is drawn from a face that has it.
 * (A cut face with a narrower weight range was a group of its own, which the browser chose for every character:
 * Japanese pages lost every glyph the cut faces lack.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { unicodeRangeText, writeThrough } from './interSubsetPlugin.ts';

/** The sets of characters cut, and the module that serves each. */
export const JAPANESE_CUTS = {
  words: 'virtual:irodori-japanese-words.css',
  names: 'virtual:irodori-japanese-names.css',
} as const;

export type JapaneseCut = keyof typeof JAPANESE_CUTS;

/** The characters English texts set in the Japanese face: those of the CJK and Japanese blocks (from U+2E80). */
export function japaneseCharacters(text: string): string[] {
  return [...new Set([...text].filter((character) => character.codePointAt(0)! >= 0x2e80))].sort();
}

/** A block of fontsource's Noto Sans JP (its file name and its @font-face rule) and the characters wanted from it. */
export type CutFace = { file: string; rule: string; characters: string[] };

/**
 * Groups `characters` by the fontsource block that has them (`css`: fontsource's stylesheet). Throws on a
 * character no block has, so a text the face cannot draw fails the build instead of showing a missing glyph.
 */
export function facesFor(css: string, characters: readonly string[]): CutFace[] {
  const blocks = (css.match(/@font-face\s*{[^}]*}/g) ?? []).map((rule) => ({
    file: /url\(\.\/files\/([^)]+)\)/.exec(rule)?.[1] ?? '',
    rule,
    range: new Set(unicodeRangeText(/unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '')),
  }));
  const faces = new Map<string, CutFace>();
  for (const character of characters) {
    const block = blocks.find((candidate) => candidate.file !== '' && candidate.range.has(character));
    if (!block) throw new Error(`japanese cuts: Noto Sans JP has no block for ${character} (U+${character.codePointAt(0)!.toString(16)})`);
    const face = faces.get(block.file) ?? { file: block.file, rule: block.rule, characters: [] };
    face.characters.push(character);
    faces.set(block.file, face);
  }
  return [...faces.values()];
}

/** The stylesheet of a set's cut faces: each is its block's rule, its file `<set>-<block>` drawing exactly its characters. */
export function cutStylesheet(cut: JapaneseCut, faces: readonly CutFace[]): string {
  return faces
    .map(({ file, rule, characters }) =>
      rule
        .replace(/url\(\.\/files\/[^)]+\)/, `url(./${cut}-${file})`)
        .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${characters.map((character) => `U+${character.codePointAt(0)!.toString(16)}`).join(',')};`),
    )
    .join('\n');
}

/** Where each set's characters are read from. */
export type CutSources = { localesDir: string; namesFile: string };

/** The text whose Japanese characters a set keeps. */
function cutText(cut: JapaneseCut, { localesDir, namesFile }: CutSources): string {
  if (cut === 'names') {
    try {
      return readFileSync(namesFile, 'utf8');
    } catch {
      throw new Error(`japanese cuts: no ${namesFile}; it is written by \`npm run build:wasm\` (npm run build and npm run dev run it first)`);
    }
  }
  return readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readFileSync(join(localesDir, name), 'utf8'))
    .join('');
}

export function japaneseCutsPlugin({ cacheDir, ...sources }: CutSources & { cacheDir: string }): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@fontsource-variable/noto-sans-jp/package.json'));
  const stylesheets = new Map<JapaneseCut, Promise<string>>();

  async function generate(cut: JapaneseCut): Promise<string> {
    const characters = japaneseCharacters(cutText(cut, sources));
    const css = readFileSync(join(packageDir, 'index.css'), 'utf8');
    const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
    // Keyed by the characters and fontsource's version: a change makes a new set.
    const key = createHash('sha256').update(`${version} ${characters.join('')}`).digest('hex').slice(0, 12);
    const outDir = join(cacheDir, `japanese-${cut}-${key}`);
    const target = join(outDir, `japanese-${cut}.css`);
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
      writeThrough(join(outDir, `${cut}-${file}`), subset);
    }
    // The stylesheet last: its presence says the set is complete.
    writeThrough(target, cutStylesheet(cut, faces));
    return target;
  }

  const stylesheet = (cut: JapaneseCut) => {
    let made = stylesheets.get(cut);
    if (!made) {
      made = generate(cut);
      stylesheets.set(cut, made);
    }
    return made;
  };

  return {
    name: 'irodori-japanese-cuts',
    // Made when a module asks for a set (the names need the data file that `npm run build:wasm` writes).
    async resolveId(id) {
      const cut = (Object.keys(JAPANESE_CUTS) as JapaneseCut[]).find((name) => JAPANESE_CUTS[name] === id);
      return cut === undefined ? undefined : stylesheet(cut);
    },
  };
}
