/**
 * The service worker's caches, as plain data and predicates (unit-tested in Node; the worker itself
 * is src/sw/index.ts).
 */

/** Prefix of every cache Workbox makes here (e.g. the precache `irodori-precache-v2-<scope>`). */
export const CACHE_PREFIX = 'irodori';

/** Font files used by a page and not precached (Noto Sans JP's subsets, Inter's other ranges). */
export const FONT_CACHE = 'irodori-font-subsets';

/**
 * At most this many font files are kept (least recently used go first). A Japanese page uses a few
 * dozen of Noto Sans JP's ~120 unicode-range subsets; the bound keeps a long-lived install from
 * collecting all of them.
 */
export const FONT_CACHE_MAX_ENTRIES = 80;

/**
 * A navigation waits this long for the network before it is answered from the precache (the app
 * shell); the network's answer is still used if it comes first.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 3;

/** The app shell: the answer to an address with no HTML of its own (Explore's, which the app replaces). */
export const APP_SHELL = '/index.html';

/**
 * Returns the precached HTML that answers `pathname` offline, as the server would (src/build/prerenderPlugin.ts):
 * the address's own page ('/ja/palettes' → '/ja/palettes/index.html'), else its parametrised route's
 * ('/colors/3a7bd5' → '/colors/_hex.html'), else the not-found page's, else the app shell.
 */
export function offlinePage(pathname: string, precached: readonly string[]): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = path === '/' ? '/index.html' : `${path}/index.html`;
  if (precached.includes(own)) return own;
  const segments = path.split('/');
  const shell = precached.find((url) => {
    const match = /^(.*)\/_\w+\.html$/.exec(url);
    if (!match) return false;
    const shellSegments = `${match[1]}/x`.split('/');
    return shellSegments.length === segments.length && shellSegments.slice(0, -1).every((segment, index) => segment === segments[index]);
  });
  if (shell) return shell;
  const notFound = `${path.startsWith('/ja/') || path === '/ja' ? '/ja' : ''}/404/index.html`;
  return precached.includes(notFound) ? notFound : APP_SHELL;
}

/** Addresses that are not the app (plain files opened in a tab): never answered by the shell. */
export const NOT_APP_NAVIGATIONS = [/^\/licenses\.txt$/];

/**
 * Returns true for a cache left by the service worker before Workbox (src/build/serviceWorkerPlugin.ts
 * up to this change): one cache per version, `irodori-` and 12 hex digits, and `irodori-fonts`.
 */
export function isLegacyCache(name: string): boolean {
  return /^irodori-[0-9a-f]{12}$/.test(name) || name === 'irodori-fonts';
}
