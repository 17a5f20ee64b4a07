import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getCategory } from '../../core/category/categories';
import { matchesJapaneseColor } from '../../core/names/japaneseColors';
import { paths } from '../../config/paths';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { japaneseColors } from '../../ui/japaneseColors';
import { SearchField } from '../../ui/palette/SearchField';
import { tokens } from '../../ui/theme';
import { PointerText } from '../../ui/PointerText';
import { groupColors } from './groups';
import { EmptyState } from '../../ui/surfaces';
import { cardSurface, centredRow, clippedColumn, hoverLift, mutedSmall, swatchChip, wrapRow } from '../../ui/styles';
import { cardGrid } from './cardGrid';

/**
 * The traditional colours of Japan (/japanese-colors): all 227, grouped by the app's hue categories (groups.ts),
 * each a card with its kanji, reading, English meaning (English pages) and code that links to the
 * colour's page and drags into the palette drawer. The filter box (kept in the address as ?q=) matches
 * kanji, kana, romaji with or without long-vowel marks, and English.
 */
export default function JapaneseColorsPage() {
  const { t } = useTranslation(['common', 'japanese']);
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  // The field answers at once from its own state; the address follows, rewritten in place.
  const [query, setQueryState] = useState(() => params.get('q') ?? '');
  const deferred = useDeferredValue(query);
  const { entries } = japaneseColors();
  const groups = useMemo(() => {
    const indices = entries.flatMap((entry, index) => (matchesJapaneseColor(entry, deferred) ? [index] : []));
    return groupColors(japaneseColors(), indices);
  }, [entries, deferred]);
  const count = groups.reduce((sum, group) => sum + group.indices.length, 0);
  const title = t('titles.japaneseColors');
  const hintId = useId();

  const setQuery = (value: string) => {
    setQueryState(value);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageMeta title={title} description={t('japanese:colors.description')} keywords={t('japanese:colors.keywords')} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Muted>
          <PointerText fine={t('japanese:colors.intro')} coarse={t('japanese:colors.introTouch')} />
        </Muted>
        <Muted>
          <LocalLink to={paths.combinations()}>{t('japanese:colors.toCombinations')}</LocalLink>
        </Muted>
      </Header>
      <Toolbar>
        <Filter
          value={query}
          onChange={setQuery}
          label={t('japanese:colors.filter')}
          clearLabel={t('japanese:colors.clear')}
          describedBy={hintId}
        />
        <Count role="status">{t('japanese:colors.count', { count })}</Count>
        <Hint id={hintId}>{t('japanese:colors.filterHint')}</Hint>
      </Toolbar>
      {count === 0 ? <EmptyState>{t('japanese:colors.none', { query })}</EmptyState> : null}
      {groups.map(({ id, indices }) => {
        const category = getCategory(id === 'greyish' ? 'neutral' : id);
        const headingId = `japanese-${id}`;
        return (
          <Group key={id} aria-labelledby={headingId}>
            <GroupTitle id={headingId}>
              <Dot style={{ background: category.representative }} aria-hidden />
              {id === 'greyish' ? t('japanese:colors.greyish') : lang === 'ja' ? category.nameJa : category.name}
              <small>{indices.length}</small>
            </GroupTitle>
            <Grid>
              {indices.map((index) => {
                const entry = entries[index];
                return (
                  <li key={index}>
                    <Card code={entry.code} namedByText dragId={`japanese-${index}`}>
                      <Block style={{ background: entry.code }} />
                      <Caption>
                        <Kanji lang="ja">{entry.kanji}</Kanji>{' '}
                        {lang === 'ja' ? <Reading lang="ja">{entry.kana}</Reading> : <Reading lang="ja-Latn">{entry.romaji}</Reading>}{' '}
                        {lang === 'en' ? <English>{entry.english} </English> : null}
                        <Code>{entry.code}</Code>
                      </Caption>
                    </Card>
                  </li>
                );
              })}
            </Grid>
          </Group>
        );
      })}
      <Source>{t('japanese:colors.source')}</Source>
    </>
  );
}

const Header = styled.div`
  margin-bottom: ${tokens.space[4]}px;
  h1 { margin-bottom: ${tokens.space[3]}px; }
  p + p { margin-top: ${tokens.space[2]}px; }
  a { color: ${tokens.colors.accent}; text-underline-offset: 3px; font-weight: ${tokens.fontWeights.bold}; }
`;

const Toolbar = styled.div`
  position: sticky;
  top: ${tokens.sizes.topBar}px;
  z-index: 5;
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin: 0 -${tokens.space[2]}px ${tokens.space[4]}px;
  padding: ${tokens.space[3]}px ${tokens.space[2]}px;
  background: ${tokens.colors.background};
  ${tokens.media.tablet} {
    top: ${tokens.sizes.mobileHeader}px;
  }
`;

const Filter = styled(SearchField)`
  flex: 1 1 280px;
  max-width: 420px;
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin-top: -${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Count = styled.p`
  ${mutedSmall}
`;

const Group = styled.section`
  margin-bottom: ${tokens.space[5]}px;
`;

const GroupTitle = styled.h2`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4] - 4}px;
  font-size: ${tokens.fontSizes[3]}px;
  small {
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.regular};
    color: ${tokens.colors.textMuted};
  }
`;

const Dot = styled.span`
  ${swatchChip(14, '50%')}
`;

/** The 465 colours. */
const Grid = styled.ul`
  ${cardGrid(148, 210)}
`;

const Card = styled(ColorSwatchLink)`
  ${clippedColumn}
  height: 100%;
  ${cardSurface}
  text-decoration: none;
  touch-action: manipulation;
  transition: box-shadow 160ms ease, transform 160ms ease;
  ${hoverLift}
`;

const Block = styled.span`
  height: 96px;
  box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  ${tokens.media.narrow} {
    height: 80px;
  }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${tokens.space[3]}px ${tokens.space[3] + 2}px ${tokens.space[3] + 2}px;
`;

const Kanji = styled.strong`
  font-size: ${tokens.fontSizes[2]}px;
  line-height: ${tokens.lineHeights.tight};
`;

const Reading = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const English = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Code = styled.code`
  margin-top: ${tokens.space[1]}px;
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Source = styled.p`
  margin-top: ${tokens.space[5]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;
