/**
 * "Copy as": a colour or a palette as the text a designer or developer pastes — a CSS value, a custom
 * property, a Tailwind arbitrary value, SwiftUI or Jetpack Compose code. The CSS forms are the detail strip's
 * (colorValues.ts), so what the colour page shows is what is copied; the app-code forms are the palette export's
 * (src/ui/export/platforms.ts builds on `swiftColor`, `flutterColor` and `argbLiteral`).
 *
 * One colour gives an expression (`Color(0xFF1AB385)`); a palette gives one line a colour, named where the form needs
 * a name (`--mountain-meadow: #1ab385;`, `let mountainMeadow = Color(…)`, `val MountainMeadow = Color(…)`), the names
 * unique as the export makes them.
 *
 * A wide or translucent colour (one with an exact text, ../exact/authoredColor.ts) keeps what it is wherever the form
 * can say it: the CSS variable and the Tailwind class carry its exact text, OKLCH and Display P3 are of the colour
 * itself, RGB and HSL are of its sRGB fallback with its alpha, HEX is the fallback, and the app code takes Display P3
 * channels (`platformColor`). A plain code gives exactly what it always gave.
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToBytes, hexToSrgb } from '../convert/hexToSrgb.ts';
import { readExact, formatExactNumber, type ExactColor } from '../exact/exactColor.ts';
import { exactGamut, exactToDisplayP3, exactToSrgb, needsExact } from '../exact/exactConvert.ts';
import { alphaPart, displayP3Text, oklchText } from '../exact/exactText.ts';
import { pascal, uniqueCodeNames } from '../theme/export/names.ts';
import { colorValueText } from './colorValues.ts';
import { kebabName, uniqueKebabNames } from './identifiers.ts';

/** The forms, in the order the menu lists them; hex is the default (SPEC: the toast '{code} Copied'). */
export const COPY_FORMATS = ['hex', 'rgb', 'hsl', 'oklch', 'p3', 'cssVar', 'tailwind', 'swiftui', 'compose'] as const;

export type CopyFormat = (typeof COPY_FORMATS)[number];

/** The form copy buttons use until the user picks another. */
export const DEFAULT_COPY_FORMAT: CopyFormat = 'hex';

/** Returns whether a value (e.g. a stored setting) is one of the forms. */
export function isCopyFormat(value: unknown): value is CopyFormat {
  return typeof value === 'string' && (COPY_FORMATS as readonly string[]).includes(value);
}

/**
 * A colour to copy: its code (a wide or translucent colour's sRGB fallback), its exact text when the code cannot say
 * it, and the name it goes by (the nearest colour name).
 */
export type NamedColor = { readonly code: string; readonly name: string; readonly exact?: string };

/** Returns the exact colour of a colour that has an exact text, else null. */
function exactOf(color: { readonly exact?: string }): ExactColor | null {
  return color.exact === undefined ? null : readExact(color.exact);
}

/**
 * A colour as Apple's, Google's and Flutter's colour APIs take it: a space, gamma-encoded channels in 0–1 and alpha;
 * `code` when the channels are exactly that code's bytes (so the byte forms, `26 / 255` and `0xFF1AB385`, say it).
 */
export type PlatformColor = { readonly space: 'srgb' | 'display-p3'; readonly channels: Vec3; readonly alpha: number; readonly code?: string };

const clip01 = (channels: Vec3): Vec3 => channels.map((c) => Math.min(1, Math.max(0, c))) as unknown as Vec3;

/**
 * Returns a colour as the platforms take it: in sRGB when it lies there (its own channels, at full precision), else in
 * Display P3, the widest space all three APIs share. A colour beyond P3 (Rec. 2020 or wider) is clipped into it:
 * each P3 channel clamped to [0, 1], which keeps the hue of a colour just past the edge and is what the platforms
 * themselves would do with an extended value (Compose refuses one outright).
 */
export function platformColor(color: { readonly code: string; readonly exact?: string }): PlatformColor {
  const exact = exactOf(color);
  if (exact === null) return { space: 'srgb', channels: hexToSrgb(color.code), alpha: 1, code: color.code };
  if (exactGamut(exact) !== 'srgb') return { space: 'display-p3', channels: clip01(exactToDisplayP3(exact)), alpha: exact.alpha };
  // Only its alpha sets it apart from its code: the code's bytes are the colour.
  if (!needsExact({ ...exact, alpha: 1 })) return { space: 'srgb', channels: hexToSrgb(color.code), alpha: exact.alpha, code: color.code };
  return { space: 'srgb', channels: clip01(exactToSrgb(exact)), alpha: exact.alpha };
}

/** Returns alpha as a byte when it is exactly one (0.5 is not: 127.5), else null. */
function alphaByte(alpha: number): number | null {
  const byte = Math.round(alpha * 255);
  return Math.abs(alpha * 255 - byte) < 1e-9 ? byte : null;
}

/** Returns a number for app code: at most 12 significant digits, no float noise ('0.929', '1', '0'). */
const decimal = (x: number) => formatExactNumber(x);

/** Returns SwiftUI's sRGB channels of a code, exact from its bytes: 'red: 26 / 255, green: 179 / 255, blue: 133 / 255'. */
export function swiftRgb(code: string): string {
  const [r, g, b] = hexToBytes(code);
  return `red: ${r} / 255, green: ${g} / 255, blue: ${b} / 255`;
}

/** Returns a code as an ARGB integer literal, as Compose and Flutter write it: '0xFF1AB385' (alpha a byte, default opaque). */
export function argbLiteral(code: string, alpha = 255): string {
  return `0x${alpha.toString(16).padStart(2, '0').toUpperCase()}${code.slice(1).toUpperCase()}`;
}

/**
 * Returns SwiftUI's `Color` of a colour, space and opacity spelt out: 'Color(.sRGB, red: 26 / 255, green: 179 / 255,
 * blue: 133 / 255, opacity: 1)' for a code, 'Color(.displayP3, red: 0.929, green: 0.184, blue: 0.161, opacity: 0.5)'
 * for a wide colour (`platformColor`).
 */
export function swiftColor(color: { readonly code: string; readonly exact?: string }): string {
  const p = platformColor(color);
  const [r, g, b] = p.channels.map(decimal);
  const channels = p.code !== undefined ? swiftRgb(p.code) : `red: ${r}, green: ${g}, blue: ${b}`;
  return `Color(${p.space === 'srgb' ? '.sRGB' : '.displayP3'}, ${channels}, opacity: ${decimal(p.alpha)})`;
}

/**
 * Returns Flutter's `Color` of a colour: an ARGB literal when its channels and alpha are bytes ('Color(0x801AB385)'),
 * else `Color.from` with its channels in 0–1 and its space ('Color.from(alpha: 1, red: 0.929, …, colorSpace:
 * ColorSpace.displayP3)', Flutter 3.27 and later).
 */
export function flutterColor(color: { readonly code: string; readonly exact?: string }): string {
  const p = platformColor(color);
  const byte = alphaByte(p.alpha);
  if (p.code !== undefined && byte !== null) return `Color(${argbLiteral(p.code, byte)})`;
  const [r, g, b] = p.channels.map(decimal);
  return `Color.from(alpha: ${decimal(p.alpha)}, red: ${r}, green: ${g}, blue: ${b}, colorSpace: ${p.space === 'srgb' ? 'ColorSpace.sRGB' : 'ColorSpace.displayP3'})`;
}

/**
 * Returns Jetpack Compose's `Color` of a colour: an ARGB literal when its channels and alpha are bytes
 * ('Color(0xFF1AB385)'), else its channels, alpha and space ('Color(0.929f, 0.184f, 0.161f, 1f, ColorSpaces.DisplayP3)').
 */
export function composeColor(color: { readonly code: string; readonly exact?: string }): string {
  const p = platformColor(color);
  const byte = alphaByte(p.alpha);
  if (p.code !== undefined && byte !== null) return `Color(${argbLiteral(p.code, byte)})`;
  const [r, g, b, a] = [...p.channels, p.alpha].map((x) => `${decimal(x)}f`);
  return `Color(${r}, ${g}, ${b}, ${a}, ${p.space === 'srgb' ? 'ColorSpaces.Srgb' : 'ColorSpaces.DisplayP3'})`;
}

/** Returns a CSS value of a wide or translucent colour in a form ('oklch(84.1% 0.238 128.85)', 'rgb(154 230 0 / 0.5)'). */
function exactValueText(color: NamedColor, exact: ExactColor, format: 'hex' | 'rgb' | 'hsl' | 'oklch' | 'p3'): string {
  switch (format) {
    case 'hex':
      return color.code;
    case 'rgb':
    case 'hsl':
      return colorValueText(color.code, format).replace(/\)$/, `${alphaPart(exact.alpha)})`);
    case 'oklch':
      return oklchText(exact);
    case 'p3':
      // Unclamped: a colour beyond P3 keeps channels past [0, 1], which CSS reads and gamut-maps as the colour itself.
      return displayP3Text(exact);
  }
}

/** Returns the CSS of a colour as authored: its exact text, else its code. */
const cssText = (color: NamedColor) => color.exact ?? color.code;

/** Returns one colour in a form: an expression, or for `cssVar` a declaration named after the colour. */
export function colorAs(color: NamedColor, format: CopyFormat): string {
  const exact = exactOf(color);
  switch (format) {
    case 'hex':
    case 'rgb':
    case 'hsl':
    case 'oklch':
    case 'p3':
      return exact === null ? colorValueText(color.code, format) : exactValueText(color, exact, format);
    case 'cssVar':
      return `--${kebabName(color.name)}: ${cssText(color)};`;
    case 'tailwind':
      // An arbitrary value takes no spaces: Tailwind reads '_' as one.
      return `bg-[${cssText(color).replaceAll(' ', '_')}]`;
    case 'swiftui':
      return exact === null ? `Color(${swiftRgb(color.code)})` : swiftColor(color);
    case 'compose':
      return composeColor(color);
  }
}

/** Returns a palette in a form: a line a colour, each named where the form needs it. */
export function paletteAs(colors: readonly NamedColor[], format: CopyFormat): string {
  const names = colors.map((c) => c.name);
  switch (format) {
    case 'cssVar': {
      const kebab = uniqueKebabNames(names);
      return colors.map((c, i) => `--${kebab[i]}: ${cssText(c)};`).join('\n');
    }
    case 'swiftui': {
      const camel = uniqueCodeNames(names);
      return colors.map((c, i) => `let ${camel[i]} = ${colorAs(c, format)}`).join('\n');
    }
    case 'compose': {
      // Compose names colour values in PascalCase (`val Purple80 = Color(0xFFD0BCFF)`); unique as the camel names are.
      const camel = uniqueCodeNames(names);
      return colors.map((c, i) => `val ${pascal([camel[i]])} = ${colorAs(c, format)}`).join('\n');
    }
    default:
      return colors.map((c) => colorAs(c, format)).join('\n');
  }
}
