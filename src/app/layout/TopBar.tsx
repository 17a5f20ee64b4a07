import { Suspense, lazy, useEffect, useState } from 'react';
import { PanelRight, Search as SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { usePageTitle } from '../../stores/pageTitle';
import { Button } from '../../ui/Button';
import { requestColorDrag } from '../../ui/dnd/colorDragSource';
import { HexInput } from '../../ui/HexInput';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { tokens } from '../../ui/theme';
import { useGoToColor } from './useGoToColor';
import { IconButton } from '../../ui/IconButton';
import { withData } from '../../ui/data/pageData';

/** The search of any colour reads CSS and searches the names: it loads on first use. */
const ColorSearchDialog = lazy(
  withData(['colorNames', 'japaneseColors'], () => import('./ColorSearchDialog').then((module) => ({ default: module.ColorSearchDialog }))),
);

/**
 * The 70 px desktop top bar: page title, the colour field (SPEC: a hex code of at most 7 characters; any colour read
 * whole once it is more than hex, HexInput) that opens the colour's page, and beside it the search of any colour (a
 * dialog listing what a text names; ⌘K or Ctrl+K), Open Palette and the theme toggle.
 */
export function TopBar() {
  const { t } = useTranslation();
  const title = usePageTitle();
  // Closed by the dialog itself when it opens a colour (not on a change of path: a navigation still under way when
  // ⌘K is pressed would close the search just opened).
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not over another dialog (a search opened over the picker would navigate away under it).
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && !document.querySelector('dialog[open]')) {
        event.preventDefault();
        setSearching(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const drawerVisible = useDrawerStore((state) => state.visible);
  const toggleDrawer = useDrawerStore((state) => state.toggle);
  const goToColor = useGoToColor();
  return (
    <Bar>
      <Title aria-hidden>{title}</Title>
      <Search>
        <HexInput
          label={t('search.label')}
          clearLabel={t('search.clear')}
          placeholder={t('search.placeholder')}
          onCommit={goToColor}
          keepExact
        />
      </Search>
      <IconButton type="button" aria-label={t('search.any')} title={t('search.anyTitle')} aria-keyshortcuts="Control+K Meta+K" onClick={() => setSearching(true)}>
        <SearchIcon aria-hidden />
      </IconButton>
      {searching ? (
        <Suspense fallback={null}>
          <ColorSearchDialog onClose={() => setSearching(false)} />
        </Suspense>
      ) : null}
      <Button
        type="button"
        onClick={toggleDrawer}
        onPointerEnter={requestColorDrag}
        onFocus={requestColorDrag}
        aria-expanded={drawerVisible}
        aria-controls="palette-drawer"
      >
        <PanelRight aria-hidden />
        {drawerVisible ? t('drawer.close') : t('drawer.open')}
      </Button>
      <ThemeToggle />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 15;
  display: flex;
  align-items: center;
  gap: ${tokens.space[4]}px;
  height: ${tokens.sizes.topBar}px;
  padding: 0 ${tokens.sizes.sidePadding}px;
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.background};
  ${tokens.media.tablet} {
    display: none;
  }
`;

const Title = styled.p`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${tokens.fontSizes[3]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const Search = styled.div`
  width: 220px;
`;
