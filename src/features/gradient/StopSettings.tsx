import { memo } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tryAuthoredColor } from '../../core/exact/authoredColor';
import { changeSegment, moveStop, recolorStop, removeStop } from '../../core/gradient/edit';
import { EASING_PRESETS, MIN_STOPS, easingPoints, type Easing, type EasingPreset, type GradientLayer } from '../../core/gradient/gradient';
import { segmentProgress } from '../../core/gradient/interpolate';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { mutedSmall } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { Field, FieldPair, Panel } from '../../ui/Panel';

type StopSettingsProps = {
  layer: GradientLayer;
  index: number;
  /** A changed layer, the index of the selected stop in it, and whether the change is a step of its own. */
  onChange: (layer: GradientLayer, selected: number, discrete?: boolean) => void;
};

const PRESETS = Object.keys(EASING_PRESETS) as EasingPreset[];
type EasingChoice = EasingPreset | 'custom';

/** The curve of a segment's progress (easing, then hint) over its length, as an SVG path in a 100 × 100 box. */
function curvePath(layer: GradientLayer, segment: number): string {
  const points: string[] = [];
  for (let i = 0; i <= 48; i++) {
    const t = i / 48;
    const p = segmentProgress(layer.segments[segment], t);
    points.push(`${(t * 100).toFixed(1)},${(100 - p * 100).toFixed(1)}`);
  }
  return `M${points.join('L')}`;
}

/**
 * The selected stop (its colour, as any CSS colour, wide and translucent ones kept; its position; removal) and the
 * segment after it (the one before, for the last stop): its easing, a preset or a cubic Bézier of one's own, and its
 * hint, with the curve they make.
 */
export const StopSettings = memo(function StopSettings({ layer, index, onChange }: StopSettingsProps) {
  const { t } = useTranslation('gradient');
  const stop = layer.stops[index];
  const segmentIndex = Math.min(index, layer.segments.length - 1);
  const segment = layer.segments[segmentIndex];
  const choice: EasingChoice = typeof segment.easing === 'string' ? segment.easing : 'custom';
  const points = easingPoints(segment.easing);
  const setEasing = (easing: Easing) => onChange(changeSegment(layer, segmentIndex, { easing }), index);
  const setPoint = (at: number, value: number) => {
    if (!Number.isFinite(value)) return;
    const next = [...points] as [number, number, number, number];
    // x stays within 0–1 (a function of the position); y may overshoot, as CSS allows.
    next[at] = at % 2 === 0 ? Math.min(1, Math.max(0, value)) : Math.min(3, Math.max(-2, value));
    setEasing(next);
  };
  const field = t('stop.color');

  return (
    <Panel title={t('stop.title', { number: index + 1, total: layer.stops.length })} id="gradient-stop">
      <ColorInput
        label={field}
        value={stop.color.code}
        exact={stop.color.exact}
        keepExact
        pickerLabel={t('stop.pick')}
        clearLabel={t('stop.clear')}
        onChange={(code, exact) => onChange(recolorStop(layer, index, tryAuthoredColor(exact ?? code) ?? { code }), index)}
      />
      <FieldPair>
        <Field>
          <span>{t('stop.position')}</span>
          <input
            type="number"
            min={0}
            max={100}
            step={0.5}
            value={stop.position}
            onChange={(event) => {
              if (event.target.value === '' || !Number.isFinite(event.target.valueAsNumber)) return;
              const moved = moveStop(layer, index, event.target.valueAsNumber);
              onChange(moved.layer, moved.index);
            }}
          />
        </Field>
        <Remove type="button" $variant="ghost" disabled={layer.stops.length <= MIN_STOPS} onClick={() => onChange(removeStop(layer, index), Math.max(0, index - 1), true)}>
          <Trash2 aria-hidden />
          {t('stop.remove')}
        </Remove>
      </FieldPair>

      <Segment aria-labelledby="gradient-segment">
        <h3 id="gradient-segment">{t('segment.title', { from: segmentIndex + 1, to: segmentIndex + 2 })}</h3>
        <EasingRow>
          <Curve viewBox="-4 -4 108 108" aria-hidden>
            <rect x="0" y="0" width="100" height="100" />
            <path d={curvePath(layer, segmentIndex)} />
          </Curve>
          <Field>
            <span>{t('segment.easing')}</span>
            <select value={choice} onChange={(event) => setEasing(event.target.value === 'custom' ? [...points] : (event.target.value as EasingPreset))}>
              {PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`easings.${preset}`)}
                </option>
              ))}
              <option value="custom">{t('easings.custom')}</option>
            </select>
          </Field>
        </EasingRow>
        {choice === 'custom' ? (
          <Bezier role="group" aria-label={t('segment.bezier')}>
            {(['x1', 'y1', 'x2', 'y2'] as const).map((name, at) => (
              <Field key={name}>
                <span>{name}</span>
                <input type="number" step={0.05} min={at % 2 === 0 ? 0 : -2} max={at % 2 === 0 ? 1 : 3} value={points[at]} onChange={(event) => event.target.value !== '' && setPoint(at, event.target.valueAsNumber)} />
              </Field>
            ))}
          </Bezier>
        ) : null}
        <Field>
          <span>
            {t('segment.hint')} <output>{t('stops.position', { value: Math.round(segment.hint * 100) })}</output>
          </span>
          <input type="range" min={5} max={95} step={1} value={Math.round(segment.hint * 100)} onChange={(event) => onChange(changeSegment(layer, segmentIndex, { hint: Number(event.target.value) / 100 }), index)} />
        </Field>
        <Note>{t('segment.note')}</Note>
      </Segment>
    </Panel>
  );
});

const Remove = styled(Button)`
  align-self: end;
`;

const Segment = styled.section`
  display: grid;
  gap: ${tokens.space[3]}px;
  padding-top: ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  h3 { margin: 0; font-size: ${tokens.fontSizes[1]}px; }
`;

/** The curve beside the easing's choice. */
const EasingRow = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  align-items: end;
  gap: ${tokens.space[3]}px;
`;

const Curve = styled.svg`
  width: 72px;
  height: 72px;
  rect { fill: ${tokens.colors.background}; stroke: ${tokens.colors.border}; stroke-width: 1; }
  path { fill: none; stroke: ${tokens.colors.accent}; stroke-width: 2.5; stroke-linejoin: round; }
  overflow: visible;
`;

const Bezier = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space[2]}px;
`;

const Note = styled.p`
  ${mutedSmall}
  margin: 0;
`;
