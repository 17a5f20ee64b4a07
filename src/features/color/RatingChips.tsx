import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ContrastResult } from '../../core/contrast/contrast';
import { apcaLevel, formatLc } from '../../ui/contrast/apcaLevels';
import { VERDICT_COLORS } from '../../ui/contrast/verdictColors';
import { tokens } from '../../ui/theme';

/** The WCAG ratings of a contrast result as pills (rating text plus a pass/fail icon) and the APCA Lc. */
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
    </div>
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
  display: grid;
  gap: ${tokens.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pill = styled.li<{ $pass: boolean }>`
  display: flex;
  align-items: center;
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
