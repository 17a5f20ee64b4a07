import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  detectLanguage,
  languageOfPath,
  localizePath,
  neutralPath,
  isLanguage,
  JA_PREFIX,
} from '../config/language';
import { STORAGE_KEYS, readStorage } from '../stores/storage';
import { LinkNavigation } from '../ui/i18n';
import { loadFontsFor } from './fonts';
import { breakJapaneseByPhrase } from './phrases';

/**
 * Keeps i18next and <html lang> on the language of the URL, and on the first page of a visit sends
 * the visitor to their language (SPEC §4): a stored choice always wins; otherwise, on a page without
 * the /ja prefix, the browser language decides. An explicit /ja address is honoured unless the
 * visitor stored English.
 */
function useLanguageSync() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const lang = languageOfPath(pathname);
  const checked = useRef(false);

  useLayoutEffect(() => {
    loadFontsFor(lang);
    if (lang === 'ja') breakJapaneseByPhrase(i18n);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [i18n, lang]);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const stored = readStorage(STORAGE_KEYS.language);
    const onJapanesePath = pathname === JA_PREFIX || pathname.startsWith(`${JA_PREFIX}/`);
    if (!isLanguage(stored) && onJapanesePath) return;
    const wanted = detectLanguage({ stored, browserLanguages: navigator.languages ?? [], pathname });
    if (wanted !== lang) navigate(localizePath(neutralPath(pathname), wanted) + search + hash, { replace: true });
  }, [pathname, search, hash, lang, navigate]);
}

/** Scrolls to the top on every path change (SPEC §2). */
function useScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The root route: language and scroll behaviour shared by every page. */
export function Root() {
  useLanguageSync();
  useScrollToTop();
  return (
    <LinkNavigation>
      <Outlet />
    </LinkNavigation>
  );
}
