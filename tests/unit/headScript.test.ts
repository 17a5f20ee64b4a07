import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { PRELOADS_PER_TASK, headScript, headScriptHash, installSource, startMeta, startSource, themeSource } from '../../src/build/headScript';
import { CONTENT_SECURITY_POLICY } from '../../src/build/securityHeaders';
import { storedThemeValue, themeModeOf, type ThemeMode } from '../../src/config/theme';

describe('the app after the first paint', () => {
  /**
   * Runs the start script with a stand-in document holding `meta` (or none), in a browser that reports paints or
   * not; returns what it added, and when (`paint` reports a paint entry by its name).
   */
  function startWith(meta: string | null, { reportsPaints = false } = {}) {
    const added: { tag: string; rel?: string; as?: string; type?: string; href?: string; src?: string }[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; observing: boolean }[] = [];
    const document = {
      querySelector: () => (meta === null ? null : { getAttribute: () => meta }),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    };
    class PaintObserver {
      static supportedEntryTypes = reportsPaints ? ['paint', 'mark'] : ['mark'];
      private readonly entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, observing: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        this.entry.observing = true;
      }
      disconnect() {
        this.entry.observing = false;
      }
    }
    const paint = (name: string) => {
      for (const observer of observers) if (observer.observing) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', startSource())(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      PaintObserver,
    );
    return { added, frames, tasks, paint };
  }

  it('lists the entry first, then the files, in the meta element', () => {
    expect(startMeta('/assets/index.js', ['/assets/Page.js', '/assets/names.json'])).toBe(
      '<meta name="irodori:start" content="/assets/index.js /assets/Page.js /assets/names.json">',
    );
  });

  it('starts the entry and preloads the files only after a frame and a task', () => {
    const { added, frames, tasks } = startWith('/assets/index.js /assets/Page.js /assets/names.json');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/Page.js' },
      { tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/assets/names.json' },
    ]);
    expect(tasks).toEqual([]);
  });

  it('adds the preload links a few per task, so no task is long', () => {
    const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/s-${i}.js`);
    const { added, frames, tasks } = startWith(['/assets/index.js', ...files].join(' '));
    frames.shift()!();
    tasks.shift()!();
    expect(added.map((element) => element.src ?? element.href)).toEqual(['/assets/index.js', ...files.slice(0, PRELOADS_PER_TASK)]);
    tasks.shift()!();
    expect(added).toHaveLength(1 + 2 * PRELOADS_PER_TASK);
    tasks.shift()!();
    expect(added.map((element) => element.src ?? element.href)).toEqual(['/assets/index.js', ...files]);
    expect(tasks).toEqual([]);
  });

  it('waits for the first contentful paint where the browser reports paints, then a task', () => {
    const { added, frames, tasks, paint } = startWith('/assets/index.js /assets/Page.js', { reportsPaints: true });
    expect(frames).toEqual([]);
    paint('first-paint');
    expect(tasks).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/Page.js' },
    ]);
    // Once: a later report starts nothing more.
    paint('first-contentful-paint');
    expect(tasks).toEqual([]);
  });

  it('does nothing on a page without the list (the dev server)', () => {
    const { added, frames, tasks } = startWith(null);
    frames.shift()!();
    tasks.shift()!();
    expect(added).toEqual([]);
  });
});

describe('content security policy', () => {
  it('allows exactly the head script inline, by its hash', () => {
    const hash = createHash('sha256').update(headScript()).digest('base64');
    expect(headScriptHash()).toBe(`'sha256-${hash}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  });
});

describe('theme', () => {
  /** Runs the theme script with `stored` in storage and the device preferring dark or not. */
  function themeAt({ stored, prefersDark, pathname = '/' }: { stored: string | null; prefersDark: boolean; pathname?: string }) {
    const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string>, lang: 'en' };
    const localStorage = { getItem: () => stored };
    const window = { matchMedia: () => ({ matches: prefersDark }) };
    new Function('document', 'location', 'localStorage', 'window', themeSource())({ documentElement: root }, { pathname }, localStorage, window);
    return root;
  }

  it('applies the stored theme over the device preference', () => {
    expect(themeAt({ stored: 'true', prefersDark: false }).dataset.theme).toBe('dark');
    expect(themeAt({ stored: 'false', prefersDark: true }).dataset.theme).toBe('light');
    expect(themeAt({ stored: 'false', prefersDark: true }).style.colorScheme).toBe('light');
  });

  it('follows the device when nothing valid is stored', () => {
    expect(themeAt({ stored: null, prefersDark: true }).dataset.theme).toBe('dark');
    expect(themeAt({ stored: 'yes', prefersDark: false }).dataset.theme).toBe('light');
  });

  it("decides as the store does (src/config/theme.ts), and reads back the store's stored value", () => {
    for (const stored of [null, 'true', 'false', '', 'yes', 'dark']) {
      for (const prefersDark of [false, true]) {
        expect(themeAt({ stored, prefersDark }).dataset.theme).toBe(themeModeOf(stored, { matchMedia: () => ({ matches: prefersDark }) }));
      }
    }
    for (const mode of ['light', 'dark'] as ThemeMode[]) {
      expect(themeAt({ stored: storedThemeValue(mode), prefersDark: mode === 'light' }).dataset.theme).toBe(mode);
    }
  });

  it('sets the language of Japanese addresses', () => {
    expect(themeAt({ stored: null, prefersDark: false, pathname: '/ja/palettes' }).lang).toBe('ja');
    expect(themeAt({ stored: null, prefersDark: false, pathname: '/javascript' }).lang).toBe('en');
  });
});

describe('install', () => {
  it('links the manifest and registers the service worker once the page has loaded and the browser is idle', () => {
    const listeners: Record<string, () => void> = {};
    const links: { rel: string; href: string }[] = [];
    const registered: string[] = [];
    let idle: (() => void) | null = null;
    const window = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback: (callback: () => void) => (idle = callback),
    };
    const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
    const navigator = { serviceWorker: { register: (url: string) => (registered.push(url), Promise.resolve()) } };
    new Function('window', 'document', 'navigator', installSource({ manifest: '/m.webmanifest', serviceWorker: '/sw.js' }))(window, document, navigator);
    expect(links).toEqual([]);
    listeners.load!();
    expect(links).toEqual([]);
    expect(registered).toEqual([]);
    idle!();
    expect(links).toEqual([{ rel: 'manifest', href: '/m.webmanifest' }]);
    expect(registered).toEqual(['/sw.js']);
  });
});
