import { useEffect, useId, useRef, useState } from 'react';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loadLanguage } from '../i18n';
import { LANGUAGES, localizePath, neutralPath, type Language } from '../../config/language';
import { STORAGE_KEYS, writeStorage } from '../../stores/storage';
import { IconButton } from '../../ui/IconButton';
import { useLanguage } from '../../ui/i18n';
import { tokens } from '../../ui/theme';

const LABELS: Record<Language, string> = { en: 'English', ja: '日本語' };

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

/** A globe button opening a small menu of the two languages. */
export function LanguageSwitcher({
  align = 'end',
  direction = 'down',
}: {
  align?: 'start' | 'end';
  direction?: 'up' | 'down';
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (lang: Language) => {
    setOpen(false);
    changeLanguage(lang);
  };

  return (
    <Root ref={root}>
      <IconButton
        ref={button}
        type="button"
        aria-label={t('language.choose')}
        title={t('language.choose')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          // Fetch the other language's translations while the menu is open, so a switch is instant.
          for (const lang of LANGUAGES) if (lang !== current) void loadLanguage(lang).catch(() => undefined);
          setOpen((value) => !value);
        }}
      >
        <Languages aria-hidden />
      </IconButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t('language.choose')} $align={align} $direction={direction}>
          {LANGUAGES.map((lang) => (
            <MenuItem
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === current}
              lang={lang}
              onClick={() => choose(lang)}
            >
              <span>{LABELS[lang]}</span>
              {lang === current ? <Check aria-hidden /> : null}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Menu = styled.div<{ $align: 'start' | 'end'; $direction: 'up' | 'down' }>`
  position: absolute;
  ${({ $direction }) => ($direction === 'down' ? 'top: calc(100% + 6px);' : 'bottom: calc(100% + 6px);')}
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 50;
  min-width: 160px;
  padding: ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
  box-shadow: ${tokens.colors.shadow};
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 40px;
  padding: 0 ${tokens.space[4]}px;
  border: 0;
  border-radius: ${tokens.radius.small}px;
  background: transparent;
  text-align: left;
  &:hover, &:focus-visible { background: ${tokens.colors.surfaceHover}; }
  svg { width: 16px; height: 16px; }
`;
