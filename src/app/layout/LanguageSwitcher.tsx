import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadLanguage } from '../i18n';
import { LANGUAGES, localizePath, neutralPath, type Language } from '../../config/language';
import { STORAGE_KEYS, writeStorage } from '../../stores/storage';
import { IconButton } from '../../ui/IconButton';
import { useLanguage } from '../../ui/i18n';
import { MenuButton } from '../../ui/Menu';

/**
 * Returns a function that switches the page language (SPEC §4): choosing the other language stores
 * it and replaces the URL with the same path and query under the matching prefix.
 */
export function useChangeLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = useLanguage();
  return (lang: Language) => {
    if (lang === current) return;
    writeStorage(STORAGE_KEYS.language, lang);
    navigate(localizePath(neutralPath(pathname), lang) + search + hash, { replace: true });
  };
}

/** A globe button opening a small menu of the two languages (the app's menu button: it opens where there is room). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <MenuButton
      label={t('language.choose')}
      items={LANGUAGES.map((lang) => ({ id: lang, label: t(`language.${lang}`), lang, checked: lang === current, onSelect: () => changeLanguage(lang) }))}
      // Fetch the other language's translations while the menu is open, so a switch is instant.
      onOpen={() => {
        for (const lang of LANGUAGES) if (lang !== current) void loadLanguage(lang).catch(() => undefined);
      }}
      trigger={(props) => (
        <IconButton {...props} type="button" aria-label={t('language.choose')} title={t('language.choose')}>
          <Languages aria-hidden />
        </IconButton>
      )}
    />
  );
}
