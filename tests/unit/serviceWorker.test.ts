import { describe, expect, it } from 'vitest';
import { precacheManifest } from '../../src/build/serviceWorkerPlugin';
import { isSkipWaitingMessage, SKIP_WAITING_MESSAGE } from '../../src/config/serviceWorker';
import { FONT_CACHE, isLegacyCache, offlinePage } from '../../src/sw/caches';

/** A build's files as the plugin sees them: name to content. */
function build(files: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(files));
}

describe('precache manifest', () => {
  const files = build({
    'index.html': '<html>',
    'boot.js': 'boot',
    'manifest.webmanifest': '{}',
    'assets/src-AbC123_x.js': 'entry',
    'assets/src-AbC123_x.js.br': 'compressed',
    'assets/ExplorePage-Xy9.js': 'page',
    'assets/index-Q1.css': 'css',
    'assets/irodori-Z.wasm': 'wasm',
    'assets/color-names-N4.json': 'names',
    'assets/color-names-N4.json.br': 'compressed names',
    'assets/inter-latin-wght-normal-K2.woff2': 'inter',
    'assets/noto-sans-jp-119-wght-normal-P.woff2': 'noto',
    'icons/icon-192.png': 'png',
    'favicon.svg': 'svg',
    'licenses.txt': 'licences',
    '_headers': 'headers',
    'sw.js': 'worker',
  });

  it('precaches the app shell, code, styles, wasm, icons and Inter; not the .br copies, licences, headers, worker or Noto', () => {
    expect(precacheManifest(files).map((entry) => entry.url)).toEqual([
      '/assets/ExplorePage-Xy9.js',
      '/assets/color-names-N4.json',
      '/assets/index-Q1.css',
      '/assets/inter-latin-wght-normal-K2.woff2',
      '/assets/irodori-Z.wasm',
      '/assets/src-AbC123_x.js',
      '/boot.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it("changes a file's revision when its content changes, and only that file's", () => {
    const before = precacheManifest(files);
    const after = precacheManifest(new Map([...files, ['index.html', '<html lang="en">']]));
    const changed = after.filter((entry, i) => entry.revision !== before[i]!.revision).map((entry) => entry.url);
    expect(changed).toEqual(['/index.html']);
    expect(new Set(before.map((entry) => entry.revision)).size).toBe(before.length);
  });

  it('hashes bytes and text alike', () => {
    const [text] = precacheManifest(build({ 'a.js': 'abc' }));
    const [bytes] = precacheManifest(new Map([['a.js', new TextEncoder().encode('abc')]]));
    expect(bytes).toEqual(text);
  });
});

describe('service worker caches and messages', () => {
  it("recognises the caches of the worker before Workbox, and none of Workbox's or its own", () => {
    expect(isLegacyCache('irodori-0123456789ab')).toBe(true);
    expect(isLegacyCache('irodori-fonts')).toBe(true);
    expect(isLegacyCache('irodori-precache-v2-http://127.0.0.1:4173/')).toBe(false);
    expect(isLegacyCache(FONT_CACHE)).toBe(false);
    expect(isLegacyCache('irodori-0123456789abc')).toBe(false);
  });

  it('takes only the skip-waiting message as a request to take over', () => {
    expect(isSkipWaitingMessage(SKIP_WAITING_MESSAGE)).toBe(true);
    expect(isSkipWaitingMessage(JSON.parse(JSON.stringify(SKIP_WAITING_MESSAGE)))).toBe(true);
    for (const other of [null, undefined, 'SKIP_WAITING', { type: 'OTHER' }, {}]) expect(isSkipWaitingMessage(other)).toBe(false);
  });
});

describe('offline answer to a navigation', () => {
  const precached = ['/index.html', '/ja/index.html', '/palettes/index.html', '/ja/palettes/index.html', '/palettes/preview/index.html', '/colors/_hex.html', '/ja/colors/_hex.html', '/404/index.html', '/ja/404/index.html', '/assets/app.js'];

  it("answers an address with its own page's HTML, with or without a trailing slash", () => {
    expect(offlinePage('/', precached)).toBe('/index.html');
    expect(offlinePage('/ja', precached)).toBe('/ja/index.html');
    expect(offlinePage('/palettes/', precached)).toBe('/palettes/index.html');
    expect(offlinePage('/palettes/preview', precached)).toBe('/palettes/preview/index.html');
  });

  it("answers a parameter with its route's one HTML, in its language", () => {
    expect(offlinePage('/colors/3a7bd5', precached)).toBe('/colors/_hex.html');
    expect(offlinePage('/ja/colors/fff', precached)).toBe('/ja/colors/_hex.html');
    expect(offlinePage('/colors/3a7bd5/more', precached)).toBe('/404/index.html');
  });

  it('answers anything else with the not-found page, and the shell when even that is missing', () => {
    expect(offlinePage('/nope', precached)).toBe('/404/index.html');
    expect(offlinePage('/ja/nope', precached)).toBe('/ja/404/index.html');
    expect(offlinePage('/nope', ['/index.html'])).toBe('/index.html');
  });
});
