import { useId, type ReactNode } from 'react';
import { Contrast, Maximize2, RotateCcw, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, type Language } from '../../config/language';
import { CHECK_SEVERITY_MAX, CHECK_SEVERITY_MIN, CHECK_VISIONS, type CheckVision } from '../../core/check/checkRules';
import { TRY_ON_MODES, type TryOnMode } from '../../core/tryon/paletteRoles';
import { TRY_ON_TARGETS, type TryOnTarget } from '../../core/tryon/tryOnPairs';
import { Button } from '../Button';
import { SegmentedControl } from '../SegmentedControl';
import { Select } from '../Select';
import { fieldBox, fieldLabel } from '../styles';
import { tokens } from '../theme';
import { MOCKS, type MockId } from './mocks';

/** Everything a person sets on the try-on. */
export type TryOnSettings = {
  mockId: MockId;
  mode: TryOnMode;
  lang: Language;
  contrast: boolean;
  target: TryOnTarget;
  vision: CheckVision;
  /** Percent, for the three dichromacies. */
  severity: number;
};

type TryOnControlsProps = {
  settings: TryOnSettings;
  onChange: (next: Partial<TryOnSettings>) => void;
  /** A palette's roles can be shuffled and reset; a theme's are edited in its table. */
  palette: { onShuffle: () => void; onReset: () => void; canReset: boolean } | null;
  /** In full screen, leaving it is the full-screen bar's. */
  full: boolean;
  onFull: () => void;
  /** The live link to the person's own page, for a palette (a theme's is the theme tool's). */
  live?: ReactNode;
};

/** The try-on's controls: the mock, light or dark, the copy's language, contrast labels, the vision, the roles, full screen. */
export function TryOnControls({ settings, onChange, palette, full, onFull, live }: TryOnControlsProps) {
  const { t } = useTranslation(['tryon', 'theme', 'check']);
  const id = useId();
  const dichromacy = settings.vision !== 'normal' && settings.vision !== 'achromatopsia';
  return (
    <Bar role="toolbar" aria-label={t('controls')} aria-orientation="horizontal">
      <SegmentedControl
        label={t('mockLabel')}
        name={`${id}-mock`}
        options={MOCKS.map((mock) => ({ id: mock.id, label: t(`mock.${mock.id}.name`) }))}
        value={settings.mockId}
        onChange={(mockId) => onChange({ mockId })}
      />
      <SegmentedControl
        label={t('modeLabel')}
        name={`${id}-mode`}
        options={TRY_ON_MODES.map((mode) => ({ id: mode, label: t(`theme:mode.${mode}`) }))}
        value={settings.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <Field>
        <span>{t('lang')}</span>
        <select aria-label={t('lang')} value={settings.lang} onChange={(event) => onChange({ lang: event.target.value as Language })}>
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`langs.${lang}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <span>{t('vision')}</span>
        <Select aria-label={t('vision')} options={CHECK_VISIONS} value={settings.vision} labelOf={(vision) => t(`check:visions.${vision}`)} onChange={(vision) => onChange({ vision })} />
      </Field>
      {dichromacy ? (
        <Field>
          <span>
            {t('severity')} <output>{settings.severity}%</output>
          </span>
          <input
            type="range"
            aria-label={t('severity')}
            min={CHECK_SEVERITY_MIN * 100}
            max={CHECK_SEVERITY_MAX * 100}
            step={10}
            value={settings.severity}
            onChange={(event) => onChange({ severity: Number(event.target.value) })}
          />
        </Field>
      ) : null}
      <Group>
        <Button type="button" $variant={settings.contrast ? 'primary' : 'secondary'} aria-pressed={settings.contrast} onClick={() => onChange({ contrast: !settings.contrast })}>
          <Contrast aria-hidden />
          {t('contrast.toggle')}
        </Button>
        <Select aria-label={t('contrast.target')} options={TRY_ON_TARGETS} value={settings.target} labelOf={(target) => t(`contrast.targets.${target}`)} onChange={(target) => onChange({ target })} />
      </Group>
      <Group>
        {palette ? (
          <>
            <Button type="button" onClick={palette.onShuffle} title={t('shuffleHint')}>
              <Shuffle aria-hidden />
              {t('shuffle')}
            </Button>
            <Button type="button" onClick={palette.onReset} disabled={!palette.canReset}>
              <RotateCcw aria-hidden />
              {t('reset')}
            </Button>
          </>
        ) : null}
        {live}
        {full ? null : (
          <Button type="button" onClick={onFull}>
            <Maximize2 aria-hidden />
            {t('fullscreen.enter')}
          </Button>
        )}
      </Group>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
`;

const Field = styled.label`
  display: grid;
  gap: ${tokens.space[1]}px;
  > span { ${fieldLabel(tokens.fontSizes[0])} }
  output { font-variant-numeric: tabular-nums; }
  select { ${fieldBox({ height: 40 })} }
  input[type='range'] { width: 140px; height: 40px; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]}px;
  select { ${fieldBox({ height: 44 })} }
`;
