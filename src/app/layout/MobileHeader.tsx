import { Suspense, lazy, useEffect, useState } from 'react';
import { Menu, Palette, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { DRAWER_PANEL_ID } from '../../features/drawer/PaletteDrawer';
import { useDrawerStore } from '../../stores/drawer';
import { requestColorDrag } from '../../ui/dnd/colorDragSource';
import { IconButton } from '../../ui/IconButton';
import { LocalLink } from '../../ui/i18n';
import { Logo } from '../../ui/Logo';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { tokens } from '../../ui/theme';
import { LanguageSwitcher } from './LanguageSwitcher';
import { withData } from '../../ui/data/pageData';
import { preloadable } from '../../ui/preloadable';

/** The overlay reads colours with the core and searches the names, so it loads on first use. */
const SearchOverlay = lazy(withData(['colorNames', 'japaneseColors'], () => import('./SearchOverlay').then((module) => ({ default: module.SearchOverlay }))));

/** The menu's panel loads when it is first wanted (a pointer over its button, a focus on it) and opens once it is in. */
const { Component: MobileMenu, preload: loadMobileMenu } = preloadable(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/**
 * The sticky 80 px header of the mobile layout, with its menu and search overlay (SPEC §2), and the
 * Open Palette button of phones and tablets: in the header, where it covers no part of the page (a
 * floating button in a corner sits over whatever scrolls under it).
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();
  const openDrawer = useDrawerStore((state) => state.open);
  const drawerVisible = useDrawerStore((state) => state.visible);

  // A navigation closes the menu. The search overlay closes itself when it opens a colour (not on a change of path:
  // a navigation still under way when it is opened would close it at once).
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <>
      <Header>
        <LocalLink to={paths.home()} aria-label={t('nav.home')}>
          <Logo size={36} />
        </LocalLink>
        <Actions>
          <LanguageSwitcher />
          <IconButton type="button" aria-label={t('search.open')} onClick={() => setSearchOpen(true)}>
            <Search aria-hidden />
          </IconButton>
          <ThemeToggle />
          <IconButton
            type="button"
            aria-label={t('drawer.open')}
            title={t('drawer.open')}
            aria-controls={DRAWER_PANEL_ID}
            aria-expanded={drawerVisible}
            onPointerEnter={requestColorDrag}
            onFocus={requestColorDrag}
            onClick={openDrawer}
          >
            <Palette aria-hidden />
          </IconButton>
          <IconButton
            type="button"
            aria-label={menuOpen ? t('menu.close') : t('menu.open')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              if (menuOpen) setMenuOpen(false);
              else loadMobileMenu().then(() => setMenuOpen(true), () => undefined);
            }}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </IconButton>
        </Actions>
      </Header>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: none;
  align-items: center;
  justify-content: space-between;
  height: ${tokens.sizes.mobileHeader}px;
  padding: 0 ${tokens.sizes.sidePaddingNarrow}px;
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.background};
  a { display: inline-flex; color: ${tokens.colors.text}; }
  ${tokens.media.tablet} {
    display: flex;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
`;
