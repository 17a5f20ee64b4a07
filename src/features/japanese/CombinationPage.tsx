import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { readableTextOn } from '../../core/contrast/readableText';
import { WADA_COMBINATION_COUNT, combinationColors, combinationsWith, type WadaColor } from '../../core/names/wada';
import { paths } from '../../config/paths';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { LocalLink, useLanguage, useLocalize } from '../../ui/i18n';
import { useColorName } from '../../ui/colorNames';
import { PaletteActions } from '../../ui/palette/PaletteActions';
import { usePaletteActions } from '../../ui/palette/usePaletteActions';
import { useSavePalette } from '../../ui/palette/useSavePalette';
import '../../ui/japaneseWordsFont';
import { tokens } from '../../ui/theme';
import { wada } from '../../ui/wada';
import { cardSurface, mutedSmall, swatchChip } from '../../ui/styles';

/** A combination's address: its number, 1–348, written plainly (no sign, no leading zero). */
const NUMBER_PATTERN = /^[1-9][0-9]{0,2}$/;

/** Returns the combination number of a path segment, or null when it is not one of the 348. */
export function parseCombinationNumber(segment: string | undefined): number | null {
  if (segment === undefined || !NUMBER_PATTERN.test(segment)) return null;
  const n = Number(segment);
  return n <= WADA_COMBINATION_COUNT ? n : null;
}

/**
 * One of Wada Sanzō's combinations (/combinations/{n}, 1–348; anything else redirects to /404): its
 * colours as the book shows them, side by side, each a link to the colour's page that drags into the
 * palette drawer, with the dictionary's names; Save as palette, Export, Share, and the neighbouring
 * combinations.
 */
export default function CombinationPage() {
  const { number: segment } = useParams();
  const localize = useLocalize();
  const number = parseCombinationNumber(segment);
  if (number === null) return <Navigate to={localize(paths.notFound())} replace />;
  return <Combination key={number} number={number} />;
}

function Combination({ number }: { number: number }) {
  const { t } = useTranslation(['common', 'japanese']);
  // Japanese pages name each colour in Japanese and keep the book's English name beside it.
  const japanese = useLanguage() === 'ja';
  const colorName = useColorName();
  const shownName = (color: WadaColor) => (japanese ? colorName(color.code) : color.name);
  const colors = combinationColors(wada(), number) ?? [];
  const codes = colors.map((color) => color.code);
  const names = colors.map(shownName).join(japanese ? '、' : ', ');
  const title = t('titles.combination', { number });
  const paletteName = t('japanese:combination.paletteName', { number });

  const saving = useSavePalette();
  const save = () => saving.save(codes, paletteName);
  const actions = usePaletteActions(codes, paletteName, {
    shared: t('japanese:combination.shared'),
    sharedDetail: t('japanese:combination.sharedDetail'),
    failed: t('japanese:combination.shareFailed'),
    shareName: true,
  });

  return (
    <PageColumn $width={960}>
      <PageMeta title={title} description={t('japanese:combination.description', { number, names })} keywords={names} />
      <Back to={paths.combinations()}>
        <ChevronLeft aria-hidden />
        {t('japanese:combination.all')}
      </Back>
      <Heading>
        <PageTitle>{title}</PageTitle>
        <Subtitle>{t('japanese:combination.subtitle')}</Subtitle>
      </Heading>
      <Bands role="list" aria-label={t('japanese:combination.colors')} $count={colors.length}>
        {colors.map((color, i) => (
          <div role="listitem" key={i}>
            <Band code={color.code} name={shownName(color)} namedByText dragId={`combination-${i}`} style={{ background: color.code, color: readableTextOn(color.code) }}>
              <strong>{shownName(color)}</strong> <code>{color.code}</code>
            </Band>
          </div>
        ))}
      </Bands>
      <Actions>
        <PaletteActions
          actions={actions}
          show={['save', 'export', 'share', 'copy']}
          onSave={save}
          labels={{ save: t('japanese:combination.save'), export: t('japanese:combination.export'), share: t('japanese:combination.share') }}
          saveAdds
          primary="save"
        />
      </Actions>
      <Members>
        {colors.map((color, i) => {
          const index = wada().colors.indexOf(color);
          const count = index < 0 ? 0 : combinationsWith(wada(), index).length;
          return (
            <li key={i}>
              <Dot style={{ background: color.code }} aria-hidden />
              <span>
                <strong>{shownName(color)}</strong>
                {japanese ? <BookName lang="en">{color.name}</BookName> : null}
                <code>{color.code}</code>
              </span>
              <LocalLink to={paths.combinations({ color: color.name })}>{t('japanese:combination.inCombinations', { count })}</LocalLink>
            </li>
          );
        })}
      </Members>
      <Pager aria-label={t('japanese:combination.all')}>
        {number > 1 ? (
          <LocalLink to={paths.combination(number - 1)} rel="prev" aria-label={t('japanese:combination.previous', { number: number - 1 })}>
            <ChevronLeft aria-hidden />
            {t('japanese:combinations.number', { number: number - 1 })}
          </LocalLink>
        ) : (
          <span />
        )}
        {number < WADA_COMBINATION_COUNT ? (
          <LocalLink to={paths.combination(number + 1)} rel="next" aria-label={t('japanese:combination.next', { number: number + 1 })}>
            {t('japanese:combinations.number', { number: number + 1 })}
            <ChevronRight aria-hidden />
          </LocalLink>
        ) : null}
      </Pager>
      {actions.exportDialog}
      {saving.dialog}
    </PageColumn>
  );
}

const Back = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  min-height: 32px;
  margin-bottom: ${tokens.space[3]}px;
  ${mutedSmall}
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  svg { width: 18px; height: 18px; }
  &:hover { color: ${tokens.colors.text}; }
`;

const Heading = styled.div`
  margin-bottom: ${tokens.space[4]}px;
  h1 { margin-bottom: ${tokens.space[2]}px; }
`;

const Subtitle = styled.p`
  color: ${tokens.colors.textMuted};
  /* The book's Japanese title, on English pages too. */
  font-family: ${tokens.fonts.bodyJapanese};
`;

const Bands = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  overflow: hidden;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Band = styled(ColorSwatchLink)`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${tokens.space[1]}px;
  min-height: 280px;
  padding: ${tokens.space[4]}px;
  text-decoration: none;
  touch-action: manipulation;
  strong { font-size: ${tokens.fontSizes[2]}px; }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; }
  &:focus-visible { outline-offset: -4px; }
  ${tokens.media.narrow} {
    min-height: 112px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  margin: ${tokens.space[4]}px 0 ${tokens.space[5]}px;
`;

const Members = styled.ul`
  display: grid;
  gap: 0;
  margin: 0 0 ${tokens.space[5]}px;
  padding: 0 ${tokens.space[4]}px;
  list-style: none;
  ${cardSurface}
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${tokens.space[3]}px;
    min-height: 60px;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  li:last-child { border-bottom: 0; }
  li > span {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${tokens.space[3]}px;
    min-width: 0;
  }
  code {
    font-family: ${tokens.fonts.mono};
    ${mutedSmall}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.colors.accent};
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    text-underline-offset: 3px;
  }
`;

/** The book's English name, under a Japanese one. */
const BookName = styled.span`
  ${mutedSmall}
`;

const Dot = styled.span`
  ${swatchChip(28, '50%')}
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[1]}px;
    min-height: 44px;
    padding: 0 ${tokens.space[3]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.medium}px;
    color: ${tokens.colors.text};
    font-weight: ${tokens.fontWeights.bold};
    text-decoration: none;
    svg { width: 18px; height: 18px; }
    &:hover { background: ${tokens.colors.surfaceHover}; }
  }
`;
