/**
 * Irodori's service worker: after one visit every route works offline, unvisited colour pages too.
 * The build (src/build/serviceWorkerPlugin.ts) compiles this file to /sw.js and injects the list of
 * files to precache as `self.__WB_MANIFEST` (the app shell, every page's chunk, the wasm, the names,
 * the icons and Inter's Latin face; never the `.br` copies).
 *
 * - **Updates wait for the person.** A new version installs in the background and waits; the page
 *   offers "A new version is available — Reload" (src/app/UpdatePrompt.tsx) and posts
 *   SKIP_WAITING_MESSAGE when it is chosen. The first install takes control of the open page at once
 *   (there is nothing to replace), so the first visit already works offline.
 * - **Navigations race the network against the precache.** Every route's HTML is rendered at build
 *   time, so the fallback is the one this worker precached for the address (whose chunks it also
 *   holds: `offlinePage`), after NAVIGATION_TIMEOUT_SECONDS or at once when offline.
 * - **Fonts not precached are cached as pages use them**, at most FONT_CACHE_MAX_ENTRIES files.
 *
 * Workbox: https://developer.chrome.com/docs/workbox/modules/ (squoosh's src/sw/index.ts does the same).
 */
import { cacheNames, clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isSkipWaitingMessage } from '../config/serviceWorker';
import {
  APP_SHELL,
  CACHE_PREFIX,
  FONT_CACHE,
  FONT_CACHE_MAX_ENTRIES,
  NAVIGATION_TIMEOUT_SECONDS,
  NOT_APP_NAVIGATIONS,
  isLegacyCache,
  offlinePage,
} from './caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

setCacheNameDetails({ prefix: CACHE_PREFIX });

// No skipWaiting() here: a new version takes over only when the page asks (after the person chose
// to reload), so an open tab never runs old code against new files.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
clientsClaim();

/** The build's files (injected once: the build replaces this name with the list). */
const manifest = self.__WB_MANIFEST;
/** The precached addresses, for the offline answer to a navigation. */
const precachedUrls = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));

/**
 * Navigations are never stored: when the network is slow or gone, the answer is the address's
 * precached HTML, which matches the chunks this worker precached (a page stored from the network could
 * name chunks of a newer deploy that no cache holds).
 */
const precachedShell: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await matchPrecache(offlinePage(new URL(request.url).pathname, precachedUrls))) ?? (await matchPrecache(APP_SHELL)) ?? null,
};

// Registered before the precache's route, which would otherwise answer '/' with the shell at once.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: cacheNames.precache, networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: [precachedShell] }),
    { denylist: NOT_APP_NAVIGATIONS },
  ),
);

// Build files from the precache; on activation, entries of the previous version are deleted.
precacheAndRoute(manifest);

registerRoute(
  ({ request }) => request.destination === 'font',
  new CacheFirst({
    cacheName: FONT_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: FONT_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

// The worker before Workbox kept one cache per version and an unbounded font cache: delete them.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter(isLegacyCache).map((key) => caches.delete(key)))));
});
