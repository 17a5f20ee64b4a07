import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { THEME_TARGETS } from '../../core/theme/roles';
import { MATERIAL_VARIANTS, SEED_ROLES, THEME_MAX_EXTENDED, type SeedRole, type ThemeSettings } from '../../core/theme/settings';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { IconButton } from '../../ui/IconButton';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { cardSurface, fieldBox, fieldLabel, stack, swatchChip } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { cleanExtendedName, type ThemeState } from '../../core/theme/themeUrl';

/** Colours a new custom colour starts from, in turn. */
const NEW_EXTENDED_COLORS = ['#2e7d32', '#f9a825', '#6a1b9a', '#00838f', '#ad1457'];

/** The tool's settings panel: the source and its colours' roles, the method and its options, the contrast target. */
export function ThemeControls({ state, onChange }: { state: ThemeState; onChange: (next: ThemeState) => void }) {
  const { t } = useTranslation('theme');
  const { settings } = state;
  const set = (change: Partial<ThemeSettings>) => onChange({ ...state, settings: { ...settings, ...change } });
  const variantId = useId();
  const contrastId = useId();
  const targetId = useId();
  const material = settings.method === 'material';

  return (
    <Panel aria-label={t('controls.label')}>
      <Group>
        <GroupTitle>{t(`source.${settings.source.kind}`)}</GroupTitle>
        {settings.source.kind === 'color' ? (
          <ColorInput
            label={t('source.colorLabel')}
            value={settings.source.colors[0]}
            onChange={(code) => set({ source: { kind: 'color', colors: [code] }, assignment: { primary: 0 } })}
            pickerLabel={t('source.pick')}
            clearLabel={t('source.clear')}
            hideLabel
          />
        ) : (
          <SourceRoles state={state} onChange={onChange} />
        )}
      </Group>

      <Group>
        <Methods
          label={t('method.label')}
          name="theme-method"
          options={[
            { id: 'material', label: t('method.material') },
            { id: 'irodori', label: t('method.irodori') },
          ]}
          value={settings.method}
          onChange={(method) => set({ method })}
        />
        <Hint>{t(`method.${settings.method}Hint`)}</Hint>
      </Group>

      {material ? (
        <Group>
          <Field>
            <label htmlFor={variantId}>{t('variant.label')}</label>
            <Select id={variantId} options={MATERIAL_VARIANTS} value={settings.variant} labelOf={(variant) => t(`variant.${variant}`)} onChange={(variant) => set({ variant })} />
          </Field>
          <Field>
            <label htmlFor={contrastId}>
              {t('contrast.label')} <Value>{t('contrast.value', { level: settings.contrast.toFixed(1), name: t(`contrast.${contrastName(settings.contrast)}`) })}</Value>
            </label>
            <input
              id={contrastId}
              type="range"
              min={-1}
              max={1}
              step={0.1}
              value={settings.contrast}
              list={`${contrastId}-marks`}
              onChange={(event) => set({ contrast: Math.round(Number(event.target.value) * 10) / 10 })}
            />
            <datalist id={`${contrastId}-marks`}>
              {[-1, 0, 0.5, 1].map((mark) => (
                <option key={mark} value={mark} />
              ))}
            </datalist>
          </Field>
        </Group>
      ) : null}

      <Group>
        <Field>
          <label htmlFor={targetId}>{t('target.label')}</label>
          <Select id={targetId} options={THEME_TARGETS} value={settings.target} labelOf={(target) => t(`target.${target.replace('.', '_')}`)} onChange={(target) => set({ target })} />
        </Field>
        <Hint>{t(material ? 'target.materialHint' : 'target.irodoriHint')}</Hint>
      </Group>

      <ExtendedColors state={state} onChange={onChange} />
    </Panel>
  );
}

/** Material's named contrast levels (Material Theme Builder's): reduced below 0, standard, medium from 0.5, high at 1. */
function contrastName(level: number): 'reduced' | 'standard' | 'medium' | 'high' {
  if (level < 0) return 'reduced';
  if (level < 0.5) return 'standard';
  if (level < 1) return 'medium';
  return 'high';
}

/** A palette's or an image's colours, each role's colour chosen from them (Automatic: derived from the primary). */
function SourceRoles({ state, onChange }: { state: ThemeState; onChange: (next: ThemeState) => void }) {
  const { t } = useTranslation('theme');
  const { settings } = state;
  const { colors } = settings.source;
  const idPrefix = useId();
  const assign = (role: SeedRole, value: string) => {
    const assignment = { ...settings.assignment };
    if (value === '') delete assignment[role];
    else assignment[role] = Number(value);
    onChange({ ...state, settings: { ...settings, assignment } });
  };
  return (
    <>
      <Chips aria-label={t('source.colors', { count: colors.length })} role="list">
        {colors.map((code, i) => (
          <Chip key={`${code}-${i}`} role="listitem" style={{ background: code }} title={`${i + 1}. ${code}`}>
            <span className="visually-hidden">{`${i + 1}. ${code}`}</span>
          </Chip>
        ))}
      </Chips>
      <Assignments>
        {SEED_ROLES.map((role) => {
          const index = settings.assignment[role];
          return (
            <Assignment key={role}>
              <label htmlFor={`${idPrefix}-${role}`}>{t(`seed.${role}`)}</label>
              <Dot aria-hidden style={{ background: index === undefined ? 'transparent' : colors[index] }} data-empty={index === undefined || undefined} />
              <select id={`${idPrefix}-${role}`} value={index === undefined ? '' : String(index)} onChange={(event) => assign(role, event.target.value)}>
                {role === 'primary' ? null : <option value="">{t('seed.automatic')}</option>}
                {colors.map((code, i) => (
                  <option key={i} value={i}>
                    {`${i + 1}. ${code}`}
                  </option>
                ))}
              </select>
            </Assignment>
          );
        })}
      </Assignments>
    </>
  );
}

/**
 * The custom ("extended") colours, for both methods: a name and a colour each, harmonised to the source unless
 * unticked; the hint says what each method makes of them.
 */
function ExtendedColors({ state, onChange }: { state: ThemeState; onChange: (next: ThemeState) => void }) {
  const { t } = useTranslation('theme');
  const { settings } = state;
  const [draft, setDraft] = useState('');
  const nameId = useId();
  const list = settings.extended;
  const setList = (extended: ThemeSettings['extended']) => onChange({ ...state, settings: { ...settings, extended } });
  const draftName = cleanExtendedName(draft);
  const taken = draftName !== null && list.some((x) => x.name === draftName);
  const add = () => {
    if (draftName === null || taken || list.length >= THEME_MAX_EXTENDED) return;
    setList([...list, { name: draftName, hex: NEW_EXTENDED_COLORS[list.length % NEW_EXTENDED_COLORS.length], harmonize: true }]);
    setDraft('');
  };
  return (
    <Group>
      <GroupTitle>{t('extended.title')}</GroupTitle>
      <Hint>{t(settings.method === 'material' ? 'extended.materialHint' : 'extended.irodoriHint')}</Hint>
      {list.map((x, i) => (
        <Extended key={x.name}>
          <ColorInput
            label={x.name}
            value={x.hex}
            onChange={(hex) => setList(list.map((y, j) => (j === i ? { ...y, hex } : y)))}
            pickerLabel={t('extended.pick', { name: x.name })}
            clearLabel={t('source.clear')}
          />
          <Check>
            <input type="checkbox" checked={x.harmonize} onChange={(event) => setList(list.map((y, j) => (j === i ? { ...y, harmonize: event.target.checked } : y)))} />
            <span>{t('extended.harmonize')}</span>
          </Check>
          <IconButton type="button" $size={36} aria-label={t('extended.remove', { name: x.name })} onClick={() => setList(list.filter((_, j) => j !== i))}>
            <X aria-hidden />
          </IconButton>
        </Extended>
      ))}
      {list.length < THEME_MAX_EXTENDED ? (
        <AddRow
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={nameId} className="visually-hidden">
            {t('extended.name')}
          </label>
          <input id={nameId} value={draft} placeholder={t('extended.placeholder')} autoComplete="off" onChange={(event) => setDraft(event.target.value)} aria-invalid={taken || undefined} />
          <Button type="submit" disabled={draftName === null || taken}>
            <Plus aria-hidden />
            {t('extended.add')}
          </Button>
        </AddRow>
      ) : null}
    </Group>
  );
}

const Methods = styled(SegmentedControl)`
  display: grid;
  width: 100%;
  > div { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  label span { justify-content: center; width: 100%; white-space: normal; text-align: center; }
` as typeof SegmentedControl;

const Panel = styled.section`
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
  ${cardSurface}
  ${stack(tokens.space[4])}
  padding: ${tokens.space[4]}px;
  border-radius: ${tokens.radius.large}px;
`;

const Group = styled.div`
  ${stack(tokens.space[2])}
  grid-template-columns: minmax(0, 1fr);
  & + & {
    padding-top: ${tokens.space[4]}px;
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const GroupTitle = styled.h2`
  font-size: ${tokens.fontSizes[2]}px;
`;

const Hint = styled.p`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Field = styled.div`
  ${stack(tokens.space[1] + 2)}
  label { ${fieldLabel()} }
  select { ${fieldBox({ height: 40 })} }
  input[type='range'] { width: 100%; accent-color: ${tokens.colors.accent}; }
`;

const Value = styled.span`
  font-weight: ${tokens.fontWeights.regular};
  color: ${tokens.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]}px;
`;

const Chip = styled.span`
  ${swatchChip(24, tokens.radius.small)}
`;

const Assignments = styled.div`
  display: grid;
  gap: ${tokens.space[2]}px;
`;

const Assignment = styled.div`
  display: grid;
  grid-template-columns: 96px 20px minmax(0, 1fr);
  align-items: center;
  gap: ${tokens.space[2]}px;
  label { font-size: ${tokens.fontSizes[1]}px; }
  select { ${fieldBox({ height: 36 })} min-width: 0; font-variant-numeric: tabular-nums; font-size: ${tokens.fontSizes[1]}px; }
`;

const Dot = styled.span`
  ${swatchChip(20, tokens.radius.round)}
  &[data-empty] { box-shadow: inset 0 0 0 1px ${tokens.colors.border}; background-image: linear-gradient(135deg, transparent 45%, ${tokens.colors.border} 45% 55%, transparent 55%); }
`;

const Extended = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${tokens.space[2]}px;
  > :first-child { grid-column: 1 / -1; }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[1]}px;
  min-height: 36px;
`;

const AddRow = styled.form`
  display: flex;
  gap: ${tokens.space[2]}px;
  input { ${fieldBox({ height: 40 })} flex: 1; min-width: 0; }
`;
