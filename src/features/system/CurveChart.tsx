import { memo, useId, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EASING_NAMES, easingCurve, easingNameOf, fitBezier, type EasingName, type SystemCurve } from '../../core/system/curves';
import type { Gamut } from '../../core/convert/wideGamut';
import { Button } from '../../ui/Button';
import { fieldBox } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { CHART_HEIGHT, CHART_WIDTH, ChartCard, ChartHead, ChartLegend, LegendItem } from './chartParts';

export type CurveChannel = 'lightness' | 'chroma' | 'hue';

type CurveChartProps = {
  channel: CurveChannel;
  curve: SystemCurve;
  /** The curve's value at each step. */
  values: readonly number[];
  /** Where each cell landed (a solved target moves lightness), drawn as small marks; null to leave them out. */
  landed: readonly number[] | null;
  steps: readonly string[];
  /** The base colour's step, marked on the axis. */
  baseStep: number;
  /** A colour per step, drawn under the axis. */
  /** Each step's colour as CSS paints it (a wide cell's P3 value). */
  swatches: readonly string[];
  onCurve: (channel: CurveChannel, curve: SystemCurve) => void;
  /** A point moved to a value (a drag's or a key's). */
  onPoint: (channel: CurveChannel, step: number, value: number) => void;
  /** A drag begins or ends: its moves are one undo step. */
  onHold: (dragging: boolean) => void;
  onApplyAll: (channel: CurveChannel) => void;
  /** The chroma chart: where each step leaves sRGB, P3 and Rec. 2020 (shares of the peak), and the action that lowers the curve into sRGB. */
  edges?: Readonly<Record<Gamut, readonly number[]>>;
  /** The system's gamut, whose edge the fit action brings the curve inside. */
  fitGamut?: 'srgb' | 'p3';
  onFit?: () => void;
};

/** The gamut edges the chroma chart draws, narrowest first. */
const GAMUT_LINES: readonly Gamut[] = ['srgb', 'p3', 'rec2020'];

/** The chart's drawing box and margins, in SVG units. */
const WIDTH = CHART_WIDTH;
const HEIGHT = CHART_HEIGHT;
const PAD = { left: 34, right: 10, top: 10, bottom: 22 };

/** Returns the value range a channel's chart shows: lightness 0–1, chroma 0–1.2 of the peak, hue drift ±30° or wider. */
function rangeOf(channel: CurveChannel, values: readonly number[]): readonly [number, number] {
  if (channel === 'lightness') return [0, 1];
  if (channel === 'chroma') return [0, Math.max(1.2, ...values.map((v) => v + 0.1))];
  const extent = Math.max(30, ...values.map((v) => Math.abs(v) + 5));
  return [-extent, extent];
}

/** Returns a value as the chart's axis and slider say it: lightness and chroma in %, hue in degrees. */
function shown(channel: CurveChannel, value: number): string {
  return channel === 'hue' ? `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}°` : `${(value * 100).toFixed(1)}%`;
}

/** The key steps: lightness and chroma 0.01 (Shift 0.1), hue 1° (Shift 10°). */
const KEY_STEP: Record<CurveChannel, number> = { lightness: 0.01, chroma: 0.01, hue: 1 };

/**
 * One channel's curve of a hue over the steps, edited by dragging its points (or focusing one, a slider, and using
 * the arrow keys), with the curve's kind (free points, a named easing, a custom Bézier) chosen beside its title.
 */
export const CurveChart = memo(function CurveChart({ channel, curve, values, landed, steps, baseStep, swatches, onCurve, onPoint, onHold, onApplyAll, edges, fitGamut = 'srgb', onFit }: CurveChartProps) {
  const { t } = useTranslation('system');
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<number | null>(null);
  const curvePath = useRef<SVGPathElement>(null);
  const selectId = useId();
  const n = steps.length;
  const [min, max] = rangeOf(channel, values);
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i / (n - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const valueAt = (clientY: number) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(0, clientY).matrixTransform(matrix.inverse());
    const v = min + (1 - (point.y - PAD.top) / (HEIGHT - PAD.top - PAD.bottom)) * (max - min);
    return Math.min(max, Math.max(min, v));
  };
  const kind = curve.kind === 'points' ? 'points' : (easingNameOf(curve.points) ?? 'custom');
  const channelName = t(`curves.${channel}`);
  const easings = useMemo(
    () =>
      EASING_NAMES.map((name) => (
        <option key={name} value={name}>
          {t(`curves.easing.${name}`)}
        </option>
      )),
    [t],
  );
  const pathOf = (points: readonly number[]) => points.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const path = pathOf(values);
  const ticks = channel === 'hue' ? [min, 0, max] : [0, 0.5, 1];

  const onKind = (next: string) => {
    if (next === 'points') onCurve(channel, { kind: 'points', values: [...values] });
    else if (next === 'fit') onCurve(channel, fitBezier(values));
    else onCurve(channel, easingCurve(next as EasingName, values[0], values[n - 1]));
  };
  const onPointerDown = (i: number) => (event: PointerEvent<SVGCircleElement>) => {
    event.preventDefault();
    (event.target as Element).setPointerCapture(event.pointerId);
    dragging.current = i;
    onHold(true);
  };
  const onPointerMove = (event: PointerEvent<SVGCircleElement>) => {
    const i = dragging.current;
    if (i === null) return;
    const v = valueAt(event.clientY);
    if (v === null) return;
    // The point and the line follow the pointer at once, in this frame; the page's render of the edit catches up.
    event.currentTarget.setAttribute('cy', y(v).toFixed(2));
    curvePath.current?.setAttribute('d', pathOf(values.map((value, k) => (k === i ? v : value))));
    onPoint(channel, i, v);
  };
  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    onHold(false);
  };
  const onKeyDown = (i: number) => (event: KeyboardEvent<SVGCircleElement>) => {
    const step = KEY_STEP[channel] * (event.shiftKey ? 10 : 1);
    const by: Record<string, number> = { ArrowUp: step, ArrowRight: step, ArrowDown: -step, ArrowLeft: -step, PageUp: step * 10, PageDown: -step * 10 };
    if (!(event.key in by)) return;
    event.preventDefault();
    onPoint(channel, i, Math.min(max, Math.max(min, values[i] + by[event.key])));
  };

  return (
    <Chart>
      <ChartHead>
        <h3>
          {channelName} <small>{t(`curves.units.${channel}`)}</small>
        </h3>
        <label htmlFor={selectId} className="visually-hidden">
          {t('curves.kind', { channel: channelName })}
        </label>
        <KindSelect id={selectId} value={kind} onChange={(event) => onKind(event.target.value)}>
          <option value="points">{t('curves.points')}</option>
          {kind === 'custom' ? <option value="custom">{t('curves.custom')}</option> : null}
          {kind === 'points' ? <option value="fit">{t('curves.fit')}</option> : null}
          {easings}
        </KindSelect>
      </ChartHead>
      <svg ref={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={channelName}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="grid" />
            <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
              {channel === 'hue' ? `${Math.round(v)}°` : `${Math.round(v * 100)}`}
            </text>
          </g>
        ))}
        {swatches.map((hex, i) => (
          <rect key={i} x={x(i) - 6} y={HEIGHT - PAD.bottom + 6} width={12} height={8} rx={2} style={{ fill: hex }} className={i === baseStep ? 'base' : undefined} />
        ))}
        {edges
          ? GAMUT_LINES.map((gamut) => <path key={gamut} d={pathOf(edges[gamut].map((v) => Math.min(max, v)))} className={`edge ${gamut}`} aria-hidden />)
          : null}
        <path ref={curvePath} d={path} className="curve" />
        {landed?.map((v, i) =>
          Math.abs(v - values[i]) > 0.004 ? <circle key={`landed-${i}`} cx={x(i)} cy={y(v)} r={3} className="landed" aria-hidden /> : null,
        )}
        {values.map((v, i) => (
          <circle
            key={i}
            cx={x(i)}
            cy={y(v).toFixed(2)}
            r={6}
            className={i === baseStep ? 'point base' : 'point'}
            tabIndex={0}
            role="slider"
            aria-label={t('curves.point', { channel: channelName, step: steps[i] })}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={Number(v.toFixed(4))}
            aria-valuetext={shown(channel, v)}
            onPointerDown={onPointerDown(i)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown(i)}
          >
            <title>{`${steps[i]}: ${shown(channel, v)}`}</title>
          </circle>
        ))}
      </svg>
      {edges ? (
        <Legend>
          {GAMUT_LINES.map((gamut) => (
            <Item key={gamut}>
              <svg width="18" height="6" aria-hidden>
                <line x1="0" x2="18" y1="3" y2="3" className={`edge ${gamut}`} />
              </svg>
              {t(`curves.gamuts.${gamut}`)}
            </Item>
          ))}
        </Legend>
      ) : null}
      {edges && onFit && values.some((v, i) => v > edges[fitGamut][i] + 0.002) ? (
        <Button type="button" $variant="secondary" onClick={onFit}>
          {t(`curves.fit.${fitGamut}`)}
        </Button>
      ) : null}
      {landed?.some((v, i) => Math.abs(v - values[i]) > 0.004) ? (
        <Legend>
          <span className="dot" aria-hidden /> {t('curves.solved')}
        </Legend>
      ) : null}
      <Button type="button" $variant="ghost" onClick={() => onApplyAll(channel)}>
        {t('curves.applyAll')}
      </Button>
    </Chart>
  );
});

const Chart = styled(ChartCard)`
  /* Its own layer: a dragged point repaints the chart, not the whole page. */
  svg { touch-action: none; will-change: transform; }
  .curve { fill: none; stroke: ${tokens.colors.text}; stroke-width: 1.5; }
  .landed { fill: ${tokens.colors.accent}; }
  .edge { fill: none; stroke: ${tokens.colors.textMuted}; stroke-width: 1; }
  .edge.p3 { stroke-dasharray: 4 3; }
  .edge.rec2020 { stroke-dasharray: 1 3; }
  .point { fill: ${tokens.colors.surface}; stroke: ${tokens.colors.text}; stroke-width: 1.5; cursor: ns-resize; }
  .point.base { fill: ${tokens.colors.text}; }
  .point:focus-visible { outline: none; stroke: ${tokens.colors.focus}; stroke-width: 3; }
  rect.base { stroke: ${tokens.colors.text}; stroke-width: 1.5; }
  > button { align-self: flex-start; }
`;

const Legend = styled(ChartLegend)`
  .dot { width: 6px; height: 6px; border-radius: 50%; background: ${tokens.colors.accent}; }
`;

const Item = styled(LegendItem)`
  .edge { fill: none; stroke: ${tokens.colors.textMuted}; stroke-width: 1; }
  .edge.p3 { stroke-dasharray: 4 3; }
  .edge.rec2020 { stroke-dasharray: 1 3; }
`;

const KindSelect = styled.select`
  ${fieldBox({ height: 32 })}
  font-size: ${tokens.fontSizes[0]}px;
  max-width: 190px;
`;
