import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StepTarget, SystemAppearance, SystemCell } from '../../core/system/systemRules';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { tokens } from '../../ui/theme';
import { CHART_HEIGHT, CHART_WIDTH, ChartCard, ChartHead, ChartLegend, LegendItem } from './chartParts';
import { targetText } from './SystemGrid';

/** What the charts measure: the WCAG ratio (on a log scale, 1–21) or APCA's |Lc| (0–108). */
type Measure = 'wcag' | 'apca';
const MEASURES: readonly Measure[] = ['wcag', 'apca'];
const APPEARANCES: readonly SystemAppearance[] = ['light', 'dark'];

/** The guides each measure draws: WCAG's 3, 4.5 and 7; APCA's Lc 45, 60, 75 and 90. */
const GUIDES: Readonly<Record<Measure, readonly number[]>> = { wcag: [1, 3, 4.5, 7, 21], apca: [0, 45, 60, 75, 90] };

const WIDTH = CHART_WIDTH;
const HEIGHT = CHART_HEIGHT;
const PAD = { left: 30, right: 10, top: 10, bottom: 22 };
const INSET = 8;
/** The most hues whose names fit under the column chart. */
const NAMED_HUES = 10;

/** Returns a cell's contrast on its background by a measure. */
const valueOf = (cell: SystemCell, measure: Measure) => (measure === 'wcag' ? cell.onBackground.wcag : Math.abs(cell.onBackground.apca));

/** Returns the chart's y of a value: WCAG on a log scale (each doubling the same height), APCA linear. */
function yOf(measure: Measure, value: number): number {
  const share = measure === 'wcag' ? Math.log(Math.max(1, value)) / Math.log(21) : Math.min(108, value) / 108;
  return PAD.top + (1 - share) * (HEIGHT - PAD.top - PAD.bottom);
}

/** Returns a name cut (with an ellipsis) to about `width` SVG units at the charts' 9-unit type: a full-width character about 9, another about 5. */
function fitted(name: string, width: number): string {
  const size = (char: string) => (/[\u1100-\uffdc]/.test(char) ? 9 : 5);
  let used = 0;
  for (const [i, char] of [...name].entries()) {
    used += size(char);
    if (used > width) return `${[...name].slice(0, Math.max(1, i - 1)).join('')}…`;
  }
  return name;
}

/** Returns a value as a designer writes it: '4.5:1', 'Lc 60'. */
const written = (measure: Measure, value: number) => (measure === 'wcag' ? `${Number(value.toFixed(2))}:1` : `Lc ${Math.round(value)}`);

/** The measure's guide lines, labelled on the left. */
function Guides({ measure }: { measure: Measure }) {
  return (
    <>
      {GUIDES[measure].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(measure, v)} y2={yOf(measure, v)} className="grid" />
          <text x={PAD.left - 4} y={yOf(measure, v) + 3} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
    </>
  );
}

/** The switch between the two measures. */
function MeasureSwitch({ name, measure, onChange }: { name: string; measure: Measure; onChange: (next: Measure) => void }) {
  const { t } = useTranslation('system');
  return <SegmentedControl label={t('contrastCharts.measure')} name={name} options={MEASURES.map((id) => ({ id, label: t(`contrastCharts.measures.${id}`) }))} value={measure} onChange={onChange} />;
}

/** Which line and dot is light, which dark. */
function AppearanceLegend() {
  const { t } = useTranslation('system');
  return (
    <ChartLegend>
      {APPEARANCES.map((a) => (
        <Item key={a}>
          <svg width="18" height="8" aria-hidden>
            <line x1="0" x2="18" y1="4" y2="4" className={`line ${a}`} />
            <circle cx="9" cy="4" r="3" className={`dot ${a}`} />
          </svg>
          {t(`grid.${a}`)}
        </Item>
      ))}
    </ChartLegend>
  );
}

type RowChartProps = {
  name: string;
  steps: readonly string[];
  cells: Readonly<Record<SystemAppearance, readonly SystemCell[]>>;
  targets: readonly (StepTarget | null)[];
};

/**
 * One hue's contrast on its background at every step, in light and dark, with the columns' targets against the
 * background marked: where the curves leave a step short of what it is meant to carry.
 */
export const RowContrastChart = memo(function RowContrastChart({ name, steps, cells, targets }: RowChartProps) {
  const { t } = useTranslation('system');
  const [measure, setMeasure] = useState<Measure>('wcag');
  const titleId = useId();
  const n = steps.length;
  // The first and last steps a little inside the axes, clear of the guides' labels.
  const x = (i: number) => PAD.left + INSET + (n <= 1 ? 0 : (i / (n - 1)) * (WIDTH - PAD.left - PAD.right - 2 * INSET));
  const line = (list: readonly SystemCell[]) => list.map((cell, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yOf(measure, valueOf(cell, measure)).toFixed(1)}`).join(' ');
  return (
    <Chart aria-labelledby={titleId}>
      <ChartHead>
        <h3 id={titleId}>{t('contrastCharts.rowTitle', { name })}</h3>
        <MeasureSwitch name="system-row-contrast" measure={measure} onChange={setMeasure} />
      </ChartHead>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('contrastCharts.rowLabel', { name, measure: t(`contrastCharts.measures.${measure}`) })}>
        <Guides measure={measure} />
        {steps.map((step, i) => (
          <text key={step} x={x(i)} y={HEIGHT - 6} textAnchor="middle">
            {step}
          </text>
        ))}
        {targets.map((target, i) =>
          target && target.against === null && target.method === measure ? (
            <line key={`target-${i}`} x1={x(i) - 7} x2={x(i) + 7} y1={yOf(measure, target.value)} y2={yOf(measure, target.value)} className="target">
              <title>{t('contrastCharts.target', { step: steps[i], target: targetText(target) })}</title>
            </line>
          ) : null,
        )}
        {APPEARANCES.map((a) => (
          <g key={a}>
            <path d={line(cells[a])} className={`line ${a}`} />
            {cells[a].map((cell, i) => (
              <circle key={i} cx={x(i)} cy={yOf(measure, valueOf(cell, measure))} r={3.5} style={{ fill: cell.p3 ?? cell.hex }} className={`dot ${a}`}>
                <title>{`${steps[i]}, ${t(`grid.${a}`)}: ${cell.hex}, ${written(measure, valueOf(cell, measure))}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <AppearanceLegend />
    </Chart>
  );
});

type ColumnChartProps = {
  step: string;
  rows: readonly { readonly name: string; readonly light: SystemCell; readonly dark: SystemCell }[];
  target: StepTarget | null;
};

/**
 * One step across every hue, in light and dark: how evenly the hues of a column carry contrast (a column is used as
 * one thing, a button's fill or a border, whatever the hue), with the column's target against the background.
 */
export const ColumnContrastChart = memo(function ColumnContrastChart({ step, rows, target }: ColumnChartProps) {
  const { t } = useTranslation('system');
  const [measure, setMeasure] = useState<Measure>('wcag');
  const titleId = useId();
  const n = rows.length;
  const x = (i: number) => PAD.left + ((i + 0.5) / Math.max(1, n)) * (WIDTH - PAD.left - PAD.right);
  const shift = { light: -4, dark: 4 } as const;
  const spread = (a: SystemAppearance) => {
    const values = rows.map((row) => valueOf(row[a], measure));
    return { low: Math.min(...values), high: Math.max(...values) };
  };
  return (
    <Chart aria-labelledby={titleId}>
      <ChartHead>
        <h3 id={titleId}>{t('contrastCharts.columnTitle', { step })}</h3>
        <MeasureSwitch name="system-column-contrast" measure={measure} onChange={setMeasure} />
      </ChartHead>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('contrastCharts.columnLabel', { step, measure: t(`contrastCharts.measures.${measure}`) })}>
        <Guides measure={measure} />
        {target && target.against === null && target.method === measure ? (
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(measure, target.value)} y2={yOf(measure, target.value)} className="target wide">
            <title>{t('contrastCharts.target', { step, target: targetText(target) })}</title>
          </line>
        ) : null}
        {n <= NAMED_HUES
          ? rows.map((row, i) => (
              <text key={`name-${i}`} x={x(i)} y={HEIGHT - 6} textAnchor="middle">
                {fitted(row.name, (WIDTH - PAD.left - PAD.right) / n - 4)}
              </text>
            ))
          : null}
        {rows.map((row, i) => (
          <g key={`${row.name}-${i}`}>
            {APPEARANCES.map((a) => (
              <g key={a}>
                <line x1={x(i) + shift[a]} x2={x(i) + shift[a]} y1={yOf(measure, GUIDES[measure][0])} y2={yOf(measure, valueOf(row[a], measure))} className={`stem ${a}`} />
                <circle cx={x(i) + shift[a]} cy={yOf(measure, valueOf(row[a], measure))} r={3.5} style={{ fill: row[a].p3 ?? row[a].hex }} className={`dot ${a}`}>
                  <title>{`${row.name}, ${t(`grid.${a}`)}: ${row[a].hex}, ${written(measure, valueOf(row[a], measure))}`}</title>
                </circle>
              </g>
            ))}
          </g>
        ))}
      </svg>
      <AppearanceLegend />
      <Spread>
        {APPEARANCES.map((a) => {
          const { low, high } = spread(a);
          return <span key={a}>{t('contrastCharts.spread', { appearance: t(`grid.${a}`), low: written(measure, low), high: written(measure, high) })}</span>;
        })}
      </Spread>
    </Chart>
  );
});

const Chart = styled(ChartCard)`
  .line { fill: none; stroke: ${tokens.colors.text}; stroke-width: 1.25; }
  .line.dark { stroke-dasharray: 4 3; }
  .stem { stroke: ${tokens.colors.border}; stroke-width: 2; }
  .stem.dark { stroke-dasharray: 2 2; }
  .dot { stroke: ${tokens.colors.text}; stroke-width: 1; }
  .dot.dark { stroke-width: 2; }
  .target { stroke: ${tokens.colors.accent}; stroke-width: 2.5; stroke-linecap: round; }
  .target.wide { stroke-width: 1.5; stroke-dasharray: 6 3; }
`;

const Item = styled(LegendItem)`
  .line { fill: none; stroke: ${tokens.colors.text}; stroke-width: 1.25; }
  .line.dark { stroke-dasharray: 4 3; }
  .dot { fill: ${tokens.colors.surface}; stroke: ${tokens.colors.text}; stroke-width: 1; }
  .dot.dark { fill: ${tokens.colors.text}; }
`;

const Spread = styled.p`
  margin: 0;
  display: grid;
  gap: 2px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;
