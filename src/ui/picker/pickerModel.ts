/**
 * The colour picker's model (react-colorful style: one internal representation, HSV, and conversions to and
 * from the other tabs through the core; the tab last edited keeps its own values, see PickerColor). Pure: no
 * React, no DOM.
 *
 * The working colour is HSV with hue in degrees [0, 360] (never NaN: a grey keeps the hue it had, so moving
 * the saturation off zero does not snap to red) and saturation and value in percent 0–100, unrounded.
 * Every tab reads its channels from the working colour and writes one channel back, so the tabs never drift
 * apart. Channel tables come from `COLOR_SPACES` (STYLE habit 3: spaces as data).
 */
// Deep imports: the picker is shared UI and must not pull the colour-name table in with the core's barrel.
import { COLOR_SPACES, type Channel } from '../../core/spaces';
import type { Hsv } from '../../core/color/types';
import { fromCmyk, fromHsl, fromHsv, fromRgb } from '../../core/color/fromModels';
import { hexToBytes, hexToSrgb } from '../../core/convert/hexToSrgb';
import { rgbToHsv } from '../../core/convert/rgbToHsv';
import { rgbToCmyk } from '../../core/convert/rgbToCmyk';
import { normalizeColorCode } from '../../core/code/colorCode';
import { srgbToOklab } from '../../core/convert/srgbToOklab';
import { labToLch } from '../../core/convert/labToLch';
import { deltaEOK, oklchToHexInGamut } from '../../core/convert/gamutMap';
import { GAMUTS, narrowestGamut, oklchInGamut, type Gamut } from '../../core/convert/wideGamut';
import { lchToLab } from '../../core/convert/lchToLab';
import { cssOf, tryAuthoredColor } from '../../core/exact/authoredColor';
import { readExact } from '../../core/exact/exactColor';
import { exactToOklch } from '../../core/exact/exactConvert';

/** The models with slider tabs, in tab order after the Picker tab: SPEC §2's HSV, RGB and CMYK, then HSL and OKLCH. */
export const PICKER_SPACE_IDS = ['hsv', 'rgb', 'cmyk', 'hsl', 'oklch'] as const;
/** A model with slider tabs. */
export type PickerSpaceId = (typeof PICKER_SPACE_IDS)[number];

/** A slider channel: the core's channel plus its input precision and its label key. */
export type PickerChannel = Channel & {
  /** Decimals kept by the numeric input (SPEC §5: integers, except HSV saturation and value: 2; likewise HSL). */
  readonly decimals: number;
  /** The slider's step, in the channel's units. */
  readonly step: number;
  /** Translation key (namespace 'color') of the channel's full name. */
  readonly labelKey: string;
};

/** Decimals and slider step of each tab's channels, in channel order (the rest of the table is the core's). */
const PRECISION: Readonly<Record<PickerSpaceId, ReadonlyArray<readonly [decimals: number, step: number]>>> = {
  hsv: [[0, 1], [2, 1], [2, 1]],
  rgb: [[0, 1], [0, 1], [0, 1]],
  cmyk: [[0, 1], [0, 1], [0, 1], [0, 1]],
  hsl: [[0, 1], [2, 1], [2, 1]],
  oklch: [[2, 0.1], [4, 0.001], [2, 0.5]],
};

/** Returns the channel table of one slider tab. */
function pickerChannels(spaceId: PickerSpaceId): readonly PickerChannel[] {
  const space = COLOR_SPACES.find((candidate) => candidate.id === spaceId);
  if (!space) throw new Error(`不明な色空間です: ${spaceId}`);
  return space.channels.map((channel, index) => ({
    ...channel,
    decimals: PRECISION[spaceId][index][0],
    step: PRECISION[spaceId][index][1],
    labelKey: `picker.channels.${spaceId}.${channel.id}`,
  }));
}

/** The channels of each slider tab, in display order. */
export const PICKER_CHANNELS: Readonly<Record<PickerSpaceId, readonly PickerChannel[]>> = Object.fromEntries(
  PICKER_SPACE_IDS.map((id) => [id, pickerChannels(id)]),
) as Record<PickerSpaceId, readonly PickerChannel[]>;

/**
 * The picker's working colour: HSV (the one internal representation: the Picker tab edits it, every code comes from
 * it) and, after an edit in a slider tab, that tab's channels exactly as the user set them. A tab reads its own
 * exact values back, so a channel never jumps through the sRGB code: an OKLCH colour past sRGB keeps its chroma
 * while HSV holds the gamut-mapped colour that will be kept, and an HSL saturation survives lightness 0 or 100.
 */
export type PickerColor = {
  readonly hsv: Hsv;
  readonly exact: { readonly space: PickerSpaceId; readonly values: readonly number[] } | null;
};

/** Returns the working colour of an HSV value (an edit of the Picker tab). */
export function pickerColorOfHsv(hsv: Hsv): PickerColor {
  return { hsv, exact: null };
}

/**
 * Returns the working colour of a code, or of a wide colour's exact text (it opens in the OKLCH tab's values, which hold
 * it as it is, and HSV holds its fallback); a grey keeps `previous`'s hue (see hsvOfCode).
 */
export function pickerColorOf(code: string, previous?: PickerColor): PickerColor {
  const authored = tryAuthoredColor(code);
  const exact = authored?.exact ? readExact(authored.exact) : null;
  if (authored && exact) {
    const [l, c, h] = exactToOklch(exact);
    const hsv = hsvOfCode(authored.code, previous?.hsv);
    return { hsv, exact: { space: 'oklch', values: [l * 100, c, Number.isNaN(h) ? hsv.hue : h] } };
  }
  return { hsv: hsvOfCode(authored?.code ?? code, previous?.hsv), exact: null };
}

/**
 * Returns the colour Apply gives where the caller keeps exact colours: the OKLCH tab's colour as set (`oklch()` at the
 * tab's precision) when a code cannot say it, else the code; `alpha` below 1 (a translucent colour being edited) is
 * kept. Either way it is a code or an exact text (core/exact/authoredColor.ts).
 */
export function authoredOf(color: PickerColor, alpha = 1): string {
  if (color.exact?.space === 'oklch') {
    const authored = tryAuthoredColor(oklchCss(color, alpha));
    if (authored) return cssOf(authored);
  }
  const code = codeOf(color);
  if (alpha >= 1) return code;
  const [r, g, b] = hexToBytes(code);
  return cssOf(tryAuthoredColor(`rgb(${r} ${g} ${b} / ${roundTo(alpha, 4)})`) ?? { code });
}

/** Returns '#rrggbb' of an HSV value. */
export function codeOfHsv(hsv: Hsv): string {
  return fromHsv(hsv);
}

/** Returns '#rrggbb' of a working colour: the code Apply keeps (for OKLCH past sRGB, the gamut-mapped one). */
export function codeOf(color: PickerColor): string {
  return fromHsv(color.hsv);
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

/** Returns HSL (percent) of HSV (percent), exactly: both share the hue, so a grey keeps the HSV hue. */
function hslOfHsv(hsv: Hsv): number[] {
  const v = hsv.value / 100;
  const l = v * (1 - hsv.saturation / 200);
  const s = l === 0 || l === 1 ? 0 : (v - l) / Math.min(l, 1 - l);
  return [hsv.hue, s * 100, l * 100];
}

/** Returns HSV (percent) of HSL (percent), exactly; black keeps `previous`'s saturation. */
function hsvOfHsl(values: readonly number[], previous: Hsv): Hsv {
  const l = values[2] / 100;
  const v = l + (values[1] / 100) * Math.min(l, 1 - l);
  return { hue: values[0], saturation: v === 0 ? previous.saturation : 200 * (1 - l / v), value: v * 100 };
}

/**
 * Returns OKLCH (lightness in percent) of a code. A grey has no OKLCH hue: it shows the hue of its HSV hue's pure
 * colour, so moving the chroma off zero starts from the hue the user had.
 */
function oklchOfCode(code: string, hsv: Hsv): number[] {
  const bytes = hexToBytes(code);
  const [l, c, h] = labToLch(srgbToOklab([bytes[0] / 255, bytes[1] / 255, bytes[2] / 255]));
  const grey = bytes[0] === bytes[1] && bytes[1] === bytes[2];
  if (!grey) return [l * 100, c, h];
  const pure = hexToBytes(fromHsv({ hue: hsv.hue, saturation: 100, value: 100 }));
  return [l * 100, 0, labToLch(srgbToOklab([pure[0] / 255, pure[1] / 255, pure[2] / 255]))[2]];
}

/** Returns the unrounded channel values of one tab for the working colour, in channel order. */
export function readChannels(spaceId: PickerSpaceId, color: PickerColor): number[] {
  if (color.exact?.space === spaceId) return [...color.exact.values];
  const { hsv } = color;
  switch (spaceId) {
    case 'hsv':
      return [hsv.hue, hsv.saturation, hsv.value];
    case 'hsl':
      return hslOfHsv(hsv);
    case 'rgb':
      return [...hexToBytes(codeOfHsv(hsv))];
    case 'cmyk':
      return rgbToCmyk(hexToSrgb(codeOfHsv(hsv))).map((channel) => channel * 100);
    case 'oklch':
      return oklchOfCode(codeOfHsv(hsv), hsv);
  }
}

/** Returns the code of one tab's channel values (in channel order); OKLCH past sRGB is gamut-mapped (CSS Color 4). */
function codeOfChannels(spaceId: PickerSpaceId, values: readonly number[]): string {
  switch (spaceId) {
    case 'hsv':
      return fromHsv({ hue: values[0], saturation: values[1], value: values[2] });
    case 'hsl':
      return fromHsl({ hue: values[0], saturation: values[1], lightness: values[2] });
    case 'rgb':
      return fromRgb({ red: values[0], green: values[1], blue: values[2] });
    case 'cmyk':
      return fromCmyk({ cyan: values[0], magenta: values[1], yellow: values[2], black: values[3] });
    case 'oklch':
      return oklchToHexInGamut(values[0] / 100, values[1], values[2]);
  }
}

/** Returns the working colour with one channel of one tab set to `value` (already clamped). */
export function writeChannel(spaceId: PickerSpaceId, color: PickerColor, index: number, value: number): PickerColor {
  const values = readChannels(spaceId, color);
  values[index] = value;
  if (spaceId === 'hsv') return pickerColorOfHsv({ hue: values[0], saturation: values[1], value: values[2] });
  const hsv = spaceId === 'hsl' ? hsvOfHsl(values, color.hsv) : hsvOfCode(codeOfChannels(spaceId, values), color.hsv);
  return { hsv, exact: { space: spaceId, values } };
}

/** Number of colour stops sampled for a slider's track (OKLCH's tracks bend, and take more). */
export const TRACK_STOPS = 7;
const OKLCH_TRACK_STOPS = 25;

/** Returns the value of a channel at a fraction (0–1) of its range. */
function channelAt(channel: PickerChannel, fraction: number): number {
  return channel.min + (channel.max - channel.min) * fraction;
}

/** Returns the codes along one channel's track (min → max) with the other channels held; OKLCH's gamut-mapped. */
export function channelTrack(spaceId: PickerSpaceId, color: PickerColor, index: number, stops = spaceId === 'oklch' ? OKLCH_TRACK_STOPS : TRACK_STOPS): string[] {
  const channel = PICKER_CHANNELS[spaceId][index];
  const values = readChannels(spaceId, color);
  const out: string[] = [];
  for (let i = 0; i < stops; i++) {
    values[index] = channelAt(channel, i / (stops - 1));
    out.push(codeOfChannels(spaceId, values));
  }
  return out;
}

/** Where along an OKLCH channel's track the colour lies within one gamut: ranges [from, to] in channel units. */
export type GamutRanges = { readonly gamut: Gamut; readonly ranges: ReadonlyArray<readonly [number, number]> };

/** Samples per OKLCH track for the gamut edges, each edge then refined by bisection to 1e-6 of the range. */
const EDGE_SAMPLES = 180;
const EDGE_STEPS = 20;

/**
 * Returns, for each gamut (sRGB, Display P3, Rec. 2020), the ranges of one OKLCH channel (0 lightness, 1 chroma,
 * 2 hue) that stay inside it with the other two channels held at their current values, as oklch.com shows them:
 * the track is sampled, and each change between samples is refined by bisection with the core's gamut test.
 */
export function oklchGamutRanges(color: PickerColor, index: number): GamutRanges[] {
  const channel = PICKER_CHANNELS.oklch[index];
  const values = readChannels('oklch', color);
  const inside = (gamut: Gamut, value: number) => {
    values[index] = value;
    return oklchInGamut(values[0] / 100, values[1], values[2], gamut);
  };
  return GAMUTS.map((gamut) => {
    const ranges: Array<[number, number]> = [];
    let start: number | null = null;
    let previous = channel.min;
    let wasInside = false;
    for (let i = 0; i <= EDGE_SAMPLES; i++) {
      const value = channelAt(channel, i / EDGE_SAMPLES);
      const isInside = inside(gamut, value);
      if (i > 0 && isInside !== wasInside) {
        // Bisect the change between the last two samples.
        let lo = previous;
        let hi = value;
        for (let step = 0; step < EDGE_STEPS; step++) {
          const mid = (lo + hi) / 2;
          if (inside(gamut, mid) === wasInside) lo = mid;
          else hi = mid;
        }
        if (isInside) start = hi;
        else {
          ranges.push([start ?? channel.min, lo]);
          start = null;
        }
      } else if (i === 0 && isInside) start = value;
      wasInside = isInside;
      previous = value;
    }
    if (start !== null) ranges.push([start, channel.max]);
    return { gamut, ranges };
  });
}

/** What the OKLCH tab says of its colour: the narrowest gamut holding it, the sRGB code kept, and ΔE_OK × 100 between them. */
export type OklchStatus = { readonly gamut: Gamut | null; readonly kept: string; readonly deltaE: number };

/** Returns the OKLCH tab's status for the working colour. */
export function oklchStatus(color: PickerColor): OklchStatus {
  const [l, c, h] = readChannels('oklch', color);
  const kept = codeOfChannels('oklch', [l, c, h]);
  const bytes = hexToBytes(kept);
  const deltaE = deltaEOK(lchToLab([l / 100, c, h]), srgbToOklab([bytes[0] / 255, bytes[1] / 255, bytes[2] / 255])) * 100;
  return { gamut: narrowestGamut(l / 100, c, h), kept, deltaE };
}

/** Returns the CSS `oklch()` of the OKLCH tab's values (the colour as set, which a wide-gamut screen can show), with alpha below 1. */
export function oklchCss(color: PickerColor, alpha = 1): string {
  const [l, c, h] = readChannels('oklch', color);
  return `oklch(${roundTo(l, 2)}% ${roundTo(c, 4)} ${roundTo(h, 2)}${alpha < 1 ? ` / ${roundTo(alpha, 4)}` : ''})`;
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
