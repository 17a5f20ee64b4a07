import { useState } from 'react';
import { FileUp, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { searchPalettes } from '../../core/model/collection';
import { isFull, type Palette } from '../../core/model/palette';
import { useDrawerStore } from '../../stores/drawer';
import { usePalettesStore } from '../../stores/palettes';
import { showColorToast, showToast } from '../../stores/toasts';
import { IconButton } from '../../ui/IconButton';
import { useColorDropTarget } from '../../ui/dnd/useColorDropTarget';
import { CreatePaletteDialog } from '../../ui/palette/CreatePaletteDialog';
import { lazyDialog } from '../../ui/lazyDialog';
import { PaletteStrip } from '../../ui/palette/PaletteStrip';
import { SearchField } from '../../ui/palette/SearchField';
import { tokens } from '../../ui/theme';
import { DrawerEmpty, DrawerFrame } from './drawerParts';
import { DrawerHeader } from './DrawerHeader';
import { withData } from '../../ui/data/pageData';
import { bareList, floatingNote } from '../../ui/styles';
import { PaletteName, PaletteMeta } from '../../ui/palette/paletteText';
import { cssOf } from '../../core/exact/authoredColor';

const ImportDialog = lazyDialog(withData(['colorNames'], () => import('../../ui/import/ImportDialog').then((module) => module.ImportDialog)));

/**
 * The drawer's list view: search, Import, Create palette, and the palettes newest first. Each row opens its
 * palette and accepts a dropped colour; a colour dropped anywhere else on the list gets the warning that
 * a palette must be opened (SPEC §8).
 */
export function ListView() {
  const { t } = useTranslation('palettes');
  const palettes = usePalettesStore((state) => state.palettes);
  const openPalette = useDrawerStore((state) => state.openPalette);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const results = searchPalettes(palettes, query);
  const { setNodeRef, active } = useColorDropTarget('drawer-list', () => showToast(t('drawer.dropWarning')), {
    label: t('common:titles.palettes'),
    keyboard: false,
  });

  return (
    <>
      <DrawerHeader>
        <h2>{t('common:titles.palettes')}</h2>
      </DrawerHeader>
      <Tools>
        <SearchField value={query} onChange={setQuery} label={t('list.search')} clearLabel={t('list.clearSearch')} />
        <IconButton type="button" $variant="outlined" aria-label={t('drawer.import')} title={t('list.importHint')} onClick={() => setImporting(true)}>
          <FileUp aria-hidden />
        </IconButton>
        <CreateButton type="button" aria-label={t('create.title')} title={t('create.title')} onClick={() => setCreating(true)}>
          <Plus aria-hidden />
        </CreateButton>
      </Tools>
      <DrawerFrame>
        <Body ref={setNodeRef}>
          {palettes.length === 0 ? (
            <DrawerEmpty>
              <strong>{t('list.empty')}</strong>
              <span>{t('drawer.emptyHint')}</span>
            </DrawerEmpty>
          ) : results.length === 0 ? (
            <DrawerEmpty>{t('list.noResults', { query: query.trim() })}</DrawerEmpty>
          ) : (
            <Rows aria-label={t('common:titles.palettes')}>
              {results.map((palette) => (
                <PaletteRow key={palette.uuid} palette={palette} onOpen={() => openPalette(palette.uuid)} />
              ))}
            </Rows>
          )}
        </Body>
        {/* Over the list, not in it: the rows must not move while a colour is dragged onto them. */}
        {active ? <DropHint role="status">{t('drawer.dropOnPalette')}</DropHint> : null}
      </DrawerFrame>
      <CreatePaletteDialog open={creating} onClose={() => setCreating(false)} onCreated={(p) => openPalette(p.uuid)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onCreated={(p) => openPalette(p.uuid)} />
    </>
  );
}

/** One palette of the list: opens it, and takes a dropped colour. */
function PaletteRow({ palette, onOpen }: { palette: Palette; onOpen: () => void }) {
  const { t } = useTranslation('palettes');
  const addColor = usePalettesStore((state) => state.addColor);
  const full = isFull(palette);
  const { setNodeRef, isOver } = useColorDropTarget(
    `drawer-palette-${palette.uuid}`,
    (code) => {
      if (addColor(palette.uuid, code) === 'added') showColorToast(code, t('select.saved', { name: palette.name }));
      else showToast(t('drawer.full'), t('drawer.fullDetail', { name: palette.name }));
    },
    { label: palette.name },
  );
  return (
    <li ref={setNodeRef}>
      <Row type="button" onClick={onOpen} $over={isOver} $full={full}>
        <PaletteStrip codes={palette.colors.map(cssOf)} height={36} />
        <span>
          <PaletteName>{palette.name}</PaletteName>
          <PaletteMeta>{full ? t('select.full') : t('count', { count: palette.colors.length })}</PaletteMeta>
        </span>
      </Row>
    </li>
  );
}

const Tools = styled.div`
  display: flex;
  gap: ${tokens.space[3]}px;
  flex: none;
  padding: ${tokens.space[4]}px;
`;

const CreateButton = styled(IconButton)`
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  &:hover:not(:disabled) {
    background: ${tokens.colors.accent};
    filter: brightness(1.08);
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${tokens.space[3]}px ${tokens.space[4]}px;
`;

const DropHint = styled.p`
  position: absolute;
  left: ${tokens.space[4]}px;
  right: ${tokens.space[4]}px;
  bottom: ${tokens.space[4]}px;
  padding: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  border-radius: ${tokens.radius.medium}px;
  ${floatingNote(tokens.colors.accent, tokens.colors.accentText, tokens.fontSizes[1])}
  text-align: center;
  pointer-events: none;
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]}px;
  ${bareList}
`;

const Row = styled.button<{ $over: boolean; $full: boolean }>`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  width: 100%;
  min-height: 60px;
  padding: ${tokens.space[3]}px;
  border: 2px solid transparent;
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  text-align: left;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:hover { background: ${tokens.colors.surfaceHover}; }
  > span:last-child { display: flex; flex-direction: column; min-width: 0; }
  ${({ $over, $full, theme }) =>
    $over &&
    css`
      border-color: ${$full ? theme.colors.danger : theme.colors.accent};
      background: ${theme.colors.surface};
    `}
`;
