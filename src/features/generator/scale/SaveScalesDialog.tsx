import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { NamedScale } from '../../../core/scale/exportScales';
import { MAX_PALETTE_COLORS } from '../../../core/model/palette';
import { usePalettesStore } from '../../../stores/palettes';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useOpenAction } from '../../../ui/palette/useSavePalette';
import { NameInput } from '../../../ui/palette/NameDialog';
import { tokens } from '../../../ui/theme';
import { checkLabel, stack } from '../../../ui/styles';

type SaveScalesDialogProps = { open: boolean; onClose: () => void; scales: readonly NamedScale[] };

/** Returns the colours a scale saves: its codes, then (when asked) its alpha steps as exact texts ('color(srgb … / a)'). */
function scaleColors(scale: NamedScale, withAlpha: boolean): string[] {
  return [...scale.steps.map((step) => step.hex), ...(withAlpha ? (scale.alpha ?? []).map((step) => step.srgb) : [])];
}

/**
 * Save as palette: one palette per scale, named after it, or one palette holding every scale's steps in
 * order (at most a palette's 100 colours, and it says so when more are left out); the alpha steps too, when shown,
 * as translucent colours (palettes keep their exact texts).
 */
export function SaveScalesDialog({ open, onClose, scales }: SaveScalesDialogProps) {
  const { t } = useTranslation('scale');
  const create = usePalettesStore((state) => state.create);
  // As every save says (useSavePalette): Open goes to the new palette, or to My Palettes for several.
  const openAction = useOpenAction();
  const [how, setHow] = useState<'each' | 'all'>(scales.length > 1 ? 'each' : 'all');
  const [name, setName] = useState(scales[0]?.name ?? '');
  const hasAlpha = scales.some((scale) => (scale.alpha?.length ?? 0) > 0);
  const [withAlpha, setWithAlpha] = useState(true);
  const group = useId();
  const nameId = useId();
  const all = scales.flatMap((scale) => scaleColors(scale, hasAlpha && withAlpha));
  // Each opening starts from the scales as they are now.
  useEffect(() => {
    if (!open) return;
    setHow(scales.length > 1 ? 'each' : 'all');
    setName(scales[0]?.name ?? '');
    setWithAlpha(true);
    // Only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = () => {
    if (how === 'each') {
      for (const scale of scales) create(scale.name, scaleColors(scale, hasAlpha && withAlpha));
      showToast(t('saved', { count: scales.length }), t('savedEach', { names: scales.map((s) => s.name).join(', ') }), openAction(paths.palettes()));
    } else {
      const palette = create(name.trim() || scales[0]?.name || '', all);
      showToast(t('saved', { count: 1 }), t('savedAll', { name: palette.name, count: palette.colors.length }), openAction(paths.palette(palette.uuid)));
    }
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('saveTitle')}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="button" $variant="primary" onClick={save} disabled={how === 'all' && name.trim() === ''}>
            {t('saveSubmit')}
          </Button>
        </>
      }
    >
      <Options role="radiogroup" aria-label={t('saveHow')}>
        <label>
          <input type="radio" name={group} checked={how === 'each'} onChange={() => setHow('each')} />
          <span>
            <strong>{t('saveEach', { count: scales.length })}</strong>
            <small>{scales.map((scale) => scale.name).join(', ')}</small>
          </span>
        </label>
        <label>
          <input type="radio" name={group} checked={how === 'all'} onChange={() => setHow('all')} />
          <span>
            <strong>{t('saveAll')}</strong>
            <small>
              {all.length > MAX_PALETTE_COLORS
                ? t('saveAllCut', { count: all.length, max: MAX_PALETTE_COLORS })
                : t('saveAllCount', { count: all.length })}
            </small>
          </span>
        </label>
      </Options>
      {hasAlpha ? (
        <AlphaOption>
          <input type="checkbox" checked={withAlpha} onChange={(event) => setWithAlpha(event.target.checked)} />
          <span>{t('saveAlpha')}</span>
        </AlphaOption>
      ) : null}
      {how === 'all' ? (
        <NameField>
          <label htmlFor={nameId}>{t('paletteName')}</label>
          <NameInput id={nameId} value={name} maxLength={100} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </NameField>
      ) : null}
    </Modal>
  );
}

const Options = styled.div`
  ${stack(tokens.space[2])}
  label {
    display: flex;
    align-items: flex-start;
    gap: ${tokens.space[3]}px;
    padding: ${tokens.space[3]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.medium}px;
    cursor: pointer;
  }
  input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: ${tokens.colors.accent}; }
  span { display: grid; gap: 2px; min-width: 0; }
  small { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; overflow-wrap: anywhere; }
`;

const AlphaOption = styled.label`
  ${checkLabel(40)}
  margin-top: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
`;

const NameField = styled.div`
  ${stack(tokens.space[2])}
  margin-top: ${tokens.space[4]}px;
  label { font-size: ${tokens.fontSizes[1]}px; font-weight: ${tokens.fontWeights.bold}; color: ${tokens.colors.textMuted}; }
`;
