import { Check, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PairReport, ThemeReports } from '../../core/theme/report';
import type { ThemeColors, ThemeTarget } from '../../core/theme/roles';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { centredRow, swatchChip } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { TableScroll, tableBase } from './tableParts';
import { roleLabel } from './roleLabels';

/**
 * Every role pair's contrast in light and dark: the pair drawn as text on its background, its WCAG ratio and APCA Lc,
 * and a plain verdict against the target (text pairs) or the component level (borders). A summary line counts them.
 */
export function ContrastReport({ theme, target, reports }: { theme: ThemeColors; target: ThemeTarget; reports: ThemeReports }) {
  const { t } = useTranslation('theme');
  const { light, dark } = reports;
  const failing = [...light, ...dark].filter((pair) => !pair.passes).length;
  const total = light.length + dark.length;
  return (
    <>
      <Summary data-passes={failing === 0} role="status">
        {failing === 0 ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
        {failing === 0 ? t('report.allPass', { count: total, target: t(`target.${target.replace('.', '_')}`) }) : t('report.someFail', { count: failing, total, target: t(`target.${target.replace('.', '_')}`) })}
      </Summary>
      {/* A region that takes focus, so a keyboard scrolls it on a narrow screen. */}
      <TableScroll role="region" tabIndex={0} aria-label={t('report.caption')}>
        <Table>
          <caption className="visually-hidden">{t('report.caption')}</caption>
          <ColumnHeads labels={[t('report.pair'), t('mode.light'), t('mode.dark')]} />
          <tbody>
            {light.map((pair, i) => (
              <tr key={`${pair.fg}-${pair.bg}`} data-pair={`${pair.fg}/${pair.bg}`}>
                <th scope="row">
                  {t(pair.kind === 'text' ? 'report.textOn' : 'report.componentOn', { fg: roleLabel(t, pair.fg, theme), bg: roleLabel(t, pair.bg, theme) })}
                </th>
                <PairCell pair={pair} />
                <PairCell pair={dark[i]} />
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}

function PairCell({ pair }: { pair: PairReport }) {
  const { t } = useTranslation('theme');
  return (
    <td data-passes={pair.passes}>
      <Cell>
        {/* The pair as it is drawn: text (generated content, so a failing pair is shown as it is) or a border. */}
        <Sample aria-hidden data-kind={pair.kind} style={{ background: pair.bgHex, color: pair.fgHex }} />
        <span className="figures">{t('report.figures', { ratio: (Math.floor(pair.wcag * 100) / 100).toFixed(2), lc: Math.round(pair.apca) })}</span>
        <Verdict data-passes={pair.passes}>
          {pair.passes ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
          {pair.passes ? t('report.passes') : t('report.fails')}
        </Verdict>
      </Cell>
    </td>
  );
}

const Summary = styled.p`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  font-weight: ${tokens.fontWeights.bold};
  svg { width: 18px; height: 18px; flex: none; }
  &[data-passes='false'] { color: ${tokens.colors.danger}; }
`;

const Table = styled.table`
  ${tableBase}
  th, td { font-size: ${tokens.fontSizes[1]}px; }
  thead th { font-size: ${tokens.fontSizes[0]}px; }
  tbody tr { border-top: 1px solid ${tokens.colors.border}; }
  th[scope='row'] { width: 34%; }
  .figures { font-variant-numeric: tabular-nums; }
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[3]}px;
`;

const Sample = styled.span`
  ${swatchChip(32, tokens.radius.small)}
  display: inline-grid;
  place-items: center;
  flex: none;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
  &[data-kind='text']::before { content: 'Aa'; }
  &[data-kind='component']::before {
    content: '';
    width: 18px;
    height: 18px;
    border: 2px solid currentColor;
    border-radius: 4px;
  }
`;

const Verdict = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  svg { width: 14px; height: 14px; }
  &[data-passes='false'] { color: ${tokens.colors.danger}; }
`;
