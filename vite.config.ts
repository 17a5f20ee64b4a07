/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { globalCssPlugin } from './src/build/globalCssPlugin.ts';
import { interSubsetPlugin } from './src/build/interSubsetPlugin.ts';
import { japaneseCutsPlugin } from './src/build/japaneseCutsPlugin.ts';
import { licensesPlugin } from './src/build/licensesPlugin.ts';
import { headScriptPlugin } from './src/build/headScript.ts';
import { brotliPlugin } from './src/build/brotliPlugin.ts';
import { SECURITY_HEADERS, headersFile } from './src/build/securityHeaders.ts';
import { serviceWorkerPlugin } from './src/build/serviceWorkerPlugin.ts';
import { liveHelperPlugin } from './src/build/liveHelperPlugin.ts';
import { prerenderPlugin } from './src/build/prerenderPlugin.ts';
import { homeChunk } from './src/build/homeChunk.ts';
import { jsonAssetsPlugin } from './src/build/jsonAssetsPlugin.ts';
import { reactRouterPure } from './src/build/reactRouterPure.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const home = homeChunk();

/**
 * The app lives in src/ (its index.html too), static files in public/, the build goes to dist/.
 * Unit and parity tests (vitest) run in Node from the project root; end-to-end tests run under
 * Playwright (tests/playwright.config.ts) against the production build.
 */

export default defineConfig({
  root: here('src'),
  publicDir: here('public'),
  plugins: [
    // React Router's unused components (Form, Link, ScrollRestoration…) left out of the entry.
    reactRouterPure(),
    home.plugin,
    react(),
    wasm(),
    // The base styles as a stylesheet linked from index.html, there before any script runs.
    globalCssPlugin(),
    // The live link's helper compiled to one script the page shows as a snippet: 'virtual:live-helper'.
    liveHelperPlugin({ entry: here('src/live/helper.ts') }),
    // Inter's Latin face cut to the interface's two weights (47 KB to 29 KB): 'virtual:irodori-inter.css'.
    interSubsetPlugin({ cacheDir: here('node_modules/.irodori-fonts') }),
    // Noto Sans JP cut to the Japanese that English pages show: the English texts' words (配色事典) and the traditional
    // colours' names, 'virtual:irodori-japanese-words.css' and 'virtual:irodori-japanese-names.css'.
    japaneseCutsPlugin({
      localesDir: here('locales/en'),
      namesFile: here('src/engine/generated/japanese-colors.json'),
      cacheDir: here('node_modules/.irodori-fonts'),
    }),
    licensesPlugin({ root: here('.') }),
    // The translations' files sent without indentation.
    jsonAssetsPlugin(),
    // The inline head script: the theme before the first paint, then (once idle) install and offline.
    headScriptPlugin(),
    {
      name: 'irodori-headers',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
      },
    },
    // The HTML of every route rendered at build time (src/app/prerender.tsx), painted before any script runs.
    prerenderPlugin({
      root: here('src'),
      entry: here('src/app/prerender.tsx'),
      dataDir: here('src/engine/generated'),
      cacheDir: here('node_modules/.irodori-prerender'),
    }),
    // An installable PWA: after one visit every route works offline (the app shell, every route's
    // chunk, the wasm and the names are precached; font subsets are cached as they are used). The
    // worker is src/sw/index.ts on Workbox; a new version waits until the page asks for it.
    serviceWorkerPlugin({ entry: here('src/sw/index.ts'), publicDir: here('public') }),
    // A brotli copy of every text file, for production servers that send precompressed files.
    brotliPlugin(),
  ],
  resolve: {
    // React Router's package sends every bundler to its development build (remix-run/react-router#14102): the same code
    // with its development warnings on. The browser gets the production build beside it.
    alias: [
      { find: /^react-router$/, replacement: here('node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: here('node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  worker: {
    format: 'es',
    plugins: () => [wasm()],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Fonts stay files, however small (the Japanese words' faces are 1–2 KB): the security policy allows fonts from
    // the site only (font-src 'self', src/build/securityHeaders.ts), not as data: addresses.
    // The translations stay files too (src/app/i18n.ts): a page fetches the ones it needs, not every one in the entry.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') || /[\\/]locales[\\/]/.test(file) ? false : undefined),
    // Every browser the build targets supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A shared group's chunk is named after every page that uses it (`shared~ThemePage~PalettePage~…`, 120
        // characters): the entry lists each chunk's file in its preload map, so those names alone cost a first visit
        // over half a kilobyte. They are named by their hash, and so is their CSS.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/s-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('shared')) ? 'assets/s-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before the first paint anyway: one
            // chunk, not a dozen small ones (each a request, and a round trip where connections are few).
            { name: 'app', tags: ['$initial'], priority: 5 },
            // Small modules shared by several pages (colour conversions, small UI pieces) would each
            // be a chunk of a few hundred bytes: they are grouped by the exact set of pages that use
            // them. Groups are not merged into their neighbours: a merged chunk carries modules other
            // pages need, and its imports with them (Explore downloaded the palette generator and
            // waited for the colour-name list that way: 160 KB instead of 148). Modules are moved,
            // never copied, so a module with state (a store, the engine client, a cache) stays one.
            // The home page's shared modules: one chunk (src/build/homeChunk.ts).
            { name: 'shared-home', test: home.test, minShareCount: 2, priority: 2 },
            { name: 'shared', minShareCount: 2, maxModuleSize: 6 * 1024, entriesAware: true, entriesAwareMergeThreshold: 0, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, host: '127.0.0.1', headers: SECURITY_HEADERS },
  test: {
    root: here('.'),
    include: ['tests/unit/**/*.test.ts', 'tests/parity/**/*.test.ts'],
    environment: 'node',
    // Worker threads rather than child processes, and a module graph per worker rather than per file (no test depends on
    // another file's module state: the suite passes in shuffled file orders): the unit and parity run takes 37 s
    // instead of 56 s on two cores, where starting a fresh graph for each of 88 files cost more than the tests.
    pool: 'threads',
    isolate: false,
    // Tailwind's theme is read as text by the import (src/ui/import/tailwindPalette.ts): given as it is, not emptied.
    css: { include: [/tailwindcss\/theme\.css/] },
    // Material's colour library, and the .aco reader the tests check our files with, import their own files without
    // extensions, which Node's resolver refuses: Vite resolves them, as it does in the app's build.
    server: { deps: { inline: ['@material/material-color-utilities', 'adobe-aco', /@szydlovski\//] } },
    testTimeout: 120_000,
  },
});
