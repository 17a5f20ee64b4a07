import { useState } from 'react';
import { Palette as PaletteIcon, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchPalettes } from '../../core/model/collection';
import { paths } from '../../config/paths';
import { usePalettesStore } from '../../stores/palettes';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { useLocalize } from '../../ui/i18n';
import { CreatePaletteDialog } from '../../ui/palette/CreatePaletteDialog';
import { SearchField } from '../../ui/palette/SearchField';
import { PaletteCard } from './PaletteCard';

/** My Palettes (SPEC §2): search, create, and a card per palette, newest first. */
export default function PalettesPage() {
  const { t } = useTranslation('palettes');
  const title = t('common:titles.palettes');
  const palettes = usePalettesStore((state) => state.palettes);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const localize = useLocalize();
  const results = searchPalettes(palettes, query);

  return (
    <PageColumn>
      <PageMeta title={title} description={t('list.description')} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Button type="button" $variant="primary" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {t('create.title')}
        </Button>
      </Header>
      {palettes.length === 0 ? (
        <Empty>
          <EmptyIcon aria-hidden>
            <PaletteIcon />
          </EmptyIcon>
          <h2>{t('list.empty')}</h2>
          <p>{t('list.emptyHint')}</p>
        </Empty>
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
      <CreatePaletteDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(palette) => navigate(localize(paths.palette(palette.uuid)))}
      />
    </PageColumn>
  );
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  flex-wrap: wrap;
  h1 { margin-bottom: ${({ theme }) => theme.space[4]}px; }
`;

const Search = styled(SearchField)`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space[5] - 8}px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4] + 4}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[4] - 4}px;
  }
`;

const NewTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  height: 100%;
  min-height: 168px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transition: border-color 120ms ease, color 120ms ease, background-color 120ms ease;
  svg { width: 28px; height: 28px; }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  ${({ theme }) => theme.media.narrow} {
    min-height: 72px;
    flex-direction: row;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large}px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSizes[4]}px; }
  p { max-width: 420px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { width: 30px; height: 30px; }
`;

const NoResults = styled.p`
  padding: ${({ theme }) => theme.space[5]}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
