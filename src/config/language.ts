/** The two languages of the product; English is the default and has no path prefix. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The path prefix of the Japanese site. */
export const JA_PREFIX = '/ja';

/** Returns true when a value is one of the supported languages. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ja';
}

/** Returns the language a path is written in: 'ja' for /ja and /ja/…, else 'en'. */
export function languageOfPath(pathname: string): Language {
  return pathname === JA_PREFIX || pathname.startsWith(`${JA_PREFIX}/`) ? 'ja' : 'en';
}

/** Returns the language-neutral path: strips a leading /ja; bare /ja becomes /. */
export function neutralPath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname || '/';
  const rest = pathname.slice(JA_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** Returns a language-neutral path (with optional query and hash) under the prefix of `lang`. */
export function localizePath(path: string, lang: Language): string {
  if (lang === 'en') return path;
  return path === '/' ? JA_PREFIX : path.startsWith('/?') || path.startsWith('/#') ? JA_PREFIX + path.slice(1) : JA_PREFIX + path;
}

/** Returns the first supported language among the browser's preferred ones, if any. */
export function browserLanguage(languages: readonly string[]): Language | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * Returns the visitor's language (SPEC §4): the stored value, else the browser language if it is
 * en or ja, else ja when the path begins with /ja, else en.
 */
export function detectLanguage(input: {
  stored: string | null;
  browserLanguages: readonly string[];
  pathname: string;
}): Language {
  if (isLanguage(input.stored)) return input.stored;
  return browserLanguage(input.browserLanguages) ?? languageOfPath(input.pathname);
}
