import { useId } from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getCategory } from '../../core/category/categories';
import type { Color } from '../../core/color/types';
import { paths } from '../../config/paths';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { COLOR_VALUE_ROWS } from '../../core/code/colorValues';
import { JapaneseMatch } from './JapaneseMatch';
import { sectionSurface } from './SectionCard';
import { useCopy } from './useCopy';
import type { JapaneseMatchState } from './useJapaneseMatch';
import { centredRow, mutedSmall, swatchChip } from '../../ui/styles';
import { readExact } from '../../core/exact/exactColor';
import type { ExactInfo } from '../../core/exact/authoredColor';
import { displayP3Text, oklchText, rec2020Text } from '../../core/exact/exactText';
import { alphaPercent, distanceText } from '../../ui/ExactMark';

/**
 * The detail strip (SPEC §2): category (a link to its page), name, lightness, the nearest traditional
 * Japanese colour (first on Japanese pages), then one copyable cell per colour model, driven by
 * COLOR_VALUE_ROWS. A wide or translucent colour's page first lists the colour as it is (as authored, OKLCH,
 * Display P3, Rec. 2020, opacity) and says that the models below are its sRGB fallback's.
 */
export function DetailStrip({ color, japanese, exact }: { color: Color; japanese: JapaneseMatchState; exact?: ExactInfo | null }) {
  const { t } = useTranslation('color');
  const lang = useLanguage();
  const headingId = useId();
  const copy = useCopy();
  const category = getCategory(color.categoryId);
  // A whole row: below the three cells, or above them on Japanese pages, where it leads.
  const japaneseCell = (
    <JapaneseCell>
      <dt>{t('strip.japanese')}</dt>
      <dd>
        <JapaneseMatch match={japanese} />
      </dd>
    </JapaneseCell>
  );
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('strip.heading')}</h2>
        <Hint>{t('strip.copyHint')}</Hint>
      </Head>
      <Summary>
        {lang === 'ja' ? japaneseCell : null}
        <CategoryCell>
          <dt>{t('strip.category')}</dt>
          <dd>
            <CategoryLink to={paths.category(color.categoryId)}>
              <Dot style={{ background: category.representative }} aria-hidden />
              {lang === 'ja' ? category.nameJa : category.name}
            </CategoryLink>
          </dd>
        </CategoryCell>
        <Cell>
          <dt>{t('strip.name')}</dt>
          <dd>
            <Plain>{color.name}</Plain>
          </dd>
        </Cell>
        <Cell>
          <dt>{t('strip.lightness')}</dt>
          <dd>
            <Plain>{color.lightness}%</Plain>
          </dd>
        </Cell>
        {lang === 'ja' ? null : japaneseCell}
      </Summary>
      {exact ? (
        <>
          <Values aria-label={t('strip.exactValues')}>
            {exactRows(exact, t).map(([label, value]) => (
              <CopyValue key={label} label={label} value={value} onCopy={() => copy(value, color.colorCode)} />
            ))}
          </Values>
          <FallbackNote>{t('strip.fallbackNote', { code: exact.code, distance: distanceText(exact.distance) })}</FallbackNote>
        </>
      ) : null}
      <Values>
        {COLOR_VALUE_ROWS.map((row) => {
          const value = row.format(color);
          return <CopyValue key={row.id} label={row.label} value={value} onCopy={() => copy(value, color.colorCode)} />;
        })}
      </Values>
    </Card>
  );
}

/** Returns the rows of a wide or translucent colour as it is: [label, value]. */
function exactRows(exact: ExactInfo, t: (key: string) => string): [string, string][] {
  const color = readExact(exact.exact);
  if (!color) return [];
  const rows: [string, string][] = [
    [t('strip.asAuthored'), exact.exact],
    ['OKLCH', oklchText(color)],
    ['Display P3', displayP3Text(color)],
    ['Rec. 2020', rec2020Text(color)],
  ];
  if (exact.alpha < 1) rows.push([t('strip.opacity'), `${alphaPercent(exact.alpha)}%`]);
  // A space the colour is written in says the same as the first row: not repeated.
  return rows.filter(([, value], i) => i === 0 || value !== exact.exact);
}

/** One copyable value of the strip: its label and a button that copies the value as shown. */
function CopyValue({ label, value, onCopy }: { label: string; value: string; onCopy: () => void }) {
  const { t } = useTranslation('color');
  return (
    <Value>
      <dt>{label}</dt>
      <dd>
        <CopyButton type="button" aria-label={t('strip.copyValue', { label, value })} onClick={onCopy}>
          <code>{value}</code>
          <Copy aria-hidden />
        </CopyButton>
      </dd>
    </Value>
  );
}

/** Says that the models below are the sRGB fallback's. */
const FallbackNote = styled.p`
  ${mutedSmall}
  margin: ${tokens.space[3]}px 0;
`;

const Card = styled.section`
  ${sectionSurface}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  h2 { font-size: ${tokens.fontSizes[3]}px; }
`;

const Hint = styled.p`
  ${mutedSmall}
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space[3]}px;
  margin: 0 0 ${tokens.space[3]}px;
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Cell = styled.div`
  display: grid;
  align-content: start;
  gap: ${tokens.space[2]}px;
  min-width: 0;
  padding: ${tokens.space[3] + 2}px ${tokens.space[4] - 2}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  border: 1px solid ${tokens.colors.border};
  dt {
    font-size: ${tokens.fontSizes[0]}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.textMuted};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd { margin: 0; min-width: 0; }
`;

const JapaneseCell = styled(Cell)`
  grid-column: 1 / -1;
`;

const CategoryCell = styled(Cell)`
  ${tokens.media.narrow} {
    grid-column: 1 / -1;
  }
`;

/** The model values: a two-column list of rows (one column on tablets and phones). */
const Values = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${tokens.space[3]}px;
  margin: 0;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  border: 1px solid ${tokens.colors.border};
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Value = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: 48px;
  padding: ${tokens.space[1]}px ${tokens.space[2]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  /* The last row of each column has no rule under it. */
  &:nth-last-child(-n + 2) { border-bottom: 0; }
  ${tokens.media.tablet} {
    &:nth-last-child(2) { border-bottom: 1px solid ${tokens.colors.border}; }
  }
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    padding: ${tokens.space[3]}px 0 ${tokens.space[2]}px;
    dt { padding: 0 ${tokens.space[3]}px; }
  }
  dt {
    font-size: ${tokens.fontSizes[0]}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.textMuted};
    letter-spacing: 0.04em;
  }
  dd { margin: 0; min-width: 0; }
`;

const Plain = styled.span`
  display: block;
  min-height: 28px;
  font-size: ${tokens.fontSizes[2]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 28px;
  overflow-wrap: anywhere;
`;

const CategoryLink = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: 28px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.accent};
  text-underline-offset: 3px;
`;

const Dot = styled.span`
  ${swatchChip(14, '50%')}
`;

const CopyButton = styled.button`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  width: 100%;
  min-height: 36px;
  padding: 0 ${tokens.space[3]}px;
  border: 0;
  border-radius: ${tokens.radius.small}px;
  background: transparent;
  text-align: left;
  code {
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[2] - 1}px;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${tokens.colors.textMuted};
    opacity: 0.6;
    transition: opacity 120ms ease;
  }
  &:hover { background: ${tokens.colors.surfaceHover}; }
  &:hover svg, &:focus-visible svg { opacity: 1; }
`;
