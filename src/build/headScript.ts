/**
 * The one script in <head>, inline (its hash is in the Content-Security-Policy, src/build/securityHeaders.ts,
 * so no inline script but this one may run). It runs before the first paint:
 *
 * - **Theme.** Applies the stored (or the device's preferred) theme and the page language to <html>,
 *   so a page never paints in the wrong theme. The rule is the store's own (src/config/theme.ts,
 *   whose functions' source the script carries).
 * - **The app, after the first contentful paint (build only).** The page's HTML lists the app's entry and the
 *   files its first page needs in `<meta name="irodori:start">` (src/build/prerenderPlugin.ts); once the
 *   prerendered page has painted its content, the script starts the entry and preloads them. Linked from the HTML,
 *   the app's 130 KB would share the connection with the stylesheet, the fonts and the HTML itself
 *   before the first paint, which needs none of it.
 * - **Install and offline (build only).** Once the page has loaded and the browser is idle, it links
 *   the web manifest and registers the service worker. Neither is needed for the first paint, and
 *   the worker's precache downloads the whole app: done at start-up, both would compete with the
 *   page's own files on a slow connection.
 *
 * Inline, not a file: an external script in <head> holds the first paint for a round trip. The first
 * page's chunks, data and translations are preloaded by links the build writes into each route's HTML
 * (src/build/prerenderPlugin.ts, src/build/routeFiles.ts). The favicon stays a file: the browser asks for it
 * after the page, and every page's HTML would carry it (as a data: address, 450 bytes compressed).
 */
import { createHash } from 'node:crypto';
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

/** The meta element that lists the app's entry, then the files to preload, space-separated (see `startSource`). */
export const START_META = 'irodori:start';

/** Returns the meta element listing `entry` and `files` (scripts, and data files ending in .json). */
export function startMeta(entry: string, files: readonly string[]): string {
  return `<meta name="${START_META}" content="${[entry, ...files].join(' ')}">`;
}

/** How many preload links the start script adds per task (see `startSource`). */
export const PRELOADS_PER_TASK = 4;

/**
 * After the first contentful paint (then a task): starts the entry, a module script, and preloads the files the
 * page's meta lists (modulepreload for scripts, a fetch preload for data), a few per task. The first paint is the
 * first that shows content, as the browser reports it: the first frame can come before the page's HTML is parsed
 * (the traditional colours' page is 187 KB), and the app's downloads and its evaluation then delayed the content.
 * Where the browser does not report paints, a frame and a task stand in. Each link costs the browser a
 * fetch to set up: the colour page's 45, added in one task, made a task of 100–290 ms at a phone's speed (the CPU
 * slowed four times), which blocked input; four to a task, the longest is 20–70 ms, and all are added well before
 * the entry has arrived to ask for them.
 */
export function startSource(): string {
  return `(function () {
  function start() {
    var meta = document.querySelector('meta[name=${JSON.stringify(START_META)}]');
    if (!meta) return;
    var files = meta.getAttribute('content').split(' ');
    var script = document.createElement('script');
    script.type = 'module';
    script.src = files[0];
    document.head.appendChild(script);
    var next = 1;
    (function preload() {
      for (var end = Math.min(next + ${PRELOADS_PER_TASK}, files.length); next < end; next++) {
        var link = document.createElement('link');
        if (/\\.json$/.test(files[next])) {
          link.rel = 'preload';
          link.as = 'fetch';
          link.crossOrigin = 'anonymous';
        } else link.rel = 'modulepreload';
        link.href = files[next];
        document.head.appendChild(link);
      }
      if (next < files.length) setTimeout(preload, 0);
    })();
  }
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (types.indexOf('paint') === -1) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  var started = false;
  var observer = new PerformanceObserver(function (list) {
    if (started || list.getEntriesByName('first-contentful-paint').length === 0) return;
    started = true;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
})();
`;
}

/** The inline script of the built pages: the theme, the app after the first contentful paint, then install and offline. */
export function headScript(): string {
  return themeSource() + startSource() + installSource({ manifest: WEB_MANIFEST_URL, serviceWorker: SERVICE_WORKER_URL });
}

/** The CSP source that allows exactly the built pages' inline script. */
export function headScriptHash(): string {
  return `'sha256-${createHash('sha256').update(headScript()).digest('base64')}'`;
}

/** Vite plugin: writes the head script into index.html (the dev server gets the theme only). */
export function headScriptPlugin(): Plugin {
  return {
    name: 'irodori-head-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Written here, after Vite's own pass over index.html (which would try to bundle it).
        const script = context.server ? themeSource() : headScript();
        const withScript = html.replace(/<!-- irodori:head-script:[^>]*-->/, () => `<script>${script}</script>`);
        if (withScript === html) throw new Error('head script: index.html has no <!-- irodori:head-script: … --> comment');
        return withScript;
      },
    },
  };
}
