import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  GRADIENT_KINDS, HUE_METHODS, INTERPOLATION_SPACES, RADIAL_SHAPES, RADIAL_SIZES, explicitRadii, isPolar, type GradientLayer,
} from '../../core/gradient/gradient';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { checkLabel, mutedSmall } from '../../ui/styles';
import { Field, FieldPair, Panel } from '../../ui/Panel';

type LayerSettingsProps = { layer: GradientLayer; number: number; onChange: (change: Partial<GradientLayer>) => void };

/** The selected layer's shape, geometry and colour space. */
function LayerSettingsPanel({ layer, number, onChange }: LayerSettingsProps) {
  const { t } = useTranslation('gradient');
  return (
    <Panel title={t('layer.title', { number })} id="gradient-layer">
      <SegmentedControl
        label={t('layer.kind')}
        name="gradient-kind"
        options={GRADIENT_KINDS.map((id) => ({ id, label: t(`kinds.${id}`) }))}
        value={layer.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <Check>
        <input type="checkbox" checked={layer.repeating} onChange={(event) => onChange({ repeating: event.target.checked })} />
        {t('layer.repeating')}
      </Check>
      {layer.kind !== 'radial' ? (
        <Field>
          <span>
            {layer.kind === 'conic' ? t('layer.from') : t('layer.angle')} <output>{t('preview.degrees', { value: layer.angle })}</output>
          </span>
          <input type="range" min={0} max={359} step={1} value={layer.angle} onChange={(event) => onChange({ angle: Number(event.target.value) })} />
        </Field>
      ) : null}
      {layer.kind !== 'linear' ? (
        <FieldPair>
          <Field>
            <span>{t('layer.centerX')}</span>
            <input type="number" min={0} max={100} step={1} value={layer.center[0]} onChange={(event) => event.target.value !== '' && onChange({ center: [clampPercent(event.target.valueAsNumber), layer.center[1]] })} />
          </Field>
          <Field>
            <span>{t('layer.centerY')}</span>
            <input type="number" min={0} max={100} step={1} value={layer.center[1]} onChange={(event) => event.target.value !== '' && onChange({ center: [layer.center[0], clampPercent(event.target.valueAsNumber)] })} />
          </Field>
        </FieldPair>
      ) : null}
      {layer.kind === 'radial' ? (
        <FieldPair>
          <Field>
            <span>{t('layer.shape')}</span>
            <Select options={RADIAL_SHAPES} value={layer.shape} onChange={(shape) => onChange({ shape })} labelOf={(shape) => t(`shapes.${shape}`)} />
          </Field>
          <Field>
            <span>{t('layer.size')}</span>
            <Select
              options={explicitRadii(layer) ? SIZES_WITH_RADII : RADIAL_SIZES}
              value={explicitRadii(layer) ? 'explicit' : layer.size}
              // A keyword chosen drops the radii dragged on the preview.
              onChange={(size) => size !== 'explicit' && onChange({ size, radii: undefined })}
              labelOf={(size) => t(`sizes.${size}`)}
            />
          </Field>
        </FieldPair>
      ) : null}
      <FieldPair>
        <Field>
          <span>{t('layer.space')}</span>
          <Select options={INTERPOLATION_SPACES} value={layer.space} onChange={(space) => onChange({ space })} labelOf={(space) => t(`spaces.${space}`)} />
        </Field>
        <Field>
          <span>{t('layer.hue')}</span>
          <Select options={HUE_METHODS} value={layer.hue} disabled={!isPolar(layer.space)} onChange={(hue) => onChange({ hue })} labelOf={(hue) => t(`hues.${hue}`)} />
        </Field>
      </FieldPair>
      <Note>{isPolar(layer.space) ? t('layer.polarNote') : t('layer.spaceNote')}</Note>
    </Panel>
  );
}

/** The settings a layer's panel shows: all but its stops, which a drag changes many times a second. */
const SHOWN: readonly (keyof GradientLayer)[] = ['kind', 'repeating', 'angle', 'center', 'shape', 'size', 'radii', 'space', 'hue'];

/** The size keywords, and the radii an ellipse was given on the preview (shown, not chosen). */
const SIZES_WITH_RADII = [...RADIAL_SIZES, 'explicit'] as const;

/** The panel, rendered again only when what it shows changes (not while a stop is dragged); a change is a part of the layer. */
export const LayerSettings = memo(
  LayerSettingsPanel,
  (before, after) => before.number === after.number && before.onChange === after.onChange && SHOWN.every((key) => before.layer[key] === after.layer[key]),
);

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value * 10) / 10)) : 50);

const Check = styled.label`
  ${checkLabel(32)}
`;

const Note = styled.p`
  ${mutedSmall}
  margin: 0;
`;
