import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TEXT_TARGETS, type TextJudgement } from '../../core/gradient/textOver';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { VerdictPill } from '../../ui/contrast/VerdictPill';
import { bareList, cluster, fieldBox, fieldLabel, mutedSmall } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { Field, FieldPair } from '../../ui/Panel';
import type { TextSettings } from './TextOverlay';
import type { TextVerdicts } from './useTextOver';
import { VisionViews } from './VisionViews';

type TextPanelProps = {
  settings: TextSettings;
  onChange: (settings: TextSettings) => void;
  verdicts: TextVerdicts | null;
  /** The gradient as painted (a `background-image` value), for the colour-vision views. */
  background: string;
};

const SCRIMS = { none: null, dark: '#000000', light: '#ffffff' } as const;
type ScrimKind = keyof typeof SCRIMS;

/**
 * The text laid on the gradient: its words, its colour and a scrim, then the worst WCAG ratio and APCA Lc under each
 * line against its target, and the fixes that pass: black or white text, or the lightest scrim.
 */
export const TextPanel = memo(function TextPanel({ settings, onChange, verdicts, background }: TextPanelProps) {
  const { t } = useTranslation('gradient');
  const set = (change: Partial<TextSettings>) => onChange({ ...settings, ...change });
  const scrimKind: ScrimKind = settings.scrim === null ? 'none' : settings.scrim.code === '#000000' ? 'dark' : 'light';
  const line = (part: 'heading' | 'body', judged: TextJudgement) => (
    <li key={part} data-testid={`text-verdict-${part}`}>
      <VerdictPill kind={judged.passes ? 'pass' : 'fail'}>{judged.passes ? t('text.passes') : t('text.fails')}</VerdictPill>
      <span>
        {t(`text.${part}Result`, { ratio: judged.ratio.toFixed(2), lc: judged.lc.toFixed(1), targetRatio: TEXT_TARGETS[part].ratio, targetLc: TEXT_TARGETS[part].lc })}
      </span>
    </li>
  );
  return (
    <Root aria-labelledby="gradient-text-title">
      <h2 id="gradient-text-title">{t('text.title')}</h2>
      <Words>
        <TextField>
          <span>{t('text.heading')}</span>
          <input type="text" value={settings.heading} maxLength={80} onChange={(event) => set({ heading: event.target.value })} />
        </TextField>
        <ColorInput label={t('text.color')} value={settings.color} onChange={(color) => set({ color })} pickerLabel={t('text.pick')} clearLabel={t('text.clear')} />
      </Words>
      <TextField>
        <span>{t('text.body')}</span>
        <input type="text" value={settings.body} maxLength={200} onChange={(event) => set({ body: event.target.value })} />
      </TextField>
      <FieldPair>
        <Field>
          <span>{t('text.scrim')}</span>
          <select value={scrimKind} onChange={(event) => {
            const code = SCRIMS[event.target.value as ScrimKind];
            set({ scrim: code === null ? null : { code, alpha: settings.scrim?.alpha ?? 0.4 } });
          }}>
            {(Object.keys(SCRIMS) as ScrimKind[]).map((kind) => (
              <option key={kind} value={kind}>{t(`text.scrims.${kind}`)}</option>
            ))}
          </select>
        </Field>
        <Field>
          <span>
            {t('text.opacity')} <output>{settings.scrim ? `${Math.round(settings.scrim.alpha * 100)}%` : '—'}</output>
          </span>
          <input type="range" min={5} max={100} step={5} disabled={settings.scrim === null} value={Math.round((settings.scrim?.alpha ?? 0.4) * 100)} onChange={(event) => settings.scrim && set({ scrim: { ...settings.scrim, alpha: Number(event.target.value) / 100 } })} />
        </Field>
      </FieldPair>
      {verdicts ? (
        <>
          <Results aria-live="polite">
            {line('heading', verdicts.heading)}
            {line('body', verdicts.body)}
          </Results>
          {verdicts.fixes.color || verdicts.fixes.scrim ? (
            <Fixes>
              {verdicts.fixes.color ? (
                <Button type="button" onClick={() => set({ color: verdicts.fixes.color!.code })}>
                  <Chip aria-hidden style={{ background: verdicts.fixes.color.code }} />
                  {t('text.useColor', { code: verdicts.fixes.color.code, ratio: verdicts.fixes.color.ratio.toFixed(2) })}
                </Button>
              ) : null}
              {verdicts.fixes.scrim ? (
                <Button type="button" onClick={() => set({ scrim: { code: verdicts.fixes.scrim!.code, alpha: verdicts.fixes.scrim!.alpha } })}>
                  <Chip aria-hidden style={{ background: verdicts.fixes.scrim.code, opacity: verdicts.fixes.scrim.alpha }} />
                  {t(verdicts.fixes.scrim.code === '#000000' ? 'text.useDarkScrim' : 'text.useLightScrim', { percent: Math.round(verdicts.fixes.scrim.alpha * 100), ratio: verdicts.fixes.scrim.ratio.toFixed(2) })}
                </Button>
              ) : null}
            </Fixes>
          ) : null}
          <Note>{t('text.note')}</Note>
        </>
      ) : null}
      <VisionViews background={background} text={settings} />
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
  h2 { margin: 0; font-size: ${tokens.fontSizes[2]}px; }
`;

/** The heading beside the text colour; one above the other on a phone. */
const Words = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.space[3]}px;
  ${tokens.media.narrow} { grid-template-columns: minmax(0, 1fr); }
`;

const TextField = styled.label`
  display: grid;
  gap: ${tokens.space[1]}px;
  align-content: start;
  > span { ${fieldLabel()} }
  input { ${fieldBox({ height: 44, background: tokens.colors.background })} min-width: 0; }
`;

const Results = styled.ul`
  ${bareList}
  display: grid;
  gap: ${tokens.space[2]}px;
  li { display: flex; align-items: baseline; gap: ${tokens.space[2]}px; font-size: ${tokens.fontSizes[1]}px; }
`;

const Fixes = styled.div`
  ${cluster(tokens.space[2])}
`;

const Chip = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  box-shadow: ${tokens.swatchEdge};
`;

const Note = styled.p`
  ${mutedSmall}
  margin: 0;
`;
