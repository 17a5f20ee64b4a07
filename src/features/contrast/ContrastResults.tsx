import { useId } from 'react';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ContrastResult } from '../../core/contrast/contrast';
import { apcaLevel, formatLc } from '../../ui/contrast/apcaLevels';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { VERDICT_COLORS } from '../../ui/contrast/verdictColors';
import { tokens } from '../../ui/theme';
import { mutedSmall, spreadRow } from '../../ui/styles';

/** A verdict cell: pass, fail, or no criterion at that level. */
type Verdict = 'pass' | 'fail' | 'none';

/** The rows of the results table: what each checks and its AA and AAA verdicts from the core's ratings (SPEC §5). */
const CRITERIA = [
  {
    id: 'large',
    verdicts: (r: ContrastResult): [Verdict, Verdict] => [r.boldText !== 'Fail' ? 'pass' : 'fail', r.boldText === 'AAA' ? 'pass' : 'fail'],
  },
  {
    id: 'small',
    verdicts: (r: ContrastResult): [Verdict, Verdict] => [r.normalText !== 'Fail' ? 'pass' : 'fail', r.normalText === 'AAA' ? 'pass' : 'fail'],
  },
  { id: 'ui', verdicts: (r: ContrastResult): [Verdict, Verdict] => [r.nonText === 'AA' ? 'pass' : 'fail', 'none'] },
] as const;

/** The result (SPEC §2): the score, Pass/Fail for large text, small text and UI components, and the APCA Lc. */
export function ContrastResults({ result }: { result: ContrastResult }) {
  const { t } = useTranslation('tools');
  const headingId = useId();
  const level = apcaLevel(result.apca);
  return (
    <Card aria-labelledby={headingId}>
      <Score>
        <h2 id={headingId}>{t('contrast.score')}</h2>
        <strong data-testid="contrast-score">{t('rating.score', { score: result.score.toFixed(2) })}</strong>
      </Score>
      {/* The core truncates the score and rates the exact ratio (src/core/contrast/contrast.ts); say so. */}
      <ScoreNote>{t('contrast.truncation')}</ScoreNote>
      <Table>
        <ColumnHeads labels={[t('contrast.criteria'), t('contrast.aa'), t('contrast.aaa')]} />
        <tbody>
          {CRITERIA.map((criterion) => (
            <tr key={criterion.id}>
              <th scope="row">
                <span>{t(`contrast.${criterion.id}Criterion`)}</span>
                <small>{t(`contrast.${criterion.id}Hint`)}</small>
              </th>
              {criterion.verdicts(result).map((verdict, i) => (
                <td key={i}>
                  <VerdictBadge verdict={verdict} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Apca>
        <div>
          <h3>{t('apca.title')}</h3>
          <p>{t('apca.note')}</p>
        </div>
        <div>
          <strong data-testid="apca-lc">{t('apca.lc', { value: formatLc(result.apca) })}</strong>
          <span>{t(`apca.levels.${level}`)}</span>
        </div>
      </Apca>
    </Card>
  );
}

/** 'Pass' or 'Fail' with an icon (the word is always there: colour is never the only cue). */
function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('tools');
  if (verdict === 'none') {
    return (
      <NotApplicable>
        <Minus aria-hidden />
        {t('contrast.notApplicable')}
      </NotApplicable>
    );
  }
  return (
    <Badge $pass={verdict === 'pass'}>
      {verdict === 'pass' ? <Check aria-hidden /> : <X aria-hidden />}
      {verdict === 'pass' ? t('rating.pass') : t('rating.fail')}
    </Badge>
  );
}

const Card = styled.section`
  padding: ${tokens.space[4] + 4}px ${tokens.space[4] + 8}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  ${tokens.media.narrow} {
    padding: ${tokens.space[4]}px;
  }
`;

const Score = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.space[4]}px;
  margin-bottom: ${tokens.space[4]}px;
  h2 { font-size: ${tokens.fontSizes[3]}px; }
  strong {
    font-size: ${tokens.fontSizes[7]}px;
    line-height: 1;
    font-variant-numeric: tabular-nums;
    ${tokens.media.narrow} { font-size: ${tokens.fontSizes[6]}px; }
  }
`;

const ScoreNote = styled.p`
  margin: -${tokens.space[3]}px 0 ${tokens.space[4]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${tokens.space[3] + 2}px ${tokens.space[3]}px;
    border-top: 1px solid ${tokens.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    border-top: 0;
    padding-top: 0;
    color: ${tokens.colors.textMuted};
    font-size: ${tokens.fontSizes[0]}px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th { display: grid; gap: 2px; padding-left: 0; }
  thead th:first-child { padding-left: 0; }
  tbody th span { font-weight: ${tokens.fontWeights.bold}; }
  tbody th small { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; font-weight: ${tokens.fontWeights.regular}; }
  td { width: 26%; }
  ${tokens.media.narrow} {
    th, td { padding-left: ${tokens.space[2]}px; padding-right: ${tokens.space[2]}px; }
    td { width: auto; }
    td svg { display: none; }
  }
`;

const Badge = styled.span<{ $pass: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  min-height: 30px;
  padding: 0 ${tokens.space[3] + 2}px 0 ${tokens.space[3]}px;
  border-radius: ${tokens.radius.round}px;
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  white-space: nowrap;
  ${({ $pass, theme }) => {
    const c = VERDICT_COLORS[theme.mode];
    return css`
      background: ${$pass ? c.passBg : c.failBg};
      color: ${$pass ? c.pass : c.fail};
    `;
  }}
  svg { width: 16px; height: 16px; }
`;

const NotApplicable = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  ${mutedSmall}
  white-space: nowrap;
  svg { width: 16px; height: 16px; }
`;

const Apca = styled.div`
  ${spreadRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin-top: ${tokens.space[3]}px;
  padding-top: ${tokens.space[4]}px;
  border-top: 1px solid ${tokens.colors.border};
  h3 { font-size: ${tokens.fontSizes[2]}px; }
  p { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  & > div:last-child { display: grid; justify-items: end; text-align: right; }
  strong { font-size: ${tokens.fontSizes[4]}px; font-variant-numeric: tabular-nums; }
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  ${tokens.media.narrow} {
    & > div:last-child { justify-items: start; text-align: left; }
  }
`;
