import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../config/language';
import { phrasesPostProcessor } from './phrases';

/**
 * Translations are bundled (SPEC §7): every JSON file under locales/{lang}/ is a namespace named after
 * the file (tests/unit/locales.test.ts checks this list and that ja has exactly the keys of en).
 */
export const NAMESPACES = ['charts', 'check', 'common', 'color', 'data', 'explore', 'formats', 'image', 'import', 'japanese', 'palettes', 'scale', 'search', 'static', 'theme', 'tools', 'tryon'] as const;

/**
 * Namespaces only a few pages use (the chart colours, the traditional colours and Wada's combinations, the palette check, the palette export's formats, the image tool, import, the scale generator, the colour search, the static pages' texts, backup and restore, the try-on and its mock interfaces' copy): not in the
 * language's chunk but a chunk each, loaded by the first component that asks for them (it suspends
 * until they are in), so the pages that never show them do not carry them.
 */
const LAZY_NAMESPACES: ReadonlySet<string> = new Set(['charts', 'check', 'data', 'formats', 'image', 'import', 'japanese', 'scale', 'search', 'static', 'theme', 'tryon']);
const lazyNamespaces = import.meta.glob<Record<string, unknown>>(['../../locales/*/charts.json', '../../locales/*/japanese.json', '../../locales/*/check.json', '../../locales/*/data.json', '../../locales/*/formats.json', '../../locales/*/image.json', '../../locales/*/import.json', '../../locales/*/scale.json', '../../locales/*/search.json', '../../locales/*/static.json', '../../locales/*/theme.json', '../../locales/*/tryon.json'], { import: 'default' });

/**
 * Each language is one chunk, downloaded when that language is first shown, so a page carries only
 * its own language (the page's HTML preloads it alongside the app's code).
 */
const bundles: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import('./locales/en'),
  ja: () => import('./locales/ja'),
};
/** `{ '…/locales/en/common.json': {…} }` → `{ common: {…} }`. */
function byNamespace(files: Record<string, Record<string, unknown>>): Record<string, ResourceKey> {
  return Object.fromEntries(Object.entries(files).map(([path, messages]) => [path.replace(/^.*\/|\.json$/g, ''), messages]));
}

const loaded = new Map<Language, Promise<Record<string, ResourceKey>>>();

/** Downloads a language's translations (once); also used to fetch the other language ahead of a switch. */
export function loadLanguage(lang: Language): Promise<Record<string, ResourceKey>> {
  let bundle = loaded.get(lang);
  if (!bundle) {
    bundle = bundles[lang]().then((module) => byNamespace(module.default));
    // A failed download may be retried later (e.g. back online).
    bundle.catch(() => loaded.delete(lang));
    loaded.set(lang, bundle);
  }
  return bundle;
}

/** i18next reads each namespace from the language's bundle. */
const bundleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    const lazy = LAZY_NAMESPACES.has(namespace) ? lazyNamespaces[`../../locales/${language}/${namespace}.json`] : undefined;
    if (lazy) {
      lazy().then(
        (messages) => callback(null, messages as ResourceKey),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    loadLanguage(language).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in the language of the first URL; resolves once its translations are in. */
export function initI18n(language: Language) {
  return i18next
    .use(bundleBackend)
    .use(initReactI18next)
    .use(phrasesPostProcessor)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: NAMESPACES.filter((namespace) => !LAZY_NAMESPACES.has(namespace)),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Japanese phrases marked where the browser cannot find them itself (./phrases.ts).
      postProcess: ['phrases'],
    });
}
