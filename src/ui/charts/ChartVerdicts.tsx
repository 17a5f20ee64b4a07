import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CLEAR_DELTA_E, GREYSCALE_DELTA_L, type ChartReport, type Verdict } from '../../core/charts/report';
import { VerdictPill, type VerdictKind } from '../contrast/VerdictPill';
import { tokens } from '../theme';
import { bareList, mutedCode, swatchChip } from '../styles';

type ChartVerdictsProps = {
  /** The report of the colours (core chartReport). */
  report: ChartReport;
  /** The colours the report judged, in its order: the codes its advice names. */
  codes: readonly string[];
  /** The CSS that paints each colour's swatch (a wide colour as authored); the codes where not given. */
  paints?: readonly string[];
  /** Only the lines about telling the colours apart (each vision, greyscale), without contrast and lightness order. */
  distinctOnly?: boolean;
  /**
   * The name of the host's action that moves the colours further apart (the chart tool's "make it safer"), offered where
   * it would move them: a categorical pair under CLEAR_DELTA_E, an ordered scale's neighbours under DISTINCT_DELTA_E
   * (its goal for a scale, whose classes cannot all stand CLEAR_DELTA_E apart), so never on a line it would leave as it is.
   */
  saferAction?: string;
};

/**
 * A chart palette's verdicts, one line each: what is measured (the closest pair under each vision, contrast with the
 * background, lightness order, greyscale), its number, a verdict written out with an icon, and a sentence saying
 * why it is good or what to do, naming the colours it is about by swatch and code. The chart tool shows every line;
 * the palette check shows those about telling colours apart, for a palette used as chart colours.
 */
export function ChartVerdicts({ report, codes, paints = codes, distinctOnly = false, saferAction }: ChartVerdictsProps) {
  const { t } = useTranslation('charts');
  const colors = (indices: readonly number[]) =>
    indices.length === 0 ? null : (
      <Chips>
        {indices.map((i) => (
          <Chip key={i}>
            <span style={{ background: paints[i] }} aria-hidden />
            <code>{codes[i]}</code>
          </Chip>
        ))}
      </Chips>
    );
  const advice = (text: string, indices: readonly number[] | null = null) => (
    <Advice>
      {indices ? colors(indices) : null}
      <span>{text}</span>
    </Advice>
  );
  const { visions, contrast, lightness, greyscale } = report;
  const diverging = report.kind === 'diverging';

  return (
    <Lines>
      {visions.map((row) => (
        <li key={row.vision}>
          <span>{t('report.worst', { vision: t(`visions.${row.vision}`) })}</span>
          <strong>{Number.isFinite(row.deltaE) ? `ΔE ${row.deltaE.toFixed(1)}` : '–'}</strong>
          <Badge verdict={row.verdict} />
          {advice(
            row.pair && saferAction && (report.kind === 'categorical' || row.verdict === 'poor')
              ? t('report.adviceThen', { advice: t(`report.advice.${row.advice}`, { clear: CLEAR_DELTA_E }), then: t('report.tryAction', { action: saferAction }) })
              : t(`report.advice.${row.advice}`, { clear: CLEAR_DELTA_E }),
            row.pair,
          )}
        </li>
      ))}
      {distinctOnly ? null : (
        <li>
          <span>{t('report.contrast')}</span>
          <strong>
            {contrast.target > 0
              ? t('report.contrastValue', { ratio: contrast.least.toFixed(2), failing: contrast.failing, target: contrast.target })
              : t('report.contrastNone', { ratio: contrast.least.toFixed(2) })}
          </strong>
          {contrast.target > 0 ? <Badge verdict={contrast.verdict} /> : <span />}
          {advice(t(`report.advice.${contrast.advice}`, { target: contrast.target }), contrast.advice === 'outline' ? contrast.below : null)}
        </li>
      )}
      {report.hues && !distinctOnly ? (
        <li>
          <span>{t('report.hues')}</span>
          <strong>{t('report.huesValue', { sectors: report.hues.sectors, of: report.hues.of, count: report.hues.clashes })}</strong>
          <Badge verdict={report.hues.verdict} />
          {advice(t(`report.advice.${report.hues.advice}`, { sectors: report.hues.sectors, of: report.hues.of }), report.hues.named.length > 0 ? report.hues.named : null)}
        </li>
      ) : null}
      {lightness && !distinctOnly ? (
        <li>
          <span>{t('report.lightness')}</span>
          <strong>
            {diverging ? (lightness.ordered ? t('report.armsOrdered') : t('report.armsNotOrdered')) : lightness.ordered ? t('report.ordered') : t('report.notOrdered')}
            {lightness.balanced === null ? '' : ` · ${lightness.balanced ? t('report.balanced') : t('report.notBalanced')}`}
          </strong>
          <Badge verdict={lightness.verdict} />
          {advice(t(`report.advice.${lightness.advice}`))}
        </li>
      ) : null}
      <li>
        <span>{t('report.greyscale')}</span>
        <strong>{Number.isFinite(greyscale.least) ? t('report.greyValue', { value: greyscale.least.toFixed(1) }) : '–'}</strong>
        <Badge verdict={greyscale.verdict} />
        {advice(t(`report.advice.${greyscale.advice}`, { delta: GREYSCALE_DELTA_L }), greyscale.pair)}
      </li>
    </Lines>
  );
}

/** A verdict written out with an icon (a tick, a dash, a cross), so colour is never the only cue. */
function Badge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('charts');
  return (
    <EndPill kind={VERDICT_KINDS[verdict]}>
      {t(`report.${verdict}`)}
    </EndPill>
  );
}

const VERDICT_KINDS = { good: 'pass', fair: 'partial', poor: 'fail' } as const satisfies Record<Verdict, VerdictKind>;

const EndPill = styled(VerdictPill)`
  justify-self: end;
`;

// The lines share their columns (subgrid), so the numbers and the verdicts line up down the list.
const Lines = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1.4fr) auto;
  column-gap: ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  > li {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    align-items: center;
    row-gap: ${tokens.space[1]}px;
    padding: ${tokens.space[3]}px ${tokens.space[4]}px;
    font-size: ${tokens.fontSizes[1]}px;
  }
  > li + li { border-top: 1px solid ${tokens.colors.border}; }
  > li > span:first-child { font-weight: ${tokens.fontWeights.bold}; }
  > li > strong { font-weight: ${tokens.fontWeights.regular}; font-variant-numeric: tabular-nums; }
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr) auto;
    > li > strong { grid-column: 1; grid-row: 2; color: ${tokens.colors.textMuted}; }
  }
`;

const Advice = styled.p`
  grid-column: 1 / -1;
  color: ${tokens.colors.textMuted};
  line-height: 1.6;
`;

// In the sentence's first line: the colours it names, then its words.
const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]}px;
  margin-right: ${tokens.space[2]}px;
  vertical-align: middle;
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 1px ${tokens.space[2]}px 1px 3px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surface};
  span { ${swatchChip(16, '50%')} flex: none; }
  code { ${mutedCode} color: ${tokens.colors.text}; }
`;
