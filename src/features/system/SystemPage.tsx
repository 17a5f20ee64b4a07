import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FileDown, FolderOpen, Save, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { NamedScale } from '../../core/scale/exportScales';
import { curveValues, withPoint, type SystemCurve } from '../../core/system/curves';
import { addRow, applyCurveToAll, createSystem, deleteRow, moveRow, newRowColor, setCurve, setOverride, setSteps, setTarget, updateRow, type SystemPreset } from '../../core/system/systemModel';
import { parseSystemFile, systemAddressText, systemFileText } from '../../core/system/systemFile';
import { SYSTEM_MAX_STEPS, SYSTEM_MIN_STEPS, type ColorSystem, type StepTarget, type SystemAppearance, type SystemRow, type SystemSolution } from '../../core/system/systemRules';
import { RADIX_STEPS, TAILWIND_STEPS } from '../../core/scale/scaleRules';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { FileChooser } from '../../ui/FileChooser';
import { HistoryButtons } from '../../ui/HistoryButtons';
import { PageColumn, PageIntro, PageTitle } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { copyText } from '../../ui/clipboard';
import { downloadFile } from '../../ui/export/download';
import { useLocalize } from '../../ui/i18n';
import { lazyDialog } from '../../ui/lazyDialog';
import { fieldBox, fieldLabel, headRow, stack, wrapRow } from '../../ui/styles';
import { SYSTEM_ADDRESS, readSystemParam, systemPath } from '../../ui/systemAddress';
import { tokens } from '../../ui/theme';
import { useAddressHistory } from '../../ui/useAddressHistory';
import { useEngineAnswer } from '../../ui/useEngineAnswer';
import { CellPanel } from './CellPanel';
import { CurveChart, type CurveChannel } from './CurveChart';
import { Field, Panel, RowPanel } from './RowPanel';
import { SystemGrid, useRowName, type CellAddress } from './SystemGrid';
import { TargetDialog } from './TargetDialog';

const ScaleExportDialog = lazyDialog(() => import('../../ui/export/ScaleExportDialog').then((module) => module.ScaleExportDialog));

const CHANNELS: readonly CurveChannel[] = ['lightness', 'chroma', 'hue'];
const APPEARANCES: readonly SystemAppearance[] = ['light', 'dark'];
/** A new target's value: WCAG's 4.5:1 against the background. */
const NEW_TARGET: StepTarget = { method: 'wcag', value: 4.5, against: null };

/** Returns which step preset the system's steps are, or 'custom'. */
function stepsPreset(steps: readonly string[]): SystemPreset | 'custom' {
  const same = (names: readonly string[]) => names.length === steps.length && names.every((name, i) => name === steps[i]);
  return same(TAILWIND_STEPS) ? 'tailwind' : same(RADIX_STEPS) ? 'radix' : 'custom';
}

/** The system solved by the engine (in the worker); the last answer stays while a newer one is worked on. */
function useSolution(system: ColorSystem): SystemSolution | null {
  const key = useMemo(() => systemAddressText(system), [system]);
  const answer = useEngineAnswer<SystemSolution>(key, (engine) => engine.solveSystem(system), 'solve the colour system');
  return answer?.value ?? null;
}

/**
 * The colour system editor: hues by steps on curves of lightness, chroma and hue, light and dark side by side,
 * contrast targets per column met by the engine in every row, any cell set by hand; saved as a file, exported for
 * code, and held whole by the address (undo and redo as the gradient tool's).
 */
export default function SystemPage() {
  const { t } = useTranslation(['system', 'common']);
  const history = useAddressHistory(SYSTEM_ADDRESS);
  const { value: system, edit } = history;
  const solution = useSolution(system);
  const localize = useLocalize();
  const rowName = useRowName();
  const [params] = useSearchParams();
  const [rowChoice, setRowChoice] = useState(system.rows[0].id);
  const [cell, setCell] = useState<CellAddress | null>(null);
  const [curvesFor, setCurvesFor] = useState<SystemAppearance>('light');
  const [targetStep, setTargetStep] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const row = system.rows.find((r) => r.id === rowChoice) ?? system.rows[0];
  const n = system.steps.length;
  const title = t('common:titles.system');

  // A link whose system cannot be read shows the default one, and says so once.
  const badLink = params.get('s') !== null && readSystemParam(params.get('s')!) === null;
  useEffect(() => {
    if (badLink) showToast(t('toolbar.badLink'), t('toolbar.badLinkDetail'));
  }, [badLink, t]);

  const solvedRows = useMemo(() => {
    if (!solution) return null;
    const byId = new Map(solution.rows.map((r) => [r.id, r]));
    // An answer to an older system may lack a row just added: its cells come with the next answer.
    return system.rows.map((r) => byId.get(r.id) ?? null);
  }, [solution, system.rows]);
  const cellsOf = useCallback((appearance: SystemAppearance) => solvedRows?.map((r) => (r && r[appearance].length === n ? r[appearance] : [])) ?? null, [solvedRows, n]);
  const lightCells = useMemo(() => cellsOf('light'), [cellsOf]);
  const darkCells = useMemo(() => cellsOf('dark'), [cellsOf]);
  const rowIndex = system.rows.indexOf(row);
  const solvedRow = solvedRows?.[rowIndex] ?? null;
  const selectedCell = cell && solvedRows ? (solvedRows[system.rows.findIndex((r) => r.id === cell.row)]?.[cell.appearance][cell.step] ?? null) : null;

  const onRow = useCallback((next: SystemRow, discrete?: boolean) => edit(updateRow(system, next.id, () => next), discrete), [edit, system]);
  const onCurve = (channel: CurveChannel, curve: SystemCurve) => edit(setCurve(system, row.id, curvesFor, channel, curve), true);
  const onPoint = (channel: CurveChannel) => (step: number, value: number) => {
    const curve = row.curves[curvesFor][channel];
    // The ends of an easing move its start or end; any other point turns it into free points.
    const next: SystemCurve =
      curve.kind === 'bezier' && (step === 0 || step === n - 1) ? { ...curve, [step === 0 ? 'start' : 'end']: value } : withPoint(curve, n, step, value);
    edit(setCurve(system, row.id, curvesFor, channel, next));
  };
  const onEditTarget = useCallback(
    (step: number) => {
      if (system.targets[step] === null) edit(setTarget(system, step, NEW_TARGET), true);
      setTargetStep(step);
    },
    [edit, system],
  );
  const onAddRow = () => {
    const next = addRow(system, row.id, t('row.newName', { number: system.rows.length + 1 }), newRowColor(system));
    edit(next, true);
    setRowChoice(next.rows[rowIndex + 1].id);
  };
  const onDeleteRow = () => {
    edit(deleteRow(system, row.id), true);
    showToast(t('row.deleted', { name: rowName(row) }));
    setRowChoice(system.rows[rowIndex === 0 ? 1 : rowIndex - 1].id);
  };
  const startFrom = (preset: string) => {
    if (preset === 'tailwind' || preset === 'radix') {
      const next = createSystem(preset);
      edit(next, true);
      setRowChoice(next.rows[0].id);
      setCell(null);
    }
  };
  const onStepsPreset = (preset: string) => {
    if (preset === 'tailwind') edit(setSteps(system, TAILWIND_STEPS), true);
    else if (preset === 'radix') edit(setSteps(system, RADIX_STEPS), true);
    setCell(null);
  };
  const onStepCount = (count: number) => {
    if (count >= SYSTEM_MIN_STEPS && count <= SYSTEM_MAX_STEPS && count !== n) edit(setSteps(system, Array.from({ length: count }, (_, i) => String(i + 1))), true);
    setCell(null);
  };
  const onOpen = async (file: File) => {
    try {
      const next = parseSystemFile(await file.text());
      edit(next, true);
      setRowChoice(next.rows[0].id);
      setCell(null);
      showToast(t('toolbar.opened', { file: file.name }));
    } catch {
      showToast(t('toolbar.unreadable', { file: file.name }), t('toolbar.unreadableDetail'));
    }
  };
  const onSave = () => {
    const file = `${(system.name || 'color-system').replace(/[^\p{L}\p{N}._-]+/gu, '-')}.irodori-system.json`;
    downloadFile(systemFileText(system), file, 'application/json');
    showToast(t('toolbar.saved', { file }));
  };
  const onCopyLink = async () => {
    if (await copyText(new URL(localize(systemPath(system)), window.location.origin).href)) showToast(t('toolbar.linkCopied'));
  };
  const scales = useMemo((): NamedScale[] => {
    if (!solvedRows) return [];
    return system.rows.flatMap((r, i) => {
      const solved = solvedRows[i];
      if (!solved) return [];
      const name = r.name || r.id;
      const steps = (appearance: SystemAppearance) => solved[appearance].map((c, k) => ({ label: system.steps[k] ?? String(k), hex: c.hex }));
      return [
        { name, steps: steps('light') },
        { name: t('export.darkName', { name }), steps: steps('dark') },
      ];
    });
  }, [solvedRows, system.rows, system.steps, t]);
  const preset = stepsPreset(system.steps);
  const lightLabel = t('toolbar.lightBackground');
  const darkLabel = t('toolbar.darkBackground');

  return (
    <PageColumn $width={1320}>
      <PageMeta title={title} description={t('description')} />
      <Head>
        <PageTitle>{title}</PageTitle>
        <HeadActions>
          <HistoryButtons canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} />
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => fileInput.current?.click()}>
              <FolderOpen aria-hidden size={16} />
              {t('toolbar.open')}
            </Button>
            <FileChooser ref={fileInput} accept=".json,application/json" hidden onFile={(file) => void onOpen(file)} />
            <Button type="button" $variant="secondary" onClick={onSave}>
              <Save aria-hidden size={16} />
              {t('toolbar.save')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void onCopyLink()}>
              <Share2 aria-hidden size={16} />
              {t('toolbar.copyLink')}
            </Button>
            <Button type="button" $variant="primary" disabled={scales.length === 0} onClick={() => setExporting(true)}>
              <FileDown aria-hidden size={16} />
              {t('toolbar.export')}
            </Button>
          </Actions>
        </HeadActions>
      </Head>
      <PageIntro>{t('intro')}</PageIntro>
      <Differs>{t('differs')}</Differs>
      <Toolbar aria-label={t('toolbar.label')}>
        <Field>
          <span>{t('toolbar.start')}</span>
          <select value="current" onChange={(event) => startFrom(event.target.value)}>
            {(['current', 'tailwind', 'radix'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`toolbar.startOptions.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <span>{t('toolbar.steps')}</span>
          <select value={preset} onChange={(event) => onStepsPreset(event.target.value)}>
            <option value="tailwind">{t('toolbar.stepOptions.tailwind')}</option>
            <option value="radix">{t('toolbar.stepOptions.radix')}</option>
            {preset === 'custom' ? <option value="custom">{t('toolbar.stepOptions.custom', { count: n })}</option> : null}
          </select>
        </Field>
        <Field>
          <span>{t('toolbar.count')}</span>
          <input type="number" min={SYSTEM_MIN_STEPS} max={SYSTEM_MAX_STEPS} value={n} onChange={(event) => onStepCount(Number(event.target.value))} />
        </Field>
        <ColorInput label={lightLabel} value={system.background.light} onChange={(code) => edit({ ...system, background: { ...system.background, light: code } }, true)} pickerLabel={t('row.pick', { field: lightLabel })} clearLabel={t('row.clear', { field: lightLabel })} />
        <ColorInput label={darkLabel} value={system.background.dark} onChange={(code) => edit({ ...system, background: { ...system.background, dark: code } }, true)} pickerLabel={t('row.pick', { field: darkLabel })} clearLabel={t('row.clear', { field: darkLabel })} />
      </Toolbar>
      <Grids aria-busy={solution === null}>
        {APPEARANCES.map((appearance) => (
          <SystemGrid
            key={appearance}
            system={system}
            appearance={appearance}
            cells={appearance === 'light' ? lightCells : darkCells}
            selectedRow={row.id}
            selectedCell={cell}
            onSelectRow={setRowChoice}
            onSelectCell={(next) => {
              setCell(next);
              setRowChoice(next.row);
            }}
            onEditTarget={onEditTarget}
          />
        ))}
      </Grids>
      <Editor>
        <Side>
          <RowPanel system={system} row={row} onRow={onRow} onMove={(by) => edit(moveRow(system, rowIndex, rowIndex + by), true)} onDelete={onDeleteRow} onAdd={onAddRow} />
          <CellPanel system={system} address={cell} cell={selectedCell} onOverride={(code) => cell && edit(setOverride(system, cell.row, cell.appearance, cell.step, code), true)} />
        </Side>
        <Panel aria-labelledby="system-curves-title">
          <CurvesHead>
            <h2 id="system-curves-title">{t('curves.title', { name: rowName(row) })}</h2>
            <SegmentedControl label={t('curves.appearance')} name="system-curves-appearance" options={APPEARANCES.map((id) => ({ id, label: t(`grid.${id}`) }))} value={curvesFor} onChange={setCurvesFor} />
          </CurvesHead>
          <Hint>{t('curves.dragHint')}</Hint>
          <Charts>
            {CHANNELS.map((channel) => (
              <CurveChart
                key={channel}
                channel={channel}
                curve={row.curves[curvesFor][channel]}
                values={curveValues(row.curves[curvesFor][channel], n)}
                landed={channel === 'lightness' && solvedRow ? solvedRow[curvesFor].map((c) => c.lightness) : null}
                steps={system.steps}
                baseStep={row.step}
                swatches={solvedRow ? solvedRow[curvesFor].map((c) => c.hex) : []}
                onCurve={(curve) => onCurve(channel, curve)}
                onPoint={onPoint(channel)}
                onHold={history.hold}
                onApplyAll={() => {
                  edit(applyCurveToAll(system, row.id, curvesFor, channel), true);
                  showToast(t('curves.appliedAll', { channel: t(`curves.${channel}`) }));
                }}
              />
            ))}
          </Charts>
        </Panel>
      </Editor>
      {targetStep !== null ? (
        <TargetDialog open system={system} step={targetStep} onChange={(target) => edit(setTarget(system, targetStep, target), true)} onClose={() => setTargetStep(null)} />
      ) : null}
      <ScaleExportDialog open={exporting} onClose={() => setExporting(false)} scales={scales} />
    </PageColumn>
  );
}

const Head = styled.div`
  ${headRow('flex-end')}
  justify-content: space-between;
`;

const Differs = styled.p`
  margin: 0 0 ${tokens.space[4]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;

const Toolbar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  > label { min-width: 150px; }
  > label:nth-of-type(3) { min-width: 0; width: 120px; }
  > label > span { white-space: nowrap; }
  > div { width: 220px; }
  select, input[type='number'] { ${fieldBox({ height: 40 })} }
  > label > span { ${fieldLabel()} }
`;

const HeadActions = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[2]}px;
`;

const Actions = styled.div`
  ${wrapRow}
  gap: ${tokens.space[2]}px;
`;

const Grids = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(560px, 1fr));
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  @media (max-width: 700px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Editor = styled.div`
  display: grid;
  grid-template-columns: 340px minmax(0, 1fr);
  gap: ${tokens.space[3]}px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const CurvesHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${tokens.space[4]}px;
`;
