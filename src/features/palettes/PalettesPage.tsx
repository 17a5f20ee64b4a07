import { Suspense, useState } from 'react';
import { FileUp, Palette as PaletteIcon, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchPalettes } from '../../core/model/collection';
import { paths } from '../../config/paths';
import { usePalettesStore } from '../../stores/palettes';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { EmptyPanel, emptyIcon } from '../../ui/EmptyPanel';
import { useLocalize } from '../../ui/i18n';
import { SearchField } from '../../ui/palette/SearchField';
import { tokens } from '../../ui/theme';
import { lazyDialog } from '../../ui/lazyDialog';
import { usePageFileDrop } from '../../ui/usePageFileDrop';
import { PaletteCard } from './PaletteCard';
import { SavedThemes } from './SavedThemes';
import { SavedGradients } from './SavedGradients';
import { BackupReminder } from './data/BackupReminder';
import { isBackupFile } from './data/isBackupFile';
import { YourData, type DataDialog } from './data/YourData';
import { withData } from '../../ui/data/pageData';
import { bareList, centredPanel, cluster, headRow } from '../../ui/styles';

const CreatePaletteDialog = lazyDialog(() => import('../../ui/palette/CreatePaletteDialog').then((module) => module.CreatePaletteDialog));
const ImportDialog = lazyDialog(withData(['colorNames'], () => import('../../ui/import/ImportDialog').then((module) => module.ImportDialog)));
const BackupDialog = lazyDialog(() => import('./data/BackupDialog').then((module) => module.BackupDialog));
const RestoreDialog = lazyDialog(() => import('./data/RestoreDialog').then((module) => module.RestoreDialog));
const BinDialog = lazyDialog(() => import('./data/BinDialog').then((module) => module.BinDialog));

/**
 * My Palettes (SPEC §2): search, create, import (a button, or a file dropped on the page), and a card per palette,
 * newest first; then "Your data": back up, restore (a backup dropped on the page too), the bin, and the
 * reminder at the top when changes have gone unbacked for two weeks.
 */
export default function PalettesPage() {
  const { t } = useTranslation('palettes');
  const title = t('common:titles.palettes');
  const palettes = usePalettesStore((state) => state.palettes);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  // Open with the file dropped on the page, or none.
  const [importing, setImporting] = useState<{ file: File | null } | null>(null);
  const [dataDialog, setDataDialog] = useState<DataDialog | null>(null);
  const [restoring, setRestoring] = useState<File | null>(null);
  const onDrop = async (file: File) => {
    if (!(await isBackupFile(file))) setImporting({ file });
    else {
      setRestoring(file);
      setDataDialog('restore');
    }
  };
  const dragging = usePageFileDrop((file) => void onDrop(file), importing === null && !creating && dataDialog === null);
  const navigate = useNavigate();
  const localize = useLocalize();
  const results = searchPalettes(palettes, query);

  return (
    <PageColumn>
      <PageMeta title={title} description={t('list.description')} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Actions>
          <Button type="button" title={t('list.importHint')} onClick={() => setImporting({ file: null })}>
            <FileUp aria-hidden />
            {t('list.import')}
          </Button>
          <Button type="button" $variant="primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('create.title')}
          </Button>
        </Actions>
      </Header>
      {/* Their translations (the 'data' namespace) load with them, after the page's first paint. */}
      <Suspense fallback={null}>
        <BackupReminder onBackUp={() => setDataDialog('backup')} />
      </Suspense>
      {dragging ? (
        <DropOverlay aria-hidden>
          <FileUp />
          <span>{t('list.dropToImport')}</span>
        </DropOverlay>
      ) : null}
      {palettes.length === 0 ? (
        <Empty icon={PaletteIcon} title={t('list.empty')} hint={t('list.emptyHint')} />
      ) : (
        <>
          <Search value={query} onChange={setQuery} label={t('list.search')} clearLabel={t('list.clearSearch')} />
          <p className="visually-hidden" role="status">
            {query ? t('list.results', { count: results.length }) : ''}
          </p>
          {results.length === 0 ? (
            <NoResults>{t('list.noResults', { query: query.trim() })}</NoResults>
          ) : (
            <Grid>
              {results.map((palette) => (
                <li key={palette.uuid}>
                  <PaletteCard palette={palette} />
                </li>
              ))}
              {query.trim() === '' ? (
                <li>
                  <NewTile type="button" onClick={() => setCreating(true)}>
                    <Plus aria-hidden />
                    <span>{t('list.newPalette')}</span>
                  </NewTile>
                </li>
              ) : null}
            </Grid>
          )}
        </>
      )}
      <SavedThemes />
      <SavedGradients />
      <Suspense fallback={null}>
        <YourData onOpen={setDataDialog} />
      </Suspense>
      <BackupDialog open={dataDialog === 'backup'} onClose={() => setDataDialog(null)} />
      <RestoreDialog
        open={dataDialog === 'restore'}
        initialFile={restoring}
        onClose={() => {
          setDataDialog(null);
          setRestoring(null);
        }}
      />
      <BinDialog open={dataDialog === 'bin'} onClose={() => setDataDialog(null)} />
      <CreatePaletteDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(palette) => navigate(localize(paths.palette(palette.uuid)))}
      />
      <ImportDialog
        open={importing !== null}
        initialFile={importing?.file ?? null}
        onClose={() => setImporting(null)}
        onCreated={(palette) => navigate(localize(paths.palette(palette.uuid)))}
      />
    </PageColumn>
  );
}

const Header = styled.div`
  ${headRow('flex-start')}
  h1 { margin-bottom: ${tokens.space[4]}px; }
`;

const Actions = styled.div`
  ${cluster(tokens.space[3])}
`;

/** Where a file dragged over the page will go. */
const DropOverlay = styled.div`
  position: fixed;
  inset: ${tokens.space[3]}px;
  z-index: 50;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]}px;
  border: 3px dashed ${tokens.colors.accent};
  border-radius: ${tokens.radius.large}px;
  background: color-mix(in srgb, ${tokens.colors.background} 88%, transparent);
  color: ${tokens.colors.accent};
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  pointer-events: none;
  svg { width: 40px; height: 40px; }
`;

const Search = styled(SearchField)`
  max-width: 420px;
  margin-bottom: ${tokens.space[5] - 8}px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${tokens.space[4] + 4}px;
  ${bareList}
  ${tokens.media.narrow} {
    grid-template-columns: 1fr;
    gap: ${tokens.space[4] - 4}px;
  }
`;

const NewTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]}px;
  width: 100%;
  height: 100%;
  min-height: 168px;
  border: 2px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: transparent;
  color: ${tokens.colors.textMuted};
  font-weight: ${tokens.fontWeights.bold};
  transition: border-color 120ms ease, color 120ms ease, background-color 120ms ease;
  svg { width: 28px; height: 28px; }
  &:hover {
    border-color: ${tokens.colors.accent};
    color: ${tokens.colors.accent};
    background: ${tokens.colors.surface};
  }
  ${tokens.media.narrow} {
    min-height: 72px;
    flex-direction: row;
  }
`;

const Empty = styled(EmptyPanel)`
  ${centredPanel(tokens.space[3])}
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  h2 { font-size: ${tokens.fontSizes[4]}px; }
  p { max-width: 420px; }
  .empty-icon {
    ${emptyIcon(64, 30, tokens.colors.surfaceHover)}
    margin-bottom: ${tokens.space[3]}px;
  }
`;

const NoResults = styled.p`
  padding: ${tokens.space[5]}px 0;
  color: ${tokens.colors.textMuted};
`;
