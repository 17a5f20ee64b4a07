import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SYSTEM_METHODS, SYSTEM_TARGET_RANGE, SYSTEM_TARGET_SLACK, targetLoops, type ColorSystem, type StepTarget, type SystemMethod } from '../../core/system/systemRules';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { fieldBox, fieldLabel, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';

type TargetDialogProps = {
  open: boolean;
  system: ColorSystem;
  /** The step whose target is edited. */
  step: number;
  onChange: (target: StepTarget | null) => void;
  onClose: () => void;
};

/** The default target of a method: WCAG's 4.5:1 for text, APCA's Lc 60. */
const DEFAULT_VALUE: Record<SystemMethod, number> = { wcag: 4.5, apca: 60 };

/**
 * A column's contrast target: how it is measured (WCAG 2 ratio or APCA Lc), the value, and what against (the
 * background, or another step of the same hue). Each change applies at once; a step whose target is measured against
 * this one cannot be its reference (that would go round in a loop).
 */
export function TargetDialog({ open, system, step, onChange, onClose }: TargetDialogProps) {
  const { t } = useTranslation(['system', 'common']);
  const target = system.targets[step] ?? null;
  const method = target?.method ?? 'wcag';
  const [draft, setDraft] = useState<string | null>(null);
  const [min, max] = SYSTEM_TARGET_RANGE[method];
  const set = (next: Partial<StepTarget>) => onChange({ method, value: target?.value ?? DEFAULT_VALUE[method], against: target?.against ?? null, ...next });
  const loops = (against: number) => targetLoops(system.targets.map((t, i) => (i === step ? { method, value: 1, against } : t)), step);
  const stepName = system.steps[step];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('target.title', { step: stepName })}
      footer={
        <>
          {target ? (
            <Button type="button" $variant="ghost" onClick={() => onChange(null)}>
              {t('target.remove')}
            </Button>
          ) : null}
          <Button type="button" $variant="primary" onClick={onClose}>
            {t('target.done')}
          </Button>
        </>
      }
    >
      <Form>
        <label>
          <span>{t('target.method')}</span>
          <select value={method} onChange={(event) => set({ method: event.target.value as SystemMethod, value: DEFAULT_VALUE[event.target.value as SystemMethod] })}>
            {SYSTEM_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`target.methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('target.value')}</span>
          <input
            type="number"
            min={min}
            max={max}
            step={method === 'wcag' ? 0.1 : 1}
            value={draft ?? target?.value ?? DEFAULT_VALUE[method]}
            onChange={(event) => {
              setDraft(event.target.value);
              const value = Number(event.target.value);
              if (event.target.value !== '' && value >= min && value <= max) set({ value });
            }}
            onBlur={() => setDraft(null)}
          />
        </label>
        <label>
          <span>{t('target.against')}</span>
          <select value={target?.against ?? ''} onChange={(event) => set({ against: event.target.value === '' ? null : Number(event.target.value) })}>
            <option value="">{t('target.background')}</option>
            {system.steps.map((name, i) =>
              i === step ? null : (
                <option key={name} value={i} disabled={loops(i)}>
                  {t('target.step', { step: name })}
                </option>
              ),
            )}
          </select>
        </label>
        <p>{t('target.hint', { slack: method === 'wcag' ? `${SYSTEM_TARGET_SLACK.wcag}` : `Lc ${SYSTEM_TARGET_SLACK.apca}` })}</p>
      </Form>
    </Modal>
  );
}

const Form = styled.div`
  ${stack(tokens.space[3])}
  label { ${stack(tokens.space[1])} }
  label > span { ${fieldLabel()} }
  select, input { ${fieldBox({ height: 40 })} }
  p { margin: 0; color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
`;
