import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Gamut } from '../../core/convert/wideGamut';
import { GAMUT_SHORT } from './oklchPlane';
import { OklchPlane } from './OklchPlane';
import {
  PICKER_CHANNELS,
  channelTrack,
  displayChannel,
  oklchGamutRanges,
  oklchStatus,
  parseChannelInput,
  readChannels,
  roundTo,
  writeChannel,
  type GamutRanges,
  type PickerChannel,
  type PickerColor,
  type PickerSpaceId,
} from './pickerModel';
import { durations, tokens } from '../theme';
import { useDebouncedValue } from './useDebouncedValue';
import { mutedSmall, stack } from '../styles';

/** A change of the working colour, computed from the newest one (a debounced slider may fire after other edits). */
export type PickerUpdate = (update: (current: PickerColor) => PickerColor) => void;

type SlidersProps = {
  spaceId: PickerSpaceId;
  color: PickerColor;
  onChange: PickerUpdate;
  /** Apply keeps the colour as set (the caller keeps exact colours): past sRGB the status names its fallback, not what is kept. */
  keepExact?: boolean;
};

/**
 * The sliders of one model tab (HSV, RGB, CMYK, HSL or OKLCH), one row per channel of the model's table: a range
 * slider whose track shows the colours it reaches, and a numeric field. OKLCH's tracks also show where the colour
 * leaves sRGB, Display P3 and Rec. 2020 (hatched beyond each, an edge mark under the track), and a line under
 * the sliders says which gamut holds the colour and, past sRGB, the colour Apply keeps and how far it lies. The OKLCH
 * tab also has the lightness × chroma plane at the working hue above its sliders and a key to the tracks' marks under them.
 */
export function ChannelSliders({ spaceId, color, onChange, keepExact = false }: SlidersProps) {
  const values = readChannels(spaceId, color);
  return (
    <Rows data-space={spaceId}>
      {spaceId === 'oklch' ? <OklchPlane color={color} onChange={onChange} /> : null}
      {PICKER_CHANNELS[spaceId].map((channel, index) => (
        <ChannelRow
          key={`${spaceId}-${channel.id}`}
          channel={channel}
          value={values[index]}
          track={channelTrack(spaceId, color, index)}
          gamuts={spaceId === 'oklch' ? oklchGamutRanges(color, index) : null}
          onChange={(value) => onChange((current) => writeChannel(spaceId, current, index, value))}
        />
      ))}
      {spaceId === 'oklch' ? (
        <Notes>
          <GamutStatus color={color} keepExact={keepExact} />
          <GamutLegend />
        </Notes>
      ) : null}
    </Rows>
  );
}

/** The key to the OKLCH tracks' marks: hatched beyond sRGB, washed out beyond Rec. 2020, a tick at a gamut's edge. */
function GamutLegend() {
  const { t } = useTranslation('color');
  return (
    <Legend aria-label={t('picker.legend.label')}>
      <li>
        <Sample aria-hidden>
          <Beyond data-gamut="srgb" style={{ left: '45%', right: 0 }} />
        </Sample>
        {t('picker.legend.outsideSrgb')}
      </li>
      <li>
        {/* Beyond Rec. 2020 is beyond sRGB too: hatched and washed out, as on the tracks. */}
        <Sample aria-hidden>
          <Beyond data-gamut="srgb" style={{ left: '45%', right: 0 }} />
          <Beyond data-gamut="rec2020" style={{ left: '45%', right: 0 }} />
        </Sample>
        {t('picker.legend.outsideRec2020')}
      </li>
      <li>
        <EdgeSample aria-hidden />
        {t('picker.legend.edge')}
      </li>
    </Legend>
  );
}

/**
 * The OKLCH tab's line: inside sRGB, or which gamut holds the colour and what Apply keeps (ΔE_OK × 100): the sRGB colour,
 * or, where the caller keeps the colour as set, its sRGB fallback.
 */
function GamutStatus({ color, keepExact }: { color: PickerColor; keepExact: boolean }) {
  const { t } = useTranslation('color');
  const status = oklchStatus(color);
  const inside = status.gamut === 'srgb';
  return (
    <Status role="status" data-gamut={status.gamut ?? 'none'}>
      {inside ? (
        t('picker.gamut.inSrgb')
      ) : (
        <>
          <span>{t(status.gamut ? `picker.gamut.outside.${status.gamut}` : 'picker.gamut.outside.none')}</span>{' '}
          <Kept>
            {t(keepExact ? 'picker.gamut.fallback' : 'picker.gamut.kept')}
            <KeptSwatch style={{ background: status.kept }} aria-hidden />
            <code>{status.kept}</code>
            <span>{t('picker.gamut.deltaE', { value: status.deltaE.toFixed(2) })}</span>
          </Kept>
        </>
      )}
    </Status>
  );
}

/** Returns the decimals of a slider step (1 → 0, 0.001 → 3). */
function stepDecimals(step: number): number {
  return step >= 1 ? 0 : Math.ceil(-Math.log10(step) - 1e-9);
}

type RowProps = {
  channel: PickerChannel;
  value: number;
  track: string[];
  /** OKLCH only: where along the track each gamut holds the colour. */
  gamuts: GamutRanges[] | null;
  onChange: (value: number) => void;
};

/**
 * One channel. The slider's thumb follows the pointer at once and the colour follows after a 100 ms pause; the
 * numeric field applies as the user types (clamped to the range, rounded, empty = 0) and shows the applied value
 * again when it loses focus.
 */
function ChannelRow({ channel, value, track, gamuts, onChange }: RowProps) {
  const { t } = useTranslation('color');
  const labelId = useId();
  const [shown, setDraft] = useDebouncedValue(value, onChange, durations.sliderDebounce);
  const [text, setText] = useState<string | null>(null);
  const display = displayChannel(shown, channel);
  const unit = channel.unit;
  const span = channel.max - channel.min;
  const percent = (x: number) => `${(((x - channel.min) / span) * 100).toFixed(3)}%`;
  // Past sRGB the colour shown is the one Apply would keep; where it lies beyond a gamut, say so in words too.
  const outside = gamuts?.filter(({ ranges }) => !ranges.some(([from, to]) => shown >= from - 1e-9 && shown <= to + 1e-9)) ?? [];
  const valueText = `${display}${unit}${outside.length > 0 ? `, ${t('picker.gamut.outsideShort', { gamut: GAMUT_SHORT[outside[outside.length - 1].gamut] })}` : ''}`;
  return (
    <Row>
      <Label id={labelId}>{t(channel.labelKey)}</Label>
      <TrackWrap>
        <Track style={{ ['--track' as string]: `linear-gradient(to right, ${track.join(', ')})` }}>
          {gamuts?.flatMap(({ gamut, ranges }) =>
            (gamut === 'p3' ? [] : gaps(ranges, channel)).map(([from, to]) => (
              <Beyond key={`${gamut}-${from}`} data-gamut={gamut} style={{ left: percent(from), width: `calc(${percent(to)} - ${percent(from)})` }} />
            )),
          )}
        </Track>
        <Range
          type="range"
          min={channel.min}
          max={channel.max}
          step={channel.step}
          value={roundTo(display, stepDecimals(channel.step))}
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          onChange={(event) => setDraft(Number(event.target.value))}
        />
        {gamuts ? <Edges gamuts={gamuts} channel={channel} percent={percent} /> : null}
      </TrackWrap>
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

/** Returns the parts of a channel's range outside the given ranges. */
function gaps(ranges: GamutRanges['ranges'], channel: PickerChannel): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  let from = channel.min;
  for (const [start, end] of ranges) {
    if (start > from) out.push([from, start]);
    from = Math.max(from, end);
  }
  if (from < channel.max) out.push([from, channel.max]);
  return out;
}

/** Minimum distance, in percent of the track, between two edge labels (a closer one keeps its mark, not its name). */
const EDGE_LABEL_GAP = 16;

/** The marks under an OKLCH track where the colour crosses a gamut's edge, named by their gamuts. */
function Edges({ gamuts, channel, percent }: { gamuts: GamutRanges[]; channel: PickerChannel; percent: (x: number) => string }) {
  const edges = gamuts
    .flatMap(({ gamut, ranges }) => ranges.flatMap(([from, to]) => [from, to]).filter((x) => x > channel.min + 1e-6 && x < channel.max - 1e-6).map((at) => ({ gamut, at })))
    .sort((one, two) => one.at - two.at);
  let lastLabel = -Infinity;
  const named = new Set<Gamut>();
  return (
    <EdgeRow aria-hidden>
      {edges.map(({ gamut, at }) => {
        const position = ((at - channel.min) / (channel.max - channel.min)) * 100;
        // Each gamut is named once, at its first edge, and no name crowds the last one.
        const labelled = !named.has(gamut) && position - lastLabel >= EDGE_LABEL_GAP;
        if (labelled) {
          lastLabel = position;
          named.add(gamut);
        }
        return (
          <Edge key={`${gamut}-${at}`} data-gamut={gamut} style={{ left: percent(at) }}>
            {labelled ? <span>{GAMUT_SHORT[gamut]}</span> : null}
          </Edge>
        );
      })}
    </EdgeRow>
  );
}

const Rows = styled.div`
  ${stack(tokens.space[4])}
  padding-top: ${tokens.space[3]}px;
  /* OKLCH's edge marks sit under each track; its plane, above the tracks, has none. */
  &[data-space='oklch'] { gap: ${tokens.space[4] + 14}px; }
  &[data-space='oklch'] > [role='slider']:first-child { margin-bottom: -${tokens.space[2]}px; }
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

/** The slider's place: the painted track under a transparent range input (whose thumb stays on top), and the edge marks. */
const TrackWrap = styled.div`
  position: relative;
  ${tokens.media.narrow} {
    grid-column: 1;
  }
`;

const Track = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  height: 16px;
  border-radius: ${tokens.radius.round}px;
  background: var(--track);
  box-shadow: ${tokens.swatchEdge};
  overflow: hidden;
  pointer-events: none;
`;

/**
 * A stretch of the track beyond a gamut. Beyond sRGB it is hatched (what is shown there is the colour Apply would
 * keep, not the colour set); beyond Rec. 2020 it is washed out too. The edge marks under the track tell P3 apart.
 */
const Beyond = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  &[data-gamut='srgb'] {
    background: repeating-linear-gradient(135deg, rgba(0, 0, 0, 0.2) 0 1px, rgba(255, 255, 255, 0.35) 1px 2px, transparent 2px 6px);
  }
  &[data-gamut='rec2020'] {
    background: ${tokens.colors.surface};
    opacity: 0.45;
  }
`;

/** Under the track, out of the row's flow (the rows' gap leaves room for it). */
const EdgeRow = styled.div`
  position: absolute;
  top: calc(100% + 3px);
  left: 0;
  right: 0;
  height: 14px;
`;

const Edge = styled.span`
  position: absolute;
  top: 0;
  width: 1px;
  height: 5px;
  background: ${tokens.colors.textMuted};
  span {
    position: absolute;
    top: 3px;
    left: 50%;
    transform: translateX(-50%);
    ${mutedSmall}
    font-size: 10px;
    line-height: 12px;
    white-space: nowrap;
  }
`;

/** The status line and the key, closer together than the slider rows. */
const Notes = styled.div`
  ${stack(tokens.space[3])}
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
  line-height: 16px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/** A bit of track in the key: a short stretch of colours. */
const sampleTrack = css`
  position: relative;
  flex: none;
  width: 30px;
  height: 10px;
  border-radius: ${tokens.radius.round}px;
  background: linear-gradient(to right, #2f7fd0, #9a5bd6 60%, #d0509a);
  box-shadow: ${tokens.swatchEdge};
`;

/** A bit of track whose right part is marked as the tracks mark it. */
const Sample = styled.span`
  ${sampleTrack}
  overflow: hidden;
`;

/** A bit of track with an edge mark under it, as the tracks have. */
const EdgeSample = styled.span`
  ${sampleTrack}
  margin-top: -5px;
  &::after {
    content: '';
    position: absolute;
    top: calc(100% + 2px);
    left: 50%;
    width: 1px;
    height: 5px;
    background: ${tokens.colors.textMuted};
  }
`;

const Status = styled.p`
  ${mutedSmall}
  min-height: 24px;
  &:not([data-gamut='srgb']) { color: ${tokens.colors.text}; }
`;

const Kept = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px;
  code { font-family: ${tokens.fonts.mono}; }
`;

const KeptSwatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 4px;
  box-shadow: ${tokens.swatchEdge};
`;

/** A slider's thumb, `size` px: a ring of white with a dark edge and a shadow, clear inside so the track's colour shows. */
const thumbRing = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  border: 3px solid #fff;
  background: transparent;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35), 0 2px 6px rgba(0, 0, 0, 0.35);
`;

/** A channel's slider; its thumb is 22 px in Chromium and Safari, 16 px in Firefox. */
const Range = styled.input`
  position: relative;
  display: block;
  -webkit-appearance: none;
  appearance: none;
  width: 100%;
  height: 16px;
  margin: 0;
  border-radius: ${tokens.radius.round}px;
  background: transparent;
  cursor: pointer;
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumbRing(22)}
  }
  &::-moz-range-thumb {
    ${thumbRing(16)}
  }
  &:focus-visible { outline-offset: 4px; }
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
