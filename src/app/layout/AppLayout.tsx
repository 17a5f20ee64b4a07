import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PaletteDrawer } from '../../features/drawer/PaletteDrawer';
import { ColorDragProvider } from '../../ui/dnd/ColorDragProvider';
import { Toaster } from '../../ui/Toaster';
import { ErrorBoundary } from '../ErrorBoundary';
import { MobileHeader } from './MobileHeader';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * The app's frame: desktop sidebar and top bar, mobile header, and the page, inside the app-wide
 * colour drag-and-drop. `aside` holds what floats over every page (the palette drawer).
 */
export function AppLayout({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ColorDragProvider>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      <Sidebar />
      <Column>
        <TopBar />
        <MobileHeader />
        <Main id="main" tabIndex={-1}>
          <ErrorBoundary>
            <Outlet />
          </ErrorBoundary>
        </Main>
      </Column>
      {aside}
      <PaletteDrawer />
      <Toaster />
    </ColorDragProvider>
  );
}

const Column = styled.div`
  min-height: 100vh;
  margin-left: ${({ theme }) => theme.sizes.sidebar}px;
  ${({ theme }) => theme.media.tablet} {
    margin-left: 0;
  }
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentMax}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.sizes.sidePadding}px
    ${({ theme }) => theme.space[6]}px;
  &:focus { outline: none; }
  ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.sizes.sidePaddingNarrow}px
      ${({ theme }) => theme.space[6]}px;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]}px;
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.small}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  &:focus { top: ${({ theme }) => theme.space[4]}px; }
`;
