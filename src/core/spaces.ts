/**
 * Colour spaces as data: the channels of each model shown by the detail strip and the picker tabs
 * (id, field of the Colour sub-object, range, whether it is an angle, display suffix). Ranges follow SPEC §9.
 */

/** One channel of a model. */
export type Channel = {
  readonly id: string;
  readonly field: string;
  readonly min: number;
  readonly max: number;
  readonly isAngle: boolean;
  readonly unit: '' | '%' | '°';
};

/** A model shown to the user: its key on `Color` and its channels. */
export type ColorSpace = { readonly id: 'rgb' | 'hsl' | 'hsv' | 'cmyk' | 'lab' | 'lch' | 'oklch'; readonly channels: readonly Channel[] };

const hue: Channel = { id: 'h', field: 'hue', min: 0, max: 360, isAngle: true, unit: '°' };
const percent = (id: string, field: string): Channel => ({ id, field, min: 0, max: 100, isAngle: false, unit: '%' });
const byte = (id: string, field: string): Channel => ({ id, field, min: 0, max: 255, isAngle: false, unit: '' });

/**
 * The models of the detail strip and picker, in display order. Lab a/b, LCH chroma and OKLCH chroma ranges are
 * reference ranges (CSS Color 4); OKLCH lightness is a percentage here (`Color.oklch.lightness` is 0–1).
 */
export const COLOR_SPACES: readonly ColorSpace[] = [
  { id: 'rgb', channels: [byte('r', 'red'), byte('g', 'green'), byte('b', 'blue')] },
  { id: 'hsl', channels: [hue, percent('s', 'saturation'), percent('l', 'lightness')] },
  { id: 'hsv', channels: [hue, percent('s', 'saturation'), percent('v', 'value')] },
  {
    id: 'cmyk',
    channels: [percent('c', 'cyan'), percent('m', 'magenta'), percent('y', 'yellow'), percent('k', 'black')],
  },
  {
    id: 'lab',
    channels: [
      { id: 'l', field: 'lightness', min: 0, max: 100, isAngle: false, unit: '' },
      { id: 'a', field: 'a', min: -125, max: 125, isAngle: false, unit: '' },
      { id: 'b', field: 'b', min: -125, max: 125, isAngle: false, unit: '' },
    ],
  },
  {
    id: 'lch',
    channels: [
      { id: 'l', field: 'lightness', min: 0, max: 100, isAngle: false, unit: '' },
      { id: 'c', field: 'chroma', min: 0, max: 150, isAngle: false, unit: '' },
      hue,
    ],
  },
  {
    id: 'oklch',
    channels: [
      { id: 'l', field: 'lightness', min: 0, max: 100, isAngle: false, unit: '%' },
      { id: 'c', field: 'chroma', min: 0, max: 0.4, isAngle: false, unit: '' },
      hue,
    ],
  },
];
