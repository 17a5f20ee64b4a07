/**
 * The HTML of every route, rendered at build time: the frame of the app (sidebar or mobile
 * header, top bar with the page's title) or, for a page that is the same for every visitor, the whole
 * page, with its styles and head (title, description, canonical and alternate links), in English and
 * Japanese, and the list of the app's files and of those the page needs beyond them (src/build/routeFiles.ts),
 * which the head script loads once the page has painted (src/build/headScript.ts). The browser paints it
 * before any script runs; main.tsx hydrates it. What a page renders at build time is
 * declared in src/app/pages.ts (`prerender`).
 *
 * How: after the app's bundle is made, src/app/prerender.tsx is built for Node (Vite's SSR build) into
 * node_modules/.irodori-prerender, imported, and run for each address; the files are emitted into the
 * bundle, so the service worker precaches them and brotliPlugin compresses them. A route with a
 * parameter (/colors/:hex) gets one HTML file for every parameter (`colors/_hex.html`): static hosts
 * serve it by the `_redirects` rules written here, and `vite preview` by the same rules (below); an
 * address no route has gets the not-found page's HTML.
 */
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import wasm from 'vite-plugin-wasm';
import type { PrerenderedRoute } from '../app/prerender.tsx';
import { prerenderMarks } from '../app/prerendered.ts';
import { startMeta } from './headScript.ts';
import { liveHelperPlugin } from './liveHelperPlugin.ts';
import { routeFiles, type OutputLike } from './routeFiles.ts';

type PrerenderModule = {
  prerenderRoute: (pathname: string) => Promise<PrerenderedRoute>;
  prerenderedPaths: () => string[];
};

/** Returns the file a route's HTML is written to: '/' → 'index.html', '/ja/palettes' → 'ja/palettes/index.html', '/colors/:hex' → 'colors/_hex.html'. */
export function htmlFileOf(path: string): string {
  if (path.includes(':')) return `${path.slice(1).replace(/:(\w+)/g, '_$1')}.html`;
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** A rewrite: addresses matching `pattern` are answered with `file`. */
export type ShellRule = { readonly pattern: RegExp; readonly from: string; readonly file: string };

/** The rewrites of the parametrised routes: '/colors/*' → '/colors/_hex.html' (and under /ja). */
export function shellRules(paths: readonly string[]): ShellRule[] {
  return paths
    .filter((path) => path.includes(':'))
    .map((path) => {
      const from = path.replace(/:\w+/g, '*');
      const source = path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
        .join('/');
      return { pattern: new RegExp(`^${source}/?$`), from, file: `/${htmlFileOf(path)}` };
    });
}

/** The `_redirects` file of hosts that read one (Netlify, Cloudflare Pages): the shells, then the not-found page. */
export function redirectsFile(rules: readonly ShellRule[]): string {
  return [...rules.map((rule) => `${rule.from} ${rule.file} 200`), `/* /${htmlFileOf('/404')} 404`, ''].join('\n');
}

/** Returns the language of an address: Japanese under /ja. */
function languageOf(path: string): 'en' | 'ja' {
  return path === '/ja' || path.startsWith('/ja/') ? 'ja' : 'en';
}

/**
 * Returns `template` (the built index.html) holding a route's rendered head and body. The app's entry and
 * the files of `template`'s own preload links and `files` (the page's), JSON first, are listed for the head script
 * to load after the first paint (src/build/headScript.ts) instead of being linked.
 */
export function pageHtml(template: string, path: string, route: PrerenderedRoute, files: readonly string[] = []): string {
  const lang = languageOf(path);
  const marks = Object.entries(prerenderMarks(path, route.page))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const linked = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let head = template.replace(entry[0], '');
  for (const link of linked) head = head.replace(link[0], '');
  // The JSON first: the app fetches translations and data itself as soon as it runs, and a preload added after that
  // fetch has started is a second download, which the browser reports as preloaded but not used. Scripts are
  // deduplicated by the module map, whenever their modulepreload comes.
  const listed = [...linked.map((link) => link[1]), ...files.map((file) => `/${file}`)];
  const preloads = [...listed.filter((file) => file.endsWith('.json')), ...listed.filter((file) => !file.endsWith('.json'))];
  const html = head
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('</head>', `${startMeta(entry[1], preloads)}${route.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root"${marks}>${route.body}</div>`);
  if (!html.includes(`<div id="root"${marks}>`)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  return html;
}

/** Builds src/app/prerender.tsx for Node into `outDir` and returns its module. */
async function buildPrerenderer(root: string, entry: string, outDir: string, dataDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    plugins: [
      react(),
      wasm(),
      // The live link's helper, which its dialog's snippet holds (the dialog is not prerendered, but it is in the bundle).
      liveHelperPlugin({ entry: join(root, 'live/helper.ts') }),
      // Stylesheets are the browser build's business: the virtual ones are empty here.
      {
        name: 'irodori-prerender-virtual-css',
        resolveId: (id) => (id.startsWith('virtual:irodori-') ? `\0${id}` : null),
        load: (id) => (id.startsWith('\0virtual:irodori-') ? '' : null),
      },
    ],
    worker: { format: 'es', plugins: () => [wasm()] },
    // Node would load styled-components' CommonJS build, whose default export is not `styled`, and refuses Material's
    // colour library (its own imports have no file extensions): bundle both.
    ssr: { noExternal: ['styled-components', '@material/material-color-utilities'] },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.js', chunkFileNames: '[name]-[hash].js' } },
    },
  });
  // The data files a page renders with are read beside the module (src/engine/loadJson.ts).
  cpSync(dataDir, join(outDir, 'generated'), { recursive: true, filter: (file) => statSync(file).isDirectory() || file.endsWith('.json') });
  return (await import(`${pathToFileURL(join(outDir, 'prerender.js')).href}?${Date.now()}`)) as PrerenderModule;
}

export function prerenderPlugin({ root, entry, dataDir, cacheDir }: { root: string; entry: string; dataDir: string; cacheDir: string }): Plugin {
  return {
    name: 'irodori-prerender',
    // The build writes the files; `vite preview` serves them (below).
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    // After Vite's own plugins (index.html is in the bundle) and before the service worker's list is made.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('prerender: no index.html in the bundle');
      const template = String(index.source);
      const prerenderer = await buildPrerenderer(root, entry, cacheDir, dataDir);
      const paths = prerenderer.prerenderedPaths();
      const filesOf = routeFiles(bundle as unknown as Record<string, OutputLike>);
      for (const path of paths) {
        const route = await prerenderer.prerenderRoute(path);
        const html = pageHtml(template, path, route, filesOf(route.page, languageOf(path)));
        const fileName = htmlFileOf(path);
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
      }
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile(shellRules(paths)) });
    },
    // `vite preview` answers as a static host reading _redirects would, by the shells the build wrote.
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const rules = rulesOf(dist);
      server.middlewares.use((request, _response, next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return next();
        const url = new URL(request.url, 'http://localhost');
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
        if (/\.[a-z0-9]+$/i.test(path)) return next();
        const page = join(dist, htmlFileOf(path === '' ? '/' : path));
        const target = existsSync(page)
          ? `/${htmlFileOf(path)}`
          : (rules.find((rule) => rule.pattern.test(path))?.file ?? `/${htmlFileOf('/404')}`);
        request.url = target + url.search;
        next();
      });
    },
  };
}

/** The shell rules of a built dist/ folder, from its parametrised routes' files. */
function rulesOf(dist: string): ShellRule[] {
  const shells: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name === 'assets') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}/${name}`);
      else if (/^_\w+\.html$/.test(name)) shells.push(`${prefix}/${name.replace(/^_(\w+)\.html$/, ':$1')}`);
    }
  };
  walk(dist, '');
  return shellRules(shells);
}
