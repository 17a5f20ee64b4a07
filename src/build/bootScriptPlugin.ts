/**
 * /boot.js: the one classic script in <head> (external, so the CSP needs no inline script). It runs
 * before the first paint and does three things, each once per visit:
 *
 * - **Theme.** Applies the stored (or the device's preferred) theme and the page language to <html>,
 *   so a reload never flashes the wrong theme. The rule is the store's own (src/config/theme.ts,
 *   whose functions' source the script carries).
 * - **The first page's files.** Every page is a chunk the router loads on demand, so by default a
 *   visit downloads the app's code, runs it, and only then asks for the page: two round trips in a
 *   row before anything is drawn. The script matches the address against the routes of
 *   src/app/pages.ts and adds <link rel="modulepreload"> for that page's chunk and the chunks it
 *   imports, for the data files the page declares there (the colour-name list …), and for the
 *   translations of the page's language (and English, the fallback), so they download alongside the
 *   app's code.
 * - **Install and offline (build only).** Once the page has loaded and the browser is idle, it links
 *   the web manifest and registers the service worker. Neither is needed for the first paint, and
 *   the worker's precache downloads the whole app: done at start-up, both would compete with the
 *   page's own files on a slow connection.
 *
 * One script instead of three saves two requests before the first paint (on HTTP/1.1 each holds one
 * of the browser's six connections to the host for a round trip). The favicon is inlined into
 * index.html as a data: address for the same reason.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { APP_PAGES, MARKETING_PAGES, pagePathPattern } from '../app/pages.ts';
import { DATA_FILES, type DataFile } from '../config/dataFiles.ts';
import { applyThemeMode, themeModeOf } from '../config/theme.ts';
import { STORAGE_KEYS } from '../stores/storage.ts';

export const BOOT_SCRIPT_FILE = 'boot.js';

/** Applies the theme (with the store's functions, src/config/theme.ts) and the language of the address to <html>. */
export function themeSource(): string {
  return `(function () {
  var themeModeOf = ${themeModeOf.toString()};
  var applyThemeMode = ${applyThemeMode.toString()};
  var stored = null;
  try {
    stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.darkMode)});
  } catch (e) {
    /* storage disabled: follow the device */
  }
  var root = document.documentElement;
  applyThemeMode(root, themeModeOf(stored, window));
  if (location.pathname === '/ja' || location.pathname.indexOf('/ja/') === 0) root.lang = 'ja';
})();
`;
}

type ChunkLike = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null; moduleIds: string[] };
type OutputLike = ChunkLike | { type: 'asset'; fileName: string; names: string[] };

/**
 * A chunk with no script: stylesheets only (one several pages import, such as the Japanese face, with
 * the module that imports it); Vite drops its empty script from the build.
 */
function isStylesheetsOnly(chunk: ChunkLike): boolean {
  return chunk.code.trim() === '';
}

/** Every chunk `start` imports statically, itself included, except those with no script to preload. */
function staticGraph(bundle: Record<string, OutputLike>, start: string[]): Set<string> {
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

type Preloads = ReadonlyArray<readonly [pattern: string, files: readonly string[]]>;

/**
 * Adds modulepreload links for the files of the first route that matches the address, and of every
 * language bundle that matches it (each file once); a .json file (the colour names a page waits for)
 * gets a fetch preload instead.
 */
export function routePreloadSource(routes: Preloads, languages: Preloads): string {
  return `(function () {
  var routes = ${JSON.stringify(routes)};
  var languages = ${JSON.stringify(languages)};
  var path = location.pathname;
  var wanted = [];
  for (var i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i][0]).test(path)) {
      wanted = wanted.concat(routes[i][1]);
      break;
    }
  }
  for (var k = 0; k < languages.length; k++) {
    if (new RegExp(languages[k][0]).test(path)) wanted = wanted.concat(languages[k][1]);
  }
  var seen = {};
  for (var j = 0; j < wanted.length; j++) {
    if (seen[wanted[j]]) continue;
    seen[wanted[j]] = true;
    var link = document.createElement('link');
    if (/\\.json$/.test(wanted[j])) {
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    } else link.rel = 'modulepreload';
    link.href = '/' + wanted[j];
    document.head.appendChild(link);
  }
})();
`;
}

/**
 * Once the page has loaded and the browser is idle: links the web manifest and registers the
 * service worker (whose install downloads the whole app for offline use).
 */
export function installSource({ manifest, serviceWorker }: { manifest: string; serviceWorker: string }): string {
  return `(function () {
  function install() {
    var link = document.createElement('link');
    link.rel = 'manifest';
    link.href = ${JSON.stringify(manifest)};
    document.head.appendChild(link);
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(${JSON.stringify(serviceWorker)}, { scope: '/' }).catch(function () {
      /* offline support is an extra: the app works without it */
    });
  }
  window.addEventListener('load', function () {
    if (window.requestIdleCallback) window.requestIdleCallback(install, { timeout: 4000 });
    else setTimeout(install, 1000);
  });
})();
`;
}

/** Each language's translation bundle (src/app/locales/{lang}.ts) and the addresses that show it. */
const LANGUAGE_BUNDLES = [
  { module: 'app/locales/en', pattern: '' },
  { module: 'app/locales/ja', pattern: '^/ja(?:/|$)' },
] as const;

const HEADER = '// Generated by src/build/bootScriptPlugin.ts: theme, the first page\'s files, install and offline.\n';

export function bootScriptPlugin({ favicon, manifest, serviceWorker }: { favicon: string; manifest: string; serviceWorker: string }): Plugin {
  return {
    name: 'irodori-boot-script',
    // The dev server has no chunks to preload and no service worker: only the theme.
    configureServer(server) {
      server.middlewares.use(`/${BOOT_SCRIPT_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(HEADER + themeSource());
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Written here, after Vite's own pass over index.html (which would try to bundle it).
        const withBoot = html.replace(/<!-- irodori:boot:[^>]*-->/, `<script src="/${BOOT_SCRIPT_FILE}"></script>`);
        if (context.server) return withBoot;
        const svg = readFileSync(favicon);
        return withBoot.replace(/(<link rel="icon" type="image\/svg\+xml" href=")[^"]*(")/, `$1data:image/svg+xml;base64,${svg.toString('base64')}$2`);
      },
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, OutputLike>;
      const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
      // What the entry imports is already in index.html as modulepreload links.
      const shell = staticGraph(bundle, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const isModule = (module: string) => (id: string | null) =>
        id !== null && /\.tsx?$/.test(id) && id.replace(/\\/g, '/').replace(/\.tsx?$/, '').endsWith(`/src/${module}`);
      const dataFile = (file: DataFile) => {
        const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.names.includes(DATA_FILES[file]));
        if (!asset) this.error(`boot script: no asset for the data file ${DATA_FILES[file]}`);
        return asset.fileName;
      };
      const filesOf = (module: string, data: readonly DataFile[] = []) => {
        // Usually the chunk the module is the entry of; when it shares a chunk with code it loads
        // lazily, the bundler may put it in a common chunk with no entry of its own.
        const chunk = chunks.find((item) => isModule(module)(item.facadeModuleId)) ?? chunks.find((item) => item.moduleIds.some(isModule(module)));
        if (!chunk) this.error(`boot script: no chunk for src/${module}`);
        const files = [...staticGraph(bundle, [chunk.fileName])].filter((file) => !shell.has(file)).sort();
        files.push(...data.map(dataFile));
        return files;
      };
      const routes: [string, string[]][] = [];
      for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
        const pattern = pagePathPattern(page.path);
        if (pattern !== null) routes.push([pattern, filesOf(page.module, page.data)]);
      }
      const languages = LANGUAGE_BUNDLES.map(({ module, pattern }): [string, string[]] => [pattern, filesOf(module)]);
      const source = HEADER + themeSource() + routePreloadSource(routes, languages) + installSource({ manifest, serviceWorker });
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPT_FILE, source });
    },
  };
}
