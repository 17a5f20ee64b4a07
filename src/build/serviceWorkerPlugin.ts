/**
 * The service worker and the web manifest. The worker is real, typed code (src/sw/index.ts, on
 * Workbox's runtime modules); this plugin compiles it to /sw.js after the app's own bundle is made,
 * with the list of files to precache injected as `self.__WB_MANIFEST` (as squoosh and Workbox's
 * injectManifest do). The head script links the manifest and registers the worker once the page has loaded
 * and is idle (src/build/headScript.ts).
 *
 * Not vite-plugin-pwa: its workbox-build pulls in rollup 4, whose platform packages npm leaves out of
 * package-lock.json here, so `npm ci` refuses the lock file. The runtime modules have no such deps.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileScript } from './compileScript.ts';
import { SERVICE_WORKER_URL } from '../config/serviceWorker.ts';

/** Files the service worker stores at install, so every route works offline after one visit. */
const PRECACHE = /\.(?:js|css|html|wasm|json|svg|png|webmanifest)$|inter-latin-wght-normal-[^/]*\.woff2$/;
/** Never precached: the licences text (large, rarely read), the host's header rules, the worker itself. */
const SKIP = /(?:^|\/)(?:licenses\.txt|_headers|sw\.js)$/;

/** The web app manifest (installable PWA). */
export const WEB_MANIFEST = {
  name: 'Irodori — color tool and palettes',
  short_name: 'Irodori',
  description: 'Explore, name, convert and check colors; keep palettes. Works offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#ffffff',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** One precached file, as Workbox's precacheAndRoute takes it. */
export type PrecacheEntry = { url: string; revision: string };

/**
 * The precache list for a build: every file the app may need offline (not the `.br` copies, the
 * licences, `_headers` or the worker), sorted, each with a revision that changes with its content,
 * so a deploy re-downloads exactly the files that changed and the worker's own bytes change too.
 */
export function precacheManifest(files: ReadonlyMap<string, string | Uint8Array>): PrecacheEntry[] {
  return [...files.keys()]
    .filter((file) => PRECACHE.test(file) && !SKIP.test(file))
    .sort()
    .map((file) => ({ url: `/${file}`, revision: createHash('sha256').update(files.get(file)!).digest('hex').slice(0, 16) }));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path).map((file) => `${name}/${file}`) : [name];
  });
}

/** Compiles the worker to one classic script with the precache list in place of `self.__WB_MANIFEST`. */
async function compileServiceWorker(entry: string, manifest: readonly PrecacheEntry[]): Promise<string> {
  const code = await compileScript(entry, {
    'self.__WB_MANIFEST': JSON.stringify(manifest),
    // Workbox's development logging is left out of production code by this test.
    'process.env.NODE_ENV': JSON.stringify('production'),
  });
  if (code.includes('__WB_MANIFEST')) throw new Error('service worker: the precache list was not injected');
  return code;
}

/**
 * Vite plugin: writes manifest.webmanifest and sw.js (compiled from `entry`, precaching the build's
 * files and the public folder).
 */
export function serviceWorkerPlugin({ entry, publicDir }: { entry: string; publicDir: string }): Plugin {
  return {
    name: 'irodori-service-worker',
    apply: 'build',
    // After Vite's own plugins and the prerendered pages, so every HTML file is in the bundle when the list is made.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const manifestFile = 'manifest.webmanifest';
      const manifestSource = JSON.stringify(WEB_MANIFEST, null, 2);
      this.emitFile({ type: 'asset', fileName: manifestFile, source: manifestSource });
      const files = new Map<string, string | Uint8Array>([[manifestFile, manifestSource]]);
      for (const file of listFiles(publicDir)) files.set(file, readFileSync(join(publicDir, file)));
      for (const [file, output] of Object.entries(bundle)) files.set(file, output.type === 'chunk' ? output.code : output.source);
      const source = await compileServiceWorker(entry, precacheManifest(files));
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_URL.slice(1), source });
    },
  };
}
