import { useId, type ReactNode } from 'react';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { PanelCard } from '../../ui/Panel';
import { useColorName } from '../../ui/palette/swatchText';
import { Select } from '../../ui/Select';
import { bareList, ellipsis, fieldBox, stack, swatchChip } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import type { PaintCluster } from '../../core/recolor';
import type { GroupTargets } from './useRecolor';

/** The value of "keep the group's colours" among a group's choices (a palette colour's value is its index). */
const KEEP = 'keep';

/**
 * The artwork's colour groups, most used first: each group's colour and share, and the palette colour it takes
 * (chosen from the palette, or kept as it is). "Match by lightness" goes back to the automatic match. `summary` and
 * `detailOf` say what the groups are made of (an SVG's paints, an image's pixels); `children` sits under the summary.
 */
export function GroupList({ clusters, groups, palette, summary, detailOf, children }: {
  clusters: readonly PaintCluster[];
  groups: GroupTargets;
  palette: readonly string[];
  summary: string;
  detailOf: (cluster: PaintCluster, percent: string) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('recolor');
  const colorName = useColorName();
  const titleId = useId();
  const total = clusters.reduce((sum, cluster) => sum + cluster.weight, 0);
  const options = [...palette.map((_, i) => String(i)), KEEP];
  const labelOf = (value: string) => (value === KEEP ? t('groups.keep') : t('groups.option', { name: colorName(palette[Number(value)]), code: palette[Number(value)] }));
  return (
    <PanelCard aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{t('groups.title')}</h2>
        <Button type="button" $variant="ghost" disabled={!groups.chosen.some(Boolean)} onClick={groups.reset} title={t('groups.autoHint')}>
          <RotateCcw aria-hidden />
          {t('groups.auto')}
        </Button>
      </Head>
      <Summary>{summary}</Summary>
      {children}
      <Rows>
        {clusters.map((cluster, i) => {
          const target = groups.targets[i];
          const index = target === null ? -1 : palette.indexOf(target);
          const value = index < 0 ? KEEP : String(index);
          const percent = `${Math.max(1, Math.round((cluster.weight / total) * 100))}%`;
          return (
            <li key={i}>
              <Swatch style={{ background: cluster.code }} title={`${colorName(cluster.code)} ${cluster.code}`} />
              <Facts>
                <code>{cluster.code}</code>
                <small>{detailOf(cluster, percent)}</small>
              </Facts>
              <ArrowRight aria-hidden />
              <Swatch style={{ background: target ?? cluster.code }} aria-hidden />
              <Select aria-label={t('groups.target', { code: cluster.code })} options={options} value={value} labelOf={labelOf} onChange={(next) => groups.choose(i, next === KEEP ? null : palette[Number(next)])} />
            </li>
          );
        })}
      </Rows>
    </PanelCard>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]}px;
  button { min-height: 32px; padding: 0 ${tokens.space[2]}px; font-size: ${tokens.fontSizes[0]}px; }
  svg { width: 14px; height: 14px; }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Rows = styled.ul`
  ${stack(tokens.space[2])}
  ${bareList}
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto auto minmax(0, 9.5rem);
    align-items: center;
    gap: ${tokens.space[2]}px;
  }
  li > svg { width: 16px; height: 16px; color: ${tokens.colors.textMuted}; }
  select {
    ${fieldBox({ height: 36, padding: tokens.space[2], radius: tokens.radius.small, background: tokens.colors.background })}
    min-width: 0;
    font-size: ${tokens.fontSizes[0]}px;
  }
`;

const Swatch = styled.span`
  ${swatchChip(28, tokens.radius.small)}
  display: block;
`;

const Facts = styled.span`
  display: grid;
  min-width: 0;
  code { font-size: ${tokens.fontSizes[0]}px; }
  small { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; ${ellipsis} }
`;
