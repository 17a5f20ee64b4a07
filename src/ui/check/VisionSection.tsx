import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CHECK_SEVERITY_MAX,
  CHECK_SEVERITY_MIN,
  CHECK_VISIONS,
  CONFLICT_DELTA_E,
  NEAR_IDENTICAL_DELTA_E,
  conflictThreshold,
  type CheckVision,
  type PaletteCheck,
} from '../../core/check/checkRules';
import { paletteChartReport } from '../../core/charts/report';
import { SegmentedControl } from '../SegmentedControl';
import { ChartVerdicts } from '../charts/ChartVerdicts';
import { tokens } from '../theme';
import { CheckIntro, CheckSection, EmptyNote, ShowMore } from './checkParts';
import { ConflictItem } from './ConflictItem';
import type { CheckColors } from './checkColors';
import { bareList, centredRow, stack } from '../styles';

/** Conflicts listed at first, and added by each "Show more". */
const PAGE = 20;

type VisionSectionProps = {
  colors: CheckColors;
  check: PaletteCheck;
  severity: number;
  onSeverity: (severity: number) => void;
  onApply: (index: number, code: string) => void;
};

/**
 * The colour-vision half of the check: the severity of the three dichromacies, the whole palette under each of the
 * five visions, the pairs hard to tell apart, worst first, each with its fix, and the chart tool's verdicts on the
 * palette used as chart colours.
 */
export function VisionSection({ colors, check, severity, onSeverity, onApply }: VisionSectionProps) {
  const { t } = useTranslation('check');
  const headingId = useId();
  const severityId = useId();
  const [vision, setVision] = useState<CheckVision | 'all'>('all');
  const [shown, setShown] = useState(PAGE);
  const counts = useMemo(() => {
    const byVision = Object.fromEntries(CHECK_VISIONS.map((v) => [v, 0])) as Record<CheckVision, number>;
    for (const conflict of check.conflicts) byVision[conflict.vision]++;
    return byVision;
  }, [check]);
  const conflicts = vision === 'all' ? check.conflicts : check.conflicts.filter((c) => c.vision === vision);
  const percent = Math.round(severity * 100);
  const chart = useMemo(() => paletteChartReport(colors.codes, severity), [colors.codes, severity]);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('vision.heading')}</h2>
      <CheckIntro>{t('vision.intro')}</CheckIntro>
      {colors.infos.some((info) => info !== null) ? <CheckIntro>{t('vision.screens')}</CheckIntro> : null}
      <Severity>
        <label htmlFor={severityId}>{t('vision.severity')}</label>
        <input
          id={severityId}
          type="range"
          min={CHECK_SEVERITY_MIN}
          max={CHECK_SEVERITY_MAX}
          step={0.1}
          value={severity}
          aria-valuetext={t('vision.severityValue', { value: percent })}
          onChange={(event) => onSeverity(Number(event.target.value))}
        />
        <output htmlFor={severityId}>{t('vision.severityValue', { value: percent })}</output>
      </Severity>

      <h3>{t('vision.palettes')}</h3>
      <Palettes>
        {CHECK_VISIONS.map((v) => (
          <li key={v}>
            <span>{t(`visions.${v}`)}</span>
            <Strip role="img" aria-label={t('vision.paletteLabel', { vision: t(`visions.${v}`), codes: check.simulated[v].join(', ') })}>
              {check.simulated[v].map((code, i) => (
                // Normal vision paints each colour as authored (a wide one itself); the others simulate the codes.
                <span key={i} style={{ background: v === 'normal' ? colors.paints[i] : code }} title={code} />
              ))}
            </Strip>
          </li>
        ))}
      </Palettes>

      <h3>{t('vision.conflicts')}</h3>
      <CheckIntro>{t('vision.threshold', { conflict: CONFLICT_DELTA_E, near: NEAR_IDENTICAL_DELTA_E })}</CheckIntro>
      {check.conflicts.length === 0 ? (
        <EmptyNote>{t('vision.none')}</EmptyNote>
      ) : (
        <>
          <SegmentedControl
            label={t('vision.filter')}
            name="check-vision"
            options={[
              { id: 'all' as const, label: t('vision.filterCount', { vision: t('vision.filterAll'), count: check.conflicts.length }) },
              ...CHECK_VISIONS.filter((v) => counts[v] > 0).map((v) => ({ id: v, label: t('vision.filterCount', { vision: t(`visions.${v}`), count: counts[v] }) })),
            ]}
            value={vision === 'all' || counts[vision] > 0 ? vision : 'all'}
            onChange={(next) => {
              setVision(next);
              setShown(PAGE);
            }}
          />
          <List>
            {conflicts.slice(0, shown).map((conflict) => (
              <ConflictItem
                key={`${conflict.vision}-${conflict.a}-${conflict.b}`}
                colors={colors}
                conflict={conflict}
                severity={severity}
                target={conflictThreshold(conflict.vision)}
                onApply={onApply}
              />
            ))}
          </List>
          <ShowMore total={conflicts.length} shown={shown} page={PAGE} onMore={() => setShown((n) => n + PAGE)} />
        </>
      )}

      <h3>{t('vision.chart')}</h3>
      <CheckIntro>{t('vision.chartIntro')}</CheckIntro>
      <ChartVerdicts report={chart} codes={colors.codes} paints={colors.paints} distinctOnly />
    </Section>
  );
}

const Section = styled(CheckSection)`
  h3 { margin-top: ${tokens.space[3]}px; font-size: ${tokens.fontSizes[2]}px; }
`;

const Severity = styled.div`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  max-width: 420px;
  label { font-weight: ${tokens.fontWeights.bold}; font-size: ${tokens.fontSizes[1]}px; }
  input { flex: 1; min-width: 0; accent-color: ${tokens.colors.accent}; }
  output { min-width: 4.5em; text-align: right; font-variant-numeric: tabular-nums; font-size: ${tokens.fontSizes[1]}px; }
`;

const Palettes = styled.ul`
  ${stack(tokens.space[2])}
  ${bareList}
  li {
    display: grid;
    grid-template-columns: 132px minmax(0, 1fr);
    align-items: center;
    gap: ${tokens.space[3]}px;
    ${tokens.media.narrow} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${tokens.space[1]}px;
    }
  }
  li > span { font-size: ${tokens.fontSizes[1]}px; color: ${tokens.colors.textMuted}; }
`;

const Strip = styled.div`
  display: flex;
  height: 40px;
  overflow: hidden;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.swatchEdge};
  span { flex: 1 1 0; min-width: 2px; }
`;

const List = styled.ul`
  ${stack(tokens.space[2])}
  ${bareList}
`;
