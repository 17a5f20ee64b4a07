import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Hsv } from '../../core/color/types';
import {
  PICKER_CHANNELS,
  channelTrack,
  displayChannel,
  parseChannelInput,
  readChannels,
  writeChannel,
  type PickerChannel,
  type PickerSpaceId,
} from './pickerModel';
import { durations, tokens } from '../theme';
import { useDebouncedValue } from './useDebouncedValue';
import { mutedSmall, stack } from '../styles';

/** A change of the working colour, computed from the newest one (a debounced slider may fire after other edits). */
export type HsvUpdate = (update: (current: Hsv) => Hsv) => void;

type SlidersProps = { spaceId: PickerSpaceId; hsv: Hsv; onChange: HsvUpdate };

/**
 * The sliders of one model tab (HSV, RGB or CMYK), one row per channel of the model's table: a range slider whose
 * track shows the colours it reaches, and a numeric field.
 */
export function ChannelSliders({ spaceId, hsv, onChange }: SlidersProps) {
  const values = readChannels(spaceId, hsv);
  return (
    <Rows>
      {PICKER_CHANNELS[spaceId].map((channel, index) => (
        <ChannelRow
          key={`${spaceId}-${channel.id}`}
          channel={channel}
          value={values[index]}
          track={channelTrack(spaceId, hsv, index)}
          onChange={(value) => onChange((current) => writeChannel(spaceId, current, index, value))}
        />
      ))}
    </Rows>
  );
}

type RowProps = { channel: PickerChannel; value: number; track: string[]; onChange: (value: number) => void };

/**
 * One channel. The slider's thumb follows the pointer at once and the colour follows after a 100 ms pause; the
 * numeric field applies as the user types (clamped to the range, rounded, empty = 0) and shows the applied value
 * again when it loses focus.
 */
function ChannelRow({ channel, value, track, onChange }: RowProps) {
  const { t } = useTranslation('color');
  const labelId = useId();
  const [shown, setDraft] = useDebouncedValue(value, onChange, durations.sliderDebounce);
  const [text, setText] = useState<string | null>(null);
  const display = displayChannel(shown, channel);
  const unit = channel.unit;
  return (
    <Row>
      <Label id={labelId}>{t(channel.labelKey)}</Label>
      <Range
        type="range"
        min={channel.min}
        max={channel.max}
        step={1}
        value={Math.round(display)}
        aria-labelledby={labelId}
        aria-valuetext={`${display}${unit}`}
        style={{ ['--track' as string]: `linear-gradient(to right, ${track.join(', ')})` }}
        onChange={(event) => setDraft(Number(event.target.value))}
      />
      <NumberField>
        <input
          type="number"
          inputMode="decimal"
          min={channel.min}
          max={channel.max}
          step={channel.decimals ? 10 ** -channel.decimals : 1}
          aria-labelledby={labelId}
          value={text ?? String(display)}
          onFocus={(event) => {
            setText(String(display));
            event.target.select();
          }}
          onChange={(event) => {
            const raw = event.target.value;
            const parsed = parseChannelInput(raw, channel);
            if (parsed === null) {
              setText(raw);
              return;
            }
            // Keep what the user typed unless it was clamped or rounded, so they see the value that applies.
            setText(raw.trim() === '' || Number(raw) === parsed ? raw : String(parsed));
            onChange(parsed);
          }}
          onBlur={() => setText(null)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setText(null);
          }}
        />
        {unit ? <Unit aria-hidden>{unit}</Unit> : null}
      </NumberField>
    </Row>
  );
}

const Rows = styled.div`
  ${stack(tokens.space[4])}
  padding-top: ${tokens.space[3]}px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 84px 1fr 92px;
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  ${tokens.media.narrow} {
    grid-template-columns: 1fr 92px;
    row-gap: ${tokens.space[2]}px;
  }
`;

const Label = styled.span`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  ${tokens.media.narrow} {
    grid-column: 1 / -1;
  }
`;

const Range = styled.input`
  -webkit-appearance: none;
  appearance: none;
  width: 100%;
  height: 16px;
  margin: 0;
  border-radius: ${tokens.radius.round}px;
  background: var(--track);
  box-shadow: ${tokens.swatchEdge};
  cursor: pointer;
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 3px solid #fff;
    background: transparent;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35), 0 2px 6px rgba(0, 0, 0, 0.35);
  }
  &::-moz-range-thumb {
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 3px solid #fff;
    background: transparent;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35), 0 2px 6px rgba(0, 0, 0, 0.35);
  }
  &:focus-visible { outline-offset: 4px; }
  ${tokens.media.narrow} {
    grid-column: 1;
  }
`;

const NumberField = styled.div`
  position: relative;
  input {
    width: 100%;
    height: 36px;
    padding: 0 26px 0 ${tokens.space[3] + 2}px;
    border-radius: ${tokens.radius.small + 2}px;
    border: 1px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[1]}px;
    font-variant-numeric: tabular-nums;
    -moz-appearance: textfield;
    &::-webkit-outer-spin-button, &::-webkit-inner-spin-button { -webkit-appearance: none; margin: 0; }
  }
`;

const Unit = styled.span`
  position: absolute;
  right: 10px;
  top: 50%;
  transform: translateY(-50%);
  ${mutedSmall}
  pointer-events: none;
`;
