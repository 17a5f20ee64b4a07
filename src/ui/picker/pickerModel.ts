/**
 * The colour picker's model (react-colorful style: one internal representation, HSV, and conversions to and
 * from the other tabs through the core). Pure: no React, no DOM.
 *
 * The working colour is HSV with hue in degrees [0, 360] (never NaN: a grey keeps the hue it had, so moving
 * the saturation off zero does not snap to red) and saturation and value in percent 0–100, unrounded.
 * Every tab reads its channels from the working colour and writes one channel back, so the tabs never drift
 * apart. Channel tables come from `COLOR_SPACES` (STYLE habit 3: spaces as data).
 */
// Deep imports: the picker is shared UI and must not pull the colour-name table in with the core's barrel.
import { COLOR_SPACES, type Channel } from '../../core/spaces';
import type { Hsv } from '../../core/color/types';
import { fromCmyk, fromHsv, fromRgb } from '../../core/color/fromModels';
import { hexToBytes, hexToSrgb } from '../../core/convert/hexToSrgb';
import { rgbToHsv } from '../../core/convert/rgbToHsv';
import { rgbToCmyk } from '../../core/convert/rgbToCmyk';
import { normalizeColorCode } from '../../core/code/colorCode';

/** The models with slider tabs, in tab order after the Picker tab (SPEC §2 Dialogs). */
export const PICKER_SPACE_IDS = ['hsv', 'rgb', 'cmyk'] as const;
/** A model with slider tabs. */
export type PickerSpaceId = (typeof PICKER_SPACE_IDS)[number];

/** A slider channel: the core's channel plus how many decimals its numeric input keeps and its label key. */
export type PickerChannel = Channel & {
  /** Decimals kept by the numeric input (SPEC §5: integers, except HSV saturation and value: 2). */
  readonly decimals: number;
  /** Translation key (namespace 'color') of the channel's full name. */
  readonly labelKey: string;
};

/** Returns the channel table of one slider tab. */
function pickerChannels(spaceId: PickerSpaceId): readonly PickerChannel[] {
  const space = COLOR_SPACES.find((candidate) => candidate.id === spaceId);
  if (!space) throw new Error(`不明な色空間です: ${spaceId}`);
  return space.channels.map((channel) => ({
    ...channel,
    decimals: spaceId === 'hsv' && channel.id !== 'h' ? 2 : 0,
    labelKey: `picker.channels.${spaceId}.${channel.id}`,
  }));
}

/** The channels of each slider tab, in display order. */
export const PICKER_CHANNELS: Readonly<Record<PickerSpaceId, readonly PickerChannel[]>> = {
  hsv: pickerChannels('hsv'),
  rgb: pickerChannels('rgb'),
  cmyk: pickerChannels('cmyk'),
};

/** Returns '#rrggbb' of the working colour. */
export function codeOfHsv(hsv: Hsv): string {
  return fromHsv(hsv);
}

/**
 * Returns the working HSV of a code. A grey (no hue) keeps `previousHue`, and black keeps `previous`'s
 * saturation too, so a thumb that reaches an edge does not jump.
 */
export function hsvOfCode(code: string, previous?: Hsv): Hsv {
  const [h, s, v] = rgbToHsv(hexToSrgb(normalizeColorCode(code)));
  const hue = Number.isNaN(h) ? (previous?.hue ?? 0) : h;
  const saturation = v === 0 && previous ? previous.saturation : s * 100;
  return { hue, saturation, value: v * 100 };
}

/** Returns the unrounded channel values of one tab for the working colour, in channel order. */
export function readChannels(spaceId: PickerSpaceId, hsv: Hsv): number[] {
  if (spaceId === 'hsv') return [hsv.hue, hsv.saturation, hsv.value];
  const code = codeOfHsv(hsv);
  if (spaceId === 'rgb') return [...hexToBytes(code)];
  return rgbToCmyk(hexToSrgb(code)).map((channel) => channel * 100);
}

/** Returns the code of one tab's channel values (in channel order). */
function codeOfChannels(spaceId: PickerSpaceId, values: readonly number[]): string {
  switch (spaceId) {
    case 'hsv':
      return fromHsv({ hue: values[0], saturation: values[1], value: values[2] });
    case 'rgb':
      return fromRgb({ red: values[0], green: values[1], blue: values[2] });
    case 'cmyk':
      return fromCmyk({ cyan: values[0], magenta: values[1], yellow: values[2], black: values[3] });
  }
}

/** Returns the working colour with one channel of one tab set to `value` (already clamped). */
export function writeChannel(spaceId: PickerSpaceId, hsv: Hsv, index: number, value: number): Hsv {
  if (spaceId === 'hsv') {
    const next = [hsv.hue, hsv.saturation, hsv.value];
    next[index] = value;
    return { hue: next[0], saturation: next[1], value: next[2] };
  }
  const values = readChannels(spaceId, hsv);
  values[index] = value;
  return hsvOfCode(codeOfChannels(spaceId, values), hsv);
}

/** Number of colour stops sampled for a slider's track. */
export const TRACK_STOPS = 7;

/** Returns the codes along one channel's track (min → max) with the other channels held. */
export function channelTrack(spaceId: PickerSpaceId, hsv: Hsv, index: number, stops = TRACK_STOPS): string[] {
  const channel = PICKER_CHANNELS[spaceId][index];
  const values = readChannels(spaceId, hsv);
  const out: string[] = [];
  for (let i = 0; i < stops; i++) {
    values[index] = channel.min + ((channel.max - channel.min) * i) / (stops - 1);
    out.push(codeOfChannels(spaceId, values));
  }
  return out;
}

/** Returns `value` rounded to `decimals` places (half away from zero for positive values). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Returns the value of a numeric input (SPEC §5): empty is 0, otherwise clamped to the channel's range and
 * rounded to its decimals; null when the text is not a number (the input is then ignored).
 */
export function parseChannelInput(text: string, channel: PickerChannel): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return null;
  return roundTo(Math.min(channel.max, Math.max(channel.min, number)), channel.decimals);
}

/** Returns the displayed value of a channel: rounded to its decimals (hue 360 stays 360). */
export function displayChannel(value: number, channel: PickerChannel): number {
  return roundTo(Math.min(channel.max, Math.max(channel.min, value)), channel.decimals);
}

/** Step of the Picker tab's keyboard control: 1 unit, or 10 with Shift or Page Up/Down. */
export const KEY_STEP = 1;
export const KEY_STEP_LARGE = 10;
