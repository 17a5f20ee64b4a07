import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../config/language';

/**
 * Translations are bundled (SPEC §7): every JSON file under locales/{lang}/ is a namespace named
 * after the file. English is the source of the key set (tests/unit/locales.test.ts checks ja).
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    resources[lang] ??= {};
    resources[lang][namespace] = messages as Resource[string][string];
  }
  return resources;
}

/** Starts i18next in the language of the first URL. */
export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources: buildResources(),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}
