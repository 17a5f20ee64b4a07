import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, type GeneratorTabId } from '../../config/paths';
import { Button } from '../../ui/Button';
import { ColorPairCard } from '../../ui/ColorPairCard';
import { SwatchCard } from '../../ui/SwatchCard';
import { LocalLink } from '../../ui/i18n';
import { useColorName } from '../../ui/palette/swatchText';
import { CopySplitButton } from '../../ui/copy/CopyButtons';
import { tokens } from '../../ui/theme';
import { OpenAsSystem } from './OpenAsSystem';
import { resultCodes, type GeneratorResult, type GeneratorSwatch } from './tabs';
import { emptyBox, spreadRow, wrapRow } from '../../ui/styles';

/** Swatch heights (SPEC §2): 200 px, 100 px on small screens. */
const SWATCH_HEIGHT = 200;
const SWATCH_HEIGHT_SMALL = 100;

/** Returns a hue offset with its sign: '+36', '−16' (a real minus sign). */
function signed(value: number): string {
  return value > 0 ? `+${value}` : `\u2212${Math.abs(value)}`;
}

/**
 * One tab's colours: a line describing the scheme with its count and actions (copy the codes, open them as a
 * shared palette), then the cards in a 12-column grid, 3 columns per card (6 on small screens).
 */
export function GeneratorResults({ tab, result, base }: { tab: GeneratorTabId; result: GeneratorResult; base: string }) {
  const colorName = useColorName();
  const { t } = useTranslation('tools');

  const codes = resultCodes(result);
  const count = result.kind === 'pairs' ? result.pairs.length : result.swatches.length;
  const detail = (swatch: GeneratorSwatch) => {
    const d = swatch.detail;
    if (!d) return undefined;
    if (d.kind === 'base') return t('generator.baseDetail');
    if (d.kind === 'mix') return `${d.value}%`;
    if (d.kind === 'role') return t(`common:uiRoles.${d.role}`);
    return `${signed(d.value)}°`;
  };

  return (
    <>
      <Head>
        <p>{t(`generator.descriptions.${tab}`)}</p>
        {count > 0 ? (
          <Actions>
            <Count>{t('generator.count', { count })}</Count>
            <CopySplitButton codes={codes} label={t('generator.copyAll')} what={t('common:copy.palette')} messages={{ copied: t('generator.copiedAll') }} variant="ghost" />
            <Button as={LocalLink} $variant="ghost" to={paths.sharedPalette(codes)}>
              <ExternalLink aria-hidden />
              {t('generator.openPalette')}
            </Button>
          </Actions>
        ) : null}
      </Head>
      {count === 0 ? (
        <Empty>
          <strong>{t('generator.noColors')}</strong>
          <span>{tab === 'same-lightness' ? t('generator.noRing') : t('generator.noHue')}</span>
        </Empty>
      ) : (
        <Grid data-testid="generator-grid">
          {result.kind === 'pairs'
            ? result.pairs.map((pair, i) => (
                <Cell key={i} style={cellStart(i, count)}>
                  <ColorPairCard
                    fg={pair.fg}
                    bg={pair.bg}
                    fgName={colorName(pair.fg)}
                    bgName={colorName(pair.bg)}
                    dragId={`generator-${i}`}
                    height={SWATCH_HEIGHT}
                    narrowHeight={SWATCH_HEIGHT_SMALL}
                  />
                </Cell>
              ))
            : result.swatches.map((swatch, i) => (
                <Cell key={`${i}-${swatch.code}`} style={cellStart(i, count)}>
                  <SwatchCard
                    code={swatch.code}
                    name={colorName(swatch.code)}
                    dragId={`generator-${i}`}
                    detail={detail(swatch)}
                    height={SWATCH_HEIGHT}
                    narrowHeight={SWATCH_HEIGHT_SMALL}
                  />
                </Cell>
              ))}
        </Grid>
      )}
      {tab === 'ui' ? (
        // The UI tab's tones are one accent's; a theme of several hues is the colour system's, with the base as its brand.
        <OpenAsSystem
          hint={t('generator.uiToSystem')}
          label={t('generator.uiToSystemAction')}
          build={({ createSystem, updateRow }) => {
            const system = createSystem('tailwind');
            return updateRow(system, system.rows[0].id, (row) => ({ ...row, color: base }));
          }}
        />
      ) : null}
    </>
  );
}

const Head = styled.div`
  ${spreadRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin-bottom: ${tokens.space[4]}px;
  p { color: ${tokens.colors.textMuted}; }
`;

const Actions = styled.div`
  ${wrapRow}
  gap: ${tokens.space[2]}px;
`;

const Count = styled.span`
  margin-right: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

/** Cards a row holds: wide screens, small screens. */
const PER_ROW = { wide: 4, narrow: 2 } as const;

/**
 * Returns the grid line (of 24) where the item `index` of `count` starts when it opens a last row that is not full
 * (centred under the full rows), or undefined (it follows the previous one).
 */
function lastRowStart(index: number, count: number, perRow: number): number | undefined {
  const left = count % perRow;
  if (left === 0 || index !== count - left) return undefined;
  const span = 24 / perRow;
  return (24 - left * span) / 2 + 1;
}

/**
 * The 12-column grid (SPEC §2): each card spans 3 columns, 6 on small screens. Each column is halved (24 tracks, the
 * same lines and gaps), so that a last row that is not full can start half a card in and sit centred, not leave
 * its cards hanging on the left (ten alternatives: 4, 4, then 2 in the middle).
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(24, minmax(0, 1fr));
  gap: ${tokens.space[4]}px;
  ${tokens.media.narrow} {
    gap: ${tokens.space[3]}px;
  }
`;

const Cell = styled.div`
  grid-column: var(--start-wide, auto) / span 6;
  min-width: 0;
  ${tokens.media.narrow} {
    grid-column: var(--start-narrow, auto) / span 12;
  }
`;

/** The style that starts a card where `lastRowStart` says, on wide and on small screens. */
function cellStart(index: number, count: number): React.CSSProperties | undefined {
  const wide = lastRowStart(index, count, PER_ROW.wide);
  const narrow = lastRowStart(index, count, PER_ROW.narrow);
  if (wide === undefined && narrow === undefined) return undefined;
  return { ...(wide !== undefined && { '--start-wide': wide }), ...(narrow !== undefined && { '--start-narrow': narrow }) } as React.CSSProperties;
}

const Empty = styled.div`
  ${emptyBox(tokens.space[2])}
  min-height: 240px;
  padding: ${tokens.space[5]}px;
  border-radius: ${tokens.radius.large}px;
  strong { font-size: ${tokens.fontSizes[3]}px; }
  span { max-width: 440px; color: ${tokens.colors.textMuted}; }
`;
