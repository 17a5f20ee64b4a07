import { Check, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Rendering } from '../../core/contrast/screenContrast';
import { measurePair, type PairFix, type TryOnTarget } from '../../core/tryon/tryOnPairs';
import type { RoleColors } from '../../core/theme/roles';
import { formatLc } from '../contrast/apcaLevels';
import { PairFixButton } from '../check/PairFixButton';
import { ScreenMark } from '../check/ScreenMark';
import { pairSample } from '../styles';
import { tokens } from '../theme';
import type { MarkedPair } from './marks';

/**
 * The figures of a pair as the palette check writes them: "4.52:1 · Lc 68.3" (each the worse of an sRGB and a
 * Display P3 screen when a role is a wide colour; `colors` holds codes or exact texts).
 */
export function pairFigures(colors: RoleColors, pair: MarkedPair, target: TryOnTarget) {
  const measured = measurePair(colors[pair.fg], colors[pair.bg], pair.kind, target);
  return { measured, text: `${measured.ratio.toFixed(2)}:1 · Lc ${formatLc(measured.apca)}` };
}

/** Where a Display P3 screen gave the worse number: ScreenMark's screen, shown only for P3 (an sRGB number is the usual one). */
const p3Only = (from: Rendering) => (from === 'p3' ? from : undefined);

/** A pair's figures, each number marked as the palette check marks it where a Display P3 screen gave the worse. */
export function PairFigures({ measured, text }: ReturnType<typeof pairFigures>) {
  if (measured.ratioFrom !== 'p3' && measured.apcaFrom !== 'p3') return <span className="figures">{text}</span>;
  return (
    <span className="figures" data-screen="p3">
      {`${measured.ratio.toFixed(2)}:1`}
      <ScreenMark from={p3Only(measured.ratioFrom)} />
      {` · Lc ${formatLc(measured.apca)}`}
      <ScreenMark from={p3Only(measured.apcaFrom)} />
    </span>
  );
}

type PairRowProps = {
  pair: MarkedPair;
  colors: RoleColors;
  target: TryOnTarget;
  /** The fix on offer for a failing pair (null: none can be made here). */
  fix: PairFix | null;
  onFix?: (fix: PairFix) => void;
  /** How many elements of the mock show this pair. */
  count?: number;
};

/**
 * One pair of roles: a sample of the text (or mark) on its ground, the two roles by name, how it is read, its WCAG
 * ratio and APCA Lc, a pass or fail mark against the level its kind needs, and the fix when it fails.
 */
export function PairRow({ pair, colors, target, fix, onFix, count }: PairRowProps) {
  const { t } = useTranslation(['tryon', 'theme']);
  const { measured, text } = pairFigures(colors, pair, target);
  const fg = t(`theme:role.${pair.fg}`);
  const bg = t(`theme:role.${pair.bg}`);
  const needed = target === 'apca' ? `Lc ${measured.needed}` : `${measured.needed}:1`;

  return (
    <Row data-pair={`${pair.fg}/${pair.bg}/${pair.kind}`} data-passes={measured.passes}>
      {/* The sample is drawn (generated content): it shows the pair as it is, failing or not. */}
      <Sample aria-hidden style={{ color: colors[pair.fg], background: colors[pair.bg] }} data-text={pair.kind === 'component' ? undefined : 'Aa'}>
        {pair.kind === 'component' ? <i style={{ borderColor: colors[pair.fg] }} /> : null}
      </Sample>
      <Names>
        <strong>{t('pairName', { fg, bg })}</strong>
        <span>
          {t(`kinds.${pair.kind}`)}
          {count !== undefined && count > 1 ? ` · ${t('elementsCount', { count })}` : ''}
        </span>
      </Names>
      <Figures>
        <PairFigures measured={measured} text={text} />
        <Verdict data-passes={measured.passes}>
          {measured.passes ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
          {measured.passes ? t('passes', { needed }) : t('fails', { needed })}
        </Verdict>
      </Figures>
      {!measured.passes && fix && onFix ? (
        <FixButton from={fix.from} to={fix.to} text={t('fix.button')} label={t('fix.label', { role: t(`theme:role.${fix.role}`), from: fix.from, to: fix.to })} onClick={() => onFix(fix)} />
      ) : null}
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[2]}px ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px 0;
  border-top: 1px solid ${tokens.colors.border};
  &:first-child { border-top: 0; }
`;

const Sample = styled.span`
  ${pairSample}
  i { width: 22px; height: 14px; border: 2px solid; border-radius: 4px; }
  &[data-text]::before { content: attr(data-text); }
`;

const Names = styled.span`
  display: grid;
  min-width: 0;
  strong { font-size: ${tokens.fontSizes[1]}px; }
  span { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
`;

const Figures = styled.span`
  display: grid;
  justify-items: end;
  gap: 2px;
  .figures { font-variant-numeric: tabular-nums; font-size: ${tokens.fontSizes[1]}px; white-space: nowrap; }
`;

const Verdict = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
  white-space: nowrap;
  &[data-passes='false'] { color: ${tokens.colors.danger}; }
  svg { width: 14px; height: 14px; }
`;

const FixButton = styled(PairFixButton)`
  grid-column: 2 / -1;
  justify-self: start;
`;
