import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Hsv } from '../../core/color/types';
import { tokens } from '../theme';
import { codeOfHsv } from './pickerModel';
import { keyMove } from './keyboard';
import { Handle } from './SaturationValueArea';
import { usePointerPosition } from './usePointerPosition';

/** Hue stops of the track, every 60° (the pure hues red → yellow → … → red). */
const HUE_TRACK = 'linear-gradient(to right, #f00 0%, #ff0 16.67%, #0f0 33.33%, #0ff 50%, #00f 66.67%, #f0f 83.33%, #f00 100%)';

/** Returns x clamped to [0, 360]. */
const clampHue = (x: number) => Math.min(360, Math.max(0, x));

/**
 * The Picker tab's hue strip (0–360°). Pointer: press or drag; keyboard: arrows step 1° (10° with Shift),
 * Page Up/Down 10°, Home/End 0°/360°.
 */
export function HueSlider({ hsv, onChange }: { hsv: Hsv; onChange: (hsv: Hsv) => void }) {
  const { t } = useTranslation('color');
  const pointer = usePointerPosition<HTMLDivElement>((x) => onChange({ ...hsv, hue: x * 360 }));
  const hue = Math.round(hsv.hue);
  return (
    <Track
      {...pointer}
      role="slider"
      tabIndex={0}
      aria-label={t('picker.channels.hsv.h')}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={360}
      aria-valuenow={hue}
      aria-valuetext={t('picker.hueValue', { hue })}
      onKeyDown={(event) => {
        const move = keyMove(event);
        if (!move) return;
        event.preventDefault();
        if ('toStart' in move) onChange({ ...hsv, hue: 0 });
        else if ('toEnd' in move) onChange({ ...hsv, hue: 360 });
        else onChange({ ...hsv, hue: clampHue(Math.round(hsv.hue) + move.dx + move.dy) });
      }}
    >
      <Handle
        aria-hidden
        style={{ left: `${(hsv.hue / 360) * 100}%`, top: '50%', backgroundColor: codeOfHsv({ hue: hsv.hue, saturation: 100, value: 100 }) }}
      />
    </Track>
  );
}

const Track = styled.div`
  position: relative;
  height: 16px;
  margin: ${tokens.space[4]}px 11px 0;
  border-radius: ${tokens.radius.round}px;
  background: ${HUE_TRACK};
  cursor: pointer;
  touch-action: none;
  user-select: none;
  &::before {
    /* A taller invisible hit area so the thin strip is easy to grab. */
    content: '';
    position: absolute;
    inset: -10px -11px;
  }
  &:focus-visible { outline-offset: 4px; }
`;
