/**
 * One colour value as written in a source ('#f80', 'oklch(70% 0.2 30)', 'rebeccapurple') → an sRGB code.
 * Values are parsed by culori (https://culori.js.org/api/#parse), never by a grammar of our own; only the
 * modes CSS Color 4 can write are registered, so the import chunk carries no more of culori than it needs.
 * Colours outside sRGB are brought in by CSS Color 4 gamut mapping (../convert/gamutMap.ts) and flagged; a colour
 * that its code cannot say (outside sRGB, translucent, between two 8-bit steps) also gets its exact text
 * (../exact/exactColor.ts), as written where the value is already in that grammar, so nothing of it is lost.
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
import { tryAuthoredColor } from '../exact/authoredColor.ts';
import { formatExactNumber, readExact } from '../exact/exactColor.ts';
import { exactGamut } from '../exact/exactConvert.ts';

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

/**
 * A colour value read into sRGB: its code (for a wide colour, the gamut-mapped fallback), whether it lies outside sRGB
 * or is translucent (what a code alone loses), and its exact text where the code cannot say it.
 */
export type ColorValue = { code: string; mapped: boolean; alphaDropped: boolean; exact?: string };

/** Returns whether a lower-case word is a CSS named colour ('rebeccapurple'); 'transparent' is not one here. */
export function isNamedColor(word: string): boolean {
  return Object.prototype.hasOwnProperty.call(colorsNamed, word.toLowerCase());
}

/** Returns the sRGB code of a culori colour, gamut-mapped (and flagged) when it lies outside sRGB, and its exact text. */
export function colorToValue(color: Color): ColorValue {
  const exact = tryAuthoredColor(exactTextOf(color));
  if (exact?.exact) return exactValue(exact.exact, exact.code);
  const alphaDropped = color.alpha !== undefined && color.alpha < 1;
  const rgb = toRgb(color);
  const channels: [number, number, number] = [rgb.r || 0, rgb.g || 0, rgb.b || 0];
  const inGamut = channels.every((c) => c >= -GAMUT_TOLERANCE && c <= 1 + GAMUT_TOLERANCE);
  if (inGamut) return { code: srgbToHex(channels), mapped: false, alphaDropped };
  const lch = toOklch(color);
  return { code: oklchToHexInGamut(lch.l || 0, lch.c || 0, lch.h ?? 0), mapped: true, alphaDropped };
}

/** Returns the value of an exact text and its fallback code, flagged as a code alone would lose it. */
function exactValue(exact: string, code: string): ColorValue {
  const color = readExact(exact);
  return { code, mapped: color !== null && exactGamut(color) !== 'srgb', alphaDropped: color !== null && color.alpha < 1, exact };
}

/** Returns a number of an exact text (12 significant digits at most). */
const num = (value: number | undefined) => formatExactNumber(value ?? 0);

/**
 * Returns a culori colour as an exact text: in its own space where the grammar has it (OKLCH, OKLab, Lab, LCH, Display
 * P3, Rec. 2020, sRGB), else in OKLCH; alpha kept.
 */
export function exactTextOf(color: Color): string {
  const alpha = color.alpha !== undefined && color.alpha < 1 ? ` / ${num(color.alpha)}` : '';
  switch (color.mode) {
    case 'oklch':
      return `oklch(${num(color.l)} ${num(color.c)} ${num(color.h)}${alpha})`;
    case 'oklab':
      return `oklab(${num(color.l)} ${num(color.a)} ${num(color.b)}${alpha})`;
    case 'lab':
      return `lab(${num(color.l)} ${num(color.a)} ${num(color.b)}${alpha})`;
    case 'lch':
      return `lch(${num(color.l)} ${num(color.c)} ${num(color.h)}${alpha})`;
    case 'p3':
      return `color(display-p3 ${num(color.r)} ${num(color.g)} ${num(color.b)}${alpha})`;
    case 'rec2020':
      return `color(rec2020 ${num(color.r)} ${num(color.g)} ${num(color.b)}${alpha})`;
    case 'rgb':
    case 'hsl':
    case 'hwb': {
      const rgb = toRgb(color);
      const bytes = [rgb.r, rgb.g, rgb.b].map((c) => (c ?? 0) * 255);
      // Whole bytes read best as rgb(); anything finer keeps its precision as color(srgb …).
      if (bytes.every((b) => Math.abs(b - Math.round(b)) < 1e-9)) return `rgb(${bytes.map((b) => Math.round(b)).join(' ')}${alpha})`;
      return `color(srgb ${num(rgb.r)} ${num(rgb.g)} ${num(rgb.b)}${alpha})`;
    }
    default: {
      const lch = toOklch(color);
      return `oklch(${num(lch.l)} ${num(lch.c)} ${num(lch.h)}${alpha})`;
    }
  }
}

/**
 * Returns the colour a CSS colour value denotes, or null when culori cannot read it ('transparent' and 'currentcolor'
 * give null); a `color-mix()` of literal colours is mixed (colorMix.ts), one that depends on variables gives null.
 */
export function readColor(text: string): ColorValue | null {
  const value = text.trim();
  if (value === '' || /^(transparent|currentcolor|inherit|initial|unset|none)$/i.test(value)) return null;
  // Already an exact text (Tailwind's and shadcn/ui's oklch(), color(display-p3 …)): kept digit for digit.
  const authored = tryAuthoredColor(value);
  if (authored) return authored.exact ? exactValue(authored.exact, authored.code) : { code: authored.code, mapped: false, alphaDropped: false };
  if (/^color-mix\(/i.test(value)) {
    const mixed = mixColors(value);
    return mixed ? colorToValue(mixed) : null;
  }
  let color: Color | undefined;
  try {
    color = parse(value) ?? colorWithAlpha(value);
  } catch {
    return null; // culori throws on some unknown functions ('calc(1px)')
  }
  return color ? colorToValue(color) : null;
}

/** `rgba(<colour>, <alpha>)`: Sass's and Tokens Studio's colour with a new alpha ('rgba(#0a0a0a, 0.25)'). */
const COLOR_WITH_ALPHA = /^rgba?\(\s*([^,()]+(?:\([^()]*\))?)\s*,\s*(\d*\.?\d+)(%?)\s*\)$/i;

/**
 * Returns the colour of `rgba(<colour>, <alpha>)`, as Sass and Tokens Studio write a colour made translucent (not CSS,
 * whose rgba() takes channels), or undefined for anything else.
 */
function colorWithAlpha(value: string): Color | undefined {
  const match = COLOR_WITH_ALPHA.exec(value);
  if (!match || /^[\d.+-]/.test(match[1])) return undefined; // rgba(0, 0, 0) is channels, read by culori
  const color = parse(match[1]);
  if (!color) return undefined;
  const alpha = Number(match[2]) / (match[3] ? 100 : 1);
  return alpha >= 0 && alpha <= 1 ? { ...color, alpha: alpha * (color.alpha ?? 1) } : undefined;
}
