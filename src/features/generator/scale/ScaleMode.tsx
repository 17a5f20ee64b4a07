import { useEffect, useId, useMemo, useState } from 'react';
import { FileDown, Plus, Save } from 'lucide-react';
import { OpenAsSystem } from '../OpenAsSystem';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SCALE_METHODS, SCALE_TARGET_RANGE, type Scale } from '../../../core/scale/scale';
import type { NamedScale } from '../../../core/scale/exportScales';
import { scaleRoles } from '../../../core/scale/scaleRoles';
import { scaleAlpha, type ScaleAlpha } from '../../../core/scale/alphaScale';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/Button';
import { ColorInput } from '../../../ui/ColorInput';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { Select } from '../../../ui/Select';
import { useLocalize } from '../../../ui/i18n';
import { lazyDialog } from '../../../ui/lazyDialog';
import { randomDefaultColor } from '../../../ui/randomColor';
import { tokens } from '../../../ui/theme';
import { ScaleFamily } from './ScaleFamily';
import { ScalePreview } from './ScalePreview';
import { DEFAULT_TARGETS, MAX_FAMILIES, SCALE_STEP_SETS, cleanName, defaultFamilyName, parseScaleParams, parseTargets, scaleQuery, type ScaleParams, type ScaleStepSet } from './scaleUrl';
import { useScales } from './useScales';
import { checkLabel, cluster, fieldBox, fieldLabel, stack, wrapRow } from '../../../ui/styles';
import { DashedButton } from '../../../ui/surfaces';

const ScaleExportDialog = lazyDialog(() => import('../../../ui/export/ScaleExportDialog').then((module) => module.ScaleExportDialog));
const SaveScalesDialog = lazyDialog(() => import('./SaveScalesDialog').then((module) => module.SaveScalesDialog));

/** Colours a new family starts from, in turn (distinct hues, mid lightness). */
const NEW_FAMILY_COLORS = ['#e76f51', '#2a9d8f', '#e9c46a', '#8e5bd0', '#d6336c', '#3a86ff', '#6a994e'];

/**
 * Returns every family as a named scale to export or save: the neutral and Radix's dark scales as families of their
 * own, each with its alpha steps when they are shown (`alphas`, one per scale).
 */
export function namedScales(state: ScaleParams, scales: readonly Scale[], alphas: readonly ScaleAlpha[] | null = null): NamedScale[] {
  return scales.flatMap((scale, i) => {
    const name = state.families[i].name;
    const alpha = alphas?.[i];
    const named = (n: string, steps: Scale['steps'], translucent: ScaleAlpha['steps'] | null | undefined): NamedScale =>
      translucent ? { name: n, steps, alpha: translucent } : { name: n, steps };
    const out: NamedScale[] = [named(name, scale.steps, alpha?.steps)];
    if (scale.dark) out.push(named(`${name}-dark`, scale.dark, alpha?.dark));
    if (scale.neutral) out.push(named('neutral', scale.neutral, alpha?.neutral));
    if (scale.neutralDark) out.push(named('neutral-dark', scale.neutralDark, alpha?.neutralDark));
    return out;
  });
}

/**
 * The generator's Scale mode: one brand colour to a design-system ramp: Tailwind's 11 steps, Radix's 12
 * (light and dark), or steps at contrast targets; several named families, an optional neutral tinted with the brand
 * hue, the scale applied to a small interface in light and dark, export of all families together and Save as
 * palette. The state lives in the address (scaleUrl.ts), rewritten in place.
 */
export function ScaleMode() {
  const { t } = useTranslation('scale');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [fallback] = useState(randomDefaultColor);
  const state = parseScaleParams(params, fallback);
  const query = scaleQuery(state);
  const scales = useScales(state);
  const [dialog, setDialog] = useState<'export' | 'save' | null>(null);
  const targetsId = useId();
  const methodId = useId();

  useEffect(() => {
    // Always show the whole state in the address, without adding a history entry.
    if (location.search.slice(1) !== query) navigate(localize(`${paths.generator()}?${query}`), { replace: true });
  }, [location.search, query, localize, navigate]);
  const set = (next: ScaleParams) => navigate(localize(`${paths.generator()}?${scaleQuery(next)}`), { replace: true });

  // The targets field holds a draft until it parses.
  const [targetsDraft, setTargetsDraft] = useState(state.targets.join(', '));
  const targetsKey = state.targets.join(',');
  useEffect(() => setTargetsDraft(state.targets.join(', ')), [targetsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const draftTargets = parseTargets(targetsDraft, state.method);
  const [min, max] = SCALE_TARGET_RANGE[state.method];

  const ready = scales !== null && scales.length === state.families.length;
  const brand = ready ? scales[0] : null;
  // The alpha steps are worked out here, on the main thread, from the engine's solid steps: light over white, dark
  // over Radix's #111111, a contrast scale over its background (core/scale/alphaScale.ts); once per answer.
  const alphas = useMemo(() => (state.alpha && scales !== null ? scales.map((scale) => scaleAlpha(scale, state.background)) : null), [state.alpha, scales, state.background]);
  const named = ready ? namedScales(state, scales, alphas) : [];

  return (
    <Wrap>
      <Controls>
        <StepSets
          label={t('steps')}
          name="scale-steps"
          options={SCALE_STEP_SETS.map((id) => ({ id, label: t(`stepSets.${id}`) }))}
          value={state.steps}
          onChange={(steps) => set({ ...state, steps, families: state.families.map((f) => ({ ...f, pin: null })) })}
        />
        <Options>
          <Toggles>
            <Check>
              <input type="checkbox" checked={state.neutral} onChange={(event) => set({ ...state, neutral: event.target.checked })} />
              <span>{t('tintedNeutral')}</span>
            </Check>
            <Check>
              <input type="checkbox" checked={state.alpha === true} onChange={(event) => set({ ...state, alpha: event.target.checked })} />
              <span>{t('alphaSteps')}</span>
            </Check>
          </Toggles>
          <Actions>
            <Button type="button" onClick={() => setDialog('save')} disabled={!ready}>
              <Save aria-hidden />
              {t('save')}
            </Button>
            <Button type="button" $variant="primary" onClick={() => setDialog('export')} disabled={!ready}>
              <FileDown aria-hidden />
              {t('exportAll')}
            </Button>
          </Actions>
        </Options>
      </Controls>

      {state.steps === 'custom' ? (
        <Custom>
          <Field>
            <label htmlFor={methodId}>{t('method')}</label>
            <Select
              id={methodId}
              options={SCALE_METHODS}
              value={state.method}
              labelOf={(method) => t(`methods.${method}`)}
              onChange={(method) => set({ ...state, method, targets: [...DEFAULT_TARGETS[method]] })}
            />
          </Field>
          <Background
            label={t('background')}
            value={state.background}
            onChange={(background) => set({ ...state, background })}
            pickerLabel={t('pickBackground')}
            clearLabel={t('clearColor')}
          />
          <Field $grow>
            <label htmlFor={targetsId}>{t('targets')}</label>
            <input
              id={targetsId}
              value={targetsDraft}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={draftTargets === null}
              aria-describedby={`${targetsId}-hint`}
              onChange={(event) => {
                setTargetsDraft(event.target.value);
                const targets = parseTargets(event.target.value, state.method);
                if (targets) set({ ...state, targets });
              }}
            />
            <small id={`${targetsId}-hint`} data-invalid={draftTargets === null || undefined}>
              {draftTargets === null ? t('targetsInvalid', { min, max }) : t('targetsHint', { min, max })}
            </small>
          </Field>
        </Custom>
      ) : null}

      <Families>
        {state.families.map((family, i) => (
          <ScaleFamily
            key={i}
            index={i}
            family={family}
            scale={ready ? scales[i] : null}
            alpha={ready ? (alphas?.[i] ?? null) : null}
            method={state.method}
            onChange={(next) =>
              set({ ...state, families: state.families.map((f, k) => (k === i ? { ...next, name: cleanName(next.name, k) } : f)) })
            }
            onRemove={i === 0 ? undefined : () => set({ ...state, families: state.families.filter((_, k) => k !== i) })}
          />
        ))}
        {state.families.length < MAX_FAMILIES ? (
          <DashedButton
            type="button"
            onClick={() =>
              set({
                ...state,
                families: [
                  ...state.families,
                  { color: NEW_FAMILY_COLORS[(state.families.length - 1) % NEW_FAMILY_COLORS.length], name: defaultFamilyName(state.families.length), pin: null },
                ],
              })
            }
          >
            <Plus aria-hidden />
            {t('addFamily')}
          </DashedButton>
        ) : null}
      </Families>
      {/* The families as a colour system on the same steps (Tailwind's for a contrast scale). */}
      <OpenAsSystem hint={t('asSystemHint')} label={t('asSystem')} build={({ systemOfFamilies }) => systemOfFamilies(state.steps === 'radix' ? 'radix' : 'tailwind', state.families)} />

      {brand ? (
        <Applied aria-labelledby={`${targetsId}-applied`}>
          <h2 id={`${targetsId}-applied`}>{t('applied', { name: state.families[0].name })}</h2>
          <Previews>
            {brand.kind === 'contrast' ? (
              <ScalePreview roles={scaleRoles(brand, 'light', state.background)} label={t('previewOn', { name: state.families[0].name, background: state.background })} />
            ) : (
              <>
                <figure>
                  <figcaption>{t('light')}</figcaption>
                  <ScalePreview roles={scaleRoles(brand, 'light')} label={t('previewLight', { name: state.families[0].name })} />
                </figure>
                <figure>
                  <figcaption>{t('dark')}</figcaption>
                  <ScalePreview roles={scaleRoles(brand, 'dark')} label={t('previewDark', { name: state.families[0].name })} />
                </figure>
              </>
            )}
          </Previews>
        </Applied>
      ) : null}

      <ScaleExportDialog open={dialog === 'export'} onClose={() => setDialog(null)} scales={named} />
      <SaveScalesDialog open={dialog === 'save'} onClose={() => setDialog(null)} scales={named} />
    </Wrap>
  );
}

const Wrap = styled.div`
  ${stack(tokens.space[4])}
`;

/**
 * The steps, then the neutral and the actions: one row where there is room, else the steps above, the neutral at the
 * start of the next row and the actions at its end; on phones each on a row of its own, the two buttons sharing it.
 */
const Controls = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
`;

/** Below a laptop's width: the group's name above, then the choices sharing the whole width, each on one line. */
const StepSets = styled(SegmentedControl<ScaleStepSet>)`
  ${tokens.media.tablet} {
    flex: 1 1 100%;
    display: grid;
    grid-template-columns: repeat(${SCALE_STEP_SETS.length}, minmax(max-content, 1fr));
    > span { grid-column: 1 / -1; padding: ${tokens.space[1]}px ${tokens.space[2]}px 0; font-size: ${tokens.fontSizes[0]}px; }
    label { display: grid; }
    label span { justify-content: center; }
  }
  ${tokens.media.narrow} {
    grid-template-columns: repeat(${SCALE_STEP_SETS.length}, auto);
    /* Words wrap only on a phone too narrow for the three (under 340 px in Japanese). */
    label span { padding: ${tokens.space[1]}px ${tokens.space[3]}px; font-size: ${tokens.fontSizes[0]}px; text-align: center; white-space: normal; line-height: 1.25; }
  }
`;

const Options = styled.div`
  flex: 1 1 auto;
  ${wrapRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  ${tokens.media.narrow} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** The two options, side by side wherever they fit. */
const Toggles = styled.div`
  ${wrapRow}
  gap: 0 ${tokens.space[4]}px;
`;

const Actions = styled.div`
  ${cluster(tokens.space[2])}
  margin-left: auto;
  ${tokens.media.narrow} {
    margin-left: 0;
    > button { flex: 1 1 auto; }
  }
`;

const Check = styled.label`
  ${checkLabel(40)}
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const Custom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;

const Field = styled.div<{ $grow?: boolean }>`
  ${stack(tokens.space[1])}
  flex: ${({ $grow }) => ($grow ? '1 1 260px' : '0 0 auto')};
  label { ${fieldLabel()} }
  select, input { ${fieldBox({ height: 44, minHeight: true })} }
  input { font-family: ${tokens.fonts.mono}; }
  input[aria-invalid='true'] { border-color: ${tokens.colors.danger}; }
  small { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
  small[data-invalid] { color: ${tokens.colors.danger}; }
`;

const Background = styled(ColorInput)`
  flex: 0 1 240px;
`;

const Families = styled.div`
  ${stack(tokens.space[4])}
`;

const Applied = styled.section`
  ${stack(tokens.space[3])}
  h2 { font-size: ${tokens.fontSizes[4]}px; }
`;

const Previews = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${tokens.space[4]}px;
  figure { margin: 0; display: grid; gap: ${tokens.space[2]}px; }
  figcaption {
    font-size: ${tokens.fontSizes[0]}px;
    font-weight: ${tokens.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${tokens.colors.textMuted};
  }
`;

/** Where several scales go to be tuned together: a line saying what the colour system editor adds, and the way there. */
