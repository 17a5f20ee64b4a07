/**
 * Inter, lighter. The interface uses two weights (SPEC: 400 and 600), but the Latin file of
 * @fontsource-variable/inter carries the whole 100–900 weight axis: at 47 KB it is the largest file a
 * first visit downloads after the app's code, and it shares the connection with that code before the
 * first paint. At build (and dev-server) start this plugin cuts it down to the same characters with
 * the axis limited to 400–600 (about 29 KB; every OpenType feature kept, so tabular figures still
 * work), and serves fontsource's stylesheet with that one face replaced as the module
 * 'virtual:irodori-inter.css' (imported by src/app/fonts.ts). The other scripts' faces (Latin
 * Extended, Cyrillic, Greek, Vietnamese) are fontsource's own files, downloaded only when a page
 * shows such characters.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export const INTER_CSS_MODULE = 'virtual:irodori-inter.css';

/** The face that is subset (file name kept: the service worker precaches it by this name). */
const LATIN_FILE = 'inter-latin-wght-normal.woff2';
/** The weights the interface uses (src/ui/theme.ts fontWeights). */
export const INTER_WEIGHTS = { min: 400, max: 600 } as const;

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,…"). */
export function unicodeRangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    for (let code = from!; code <= (to ?? from!); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * fontsource's stylesheet with its file addresses made relative to `outDir`, and the Latin face
 * pointing at `latinFile` (in `outDir`) with the weight range the subset keeps.
 */
export function rewriteStylesheet(css: string, filesDir: string, outDir: string, latinFile: string): string {
  const toFiles = relative(outDir, filesDir).split('\\').join('/');
  return css.replace(/@font-face\s*{[^}]*}/g, (face) => {
    if (face.includes(`/${LATIN_FILE}`)) {
      return face
        .replace(/url\([^)]*\)/, `url(./${latinFile})`)
        .replace(/font-weight:[^;]*;/, `font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    }
    return face.replace(/url\(\.\/files\//g, `url(${toFiles}/`);
  });
}

/** Writes through a temporary file, so a build running alongside never reads half a file. */
export function writeThrough(file: string, data: string | Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export function interSubsetPlugin({ cacheDir }: { cacheDir: string }): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
  const filesDir = join(packageDir, 'files');
  // Keyed by the weights kept, so changing them makes a new subset.
  const outDir = join(cacheDir, `wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}`);
  const stylesheet = join(outDir, 'inter.css');
  let ready: Promise<void> | null = null;

  async function generate() {
    const source = join(filesDir, LATIN_FILE);
    const css = readFileSync(join(packageDir, 'index.css'), 'utf8');
    const target = join(outDir, LATIN_FILE);
    mkdirSync(outDir, { recursive: true });
    writeThrough(stylesheet, rewriteStylesheet(css, filesDir, outDir, LATIN_FILE));
    // The subset takes a second or two: made again only when fontsource's file is newer.
    const upToDate = (() => {
      try {
        return statSync(target).mtimeMs >= statSync(source).mtimeMs;
      } catch {
        return false;
      }
    })();
    if (upToDate) return;
    const face = css.match(/@font-face\s*{[^}]*}/g)?.find((block) => block.includes(`/${LATIN_FILE}`));
    const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!range) throw new Error(`inter subset: no unicode-range for ${LATIN_FILE} in @fontsource-variable/inter`);
    const subset = await subsetFont(readFileSync(source), unicodeRangeText(range), {
      targetFormat: 'woff2',
      variationAxes: { wght: INTER_WEIGHTS },
    });
    writeThrough(target, subset);
  }

  return {
    name: 'irodori-inter-subset',
    async buildStart() {
      ready ??= generate();
      await ready;
    },
    resolveId(id) {
      return id === INTER_CSS_MODULE ? stylesheet : undefined;
    },
  };
}
