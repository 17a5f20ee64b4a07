import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { LocalLink } from '../../ui/i18n';
import { SearchField } from '../../ui/palette/SearchField';
import { SegmentedControl } from '../../ui/SegmentedControl';
import '../../ui/japaneseWordsFont';
import { tokens } from '../../ui/theme';
import { wada } from '../../ui/wada';
import { CombinationCardItems } from '../../ui/combinations/CombinationCard';
import { COMBINATION_SIZES, filterCombinations, mayNameJapaneseColor, parseSize, type CombinationSize } from './combinationFilter';
import { useJapaneseColorEntries } from './useJapaneseColorEntries';
import { EmptyState } from '../../ui/surfaces';
import { mutedSmall, wrapRow } from '../../ui/styles';
import { cardGrid } from './cardGrid';

/**
 * Wada Sanzō's 348 combinations (/combinations): a grid of cards, each opening its combination's page,
 * filtered by size and by a colour (a name, a traditional colour's Japanese name or a hex code). Both
 * filters are kept in the address (?size=3&color=scarlet), rewritten in place as they change. The
 * traditional colours load once the filter has text; until they are in, a Japanese name finds nothing yet
 * and the cards are marked busy instead of the empty state.
 */
export default function CombinationsPage() {
  const { t } = useTranslation(['common', 'japanese']);
  const [params, setParams] = useSearchParams();
  // The fields answer at once from their own state; the address follows, rewritten in place.
  const [size, setSize] = useState(() => parseSize(params.get('size')));
  const [color, setColor] = useState(() => params.get('color') ?? '');
  const deferredColor = useDeferredValue(color);
  const japanese = useJapaneseColorEntries(mayNameJapaneseColor(color));
  const numbers = useMemo(() => filterCombinations(wada(), size, deferredColor, japanese ?? []), [size, deferredColor, japanese]);
  const japanesePending = japanese === null && mayNameJapaneseColor(deferredColor);
  const title = t('titles.combinations');
  const hintId = useId();

  const update = (key: 'size' | 'color', value: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const chooseSize = (option: CombinationSize | null) => {
    setSize(option);
    update('size', option === null ? null : String(option));
  };
  const typeColor = (value: string) => {
    setColor(value);
    update('color', value);
  };

  const sizes: readonly (CombinationSize | null)[] = [null, ...COMBINATION_SIZES];
  return (
    <>
      <PageMeta title={title} description={t('japanese:combinations.description')} keywords={t('japanese:combinations.keywords')} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Muted>{t('japanese:combinations.intro')}</Muted>
        <Muted>
          <LocalLink to={paths.japaneseColors()}>{t('japanese:combinations.toJapanese')}</LocalLink>
        </Muted>
      </Header>
      <Toolbar>
        <SegmentedControl
          label={t('japanese:combinations.size')}
          name="combination-size"
          options={sizes.map((option) => ({
            id: option === null ? 'all' : String(option),
            label: option === null ? t('japanese:combinations.sizeAll') : t('japanese:combinations.sizeCount', { count: option }),
          }))}
          value={size === null ? 'all' : String(size)}
          onChange={(id) => chooseSize(id === 'all' ? null : parseSize(id))}
        />
        <ColorFilter>
          <SearchField
            value={color}
            onChange={typeColor}
            label={t('japanese:combinations.color')}
            clearLabel={t('japanese:combinations.clear')}
            describedBy={hintId}
          />
        </ColorFilter>
        <Count role="status">{t('japanese:combinations.count', { count: numbers.length })}</Count>
      </Toolbar>
      <Hint id={hintId}>{t('japanese:combinations.colorHint')}</Hint>
      {numbers.length === 0 && !japanesePending ? <EmptyState>{t('japanese:combinations.none')}</EmptyState> : null}
      {/* Until the filter has caught up with the typing (and has the Japanese names), the cards shown are the last answer: marked busy, dimmed. */}
      <Grid aria-busy={color !== deferredColor || japanesePending}>
        <CombinationCardItems numbers={numbers} />
      </Grid>
    </>
  );
}

const Header = styled.div`
  margin-bottom: ${tokens.space[4]}px;
  /* The intro names the book in Japanese (配色事典), on English pages too. */
  font-family: ${tokens.fonts.bodyJapanese};
  h1 { margin-bottom: ${tokens.space[3]}px; }
  p { max-width: 760px; }
  p + p { margin-top: ${tokens.space[2]}px; }
  a { color: ${tokens.colors.accent}; text-underline-offset: 3px; font-weight: ${tokens.fontWeights.bold}; }
`;

const Toolbar = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin-bottom: ${tokens.space[2]}px;
`;

const ColorFilter = styled.div`
  flex: 1 1 260px;
  max-width: 360px;
`;

const Count = styled.p`
  ${mutedSmall}
`;

const Hint = styled.p`
  margin-bottom: ${tokens.space[4]}px;
  /* Its examples are in Japanese (緋, あか), on English pages too. */
  font-family: ${tokens.fonts.bodyJapanese};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
`;

/** The 348 combinations. */
const Grid = styled.ul`
  ${cardGrid(200, 176)}
  transition: opacity 0.15s;
  &[aria-busy='true'] { opacity: 0.6; }
`;
