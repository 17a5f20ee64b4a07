import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../config/language';
import { FRAME_NAMESPACE, NAMESPACES, type Namespace } from '../config/namespaces';
import { readJson } from '../engine/loadJson';
import { phrasesPostProcessor } from './phrases';
import { STALE_FILE_EVENT } from './staleChunkReload';

export { NAMESPACES };

/**
 * Translations are bundled (SPEC §7), one JSON file per namespace and language (src/config/namespaces.ts), data like the
 * colour names: the frame's namespace comes with the language, a page's own before it renders (`loadNamespaces`,
 * called by the router with what the page declares), a lazily loaded part's when it first asks for it. In the
 * browser each is fetched by its address (the page's HTML preloads the first page's); when the build renders the pages
 * in Node (src/app/prerender.tsx), they are part of that module. As JSON they are parsed, not compiled: only the
 * addresses are code.
 */
const namespaceUrls = import.meta.env.SSR ? {} : import.meta.glob<string>('./*/*.json', { base: '../../locales', query: '?url', import: 'default', eager: true });
const namespaceModules = import.meta.env.SSR ? import.meta.glob<ResourceKey>('./*/*.json', { base: '../../locales', import: 'default' }) : {};

/** Each file read so far (the language menu reads the other language's ahead of a switch), by its address. */
const fetched = new Map<string, Promise<ResourceKey>>();

function readNamespace(language: Language, namespace: string): Promise<ResourceKey> {
  const file = `./${language}/${namespace}.json`;
  const url = namespaceUrls[file];
  if (url === undefined) return namespaceModules[file]?.() ?? Promise.resolve({});
  let reading = fetched.get(url);
  if (!reading) {
    reading = readJson(new URL(url, window.location.href), 'translations').then(
      (messages) => messages as ResourceKey,
      (error: unknown) => {
        fetched.delete(url);
        // A file of a version this tab no longer finds on the server (a deploy since it opened) is a missing chunk.
        window.dispatchEvent(new Event(STALE_FILE_EVENT));
        throw error;
      },
    );
    fetched.set(url, reading);
  }
  return reading;
}

/** i18next reads each namespace from its file. */
const fileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    readNamespace(language, namespace).then(
      (messages) => callback(null, messages),
      // A failed download may be retried later (e.g. back online): i18next asks again on the next load.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let started: Promise<unknown> | undefined;

/** Starts i18next in the language of the first URL; resolves once the frame's translations are in. */
export function initI18n(language: Language) {
  started = i18next
    .use(fileBackend)
    .use(initReactI18next)
    .use(phrasesPostProcessor)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [FRAME_NAMESPACE],
      defaultNS: FRAME_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Japanese phrases marked where the browser cannot find them itself (./phrases.ts).
      postProcess: ['phrases'],
    });
  return started;
}

/**
 * Loads namespaces (in the language shown and its fallback, English) before what renders with them: a page's
 * declared ones, with its chunk and data (src/app/router.tsx). Waits for i18next to have started.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return (started ?? Promise.resolve()).then(() => i18next.loadNamespaces([...namespaces]));
}

/**
 * Downloads a language's translations of every namespace loaded so far, ahead of a switch to it (the language
 * menu, when it opens), so the switch shows the page at once.
 */
export function loadLanguage(language: Language): Promise<void> {
  const namespaces = i18next.options.ns;
  const loaded = typeof namespaces === 'string' ? [namespaces] : (namespaces ?? [FRAME_NAMESPACE]);
  return Promise.all(loaded.map((namespace) => readNamespace(language, namespace))).then(() => undefined);
}
