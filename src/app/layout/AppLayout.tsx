import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DrawerContents } from '../../features/drawer/DrawerContents';
import { PaletteDrawer } from '../../features/drawer/PaletteDrawer';
import { ColorDragHost } from '../../ui/dnd/ColorDragHost';
import { Toaster } from '../../ui/Toaster';
import { tokens } from '../../ui/theme';
import { useHydrated } from '../../ui/useHydrated';
import { useIsMobile } from '../../ui/useIsMobile';
import { UpdatePrompt } from '../UpdatePrompt';
import { MobileHeader } from './MobileHeader';
import { PageOutlet } from './PageOutlet';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * The app's frame: the sidebar and top bar on desktop or the mobile header, and the page, with the
 * palette drawer and the app-wide colour drag (whose root, loaded on first need, holds the drawer's
 * content: its drop targets). `aside` holds what else floats over every page. Only the current layout's
 * frame is built (each also hides itself by CSS in the other), but HTML rendered at build time has both,
 * for either width to paint before any script runs, until it is hydrated.
 */
export function AppLayout({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const hydrated = useHydrated();
  const desktopFrame = !hydrated || !mobile;
  const mobileFrame = !hydrated || mobile;
  // The same element on every render: the frame's switch after hydration does not render the page again.
  const page = useMemo(
    () => (
      <Main id="main" tabIndex={-1}>
        <PageOutlet />
      </Main>
    ),
    [],
  );
  return (
    <>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      {desktopFrame ? <Sidebar /> : null}
      <Column>
        {mobileFrame ? <MobileHeader /> : null}
        {desktopFrame ? <TopBar /> : null}
        {page}
      </Column>
      {aside}
      <UpdatePrompt />
      <PaletteDrawer />
      <ColorDragHost>
        <DrawerContents />
      </ColorDragHost>
      <Toaster />
    </>
  );
}

const Column = styled.div`
  min-height: 100vh;
  margin-left: ${tokens.sizes.sidebar}px;
  ${tokens.media.tablet} {
    margin-left: 0;
  }
`;

const Main = styled.main`
  max-width: ${tokens.sizes.contentMax}px;
  margin: 0 auto;
  padding: ${tokens.space[5]}px ${tokens.sizes.sidePadding}px
    ${tokens.space[6]}px;
  &:focus { outline: none; }
  ${tokens.media.narrow} {
    padding: ${tokens.space[4]}px ${tokens.sizes.sidePaddingNarrow}px
      ${tokens.space[6]}px;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${tokens.space[4]}px;
  top: -100px;
  z-index: 100;
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.small}px;
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  &:focus { top: ${tokens.space[4]}px; }
`;
