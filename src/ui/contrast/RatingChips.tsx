import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
// Deep import: shared UI must not load the core's barrel (it holds the colour-name table).
import { wcagLevel, type ContrastResult, type WcagLevel } from '../../core/contrast/contrast';
import { tokens } from '../theme';
import { apcaLevel, formatLc } from './apcaLevels';
import { VERDICT_COLORS } from './verdictColors';
import { VerdictDisagreement } from './VerdictDisagreement';
import { bareList, centredRow, spreadRow, stack } from '../styles';

/** Translation keys (namespace 'tools', under 'rating.levels') of the single WCAG verdicts. */
const LEVEL_KEYS: Record<WcagLevel, string> = { AAA: 'aaa', AA: 'aa', 'AA Large': 'aaLarge', Fail: 'fail' };

/**
 * The WCAG ratings of a contrast result as pills (rating text plus a pass/fail icon), the APCA Lc, and a line when
 * the two disagree on text.
 */
export function RatingChips({ result }: { result: ContrastResult }) {
  const { t } = useTranslation('tools');
  const ratings = [
    ['normalText', result.normalText],
    ['boldText', result.boldText],
    ['nonText', result.nonText],
  ] as const;
  return (
    <div>
      <Ratio>
        <span>{t('rating.ratio')}</span>
        <strong>{t('rating.score', { score: result.score.toFixed(2) })}</strong>
      </Ratio>
      <Pills>
        {ratings.map(([key, rating]) => {
          const pass = rating !== 'Fail';
          return (
            <Pill key={key} $pass={pass}>
              {pass ? <Check aria-hidden /> : <X aria-hidden />}
              <span>{t(`rating.${key}`)}</span>
              <strong>{pass ? rating : t('rating.fail')}</strong>
            </Pill>
          );
        })}
      </Pills>
      <Apca>
        <strong>{t('apca.lc', { value: formatLc(result.apca) })}</strong>
        <span>{t(`apca.levels.${apcaLevel(result.apca)}`)}</span>
      </Apca>
      <VerdictDisagreement result={result} />
    </div>
  );
}

/**
 * The compact form of the same verdicts, for small cards (FG/BG pairs): the ratio, one WCAG verdict (AAA, AA,
 * AA Large or Fail, written out with an icon, never colour alone; AA Large, which fails body text, is drawn neutral
 * rather than as a pass) and the APCA Lc with what it is enough for.
 */
export function RatingSummary({ result }: { result: ContrastResult }) {
  const { t } = useTranslation('tools');
  const level = wcagLevel(result);
  const pass = level !== 'Fail';
  return (
    <Summary>
      <SummaryRow>
        <strong data-testid="contrast-ratio">{t('rating.score', { score: result.score.toFixed(2) })}</strong>
        <Pill as="span" $pass={pass} $partial={level === 'AA Large'}>
          {level === 'AA Large' ? <Minus aria-hidden /> : pass ? <Check aria-hidden /> : <X aria-hidden />}
          <span className="visually-hidden">{t('rating.wcag')}</span>
          <strong data-testid="wcag-level">{t(`rating.levels.${LEVEL_KEYS[level]}`)}</strong>
        </Pill>
      </SummaryRow>
      <Apca>
        <strong data-testid="apca-lc">{t('apca.lc', { value: formatLc(result.apca) })}</strong>
        <span>{t(`apca.levels.${apcaLevel(result.apca)}`)}</span>
      </Apca>
    </Summary>
  );
}

const Ratio = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  strong { font-size: ${tokens.fontSizes[4]}px; font-variant-numeric: tabular-nums; }
`;

const Pills = styled.ul`
  ${stack(tokens.space[2])}
  ${bareList}
`;

const Pill = styled.li<{ $pass: boolean; $partial?: boolean }>`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  min-height: 30px;
  padding: 0 ${tokens.space[3] + 2}px;
  border-radius: ${tokens.radius.small + 2}px;
  font-size: ${tokens.fontSizes[1]}px;
  ${({ $pass, theme }) => {
    const c = VERDICT_COLORS[theme.mode];
    return css`
      background: ${$pass ? c.passBg : c.failBg};
      color: ${$pass ? c.pass : c.fail};
    `;
  }}
  ${({ $partial }) =>
    $partial &&
    css`
      background: transparent;
      color: ${tokens.colors.text};
      box-shadow: inset 0 0 0 1px ${tokens.colors.border};
    `}
  svg { width: 16px; height: 16px; flex: none; }
  span { flex: 1; }
  strong { font-weight: ${tokens.fontWeights.bold}; }
`;

const Apca = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space[1]}px ${tokens.space[3]}px;
  margin-top: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
  span { color: ${tokens.colors.textMuted}; }
`;

const Summary = styled.div`
  display: grid;
  min-width: 0;
  ${Apca} {
    margin-top: ${tokens.space[2]}px;
    font-size: ${tokens.fontSizes[0]}px;
  }
`;

const SummaryRow = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px;
  & > strong { font-size: ${tokens.fontSizes[3]}px; font-variant-numeric: tabular-nums; }
  ${Pill} {
    gap: ${tokens.space[2]}px;
    min-height: 26px;
    padding: 0 ${tokens.space[2] + 2}px;
    white-space: nowrap;
  }
`;
