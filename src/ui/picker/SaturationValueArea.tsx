import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Hsv } from '../../core/color/types';
import { tokens } from '../theme';
import { codeOfHsv } from './pickerModel';
import { keyMove } from './keyboard';
import { usePointerPosition } from './usePointerPosition';

/** Returns x clamped to [0, 100]. */
const clampPercent = (x: number) => Math.min(100, Math.max(0, x));

/**
 * The Picker tab's saturation (x) and value (y, up = brighter) square at the working hue. Pointer: press or drag;
 * keyboard: Left/Right change saturation, Up/Down (and Page Up/Down) change brightness, Shift steps by 10,
 * Home/End set saturation to 0/100.
 */
export function SaturationValueArea({ hsv, onChange }: { hsv: Hsv; onChange: (hsv: Hsv) => void }) {
  const { t } = useTranslation('color');
  const pointer = usePointerPosition<HTMLDivElement>((x, y) =>
    onChange({ hue: hsv.hue, saturation: x * 100, value: (1 - y) * 100 }),
  );
  const saturation = Math.round(hsv.saturation);
  const value = Math.round(hsv.value);
  return (
    <Area
      {...pointer}
      role="slider"
      tabIndex={0}
      aria-label={t('picker.area')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={saturation}
      aria-valuetext={t('picker.areaValue', { saturation, value })}
      style={{ backgroundColor: codeOfHsv({ hue: hsv.hue, saturation: 100, value: 100 }) }}
      onKeyDown={(event) => {
        const move = keyMove(event);
        if (!move) return;
        event.preventDefault();
        if ('toStart' in move) onChange({ ...hsv, saturation: 0 });
        else if ('toEnd' in move) onChange({ ...hsv, saturation: 100 });
        else
          onChange({
            hue: hsv.hue,
            saturation: clampPercent(Math.round(hsv.saturation) + move.dx),
            value: clampPercent(Math.round(hsv.value) + move.dy),
          });
      }}
    >
      <Handle
        aria-hidden
        style={{ left: `${hsv.saturation}%`, top: `${100 - hsv.value}%`, backgroundColor: codeOfHsv(hsv) }}
      />
    </Area>
  );
}

const Area = styled.div`
  position: relative;
  height: 200px;
  border-radius: ${tokens.radius.medium}px;
  background-image: linear-gradient(to top, #000, rgba(0, 0, 0, 0)), linear-gradient(to right, #fff, rgba(255, 255, 255, 0));
  cursor: crosshair;
  touch-action: none;
  user-select: none;
  box-shadow: ${tokens.swatchEdge};
  &:focus-visible { outline-offset: 3px; }
`;

export const Handle = styled.span`
  position: absolute;
  width: 22px;
  height: 22px;
  margin: -11px 0 0 -11px;
  border-radius: 50%;
  border: 3px solid #fff;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35), 0 2px 6px rgba(0, 0, 0, 0.35);
  pointer-events: none;
`;
