import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Files the service worker stores at install, so every route works offline after one visit. */
const PRECACHE = /\.(?:js|css|html|wasm|svg|png|webmanifest)$|inter-latin-wght-normal-[^/]*\.woff2$/;
/** Never precached: the licences text (large, rarely read) and the host's header rules. */
const SKIP = /(?:^|\/)(?:licenses\.txt|_headers|sw\.js)$/;

/** The web app manifest (installable PWA). */
export const WEB_MANIFEST = {
  name: 'Irodori — colour tool and palettes',
  short_name: 'Irodori',
  description: 'Explore, name, convert and check colours; keep palettes. Works offline.',
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

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path).map((file) => join(name, file)) : [name];
  });
}

/**
 * The service worker's source. Navigations go to the network first and fall back to the cached
 * app shell (so a colour page never visited still opens offline); build assets are served from
 * the precache; font subsets are cached the first time a page uses them.
 */
export function serviceWorkerSource(version: string, files: readonly string[]): string {
  return `// Irodori service worker, generated at build time (src/build/serviceWorkerPlugin.ts).
const VERSION = ${JSON.stringify(version)};
const CACHE = 'irodori-' + VERSION;
const FONTS = 'irodori-fonts';
const PRECACHE = ${JSON.stringify(files.map((file) => `/${file}`))};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('irodori-') && key !== CACHE && key !== FONTS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function shell() {
  const cache = await caches.open(CACHE);
  return (await cache.match('/index.html')) || Response.error();
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === '/licenses.txt') return;
    event.respondWith(fetch(request).catch(shell));
  } else if (request.destination === 'font') {
    event.respondWith(cacheFirst(request, FONTS));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname)).then((hit) => hit || fetch(request)));
  }
});
`;
}

/**
 * Vite plugin: an installable, offline-capable PWA without a service-worker framework. It writes
 * manifest.webmanifest and sw.js (precaching the build's files and the public folder); /boot.js
 * links the one and registers the other once the page has loaded and is idle
 * (src/build/bootScriptPlugin.ts).
 */
export function serviceWorkerPlugin({ publicDir }: { publicDir: string }): Plugin {
  return {
    name: 'irodori-service-worker',
    apply: 'build',
    // After Vite's own plugins, so index.html is already in the bundle when the list is made.
    enforce: 'post',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(WEB_MANIFEST, null, 2) });
      const publicFiles = listFiles(publicDir).map((file) => file.split('\\').join('/'));
      const files = [...new Set([...Object.keys(bundle), 'index.html', 'manifest.webmanifest', ...publicFiles])]
        .filter((file) => PRECACHE.test(file) && !SKIP.test(file))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file);
      for (const [name, output] of Object.entries(bundle)) {
        if (name === 'index.html' && output.type === 'asset') hash.update(String(output.source));
      }
      for (const file of publicFiles) hash.update(readFileSync(join(publicDir, file)));
      const version = hash.digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(version, files) });
    },
  };
}
