/**
 * The one script in <head>, inline (its hash is in the Content-Security-Policy, src/build/securityHeaders.ts,
 * so no inline script but this one may run). It runs before the first paint:
 *
 * - **Theme.** Applies the stored (or the device's preferred) theme and the page language to <html>,
 *   so a page never paints in the wrong theme. The rule is the store's own (src/config/theme.ts,
 *   whose functions' source the script carries).
 * - **Install and offline (build only).** Once the page has loaded and the browser is idle, it links
 *   the web manifest and registers the service worker. Neither is needed for the first paint, and
 *   the worker's precache downloads the whole app: done at start-up, both would compete with the
 *   page's own files on a slow connection.
 *
 * Inline, not a file: an external script in <head> holds the first paint for a round trip. The first
 * page's chunks, data and translations are preloaded by links the build writes into each route's HTML
 * (src/build/prerenderPlugin.ts, src/build/routeFiles.ts). The favicon is inlined as a data: address for
 * the same reason.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { applyThemeMode, themeModeOf } from '../config/theme.ts';
import { SERVICE_WORKER_URL } from '../config/serviceWorker.ts';
import { STORAGE_KEYS } from '../stores/storage.ts';

/** Where the build writes the web app manifest (src/build/serviceWorkerPlugin.ts). */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

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

/** The inline script of the built pages: the theme, then install and offline. */
export function headScript(): string {
  return themeSource() + installSource({ manifest: WEB_MANIFEST_URL, serviceWorker: SERVICE_WORKER_URL });
}

/** The CSP source that allows exactly the built pages' inline script. */
export function headScriptHash(): string {
  return `'sha256-${createHash('sha256').update(headScript()).digest('base64')}'`;
}

/** Vite plugin: writes the head script into index.html (the dev server gets the theme only), and inlines the favicon at build. */
export function headScriptPlugin({ favicon }: { favicon: string }): Plugin {
  return {
    name: 'irodori-head-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Written here, after Vite's own pass over index.html (which would try to bundle it).
        const script = context.server ? themeSource() : headScript();
        const withScript = html.replace(/<!-- irodori:head-script:[^>]*-->/, () => `<script>${script}</script>`);
        if (withScript === html) throw new Error('head script: index.html has no <!-- irodori:head-script: … --> comment');
        if (context.server) return withScript;
        const svg = readFileSync(favicon);
        return withScript.replace(/(<link rel="icon" type="image\/svg\+xml" href=")[^"]*(")/, `$1data:image/svg+xml;base64,${svg.toString('base64')}$2`);
      },
    },
  };
}
