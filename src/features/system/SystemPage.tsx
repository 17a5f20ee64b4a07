import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FileDown, FolderOpen, PaintRoller, Save, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import styled from 'styled-components';
import { curveValues, withPoint, type SystemCurve } from '../../core/system/curves';
import { addRow, applyCurveToAll, createSystem, deleteRow, moveRow, newRowColor, setCurve, setGamut, setOverride, setSteps, setTarget, updateRow, type SystemPreset } from '../../core/system/systemModel';
import { parseSystemFile, systemFileText } from '../../core/system/systemFile';
import { SYSTEM_MAX_STEPS, SYSTEM_MIN_STEPS, type ColorSystem, type StepTarget, type SystemAppearance, type SystemRow, type SystemSolution } from '../../core/system/systemRules';
import { RADIX_STEPS, TAILWIND_STEPS } from '../../core/scale/scaleRules';
import { alphaStep } from '../../core/scale/alphaScale';
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
import { lazyPanel } from '../../ui/lazyPanel';
import { checkLabel, fieldBox, fieldLabel, spreadRow, stack, wrapRow } from '../../ui/styles';
import { SYSTEM_ADDRESS, readSystemParam, systemPath } from '../../ui/systemAddress';
import { tokens } from '../../ui/theme';
import { useAddressHistory } from '../../ui/useAddressHistory';
import { colorEngine } from '../../engine/client';
import { loadSystemPresets, type SystemPresetFile } from '../../engine/systemPresets';
import { presetSystem } from '../../core/system/presets';
import { chromaEdges, fitChromaInto } from '../../core/system/gamutEdges';
import { CellPanel } from './CellPanel';
import { ColumnContrastChart, RowContrastChart } from './ContrastCharts';
import { CurveChart, type CurveChannel } from './CurveChart';
import { RowPanel } from './RowPanel';
import { Field, PanelCard as Panel } from '../../ui/Panel';
import { SystemGrid, useRowName, type CellAddress } from './SystemGrid';
import { TargetDialog } from './TargetDialog';

/** The theme of the system, below the editor: its code and the theme tool's words load after the page's. */
const ThemeSection = lazyPanel(() => import('./ThemeSection'), 640);
const SystemExportDialog = lazyDialog(() => import('./SystemExportDialog').then((module) => module.SystemExportDialog));

const CHANNELS: readonly CurveChannel[] = ['lightness', 'chroma', 'hue'];
const APPEARANCES: readonly SystemAppearance[] = ['light', 'dark'];
/** A new target's value: WCAG's 4.5:1 against the background. */
const NEW_TARGET: StepTarget = { method: 'wcag', value: 4.5, against: null };

/** Each curve's values at a step count, kept per curve object: a chart whose curve did not change gets the same array. */
const curveValueCache = new WeakMap<SystemCurve, { n: number; values: number[] }>();
function valuesOf(curve: SystemCurve, n: number): number[] {
  const kept = curveValueCache.get(curve);
  if (kept?.n === n) return kept.values;
  const values = curveValues(curve, n);
  curveValueCache.set(curve, { n, values });
  return values;
}

/** Returns which step preset the system's steps are, or 'custom'. */
function stepsPreset(steps: readonly string[]): SystemPreset | 'custom' {
  const same = (names: readonly string[]) => names.length === steps.length && names.every((name, i) => name === steps[i]);
  return same(TAILWIND_STEPS) ? 'tailwind' : same(RADIX_STEPS) ? 'radix' : 'custom';
}

/** The design systems to start from, loaded once the page has painted; null until then. */
function usePresets(): readonly SystemPresetFile[] | null {
  const [presets, setPresets] = useState<readonly SystemPresetFile[] | null>(null);
  useEffect(() => {
    let live = true;
    loadSystemPresets().then(
      (loaded) => live && setPresets(loaded),
      (error: unknown) => console.error('Irodori: could not load the design systems.', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return presets;
}

/**
 * The system solved by the engine (in the worker), the latest answer shown. One question is asked at a time, and
 * while it is worked on only the newest system waits its turn: during a drag the cells follow a move or two behind,
 * never a queue of stale systems, and every answer is shown when it comes (none is dropped for being a move old).
 * `settled` says whether the answer on show is the current system's: the grids are busy until it is.
 */
function useSolution(system: ColorSystem): { solution: SystemSolution | null; settled: boolean } {
  const [answer, setAnswer] = useState<{ system: ColorSystem; solution: SystemSolution } | null>(null);
  const asking = useRef(false);
  const waiting = useRef<ColorSystem | null>(null);
  const ask = useCallback((next: ColorSystem) => {
    if (asking.current) {
      waiting.current = next;
      return;
    }
    asking.current = true;
    colorEngine()
      .then((engine) => engine.solveSystem(next))
      .then(
        (solution) => setAnswer({ system: next, solution }),
        (error: unknown) => {
          console.error('Irodori: could not solve the colour system.', error);
          // The last answer stays on show, and the page is not left waiting for this one.
          setAnswer((last) => last && { ...last, system: next });
        },
      )
      .finally(() => {
        asking.current = false;
        const after = waiting.current;
        waiting.current = null;
        if (after) ask(after);
      });
  }, []);
  useEffect(() => ask(system), [ask, system]);
  return { solution: answer?.solution ?? null, settled: answer?.system === system };
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
  const { solution, settled } = useSolution(system);
  const localize = useLocalize();
  const navigate = useNavigate();
  const rowName = useRowName();
  const [params] = useSearchParams();
  const [rowChoice, setRowChoice] = useState(system.rows[0].id);
  const [cell, setCell] = useState<CellAddress | null>(null);
  const [curvesFor, setCurvesFor] = useState<SystemAppearance>('light');
  const [targetStep, setTargetStep] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [alpha, setAlpha] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const presets = usePresets();
  const row = system.rows.find((r) => r.id === rowChoice) ?? system.rows[0];
  const n = system.steps.length;
  const title = t('common:titles.system');

  // A link whose system cannot be read shows the default one, and says so once.
  const param = params.get('s');
  const badLink = useMemo(() => param !== null && readSystemParam(param) === null, [param]);
  useEffect(() => {
    if (badLink) showToast(t('toolbar.badLink'), t('toolbar.badLinkDetail'));
  }, [badLink, t]);

  // The rows' ids alone decide how an answer's rows line up: a curve edit leaves the grids' cells as they are.
  const rowIds = system.rows.map((r) => r.id).join('\n');
  const solvedRows = useMemo(() => {
    if (!solution) return null;
    const byId = new Map(solution.rows.map((r) => [r.id, r]));
    // An answer to an older system may lack a row just added: its cells come with the next answer.
    return rowIds.split('\n').map((id) => byId.get(id) ?? null);
  }, [solution, rowIds]);
  const latest = useRef(system);
  latest.current = system;
  const cellsOf = useCallback((appearance: SystemAppearance) => solvedRows?.map((r) => (r && r[appearance].length === n ? r[appearance] : [])) ?? null, [solvedRows, n]);
  const lightCells = useMemo(() => cellsOf('light'), [cellsOf]);
  const darkCells = useMemo(() => cellsOf('dark'), [cellsOf]);
  const rowIndex = system.rows.indexOf(row);
  const solvedRow = solvedRows?.[rowIndex] ?? null;
  const cellRow = cell ? system.rows.find((r) => r.id === cell.row) : undefined;
  const selectedCell = cell && solvedRows ? (solvedRows[system.rows.findIndex((r) => r.id === cell.row)]?.[cell.appearance][cell.step] ?? null) : null;

  const onRow = useCallback((next: SystemRow, discrete?: boolean) => edit(updateRow(latest.current, next.id, () => next), discrete), [edit]);
  // The curve handlers read the latest system, row and appearance, so the charts' props stay the same across edits.
  const current = useRef({ row, curvesFor, n });
  current.current = { row, curvesFor, n };
  const onCurve = useCallback((channel: CurveChannel, curve: SystemCurve) => {
    const { row, curvesFor } = current.current;
    edit(setCurve(latest.current, row.id, curvesFor, channel, curve), true);
  }, [edit]);
  const onPoint = useCallback((channel: CurveChannel, step: number, value: number) => {
    const { row, curvesFor, n } = current.current;
    const curve = row.curves[curvesFor][channel];
    // The ends of an easing move its start or end; any other point turns it into free points.
    const next: SystemCurve =
      curve.kind === 'bezier' && (step === 0 || step === n - 1) ? { ...curve, [step === 0 ? 'start' : 'end']: value } : withPoint(curve, n, step, value);
    edit(setCurve(latest.current, row.id, curvesFor, channel, next));
  }, [edit]);
  const onApplyAll = useCallback((channel: CurveChannel) => {
    const { row, curvesFor } = current.current;
    edit(applyCurveToAll(latest.current, row.id, curvesFor, channel), true);
    showToast(t('curves.appliedAll', { channel: t(`curves.${channel}`) }));
  }, [edit, t]);
  const landed = useMemo(() => solvedRow?.[curvesFor].map((c) => c.lightness) ?? null, [solvedRow, curvesFor]);
  const edges = useMemo(() => chromaEdges(row, curvesFor, n), [row, curvesFor, n]);
  const gamut = system.gamut ?? 'srgb';
  const onFit = useCallback(() => {
    const { row, curvesFor } = current.current;
    edit(fitChromaInto(latest.current, row.id, curvesFor, latest.current.gamut ?? 'srgb'), true);
  }, [edit]);
  const swatches = useMemo(() => solvedRow?.[curvesFor].map((c) => c.p3 ?? c.hex) ?? [], [solvedRow, curvesFor]);
  // The contrast charts: the selected hue step by step, and a step across every hue (the selected cell's, else the
  // hue's base step).
  const column = cell ? cell.step : row.step;
  const rowContrast = useMemo(() => (solvedRow && solvedRow.light.length === n ? { light: solvedRow.light, dark: solvedRow.dark } : null), [solvedRow, n]);
  const columnContrast = useMemo(
    () => (solvedRows?.every((r) => r && r.light.length === n) ? system.rows.map((r, i) => ({ name: rowName(r), light: solvedRows[i]!.light[column], dark: solvedRows[i]!.dark[column] })) : null),
    [solvedRows, system.rows, column, rowName, n],
  );
  // The charts follow when the grid has been painted: a drag repaints the grid first.
  const chartRow = useDeferredValue(rowContrast);
  const chartColumn = useDeferredValue(columnContrast);
  const onEditTarget = useCallback(
    (step: number) => {
      if (latest.current.targets[step] === null) edit(setTarget(latest.current, step, NEW_TARGET), true);
      setTargetStep(step);
    },
    [edit],
  );
  const onSelectCell = useCallback((next: CellAddress) => {
    setCell(next);
    setRowChoice(next.row);
  }, []);
  const onAddRow = useCallback(() => {
    const { row } = current.current;
    const system = latest.current;
    const at = system.rows.indexOf(row);
    const next = addRow(system, row.id, t('row.newName', { number: system.rows.length + 1 }), newRowColor(system));
    edit(next, true);
    setRowChoice(next.rows[at + 1].id);
  }, [edit, t]);
  const onDeleteRow = useCallback(() => {
    const { row } = current.current;
    const system = latest.current;
    const at = system.rows.indexOf(row);
    edit(deleteRow(system, row.id), true);
    showToast(t('row.deleted', { name: rowName(row) }));
    setRowChoice(system.rows[at === 0 ? 1 : at - 1].id);
  }, [edit, t, rowName]);
  const onMoveRow = useCallback((by: -1 | 1) => {
    const at = latest.current.rows.indexOf(current.current.row);
    edit(moveRow(latest.current, at, at + by), true);
  }, [edit]);
  const onTheme = useCallback((next: ColorSystem) => edit(next, true), [edit]);
  // While a point is dragged the theme below waits as it was, and catches up when the drag ends: the grid and the
  // curve repaint every frame, the theme's table and its try-on once.
  const [holding, setHolding] = useState(false);
  const { hold } = history;
  const onHold = useCallback((dragging: boolean) => {
    hold(dragging);
    setHolding(dragging);
  }, [hold]);
  const onOverride = useCallback((code: string | null) => {
    if (cell) edit(setOverride(latest.current, cell.row, cell.appearance, cell.step, code), true);
  }, [edit, cell]);
  const startFrom = (choice: string) => {
    const preset = presets?.find((p) => `preset:${p.id}` === choice);
    const next = choice === 'tailwind' || choice === 'radix' ? createSystem(choice) : preset ? presetSystem(preset) : null;
    if (!next) return;
    edit(next, true);
    setRowChoice(next.rows[0].id);
    setCell(null);
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
  const preset = stepsPreset(system.steps);
  const lightLabel = t('toolbar.lightBackground');
  const darkLabel = t('toolbar.darkBackground');

  return (
    <PageColumn $width={1320}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <PageIntro>{t('intro')}</PageIntro>
      <Differs>{t('differs')}</Differs>
      <HeadActions>
        <HistoryButtons canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} />
        <Button type="button" $variant="secondary" onClick={() => fileInput.current?.click()}>
          <FolderOpen aria-hidden size={16} />
          {t('toolbar.open')}
        </Button>
        <FileChooser ref={fileInput} accept=".json,application/json" hidden onFile={(file) => void onOpen(file)} />
        <Button type="button" $variant="secondary" onClick={onSave}>
          <Save aria-hidden size={16} />
          {t('toolbar.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => navigate(localize(paths.theme({ from: 'palette', colors: system.rows.map((r) => r.color), name: system.name || undefined })))}>
          <PaintRoller aria-hidden size={16} />
          {t('toolbar.makeTheme')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => void onCopyLink()}>
          <Share2 aria-hidden size={16} />
          {t('toolbar.copyLink')}
        </Button>
        <Button type="button" $variant="primary" disabled={solution === null} onClick={() => setExporting(true)}>
          <FileDown aria-hidden size={16} />
          {t('toolbar.export')}
        </Button>
      </HeadActions>
      <Toolbar aria-label={t('toolbar.label')}>
        <Field>
          <span>{t('toolbar.start')}</span>
          <select value="current" onChange={(event) => startFrom(event.target.value)}>
            <option value="current">{t('toolbar.startOptions.current')}</option>
            <optgroup label={t('toolbar.startOptions.roles')}>
              <option value="tailwind">{t('toolbar.startOptions.tailwind')}</option>
              <option value="radix">{t('toolbar.startOptions.radix')}</option>
            </optgroup>
            <optgroup label={t('toolbar.startOptions.designSystems')}>
              {presets === null ? (
                <option disabled>{t('toolbar.startOptions.loading')}</option>
              ) : (
                presets.map((preset) => (
                  <option key={preset.id} value={`preset:${preset.id}`}>
                    {t('toolbar.startOptions.preset', { name: preset.name, hues: preset.hues.length })}
                  </option>
                ))
              )}
            </optgroup>
          </select>
        </Field>
        <Field>
          <span>{t('toolbar.steps')}</span>
          <select value={preset} onChange={(event) => onStepsPreset(event.target.value)}>
            <option value="tailwind">{t('toolbar.stepOptions.tailwind')}</option>
            <option value="radix">{t('toolbar.stepOptions.radix')}</option>
            {preset === 'custom' ? <option value="custom">{t('toolbar.stepOptions.custom', { steps: n, first: system.steps[0], last: system.steps[n - 1] })}</option> : null}
          </select>
        </Field>
        <Field>
          <span>{t('toolbar.count')}</span>
          <input type="number" min={SYSTEM_MIN_STEPS} max={SYSTEM_MAX_STEPS} value={n} onChange={(event) => onStepCount(Number(event.target.value))} />
        </Field>
        <Field>
          <span>{t('toolbar.gamut')}</span>
          <select value={gamut} onChange={(event) => edit(setGamut(system, event.target.value === 'p3' ? 'p3' : 'srgb'), true)}>
            <option value="srgb">{t('toolbar.gamutOptions.srgb')}</option>
            <option value="p3">{t('toolbar.gamutOptions.p3')}</option>
          </select>
        </Field>
        <Check>
          <input type="checkbox" checked={alpha} onChange={(event) => setAlpha(event.target.checked)} />
          <span>{t('toolbar.alpha')}</span>
        </Check>
        <ColorInput label={lightLabel} value={system.background.light} onChange={(code) => edit({ ...system, background: { ...system.background, light: code } }, true)} pickerLabel={t('row.pick', { field: lightLabel })} clearLabel={t('row.clear', { field: lightLabel })} />
        <ColorInput label={darkLabel} value={system.background.dark} onChange={(code) => edit({ ...system, background: { ...system.background, dark: code } }, true)} pickerLabel={t('row.pick', { field: darkLabel })} clearLabel={t('row.clear', { field: darkLabel })} />
      </Toolbar>
      <Grids aria-busy={!settled}>
        {APPEARANCES.map((appearance) => (
          <SystemGrid
            key={appearance}
            system={system}
            appearance={appearance}
            cells={appearance === 'light' ? lightCells : darkCells}
            selectedRow={row.id}
            selectedCell={cell}
            onSelectRow={setRowChoice}
            onSelectCell={onSelectCell}
            onEditTarget={onEditTarget}
          />
        ))}
      </Grids>
      <Editor>
        <Side>
          <RowPanel steps={system.steps} index={rowIndex} rowCount={system.rows.length} row={row} onRow={onRow} onMove={onMoveRow} onDelete={onDeleteRow} onAdd={onAddRow} />
          <CellPanel
            steps={system.steps}
            rowName={cellRow ? rowName(cellRow) : ''}
            address={cellRow ? cell : null}
            cell={selectedCell}
            alpha={alpha && cell && selectedCell ? alphaStep('', selectedCell.hex, system.background[cell.appearance], selectedCell.p3) : null}
            gamut={gamut}
            onOverride={onOverride}
          />
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
                values={valuesOf(row.curves[curvesFor][channel], n)}
                landed={channel === 'lightness' ? landed : null}
                steps={system.steps}
                baseStep={row.step}
                swatches={swatches}
                onCurve={onCurve}
                onPoint={onPoint}
                onHold={onHold}
                onApplyAll={onApplyAll}
                edges={channel === 'chroma' ? edges : undefined}
                fitGamut={gamut}
                onFit={channel === 'chroma' ? onFit : undefined}
              />
            ))}
          </Charts>
        </Panel>
      </Editor>
      {chartRow && chartColumn ? (
        <ContrastPanel aria-labelledby="system-contrast-title">
          <h2 id="system-contrast-title">{t('contrastCharts.title')}</h2>
          <Hint>{t('contrastCharts.hint')}</Hint>
          <Charts>
            <RowContrastChart name={rowName(row)} steps={system.steps} cells={chartRow} targets={system.targets} />
            <ColumnContrastChart step={system.steps[column]} rows={chartColumn} target={system.targets[column]} />
          </Charts>
        </ContrastPanel>
      ) : null}
      <ThemeSection system={system} solution={solution} onChange={onTheme} live={!holding} />
      {targetStep !== null ? (
        <TargetDialog open system={system} step={targetStep} onChange={(target) => edit(setTarget(system, targetStep, target), true)} onClose={() => setTargetStep(null)} />
      ) : null}
      {solution ? <SystemExportDialog open={exporting} onClose={() => setExporting(false)} system={system} solution={solution} alpha={alpha} /> : null}
    </PageColumn>
  );
}

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

/** Undo and redo, then the file and link actions, wrapping as one row. */
const HeadActions = styled.div`
  ${wrapRow}
  gap: ${tokens.space[2]}px;
  margin-bottom: ${tokens.space[4]}px;
`;

const Check = styled.label`
  ${checkLabel(40)}
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
  ${spreadRow}
  gap: ${tokens.space[2]}px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;

const ContrastPanel = styled(Panel)`
  margin-top: ${tokens.space[3]}px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${tokens.space[4]}px;
`;
