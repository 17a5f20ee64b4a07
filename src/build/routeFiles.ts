/**
 * The files a first visit to a page needs beyond the app's own (which index.html already links): the
 * page's chunk and every chunk it imports, the data files it declares (src/app/pages.ts) and the
 * translations' files of its language (the frame's namespace and those the page declares). The build lists them in the page's HTML (src/build/prerenderPlugin.ts),
 * so the head script preloads them with the app's code instead of after it.
 */
import type { PageRoute } from '../app/pages.ts';
import { DATA_FILES, dataInLanguage, type DataFile } from '../config/dataFiles.ts';
import type { Language } from '../config/language.ts';
import { FRAME_NAMESPACE, type Namespace } from '../config/namespaces.ts';

type ChunkLike = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null; moduleIds: string[] };
/** What the bundle holds, as much of Rolldown's output as is read here. */
export type OutputLike = ChunkLike | { type: 'asset'; fileName: string; names: readonly string[]; originalFileNames: readonly string[] };

/**
 * A chunk with no script: stylesheets only (one several pages import, such as the Japanese face, with
 * the module that imports it); Vite drops its empty script from the build.
 */
function isStylesheetsOnly(chunk: ChunkLike): boolean {
  return chunk.code.trim() === '';
}

/** Every chunk `start` imports statically, itself included, except those with no script to preload. */
function staticGraph(bundle: Readonly<Record<string, OutputLike>>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const output = bundle[file];
    if (seen.has(file) || output?.type !== 'chunk' || isStylesheetsOnly(output)) continue;
    seen.add(file);
    queue.push(...output.imports);
  }
  return seen;
}

/** Returns the files a first visit to `page` in `language` needs beyond the entry's own: its chunks (sorted), its translations, its data files. */
export function routeFiles(bundle: Readonly<Record<string, OutputLike>>): (page: PageRoute, language: Language) => string[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  // What the entry imports is already in index.html as modulepreload links.
  const shell = staticGraph(bundle, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const isModule = (module: string) => (id: string | null) =>
    id !== null && /\.tsx?$/.test(id) && id.replace(/\\/g, '/').replace(/\.tsx?$/, '').endsWith(`/src/${module}`);
  const chunksOf = (module: string) => {
    // Usually the chunk the module is the entry of; when it shares a chunk with code it loads lazily,
    // the bundler may put it in a common chunk with no entry of its own.
    const chunk = chunks.find((item) => isModule(module)(item.facadeModuleId)) ?? chunks.find((item) => item.moduleIds.some(isModule(module)));
    if (!chunk) throw new Error(`route files: no chunk for src/${module}`);
    return [...staticGraph(bundle, [chunk.fileName])].filter((file) => !shell.has(file));
  };
  // Each namespace of each language is a file of its own (src/app/i18n.ts).
  const translations = (language: Language, namespace: Namespace) => {
    const source = `locales/${language}/${namespace}.json`;
    const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.originalFileNames.some((name) => name.replace(/\\/g, '/').endsWith(source)));
    if (!asset) throw new Error(`route files: no file for ${source}`);
    return asset.fileName;
  };
  const dataFile = (file: DataFile) => {
    const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.names.includes(DATA_FILES[file]));
    if (!asset) throw new Error(`route files: no asset for the data file ${DATA_FILES[file]}`);
    return asset.fileName;
  };
  return (page, language) => {
    // English is the fallback of every language, so its translations come too.
    const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
    const namespaces: Namespace[] = [FRAME_NAMESPACE, ...(page.namespaces ?? [])];
    const texts = languages.flatMap((lang) => namespaces.map((namespace) => translations(lang, namespace)));
    return [...chunksOf(page.module).sort(), ...texts, ...dataInLanguage(page.data ?? [], language).map(dataFile)];
  };
}
