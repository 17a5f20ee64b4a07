import { useId } from 'react';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { contrastScore, type ContrastResult } from '../../core/contrast/contrast';
import type { PairContrast, Rendering } from '../../core/contrast/screenContrast';
import { apcaLevel, formatLc } from '../../ui/contrast/apcaLevels';
import { ScreenMark } from '../../ui/check/ScreenMark';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { VERDICT_COLORS } from '../../ui/contrast/verdictColors';
import { VerdictDisagreement } from '../../ui/contrast/VerdictDisagreement';
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

/** The other of the two screens. */
const OTHER_SCREEN: Record<Rendering, Rendering> = { srgb: 'p3', p3: 'srgb' };

/**
 * The result (SPEC §2): the score, Pass/Fail for large text, small text and UI components, and the APCA Lc. A pair with
 * a wide or translucent colour is rated on the worse of an sRGB and a Display P3 screen; each figure then says which
 * screen it is from and what the other screen gives, and a note says how the pair was judged. A line under APCA says
 * when WCAG 2 and APCA disagree on text.
 */
export function ContrastResults({ reading, translucentBackground }: { reading: PairContrast; translucentBackground: boolean }) {
  const { t } = useTranslation(['tools', 'check']);
  const headingId = useId();
  const { result, screens } = reading;
  const level = apcaLevel(result.apca);
  const ratioText = (ratio: number) => t('rating.score', { score: contrastScore(ratio).toFixed(2) });
  const lcText = (apca: number) => t('apca.lc', { value: formatLc(apca) });
  return (
    <Card aria-labelledby={headingId}>
      <Score>
        <h2 id={headingId}>{t('contrast.score')}</h2>
        <strong data-testid="contrast-score">{t('rating.score', { score: result.score.toFixed(2) })}</strong>
      </Score>
      <ScoreNotes>
        {screens ? <ScreensLine from={screens.ratioFrom} figures={{ srgb: ratioText(screens.screens.srgb.ratio), p3: ratioText(screens.screens.p3.ratio) }} testId="contrast-screens" /> : null}
        {/* The core truncates the score and rates the exact ratio (src/core/contrast/contrast.ts); say so. */}
        <ScoreNote>{t('contrast.truncation')}</ScoreNote>
        {screens ? <ScoreNote>{t('contrast.screens.judged')}</ScoreNote> : null}
        {screens && translucentBackground ? <ScoreNote>{t('contrast.screens.translucent')}</ScoreNote> : null}
      </ScoreNotes>
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
      {screens ? <ApcaScreens from={screens.apcaFrom} figures={{ srgb: lcText(screens.screens.srgb.apca), p3: lcText(screens.screens.p3.apca) }} testId="apca-screens" /> : null}
      <VerdictDisagreement result={result} />
    </Card>
  );
}

/**
 * Where a figure of a wide pair comes from: the worse screen's mark and the other screen's figure ('P3 · Worse on
 * Display P3 screens; sRGB screens give 3.95:1'), or that both screens give the same as shown.
 */
function ScreensLine({ from, figures, testId, className }: { from: Rendering; figures: Record<Rendering, string>; testId: string; className?: string }) {
  const { t } = useTranslation(['tools', 'check']);
  const other = OTHER_SCREEN[from];
  const name = (screen: Rendering) => t(`check:screens.names.${screen}`);
  if (figures[from] === figures[other]) {
    return (
      <Screens className={className} data-testid={testId}>
        {t('contrast.screens.same', { screen: name('srgb'), other: name('p3') })}
      </Screens>
    );
  }
  return (
    <Screens className={className} data-testid={testId}>
      <ScreenMark from={from} />
      <span>{t('contrast.screens.worse', { screen: name(from), other: name(other), value: figures[other] })}</span>
    </Screens>
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

/** What is said under the score: a wide pair's screens, then the notes. */
const ScoreNotes = styled.div`
  display: grid;
  gap: ${tokens.space[2]}px;
  margin: -${tokens.space[3]}px 0 ${tokens.space[4]}px;
`;

/** A figure's screens, under it: the mark sits first, as in the palette check's pair detail. */
const Screens = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
  > span[role='img'] { margin: 0 ${tokens.space[2]}px 0 0; }
`;

const ScoreNote = styled.p`
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
  /* At the end of the row, also when a long level wraps it under the title. */
  & > div:last-child { display: grid; justify-items: end; margin-left: auto; text-align: right; }
  strong { font-size: ${tokens.fontSizes[4]}px; font-variant-numeric: tabular-nums; }
  & > div > span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  ${tokens.media.narrow} {
    & > div:last-child { justify-items: start; margin-left: 0; text-align: left; }
  }
`;

const ApcaScreens = styled(ScreensLine)`
  margin-top: ${tokens.space[2]}px;
`;
