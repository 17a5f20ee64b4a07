import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { foregroundOf } from '../../core/color/foreground';
import { mixOklab } from '../../core/color/mix';
import { mulberry32 } from '../../core/random/mulberry32';
import type { ChartKind } from '../../core/charts/report';
import { tokens } from '../../ui/theme';
import { mutedSmall } from '../../ui/styles';

/** A chart's ground: its background, the ink of its axis and captions, and its grid lines, all from the background. */
type Ground = { background: string; ink: string; grid: string };

/** Returns the ground of a background colour: text-strength ink and faint grid lines mixed toward its foreground. */
function groundOf(background: string): Ground {
  const foreground = foregroundOf(background);
  return { background, ink: foreground, grid: mixOklab(background, foreground, 0.14) };
}

const W = 260;
const H = 170;
const PAD = { left: 26, right: 10, top: 12, bottom: 22 };
/** The plotting area inside the padding. */
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

type ChartProps = { colors: readonly string[]; kind: ChartKind; ground: Ground };
type PreviewProps = { colors: readonly string[]; kind: ChartKind; background: string };

/** Deterministic data: the same charts for every palette, so only the colours change. */
function data(seed: number, count: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => 0.25 + random() * 0.75);
}

/** A chart's frame: its ground, grid lines and axis. */
function Frame({ ground: g, children, title }: { ground: Ground; children: React.ReactNode; title: string }) {
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" style={{ background: g.background }}>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <line key={f} x1={PAD.left} x2={W - PAD.right} y1={PAD.top + PLOT_H * f} y2={PAD.top + PLOT_H * f} stroke={g.grid} strokeWidth={1} />
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke={g.ink} strokeWidth={1} opacity={0.6} />
        {children}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}

function Bars({ colors, ground }: ChartProps) {
  const { t } = useTranslation('charts');
  const values = data(11, colors.length);
  const slot = PLOT_W / colors.length;
  return (
    <Frame ground={ground} title={t('previews.bars')}>
      {colors.map((color, i) => (
        <rect key={i} x={PAD.left + i * slot + slot * 0.15} width={slot * 0.7} y={PAD.top + PLOT_H * (1 - values[i])} height={PLOT_H * values[i]} rx={2} fill={color} />
      ))}
    </Frame>
  );
}

function Stacked({ colors, ground }: ChartProps) {
  const { t } = useTranslation('charts');
  const series = colors.slice(0, 6);
  const groups = 6;
  const slot = PLOT_W / groups;
  return (
    <Frame ground={ground} title={t('previews.stacked')}>
      {Array.from({ length: groups }, (_, g) => {
        const parts = data(100 + g, series.length);
        const total = parts.reduce((a, b) => a + b, 0);
        let y = H - PAD.bottom;
        return series.map((color, s) => {
          const h = (parts[s] / total) * PLOT_H * (0.55 + 0.45 * data(200 + g, 1)[0]);
          y -= h;
          return <rect key={`${g}-${s}`} x={PAD.left + g * slot + slot * 0.18} width={slot * 0.64} y={y} height={h} fill={color} stroke={ground.background} strokeWidth={1} />;
        });
      })}
    </Frame>
  );
}

function Lines({ colors, ground }: ChartProps) {
  const { t } = useTranslation('charts');
  const series = colors.slice(0, 6);
  const points = 10;
  return (
    <Frame ground={ground} title={t('previews.lines')}>
      {series.map((color, s) => {
        const values = data(300 + s, points);
        const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${(PAD.left + (PLOT_W * i) / (points - 1)).toFixed(1)},${(PAD.top + PLOT_H * (1 - v * 0.9)).toFixed(1)}`).join(' ');
        return <path key={s} d={path} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />;
      })}
    </Frame>
  );
}

function Scatter({ colors, ground }: ChartProps) {
  const { t } = useTranslation('charts');
  return (
    <Frame ground={ground} title={t('previews.scatter')}>
      {colors.map((color, s) => {
        const xs = data(400 + s, 7);
        const ys = data(500 + s, 7);
        return xs.map((x, i) => <circle key={`${s}-${i}`} cx={PAD.left + PLOT_W * (x - 0.2) * 1.2} cy={PAD.top + PLOT_H * (1 - ys[i]) + 4} r={4.5} fill={color} stroke={ground.background} strokeWidth={1} />);
      })}
    </Frame>
  );
}

function Donut({ colors, ground }: ChartProps) {
  const { t } = useTranslation('charts');
  const values = data(600, colors.length);
  const total = values.reduce((a, b) => a + b, 0);
  const [cx, cy, r] = [W / 2, H / 2 - 4, 58];
  let angle = -Math.PI / 2;
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" style={{ background: ground.background }}>
        {colors.map((color, i) => {
          const sweep = (values[i] / total) * Math.PI * 2;
          const [x1, y1] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
          angle += sweep;
          const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
          return <path key={i} d={`M${x1.toFixed(2)},${y1.toFixed(2)} A${r},${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2.toFixed(2)},${y2.toFixed(2)}`} fill="none" stroke={color} strokeWidth={26} />;
        })}
      </svg>
      <figcaption>{t('previews.donut')}</figcaption>
    </figure>
  );
}

/** A grid of cells coloured by value: ordered palettes by class, categorical ones by category. */
function Cells({ colors, kind, ground, columns, rows, seed, title, round }: ChartProps & { columns: number; rows: number; seed: number; title: string; round: boolean }) {
  const values = data(seed, columns * rows);
  const gap = 3;
  const cw = (W - 16 - gap * (columns - 1)) / columns;
  const ch = (H - 16 - gap * (rows - 1)) / rows;
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" style={{ background: ground.background }}>
        {values.map((v, i) => {
          const index = kind === 'categorical' ? i % colors.length : Math.min(colors.length - 1, Math.floor(((v - 0.25) / 0.75) * colors.length));
          return <rect key={i} x={8 + (i % columns) * (cw + gap)} y={8 + Math.floor(i / columns) * (ch + gap)} width={cw} height={ch} rx={round ? 6 : 1.5} fill={colors[index]} />;
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/**
 * The palette on real charts, drawn here: bars, stacked bars, lines, scatter, a donut, a heat map and a
 * map-like grid, on the chart's background. The colours given are already as the chosen vision sees them.
 */
export function ChartPreviews({ colors, kind, background }: PreviewProps) {
  const { t } = useTranslation('charts');
  const ground = useMemo(() => groundOf(background), [background]);
  const props = { colors, kind, ground };
  const charts = useMemo(
    () => [
      <Bars key="bars" {...props} />,
      <Stacked key="stacked" {...props} />,
      <Lines key="lines" {...props} />,
      <Scatter key="scatter" {...props} />,
      <Donut key="donut" {...props} />,
      <Cells key="heatmap" {...props} columns={12} rows={6} seed={700} title={t('previews.heatmap')} round={false} />,
      <Cells key="grid" {...props} columns={8} rows={5} seed={800} title={t('previews.grid')} round />,
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [colors.join(), kind, ground, t],
  );
  return (
    <Grid role="img" aria-label={t('previews.label')} $ground={ground}>
      {charts}
    </Grid>
  );
}

const Grid = styled.div<{ $ground: Ground }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${tokens.space[3]}px;
  figure {
    margin: 0;
    padding: ${tokens.space[2]}px;
    border-radius: ${tokens.radius.medium}px;
    border: 1px solid ${tokens.colors.border};
    background: ${({ $ground }) => $ground.background};
  }
  svg { display: block; width: 100%; height: auto; border-radius: ${tokens.radius.small}px; }
  figcaption {
    padding: ${tokens.space[2]}px ${tokens.space[1]}px 0;
    ${mutedSmall}
    color: ${({ $ground }) => $ground.ink};
  }
`;
