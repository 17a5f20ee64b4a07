/**
 * One colour value as written in a source ('#f80', 'oklch(70% 0.2 30)', 'rebeccapurple') → an sRGB code.
 * Values are parsed by culori (https://culori.js.org/api/#parse), never by a grammar of our own; only the
 * modes CSS Color 4 can write are registered, so the import chunk carries no more of culori than it needs.
 * Colours outside sRGB are brought in by CSS Color 4 gamut mapping (../convert/gamutMap.ts) and flagged.
 */
import {
  colorsNamed,
  converter,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  useMode as registerMode, // not a React hook
  type Color,
} from 'culori/fn';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { mixColors } from './colorMix.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';

for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeP3, modeRec2020, modeA98, modeProphoto, modeXyz50, modeXyz65]) {
  registerMode(mode);
}

const toRgb = converter('rgb');
const toOklch = converter('oklch');

/**
 * How far outside [0, 1] a channel may be and still count as in sRGB: half a byte step, so a colour whose
 * clamped bytes are those it would round to anyway (a lab() or hsl() of an sRGB colour) is not called mapped.
 */
const GAMUT_TOLERANCE = 0.5 / 255;

/** A colour value read into sRGB. */
export type ColorValue = { code: string; mapped: boolean; alphaDropped: boolean };

/** Returns whether a lower-case word is a CSS named colour ('rebeccapurple'); 'transparent' is not one here. */
export function isNamedColor(word: string): boolean {
  return Object.prototype.hasOwnProperty.call(colorsNamed, word.toLowerCase());
}

/** Returns the sRGB code of a culori colour, gamut-mapped (and flagged) when it lies outside sRGB. */
export function colorToValue(color: Color): ColorValue {
  const alphaDropped = color.alpha !== undefined && color.alpha < 1;
  const rgb = toRgb(color);
  const channels: [number, number, number] = [rgb.r || 0, rgb.g || 0, rgb.b || 0];
  const inGamut = channels.every((c) => c >= -GAMUT_TOLERANCE && c <= 1 + GAMUT_TOLERANCE);
  if (inGamut) return { code: srgbToHex(channels), mapped: false, alphaDropped };
  const lch = toOklch(color);
  return { code: oklchToHexInGamut(lch.l || 0, lch.c || 0, lch.h ?? 0), mapped: true, alphaDropped };
}

/**
 * Returns the colour a CSS colour value denotes, or null when culori cannot read it ('transparent' and 'currentcolor'
 * give null); a `color-mix()` of literal colours is mixed (colorMix.ts), one that depends on variables gives null.
 */
export function readColor(text: string): ColorValue | null {
  const value = text.trim();
  if (value === '' || /^(transparent|currentcolor|inherit|initial|unset|none)$/i.test(value)) return null;
  if (/^color-mix\(/i.test(value)) {
    const mixed = mixColors(value);
    return mixed ? colorToValue(mixed) : null;
  }
  let color: Color | undefined;
  try {
    color = parse(value);
  } catch {
    return null; // culori throws on some unknown functions ('calc(1px)')
  }
  return color ? colorToValue(color) : null;
}
