import { useMemo, useState } from 'react';
import { Check, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { extendedNames } from '../../core/theme/export/names';
import { pairOfRole, themeReport, type PairReport, type ThemeReports } from '../../core/theme/report';
import type { ThemeColors, ThemeTarget } from '../../core/theme/roles';
import type { ThemeEdits } from '../../core/theme/settings';
import { IconButton } from '../../ui/IconButton';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { useColorName } from '../../ui/colorNames';
import { lazyDialog } from '../../ui/lazyDialog';
import { useRevealed } from '../../ui/useRevealed';
import { appFont, ellipsis, mutedCode, swatchChip } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { PairSample, PairVerdict, TableScroll, tableBase } from './tableParts';
import { ROLE_GROUPS, roleGroup, roleLabel } from '../../ui/roleLabels';

const ColorPickerDialog = lazyDialog(() => import('../../ui/picker/ColorPickerDialog').then((module) => module.ColorPickerDialog));

type Mode = 'light' | 'dark';

/**
 * The roles as a table, light and dark side by side: each role's colour (a button that opens the picker to edit it),
 * its code and name, and its contrast with the role it is read with; an edited role says so and can be reset. While a
 * role's colour is picked, the picker shows its contrast with every role it is paired with, judged by the target.
 */
export function RoleTable({ theme, target, edits, reports, onEdit }: {
  theme: ThemeColors;
  target: ThemeTarget;
  edits: ThemeEdits;
  reports: ThemeReports;
  onEdit: (mode: Mode, role: string, hex: string | null) => void;
}) {
  const { t } = useTranslation('theme');
  const [editing, setEditing] = useState<{ mode: Mode; role: string } | null>(null);
  const groups = ROLE_GROUPS.map((group) => ({ group, roles: theme.roles.filter((role) => roleGroup(role, theme) === group) })).filter((g) => g.roles.length > 0);
  // The first group (the accent roles) renders with the page, the others one a commit after it: the table starts below
  // the preview, and its 50 rows of swatches in one commit were the page's longest task.
  const shown = groups.slice(0, useRevealed(groups.length, 1));
  const colorName = useColorName();
  const texts = useMemo((): CellTexts => {
    const labels = new Map(theme.roles.map((role) => [role, roleLabel(t, role, theme)]));
    return {
      t,
      colorName,
      labelOf: (role) => labels.get(role) ?? roleLabel(t, role, theme),
      modes: { light: t('mode.light'), dark: t('mode.dark') },
      edited: t('roles.edited'),
      passes: t('report.passes'),
      fails: t('report.fails'),
    };
  }, [t, theme, colorName]);

  return (
    <>
      <TableScroll>
        <Table aria-busy={shown.length < groups.length || undefined}>
          <caption className="visually-hidden">{t('roles.caption')}</caption>
          <ColumnHeads labels={[t('roles.role'), texts.modes.light, texts.modes.dark]} />
          {shown.map(({ group, roles }) => (
            <tbody key={group}>
              <tr className="group">
                <th scope="colgroup" colSpan={3}>
                  {t(`roles.groups.${group}`)}
                </th>
              </tr>
              {roles.map((role) => {
                const label = texts.labelOf(role);
                return (
                  <tr key={role} data-role={role}>
                    <th scope="row">
                      <RoleName>{label}</RoleName>
                      <RoleId>{role}</RoleId>
                    </th>
                    {(['light', 'dark'] as const).map((mode) => (
                      <RoleCell
                        key={mode}
                        mode={mode}
                        role={role}
                        label={label}
                        hex={theme[mode][role]}
                        edited={edits[mode][role] !== undefined}
                        pair={pairReportOf(role, reports[mode])}
                        texts={texts}
                        onOpen={() => setEditing({ mode, role })}
                        onReset={() => onEdit(mode, role, null)}
                      />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </Table>
      </TableScroll>
      <ColorPickerDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        initialColor={editing ? theme[editing.mode][editing.role] : '#000000'}
        title={editing ? t('roles.editTitle', { role: roleLabel(t, editing.role, theme), mode: t(`mode.${editing.mode}`) }) : undefined}
        onApply={(hex) => {
          if (editing) onEdit(editing.mode, editing.role, hex);
        }}
        aside={editing ? (code) => <PickingContrast code={code} role={editing.role} mode={editing.mode} theme={theme} target={target} /> : undefined}
      />
    </>
  );
}

/** A role's contrast with each role it is paired with, as the colour being picked would give it. */
function PickingContrast({ code, role, mode, theme, target }: { code: string; role: string; mode: Mode; theme: ThemeColors; target: ThemeTarget }) {
  const { t } = useTranslation('theme');
  const pairs = themeReport({ ...theme[mode], [role]: code }, target, extendedNames(theme)).filter((pair) => pair.fg === role || pair.bg === role);
  if (pairs.length === 0) return null;
  const modeLabel = t(`mode.${mode}`);
  return (
    <Picking aria-label={t('roles.picking', { mode: modeLabel })}>
      <h3>{t('roles.picking', { mode: modeLabel })}</h3>
      <ul>
        {pairs.map((pair) => {
          const partner = roleLabel(t, pair.fg === role ? pair.bg : pair.fg, theme);
          const partnerKey = pair.fg !== role ? (pair.kind === 'text' ? 'roles.pickText' : 'roles.pickBorder') : 'roles.pickBackground';
          return (
            <li key={`${pair.fg}/${pair.bg}`} data-pair={`${pair.fg}/${pair.bg}`} data-passes={pair.passes}>
              <PairSample aria-hidden data-kind={pair.kind} style={{ background: pair.bgHex, color: pair.fgHex }} />
              <span className="partner">{t(partnerKey, { role: partner })}</span>
              <span className="figures">{t('report.figures', { ratio: (Math.floor(pair.wcag * 100) / 100).toFixed(2), lc: Math.round(pair.apca) })}</span>
              <PairVerdict data-passes={pair.passes}>
                {pair.passes ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
                {pair.passes ? t('report.passes') : t('report.fails')}
              </PairVerdict>
            </li>
          );
        })}
      </ul>
    </Picking>
  );
}

/** Returns the report of the pair a role is read in (the first pair naming it), or null. */
function pairReportOf(role: string, reports: readonly PairReport[]): PairReport | null {
  const pair = pairOfRole(role, reports);
  return pair ? (reports.find((r) => r.fg === pair.fg && r.bg === pair.bg) ?? null) : null;
}

/**
 * What every cell of the table says alike, looked up once per table: the 98 cells' own lookups were a good part of
 * the page's first render (an i18next call costs some 0.1 ms on a cold page).
 */
type CellTexts = {
  readonly t: TFunction<'theme'>;
  readonly colorName: (code: string) => string;
  readonly labelOf: (role: string) => string;
  readonly modes: Readonly<Record<Mode, string>>;
  readonly edited: string;
  readonly passes: string;
  readonly fails: string;
};

function RoleCell({ mode, role, label, hex, edited, pair, texts, onOpen, onReset }: {
  mode: Mode;
  role: string;
  label: string;
  hex: string;
  edited: boolean;
  pair: PairReport | null;
  texts: CellTexts;
  onOpen: () => void;
  onReset: () => void;
}) {
  const { t } = texts;
  const modeLabel = texts.modes[mode];
  const partner = pair ? (pair.fg === role ? pair.bg : pair.fg) : null;
  const editLabel = t('roles.edit', { role: label, mode: modeLabel, code: hex });
  const resetLabel = edited ? t('roles.reset', { role: label, mode: modeLabel }) : '';
  return (
    <td data-mode={mode}>
      <Cell>
        <Swatch type="button" style={{ background: hex }} onClick={onOpen} aria-label={editLabel} title={editLabel} />
        <Facts>
          <Code>
            {hex}
            {edited ? <Edited>{texts.edited}</Edited> : null}
          </Code>
          <Name>{texts.colorName(hex)}</Name>
          {pair && partner ? (
            <Contrast data-passes={pair.passes} title={t('roles.against', { role: texts.labelOf(partner) })}>
              {pair.passes ? <Check aria-hidden /> : <TriangleAlert aria-hidden />}
              <span>{t('report.figures', { ratio: (Math.floor(pair.wcag * 100) / 100).toFixed(2), lc: Math.round(pair.apca) })}</span>
              <span className="visually-hidden">{pair.passes ? texts.passes : texts.fails}</span>
            </Contrast>
          ) : null}
        </Facts>
        {edited ? (
          <IconButton type="button" $size={32} aria-label={resetLabel} title={resetLabel} onClick={onReset}>
            <RotateCcw aria-hidden />
          </IconButton>
        ) : null}
      </Cell>
    </td>
  );
}

const Table = styled.table`
  ${tableBase}
  thead th:first-child { width: 30%; }
  tbody tr + tr { border-top: 1px solid ${tokens.colors.border}; }
  tr.group th {
    padding-top: ${tokens.space[3]}px;
    font-size: ${tokens.fontSizes[0]}px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${tokens.colors.textMuted};
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const RoleName = styled.span`
  display: block;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
`;

const RoleId = styled.code`
  display: block;
  ${mutedCode}
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-width: 0;
`;

const Swatch = styled.button`
  ${swatchChip(40, tokens.radius.medium)}
  flex: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover { transform: scale(1.06); }
`;

const Facts = styled.div`
  display: grid;
  gap: 1px;
  min-width: 0;
  flex: 1;
`;

const Code = styled.span`
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
`;

const Edited = styled.span`
  margin-left: ${tokens.space[2]}px;
  padding: 0 ${tokens.space[2]}px;
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surfaceHover};
  ${appFont}
  font-size: ${tokens.fontSizes[0]}px;
`;

const Name = styled.span`
  ${ellipsis}
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Contrast = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-variant-numeric: tabular-nums;
  svg { width: 14px; height: 14px; flex: none; }
  &[data-passes='false'] { color: ${tokens.colors.danger}; font-weight: ${tokens.fontWeights.bold}; }
`;

const Picking = styled.section`
  display: grid;
  gap: ${tokens.space[2]}px;
  h3 { font-size: ${tokens.fontSizes[1]}px; font-weight: ${tokens.fontWeights.bold}; }
  ul { display: grid; gap: ${tokens.space[2]}px; margin: 0; padding: 0; list-style: none; }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    align-items: center;
    gap: ${tokens.space[2]}px;
    font-size: ${tokens.fontSizes[0]}px;
  }
  .partner { overflow-wrap: anywhere; }
  .figures { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
