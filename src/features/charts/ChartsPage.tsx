import { useMemo, useState } from 'react';
import { FileDown, Lock, LockOpen, Plus, RefreshCw, Share2, ShieldCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORICAL_MAX, CATEGORICAL_MIN, type CategoricalResult } from '../../core/charts/categorical';
import { CURATED_SETS, curatedSet, type CuratedSet } from '../../core/charts/curated';
import type { SaferRequest, SaferResult } from '../../core/charts/saferRequest';
import { CLEAR_DELTA_E } from '../../core/charts/report';
import { ORDERED_MAX_CLASSES, ORDERED_MIN_CLASSES, divergingScale, sequentialScale, sequentialStops } from '../../core/charts/ordered';
import { chartReport } from '../../core/charts/report';
import { simulate } from '../../core/vision/simulate';
import { paths } from '../../config/paths';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { ChartVerdicts } from '../../ui/charts/ChartVerdicts';
import { PageColumn, PageIntro, PageTitle } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { copyText } from '../../ui/clipboard';
import { useSavePalette } from '../../ui/palette/useSavePalette';
import { tokens } from '../../ui/theme';
import { useCanonicalSearch } from '../../ui/useCanonicalSearch';
import { useEngineAnswer } from '../../ui/useEngineAnswer';
import { mutedSmall, stack } from '../../ui/styles';
import { ChartExportDialog } from './ChartExportDialog';
import { ChartPreviews } from './ChartPreviews';
import { CHART_BACKGROUNDS, CHART_KINDS, CONTRAST_TARGETS, PREVIEW_VISIONS, backgroundId, chartQuery, defaultChartState, parseChartState, type ChartState } from './chartUrl';
import { foregroundOf } from '../../core/color/foreground';
import { readableTextOn } from '../../core/contrast/readableText';

/** The colour a user's own background starts from: a warm paper, neither offered background. */
const CUSTOM_BACKGROUND = '#f6f1e7';

type Answer = { key: string; result: CategoricalResult | null };

/** The categorical palette of a state, from the engine (in the worker); null while the first answer is on its way. */
function useCategorical(state: ChartState): { answer: Answer | null; stale: boolean } {
  const request =
    state.kind === 'categorical' && state.set === null
      ? {
          count: state.count,
          background: state.background,
          lightness: [state.lightness[0] / 100, state.lightness[1] / 100] as const,
          chroma: [state.chroma[0] / 100, state.chroma[1] / 100] as const,
          minContrast: state.contrast,
          severity: state.severity / 100,
          locked: state.locked,
          seed: state.seed,
        }
      : null;
  const key = JSON.stringify(request);
  // A request nothing can meet is an answer too: the page says so.
  const answer = useEngineAnswer<CategoricalResult | null>(
    request === null ? null : key,
    (engine) => engine.categoricalColors(request!),
    'search the chart colours',
    (error) => (/too few colours/.test(String(error)) ? null : undefined),
  );
  return { answer: answer && { key: answer.key, result: answer.value }, stale: answer !== null && answer.key !== key };
}

/** The safer form of a curated set's colours, from the engine; null while none is asked for or the first is on its way. */
function useSafer(state: ChartState, curated: CuratedSet | null, colors: readonly string[] | null): { result: SaferResult | null; stale: boolean } {
  const request: SaferRequest | null =
    curated && colors && state.safer
      ? { kind: curated.kind, colors, background: state.background, minContrast: state.kind === 'categorical' ? state.contrast : 0, severity: state.severity / 100 }
      : null;
  const key = request === null ? null : JSON.stringify(request);
  const answer = useEngineAnswer<SaferResult>(key, (engine) => engine.saferChartColors(request!), 'make the chart colours safer');
  if (key === null) return { result: null, stale: false };
  return { result: answer?.value ?? null, stale: answer !== null && answer.key !== key };
}

/**
 * The chart-colour tool: categorical palettes searched in the engine so that everyone can tell them apart,
 * sequential and diverging scales, a report with plain verdicts, the palette on real charts under each vision, and
 * the palette as code for charting libraries. The address holds the whole state.
 */
export default function ChartsPage() {
  const { t } = useTranslation(['charts', 'common']);
  const [params] = useSearchParams();
  const state = parseChartState(params);
  const show = useCanonicalSearch(paths.charts(chartQuery(state)));
  const set = (next: Partial<ChartState>) => show(paths.charts(chartQuery({ ...state, ...next })));
  const [exporting, setExporting] = useState(false);
  const saving = useSavePalette();
  const { answer, stale: searching } = useCategorical(state);
  const curated = state.set ? (curatedSet(state.set) ?? null) : null;
  const original = useMemo(() => curated?.colors(state.count) ?? null, [curated, state.count]);
  const safer = useSafer(state, curated, original);
  const stale = curated ? safer.stale : searching;

  const ordered = useMemo(() => {
    if (state.kind === 'sequential') return sequentialScale({ classes: state.count, anchors: state.anchors, hues: state.hues });
    if (state.kind === 'diverging') return divergingScale({ classes: state.count, anchors: state.anchors, midpoint: state.midpoint });
    return null;
  }, [state.kind, state.count, state.anchors, state.hues, state.midpoint]);
  const codes = curated ? (state.safer ? (safer.result?.codes ?? null) : original) : (ordered ?? answer?.result?.codes ?? null);
  // The continuous form of an ordered scale: many stops along the same path, drawn as one gradient.
  const continuous = useMemo(() => {
    // A curated ramp's classes are its own path.
    if (curated) return curated.kind === 'sequential' ? codes : null;
    if (state.kind === 'sequential') return sequentialStops({ classes: state.count, anchors: state.anchors, hues: state.hues }, 24);
    if (state.kind === 'diverging') return divergingScale({ classes: ORDERED_MAX_CLASSES, anchors: state.anchors, midpoint: state.midpoint });
    return null;
  }, [curated, codes, state.kind, state.count, state.anchors, state.hues, state.midpoint]);
  // The search's refusal, while the search is what the page shows (a curated set keeps its last answer out of view).
  const tooFew = state.kind === 'categorical' && !curated && answer !== null && answer.result === null;
  // Ordered scales run from the background's lightness on purpose: their contrast is reported without a target.
  const contrastTarget = state.kind === 'categorical' ? state.contrast : 0;
  const report = useMemo(() => (codes ? chartReport(codes, state.kind, state.background, state.severity / 100, contrastTarget) : null), [codes, state.kind, state.background, state.severity, contrastTarget]);
  const seen = useMemo(
    () => codes?.map((code) => (state.vision === 'normal' ? code : state.vision === 'greyscale' ? simulate(code, 'achromatopsia', 1) : simulate(code, state.vision, state.severity / 100))) ?? [],
    [codes, state.vision, state.severity],
  );
  const title = t('common:titles.charts');
  const range = curated ? [curated.minCount, curated.maxCount] : state.kind === 'categorical' ? [CATEGORICAL_MIN, CATEGORICAL_MAX] : [ORDERED_MIN_CLASSES, ORDERED_MAX_CLASSES];
  const startFrom = (id: string) => {
    const next = curatedSet(id);
    set({ set: next ? next.id : null, safer: false, count: next ? Math.min(Math.max(state.count, next.minCount), next.maxCount) : state.count });
  };
  const fieldLabels = (field: string) => ({ pickerLabel: t('pick', { field }), clearLabel: t('clear', { field }) });

  return (
    <PageColumn $width={1120}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <PageIntro>{curated ? t('intro.curated') : t(`intro.${state.kind}`)}</PageIntro>
      <Tabs
        idPrefix="chart-kind"
        tabs={CHART_KINDS.map((id) => ({ id, label: t(`kinds.${id}`) }))}
        selected={state.kind}
        onSelect={(kind) => show(paths.charts(chartQuery({ ...defaultChartState(kind), background: state.background, vision: state.vision })))}
        label={t('kinds.label')}
      />
      <TabPanel idPrefix="chart-kind" id={state.kind}>
        <Layout>
          <Settings aria-label={t('settings')}>
            {state.kind !== 'diverging' ? (
              <Field>
                <span>{t('start.label')}</span>
                <select aria-label={t('start.label')} value={state.set ?? ''} onChange={(event) => startFrom(event.target.value)}>
                  <option value="">{t(`start.own.${state.kind}`)}</option>
                  <optgroup label={t('start.curated')}>
                    {CURATED_SETS.filter((option) => option.kind === state.kind).map((option) => (
                      <option key={option.id} value={option.id}>
                        {/* A ramp is sampled at the tab's class count, so only a categorical set has a size of its own. */}
                        {option.kind === 'categorical' ? t('start.option', { name: option.name, count: option.maxCount }) : option.name}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </Field>
            ) : null}
            <Field>
              <span>{state.kind === 'categorical' ? t('count') : t('classes')}</span>
              <NumberField label={state.kind === 'categorical' ? t('count') : t('classes')} min={range[0]} max={range[1]} value={state.count} onCommit={(n) => set({ count: n, locked: state.locked.slice(0, n) })} />
            </Field>
            <BackgroundField>
              <SettingsChoice
                label={t('background')}
                name="chart-background"
                options={(['light', 'dark', 'custom'] as const).map((id) => ({ id, label: t(`backgrounds.${id}`) }))}
                value={backgroundId(state.background)}
                onChange={(id) => {
                  if (id !== 'custom') set({ background: CHART_BACKGROUNDS[id] });
                  else if (backgroundId(state.background) !== 'custom') set({ background: CUSTOM_BACKGROUND });
                }}
              />
              {backgroundId(state.background) === 'custom' ? <ColorInput label={t('backgroundColor')} value={state.background} onChange={(background) => set({ background })} {...fieldLabels(t('background'))} /> : null}
            </BackgroundField>
            {state.kind === 'categorical' ? (
              <>
                <Field>
                  <span>{t('contrast.label')}</span>
                  <select aria-label={t('contrast.label')} value={String(state.contrast)} onChange={(event) => set({ contrast: Number(event.target.value) as ChartState['contrast'] })}>
                    {CONTRAST_TARGETS.map((target) => (
                      <option key={target} value={String(target)}>
                        {t(`contrast.${target}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <span>
                    {t('severity')} <output>{state.severity}%</output>
                  </span>
                  <input type="range" aria-label={t('severity')} min={10} max={100} step={10} value={state.severity} onChange={(event) => set({ severity: Number(event.target.value) })} />
                </Field>
                {curated ? null : (
                <>
                <Pair
                  label={t('lightness')}
                  hint={t('lightnessScale', { min: state.lightness[0], max: state.lightness[1] })}
                  min={0}
                  max={100}
                  value={state.lightness}
                  onChange={(lightness) => set({ lightness })}
                  minLabel={t('min')}
                  maxLabel={t('max')}
                />
                <Pair
                  label={t('chroma')}
                  hint={t('chromaScale', { min: (state.chroma[0] / 100).toFixed(2), max: (state.chroma[1] / 100).toFixed(2) })}
                  min={0}
                  max={37}
                  value={state.chroma}
                  onChange={(chroma) => set({ chroma })}
                  minLabel={t('min')}
                  maxLabel={t('max')}
                />
                <Button type="button" $variant="primary" title={t('generateHint')} onClick={() => set({ seed: Math.floor(Math.random() * 2 ** 32) })}>
                  <RefreshCw aria-hidden />
                  {t('generate')}
                </Button>
                </>
                )}
              </>
            ) : state.kind === 'sequential' ? (
              curated ? null : (
              <>
                <ColorInput label={state.anchors.length === 2 ? t('anchorLight') : t('anchor')} value={state.anchors[0]} onChange={(code) => set({ anchors: [code, ...state.anchors.slice(1)] })} {...fieldLabels(t('anchor'))} />
                <Check>
                  <input type="checkbox" checked={state.anchors.length === 2} onChange={(event) => set({ anchors: event.target.checked ? [state.anchors[0], '#08306b'] : [state.anchors[0]], hues: 'single' })} />
                  {t('twoAnchors')}
                </Check>
                {state.anchors.length === 2 ? (
                  <ColorInput label={t('anchorDark')} value={state.anchors[1]} onChange={(code) => set({ anchors: [state.anchors[0], code] })} {...fieldLabels(t('anchorDark'))} />
                ) : (
                  <SettingsChoice label={t('hues.label')} name="hues" options={(['single', 'multi'] as const).map((id) => ({ id, label: t(`hues.${id}`) }))} value={state.hues} onChange={(hues) => set({ hues })} />
                )}
              </>
              )
            ) : (
              <>
                <ColorInput label={t('anchorLeft')} value={state.anchors[0]} onChange={(code) => set({ anchors: [code, state.anchors[1]] })} {...fieldLabels(t('anchorLeft'))} />
                <ColorInput label={t('anchorRight')} value={state.anchors[1]} onChange={(code) => set({ anchors: [state.anchors[0], code] })} {...fieldLabels(t('anchorRight'))} />
                <Check>
                  <input type="checkbox" checked={state.midpoint === null} onChange={(event) => set({ midpoint: event.target.checked ? null : '#f2f0e6' })} />
                  {t('neutral')}
                </Check>
                {state.midpoint !== null ? <ColorInput label={t('midpoint')} value={state.midpoint} onChange={(midpoint) => set({ midpoint })} {...fieldLabels(t('midpoint'))} /> : null}
              </>
            )}
          </Settings>

          <Results>
            <section aria-labelledby="chart-palette">
              <h2 id="chart-palette">{t('palette')}</h2>
              {tooFew ? (
                <Problem role="alert">{t('tooFew')}</Problem>
              ) : codes === null ? (
                <Waiting role="status">{t('working')}</Waiting>
              ) : (
                <>
                  <Strip data-testid="chart-palette" aria-busy={stale}>
                    {codes.map((code, i) => {
                      const locked = state.locked.includes(code);
                      const was = state.safer && original && original[i] !== code ? original[i] : null;
                      return (
                        <li key={`${code}-${i}`} style={{ background: code, color: readableTextOn(code, foregroundOf(code)) }}>
                          <code>{code}</code>
                          {was ? (
                            <Was data-testid="was" title={t('safer.was', { code: was })}>
                              {t('safer.wasLabel')}
                              <span>
                                <i style={{ background: was }} aria-hidden />
                                <code>{was}</code>
                              </span>
                            </Was>
                          ) : null}
                          {state.kind === 'categorical' && !curated ? (
                            <button
                              type="button"
                              aria-pressed={locked}
                              aria-label={locked ? t('unlock', { code }) : t('lock', { code })}
                              title={locked ? t('unlock', { code }) : t('lock', { code })}
                              onClick={() => set({ locked: locked ? state.locked.filter((c) => c !== code) : [...state.locked, code] })}
                            >
                              {locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
                            </button>
                          ) : null}
                        </li>
                      );
                    })}
                  </Strip>
                  {state.locked.length > 0 && !curated ? <Note>{t('locked')}</Note> : null}
                  {curated ? <SaferPanel curated={curated} state={state} result={state.safer ? safer.result : null} onToggle={() => set({ safer: !state.safer })} /> : null}
                  {continuous ? (
                    <Continuous>
                      <span>{t('continuous')}</span>
                      <div role="img" aria-label={t('continuousLabel', { from: continuous[0], to: continuous[continuous.length - 1] })} style={{ background: `linear-gradient(to right, ${continuous.join(', ')})` }} />
                    </Continuous>
                  ) : null}
                  <Row>
                    <Button type="button" onClick={() => setExporting(true)}>
                      <FileDown aria-hidden />
                      {t('actions.export')}
                    </Button>
                    <Button type="button" onClick={() => saving.save(codes, t('actions.name'))}>
                      <Plus aria-hidden />
                      {t('actions.save')}
                    </Button>
                    <Button
                      type="button"
                      onClick={async () => {
                        if (await copyText(window.location.href)) showToast(t('actions.shared'));
                        else showToast(t('common:copy.failed'));
                      }}
                    >
                      <Share2 aria-hidden />
                      {t('actions.share')}
                    </Button>
                  </Row>
                </>
              )}
            </section>

            {report ? (
              <section aria-labelledby="chart-report">
                <h2 id="chart-report">{t('report.title')}</h2>
                <ChartVerdicts report={report} codes={codes ?? []} saferAction={curated && !state.safer ? t('safer.make') : undefined} />
              </section>
            ) : null}

            {codes ? (
              <section aria-labelledby="chart-previews">
                <h2 id="chart-previews">{t('previews.title')}</h2>
                <Row>
                  <SegmentedControl label={t('visions.label')} name="vision" options={PREVIEW_VISIONS.map((id) => ({ id, label: t(`visions.${id}`) }))} value={state.vision} onChange={(vision) => set({ vision })} />
                </Row>
                <ChartPreviews colors={seen} kind={state.kind} background={state.background} />
              </section>
            ) : null}
          </Results>
        </Layout>
      </TabPanel>
      {codes ? <ChartExportDialog open={exporting} onClose={() => setExporting(false)} input={{ name: t('actions.name'), kind: state.kind, codes }} /> : null}
      {saving.dialog}
    </PageColumn>
  );
}

/** A curated set's credit and its safer form: the switch between the two, and in words what changed and what holds. */
function SaferPanel({ curated, state, result, onToggle }: { curated: CuratedSet; state: ChartState; result: SaferResult | null; onToggle: () => void }) {
  const { t } = useTranslation('charts');
  const lines: string[] = [];
  if (result) {
    const { after, before, reached } = result;
    lines.push(
      result.changed.length === 0
        ? t('safer.none', { name: curated.name })
        : t('safer.moved', { changed: result.changed.length, count: result.codes.length, mean: result.meanMoved.toFixed(1), max: result.maxMoved.toFixed(1) }),
    );
    if (curated.kind === 'categorical') {
      lines.push(t('safer.pair', { before: before.worst.toFixed(1), after: after.worst.toFixed(1) }));
      if (!reached.separation) lines.push(t('safer.pairShort', { clear: CLEAR_DELTA_E }));
    } else {
      lines.push(reached.separation ? t('safer.sequentialMet', { step: (after.lightnessStep ?? 0).toFixed(1) }) : t('safer.sequentialShort'));
    }
    if (reached.contrast === true && state.contrast > 0) lines.push(t('safer.contrastMet', { target: state.contrast }));
    if (reached.contrast === false) lines.push(t('safer.contrastShort', { count: after.contrastFailing, target: state.contrast }));
  }
  return (
    <SetCard>
      <p>{t('start.credit', { name: curated.name, credit: curated.credit })}</p>
      {state.safer ? (
        <>
          <ul role="status" aria-busy={result === null}>
            {result === null ? <li>{t('safer.working')}</li> : lines.map((line) => <li key={line}>{line}</li>)}
          </ul>
          <Button type="button" onClick={onToggle}>
            <Undo2 aria-hidden />
            {t('safer.original')}
          </Button>
        </>
      ) : (
        <>
          <p>{t(`safer.hint.${curated.kind}`)}</p>
          <Button type="button" $variant="primary" onClick={onToggle}>
            <ShieldCheck aria-hidden />
            {t('safer.make')}
          </Button>
        </>
      )}
    </SetCard>
  );
}

/**
 * A whole-number field that keeps what is typed while it is typed (a "1" on the way to "12" is not refused), commits
 * each valid value, and shows the committed one again when it loses focus.
 */
function NumberField({ label, min, max, value, onCommit }: { label: string; min: number; max: number; value: number; onCommit: (value: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={min}
      max={max}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        const n = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(n) && n >= min && n <= max) onCommit(n);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/** Two numbers, a range's ends. */
function Pair({ label, hint, min, max, value, onChange, minLabel, maxLabel }: { label: string; hint: string; min: number; max: number; value: [number, number]; onChange: (value: [number, number]) => void; minLabel: string; maxLabel: string }) {
  const commit = (a: number, b: number) => {
    if (Number.isInteger(a) && Number.isInteger(b) && a >= min && b <= max && a < b) onChange([a, b]);
  };
  return (
    <Field as="fieldset">
      <legend>{label}</legend>
      <Ends>
        <NumberField label={`${label} ${minLabel}`} min={min} max={max} value={value[0]} onCommit={(n) => commit(n, value[1])} />
        <span aria-hidden>–</span>
        <NumberField label={`${label} ${maxLabel}`} min={min} max={max} value={value[1]} onCommit={(n) => commit(value[0], n)} />
      </Ends>
      <Hint>{hint}</Hint>
    </Field>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${tokens.space[5]}px;
  padding-top: ${tokens.space[4]}px;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Settings = styled.section`
  ${stack(tokens.space[4])}
  align-self: start;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;

const Field = styled.label`
  ${stack(tokens.space[1])}
  margin: 0;
  padding: 0;
  border: 0;
  > span, legend {
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    padding: 0;
  }
  output { font-weight: ${tokens.fontWeights.regular}; color: ${tokens.colors.textMuted}; }
  input[type='number'], select {
    min-height: 40px;
    padding: 0 ${tokens.space[3]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.medium}px;
    background: ${tokens.colors.background};
    color: ${tokens.colors.text};
    font: inherit;
  }
  input[type='range'] { width: 100%; accent-color: ${tokens.colors.accent}; }
`;

// A choice among the settings, named as the fields around it are: its name above the pills, in their label type.
const SettingsChoice = styled(SegmentedControl)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  > span:first-child {
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.text};
  }
` as typeof SegmentedControl;

const BackgroundField = styled.div`
  ${stack(tokens.space[2])}
`;

const Hint = styled.small`
  ${mutedSmall}
`;

const Ends = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${tokens.space[2]}px;
  input { min-width: 0; }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[1]}px;
  input { width: 18px; height: 18px; accent-color: ${tokens.colors.accent}; }
`;

const Results = styled.div`
  ${stack(tokens.space[5])}
  min-width: 0;
  h2 { font-size: ${tokens.fontSizes[3]}px; margin-bottom: ${tokens.space[3]}px; }
`;

const Strip = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  list-style: none;
  li {
    flex: 1 1 72px;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    align-items: flex-start;
    min-height: 112px;
    padding: ${tokens.space[2]}px;
  }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[0]}px; }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: ${tokens.radius.round}px;
    background: transparent;
    color: inherit;
    svg { width: 18px; height: 18px; }
    &:hover, &[aria-pressed='true'] { background: color-mix(in srgb, currentColor 16%, transparent); }
    &:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  margin-top: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
`;

// What a moved colour was: a word, then a chip of the old colour and its code, on two lines to fit narrow swatches.
const Was = styled.small`
  display: grid;
  gap: 2px;
  font-size: ${tokens.fontSizes[0]}px;
  span { display: inline-flex; align-items: center; gap: ${tokens.space[1]}px; }
  i { flex: none; width: 12px; height: 12px; border-radius: 3px; box-shadow: 0 0 0 1px currentColor; }
`;

const SetCard = styled.div`
  ${stack(tokens.space[2])}
  justify-items: start;
  margin-top: ${tokens.space[3]}px;
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[1]}px;
  > p:first-child { ${mutedSmall} }
  ul { margin: 0; padding-left: ${tokens.space[4]}px; }
  li + li { margin-top: ${tokens.space[1]}px; }
`;

const Continuous = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
  margin-top: ${tokens.space[3]}px;
  span { ${mutedSmall} }
  div { height: 28px; border-radius: ${tokens.radius.medium}px; box-shadow: ${tokens.swatchEdge}; }
`;

const Note = styled.p`
  margin-top: ${tokens.space[2]}px;
  ${mutedSmall}
`;

const Waiting = styled.p`
  ${mutedSmall}
`;

const Problem = styled.p`
  padding: ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
`;
