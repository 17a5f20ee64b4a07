import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactElement } from 'react';
import { FileDown, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chooseRole, setThemeTarget } from '../../core/system/systemModel';
import type { ColorSystem, RoleSource, SystemAppearance, SystemSolution } from '../../core/system/systemRules';
import { DEFAULT_SYSTEM_THEME, sourceOfColor, systemTheme } from '../../core/system/systemTheme';
import { pairOfRole, themeReport, type PairReport } from '../../core/theme/report';
import { THEME_TARGETS, type ThemeColors, type ThemeTarget } from '../../core/theme/roles';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Panel';
import { VerdictPill } from '../../ui/contrast/VerdictPill';
import { lazyDialog } from '../../ui/lazyDialog';
import { roleLabel } from '../../ui/roleLabels';
import { fieldLabel, headRow, mutedSmall, swatchChip, wrapRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { TryOn } from '../../ui/tryon/TryOn';
import { LiveLinkButton } from '../../ui/live/LiveLinkButton';
import { useRowName } from './SystemGrid';

const ThemeExportDialog = lazyDialog(() => import('../../ui/export/ThemeExportDialog').then((module) => module.ThemeExportDialog));

const APPEARANCES: readonly SystemAppearance[] = ['light', 'dark'];

type ThemeSectionProps = {
  system: ColorSystem;
  solution: SystemSolution | null;
  onChange: (next: ColorSystem) => void;
  /** False while the system is being dragged: the section keeps what it shows until it is true again. */
  live: boolean;
};

/** Returns each role's first pair in a report (as text, else as the background), for its contrast. */
function pairsByRole(theme: ThemeColors, report: readonly PairReport[]): Map<string, PairReport> {
  return new Map(
    theme.roles.flatMap((role) => {
      const pair = pairOfRole(role, report);
      return pair ? [[role, pair as PairReport]] : [];
    }),
  );
}

/**
 * The theme made of the system: every role a step of a row (or the background) in light and in dark, chosen by
 * contrast until the user picks one, each with its contrast against the role it is read with; the theme worn by the
 * try-on's interfaces and exported in every theme format, where each role is a reference to its step.
 */
const ThemeSection = memo(function ThemeSection(props: ThemeSectionProps) {
  const { t } = useTranslation(['system', 'theme']);
  // The theme follows the grid when the page is idle: a curve dragged repaints the grid every frame, the theme after.
  const system = useDeferredValue(props.system);
  const solution = useDeferredValue(props.solution);
  const { onChange } = props;
  const rowName = useRowName();
  const [exporting, setExporting] = useState(false);
  const choice = system.theme ?? DEFAULT_SYSTEM_THEME;
  const theme = useMemo(() => (solution ? systemTheme(system, solution, choice, system.name || 'system') : null), [system, solution, choice]);
  const pairs = useMemo(() => {
    if (!theme) return null;
    const custom = theme.colors.extended.map((x) => x.name);
    return {
      light: pairsByRole(theme.colors, themeReport(theme.colors.light, choice.target, custom)),
      dark: pairsByRole(theme.colors, themeReport(theme.colors.dark, choice.target, custom)),
    };
  }, [theme, choice.target]);
  // The edits read the page's latest system (the table may show the one before while the page is busy), so the
  // callback stays the same and a row whose cells did not change is not drawn again.
  const latest = useRef({ system: props.system, theme, solution });
  latest.current = { system: props.system, theme, solution };
  // The try-on gives a role another role's colour, or a colour that fixes a pair: the role takes the step that is it
  // (or the nearest of its row), read from the latest system.
  const onTryOnEdit = useCallback(
    (mode: SystemAppearance, role: string, code: string) => {
      const { system: now, theme: shown, solution: solved } = latest.current;
      if (shown && solved) onChange(chooseRole(now, mode, role, sourceOfColor(now, solved, shown, mode, role, code)));
    },
    [onChange],
  );
  const source = useMemo(() => (theme ? { kind: 'theme' as const, light: theme.colors.light, dark: theme.colors.dark, onEdit: onTryOnEdit } : null), [theme, onTryOnEdit]);

  // The roles' names change with the rows', not with their colours: worked out once for a list of roles.
  const colors = theme?.colors;
  // A custom colour's roles are named after its row as the page shows it ('Success', '成功').
  const shownNames = new Map(theme?.families.custom.map((c) => [c.name, rowName(system.rows.find((r) => r.id === c.row)!)]) ?? []);
  const roleKey = colors ? `${colors.roles.join()}\u0000${[...shownNames].join()}` : '';
  const labels = useMemo(() => new Map(colors ? colors.roles.map((role) => [role, roleLabel(t, role, colors, (name) => shownNames.get(name) ?? name)]) : []), [roleKey, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const label = (role: string) => labels.get(role) ?? role;
  const onPick = useCallback(
    (appearance: SystemAppearance, role: string, pick: { row: string } | { step: number } | null) => {
      const { system: now, theme: shown } = latest.current;
      let next: RoleSource | null = null;
      if (pick !== null && 'row' in pick) {
        const step = shown?.resolved[appearance].get(role)?.source;
        next = pick.row === 'background' ? 'background' : { row: pick.row, step: Math.min(step && step !== 'background' ? step.step : 0, now.steps.length - 1) };
      } else if (pick !== null) {
        // A step is taken on the row the role is on now: the one just chosen, else the one shown.
        const on = now.theme?.roles[appearance][role] ?? shown?.resolved[appearance].get(role)?.source;
        if (!on || on === 'background') return;
        next = { row: on.row, step: pick.step };
      }
      onChange(chooseRole(now, appearance, role, next));
    },
    [onChange],
  );
  const rowKey = system.rows.map((r) => `${r.id}\u0000${rowName(r)}`).join('\u0001');
  const stepKey = system.steps.join('\u0001');
  const options = useMemo(
    () => ({
      rows: [
        <option key="background" value="background">
          {t('theme.background')}
        </option>,
        ...rowKey.split('\u0001').map((entry) => {
          const [id, name] = entry.split('\u0000');
          return (
            <option key={id} value={id}>
              {name}
            </option>
          );
        }),
      ],
      steps: stepKey.split('\u0001').map((name, i) => (
        <option key={name} value={i}>
          {name}
        </option>
      )),
    }),
    [rowKey, stepKey, t],
  );
  const apca = choice.target.startsWith('apca');
  const cellOf = (appearance: SystemAppearance, role: string): CellView => {
    const resolved = theme!.resolved[appearance].get(role)!;
    const pair = pairs![appearance].get(role);
    return {
      hex: resolved.hex,
      row: resolved.source === 'background' ? 'background' : resolved.source.row,
      step: resolved.source === 'background' ? -1 : resolved.source.step,
      chosen: resolved.chosen,
      contrast: pair ? (apca ? `Lc ${Math.abs(pair.apca).toFixed(0)}` : `${pair.wcag.toFixed(2)}:1`) : null,
      passes: pair?.passes ?? true,
      other: pair ? label(pair.fg === role ? pair.bg : pair.fg) : '',
    };
  };

  return (
    <Root aria-labelledby="system-theme-title" aria-busy={theme === null}>
      <Head>
        <div>
          <h2 id="system-theme-title">{t('theme.title')}</h2>
          <Lead>{t('theme.lead')}</Lead>
        </div>
        <Controls>
          <Field>
            <span>{t('theme:target.label')}</span>
            <select value={choice.target} onChange={(event) => onChange(setThemeTarget(props.system, event.target.value as ThemeTarget))}>
              {THEME_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`theme:target.${target.replace('.', '_')}`)}
                </option>
              ))}
            </select>
          </Field>
          {/* A page paired by the live link wears the system's theme, and follows every change of it. */}
          <LiveLinkButton theme={theme?.colors ?? null} labelOf={label} />
          <Button type="button" $variant="primary" disabled={theme === null} onClick={() => setExporting(true)}>
            <FileDown aria-hidden size={16} />
            {t('theme.export')}
          </Button>
        </Controls>
      </Head>
      {theme && pairs ? (
        <>
          <Table role="table" aria-label={t('theme.tableLabel')}>
            <RowLine role="row" $head>
              <span role="columnheader">{t('theme:roles.role')}</span>
              {APPEARANCES.map((a) => (
                <span key={a} role="columnheader">
                  {t(`grid.${a}`)}
                </span>
              ))}
            </RowLine>
            {theme.colors.roles.map((role) => (
              <RoleRow key={role} role={role} label={label(role)} light={cellOf('light', role)} dark={cellOf('dark', role)} options={options} onPick={onPick} />
            ))}
          </Table>
          {source ? <TryOn source={source} /> : null}
        </>
      ) : null}
      {theme ? <ThemeExportDialog open={exporting} onClose={() => setExporting(false)} theme={theme.colors} exclude={['irodori-json']} /> : null}
    </Root>
  );
}, (previous, next) => !next.live || (previous.system === next.system && previous.solution === next.solution && previous.onChange === next.onChange && previous.live === next.live));

export default ThemeSection;

/** What a role's cell shows in one appearance: plain values, so a row redraws only when one of them changes. */
type CellView = {
  readonly hex: string;
  /** The row's id, or 'background'. */
  readonly row: string;
  /** The step's index (−1 for the background). */
  readonly step: number;
  readonly chosen: boolean;
  /** Its contrast with the role it is read with ('4.52:1', 'Lc 62'), and that role's name. */
  readonly contrast: string | null;
  readonly passes: boolean;
  readonly other: string;
};

type Pick = (appearance: SystemAppearance, role: string, pick: { row: string } | { step: number } | null) => void;

type RoleRowProps = {
  role: string;
  label: string;
  light: CellView;
  dark: CellView;
  options: { rows: ReactElement[]; steps: ReactElement[] };
  onPick: Pick;
};

const sameCell = (a: CellView, b: CellView) =>
  a.hex === b.hex && a.row === b.row && a.step === b.step && a.chosen === b.chosen && a.contrast === b.contrast && a.passes === b.passes && a.other === b.other;

/** One role: its name, and its cell in light and in dark. */
const RoleRow = memo(
  function RoleRow({ role, label, light, dark, options, onPick }: RoleRowProps) {
    return (
      <RowLine role="row">
        <RoleName role="rowheader">{label}</RoleName>
        <RoleCell appearance="light" role={role} roleName={label} view={light} options={options} onPick={onPick} />
        <RoleCell appearance="dark" role={role} roleName={label} view={dark} options={options} onPick={onPick} />
      </RowLine>
    );
  },
  (p, n) => p.role === n.role && p.label === n.label && p.options === n.options && p.onPick === n.onPick && sameCell(p.light, n.light) && sameCell(p.dark, n.dark),
);

type RoleCellProps = { appearance: SystemAppearance; role: string; roleName: string; view: CellView; options: RoleRowProps['options']; onPick: Pick };

/** One role in one appearance: its colour, the row and step it is, its contrast, and a way back to the choice by contrast. */
function RoleCell({ appearance, role, roleName, view, options, onPick }: RoleCellProps) {
  const { t } = useTranslation('system');
  const where = t(`grid.${appearance}`);
  return (
    <Cell role="cell" data-role={role} data-appearance={appearance}>
      <Where aria-hidden>{where}</Where>
      <Swatch aria-hidden style={{ background: view.hex }} />
      <Picks>
        <select aria-label={t('theme.rowOf', { role: roleName, appearance: where })} value={view.row} onChange={(event) => onPick(appearance, role, { row: event.target.value })}>
          {options.rows}
        </select>
        {view.row === 'background' ? null : (
          <select aria-label={t('theme.stepOf', { role: roleName, appearance: where })} value={view.step} onChange={(event) => onPick(appearance, role, { step: Number(event.target.value) })}>
            {options.steps}
          </select>
        )}
        {view.chosen ? (
          <Reset type="button" aria-label={t('theme.auto', { role: roleName, appearance: where })} title={t('theme.autoShort')} onClick={() => onPick(appearance, role, null)}>
            <RotateCcw aria-hidden size={14} />
          </Reset>
        ) : null}
      </Picks>
      {view.contrast ? (
        <Verdict title={t('theme.pairTitle', { role: roleName, other: view.other })}>
          <VerdictPill kind={view.passes ? 'pass' : 'fail'}>{view.contrast}</VerdictPill>
          <span>{t('theme.with', { other: view.other })}</span>
        </Verdict>
      ) : null}
    </Cell>
  );
}

/** Below the editor, mostly off screen while curves are edited: the browser lays it out only when it is near. */
const Root = styled.section`
  display: grid;
  gap: ${tokens.space[4]}px;
  margin-top: ${tokens.space[6]}px;
  content-visibility: auto;
  contain-intrinsic-size: auto 2400px;
  h2 { margin: 0; font-size: ${tokens.fontSizes[3]}px; }
`;

const Head = styled.div`
  ${headRow('flex-end')}
`;

const Lead = styled.p`
  ${mutedSmall}
  margin: ${tokens.space[1]}px 0 0;
  max-width: 70ch;
`;

const Controls = styled.div`
  ${wrapRow}
  align-items: flex-end;
  gap: ${tokens.space[3]}px;
`;

const Table = styled.div`
  display: grid;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  overflow: hidden;
`;

const RowLine = styled.div<{ $head?: boolean }>`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 1.6fr) minmax(0, 1.6fr);
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  &:first-child { border-top: none; }
  ${({ $head }) => ($head ? `font-size: ${tokens.fontSizes[0]}px; font-weight: ${tokens.fontWeights.bold}; color: ${tokens.colors.textMuted}; background: ${tokens.colors.surfaceRaised};` : '')}
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${tokens.space[2]}px;
    ${({ $head }) => ($head ? 'display: none;' : '')}
    &:nth-child(2) { border-top: none; }
  }
`;

const RoleName = styled.span`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const Cell = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${tokens.space[2]}px;
  row-gap: 2px;
`;

/** The appearance over a cell where the table's columns stack (a phone); the column's header says it elsewhere. */
const Where = styled.span`
  display: none;
  ${tokens.media.narrow} {
    display: block;
    grid-column: 1 / -1;
    font-size: ${tokens.fontSizes[0]}px;
    color: ${tokens.colors.textMuted};
  }
`;

const Swatch = styled.span`
  ${swatchChip(28, tokens.radius.small)}
  grid-row: span 2;
`;

const Picks = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  min-width: 0;
  select {
    ${fieldLabel(tokens.fontSizes[0])}
    min-width: 0;
    height: 28px;
    padding: 0 ${tokens.space[1]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.small}px;
    background: ${tokens.colors.surfaceRaised};
    color: ${tokens.colors.text};
  }
  select:first-child { flex: 1 1 auto; max-width: 150px; }
`;

const Reset = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex: none;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.small}px;
  background: transparent;
  color: ${tokens.colors.text};
  cursor: pointer;
`;

const Verdict = styled.div`
  ${mutedSmall}
  display: flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  min-width: 0;
  span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
