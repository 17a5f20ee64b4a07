import { useMemo } from 'react';
import { Check, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { themePairFix, type ThemePairFix } from '../../core/theme/pairFix';
import type { PairReport, ThemeReports } from '../../core/theme/report';
import type { ThemeColors, ThemeTarget } from '../../core/theme/roles';
import type { ThemeEdits } from '../../core/theme/settings';
import { showToast } from '../../stores/toasts';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { PairFixButton } from '../../ui/check/PairFixButton';
import { centredRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useStableCallback } from '../../ui/useStableCallback';
import { PairSample, PairVerdict, TableScroll, tableBase } from './tableParts';
import { roleLabel } from '../../ui/roleLabels';

type Mode = 'light' | 'dark';

/**
 * Every role pair's contrast in light and dark: the pair drawn as text on its background, its WCAG ratio and APCA Lc,
 * and a plain verdict against the target (text pairs) or the component level (borders). A summary line counts them.
 * A failing pair offers the palette check's fix of one of its roles (hue kept, lightness moved), applied as a role
 * edit with one press and undone from its toast (or the page's Undo).
 */
export function ContrastReport({ theme, target, reports, edits, onEdit }: {
  theme: ThemeColors;
  target: ThemeTarget;
  reports: ThemeReports;
  edits: ThemeEdits;
  onEdit: (mode: Mode, role: string, hex: string | null) => void;
}) {
  const { t } = useTranslation('theme');
  const { light, dark } = reports;
  const failing = [...light, ...dark].filter((pair) => !pair.passes).length;
  const total = light.length + dark.length;
  // What every cell says alike, looked up once (36 cells' own lookups weigh on the render after the first paint).
  const texts = useMemo(
    (): CellTexts => ({ t, labelOf: (role) => roleLabel(t, role, theme), modes: { light: t('mode.light'), dark: t('mode.dark') }, passes: t('report.passes'), fails: t('report.fails'), fix: t('report.fix') }),
    [t, theme],
  );
  // The toast's Undo runs later, against the state of then: it calls the latest edit, not the one of this render.
  const editLater = useStableCallback(onEdit);
  const apply = (mode: Mode, fix: ThemePairFix) => {
    const before = edits[mode][fix.role] ?? null;
    onEdit(mode, fix.role, fix.to);
    showToast(t('report.fixed', { role: roleLabel(t, fix.role, theme), mode: t(`mode.${mode}`), from: fix.from, to: fix.to }), undefined, {
      label: t('actions.undo'),
      run: () => editLater(mode, fix.role, before),
    });
  };
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
                  <PairName>{t(pair.kind === 'text' ? 'report.text' : 'report.component', { fg: roleLabel(t, pair.fg, theme) })}</PairName>
                  <PairGround>{t('report.on', { bg: roleLabel(t, pair.bg, theme) })}</PairGround>
                </th>
                <PairCell pair={pair} target={target} mode="light" texts={texts} onFix={apply} />
                <PairCell pair={dark[i]} target={target} mode="dark" texts={texts} onFix={apply} />
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}

/** The texts a cell shares with the others. */
type CellTexts = {
  readonly t: TFunction<'theme'>;
  readonly labelOf: (role: string) => string;
  readonly modes: Readonly<Record<Mode, string>>;
  readonly passes: string;
  readonly fails: string;
  readonly fix: string;
};

function PairCell({ pair, target, mode, texts, onFix }: { pair: PairReport; target: ThemeTarget; mode: Mode; texts: CellTexts; onFix: (mode: Mode, fix: ThemePairFix) => void }) {
  const { t } = texts;
  // A failing pair's fix, searched in its own cell (a few milliseconds each, up to some 60 ms for a whole strict
  // report), so that a concurrent render can yield between cells.
  const fix = useMemo(() => themePairFix(pair, target), [pair, target]);
  return (
    <td data-passes={pair.passes}>
      <Cell>
        {/* The pair as it is drawn: text (generated content, so a failing pair is shown as it is) or a border. */}
        <PairSample aria-hidden data-kind={pair.kind} style={{ background: pair.bgHex, color: pair.fgHex }} />
        <span className="figures">{t('report.figures', { ratio: (Math.floor(pair.wcag * 100) / 100).toFixed(2), lc: Math.round(pair.apca) })}</span>
        <PairVerdict data-passes={pair.passes}>
          {pair.passes ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
          {pair.passes ? texts.passes : texts.fails}
        </PairVerdict>
        {fix ? (
          <PairFixButton
            from={fix.from}
            to={fix.to}
            text={texts.fix}
            label={t('report.fixLabel', { role: texts.labelOf(fix.role), mode: texts.modes[mode], from: fix.from, to: fix.to })}
            onClick={() => onFix(mode, fix)}
          />
        ) : null}
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

const PairName = styled.span`
  display: block;
  font-weight: ${tokens.fontWeights.bold};
`;

const PairGround = styled.span`
  display: block;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[3]}px;
`;
