/**
 * The colour values of the detail strip, as data (STYLE habit 3): one row per model with its label and its text.
 * What is shown is exactly what is copied.
 *
 * Forms: HEX, RGB, HSL, CIELAB, CIELCH and OKLCH are CSS Color 4 (space-separated: `rgb(58 123 213)`,
 * `hsl(214.8 64.9% 53.1%)`, `lab(50.89 2.6 -53.35)`, `lch(50.89 53.41 272.79)`, `oklch(58.62% 0.15327 257.23)`;
 * CSS lab()/lch() are D50 like the core). HSV and CMYK have no CSS form and are plain text
 * (`214.8°, 72.8%, 83.5%`, `72.8%, 42.3%, 0%, 16.5%`).
 *
 * Rounding: the fewest fixed decimals with which every sRGB colour's text converts back to the same hex (checked
 * over a lattice of colours in tests/unit/color/colorValues.test.ts): RGB integers; HSL, HSV and CMYK one decimal
 * (hue too); CIELAB and CIELCH two; OKLCH lightness two (as a percentage), chroma five, hue two; Display P3 four
 * (`color(display-p3 0.2933 0.4765 0.81)`: the same colour in P3's coordinates, for wide-gamut CSS). Trailing zeros
 * are dropped (`0%`, `100%`).
 *
 * Achromatic hue (greys: the core keeps NaN) is written `0` in every model: `hsl(0 0% 50.2%)`, `0°, 0%, 50.2%`,
 * `lch(53.59 0 0)`. CSS Color 4's `none` would be valid CSS, but the HSV line has no syntax for it and design
 * tools (Figma, Sketch) reject it; with zero saturation or chroma, hue 0 names the same colour.
 */
import type { ColorModels } from '../color/types.ts';
import { colorModels } from '../color/models.ts';
import { srgbToDisplayP3 } from '../convert/wideGamut.ts';

/** Returns x with at most `decimals` decimals, trailing zeros and negative zero dropped. */
export function formatNumber(x: number, decimals: number): string {
  const rounded = Number(x.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Returns a hue in degrees with `decimals` decimals, or '0' when the colour has no hue (NaN: greys). */
export function formatHue(hue: number, decimals: number): string {
  return Number.isNaN(hue) ? '0' : formatNumber(hue, decimals);
}

/** What a row reads: a colour's models and its code (a full `Color` is one). */
export type ModelsOf = ColorModels & { readonly colorCode: string };

/** A model row of the detail strip. */
export type ColorValueRow = {
  readonly id: 'hex' | 'rgb' | 'hsl' | 'hsv' | 'cmyk' | 'lab' | 'lch' | 'oklch' | 'p3';
  /** Label shown above the value (a model name; the same in every language). */
  readonly label: string;
  /** Whether the text is valid CSS (else plain text). */
  readonly css: boolean;
  /** Returns the text shown and copied. */
  readonly format: (color: ModelsOf) => string;
};

const pct = (x: number, decimals: number) => `${formatNumber(x, decimals)}%`;

/** The model rows in display order (SPEC §2: HEX, RGB, HSL, HSV, CMYK, CIELAB, CIELCH; plus OKLCH and Display P3). */
export const COLOR_VALUE_ROWS: readonly ColorValueRow[] = [
  { id: 'hex', label: 'HEX', css: true, format: (c) => c.colorCode },
  { id: 'rgb', label: 'RGB', css: true, format: ({ rgb }) => `rgb(${rgb.red} ${rgb.green} ${rgb.blue})` },
  {
    id: 'hsl',
    label: 'HSL',
    css: true,
    format: ({ hsl }) => `hsl(${formatHue(hsl.hue, 1)} ${pct(hsl.saturation, 1)} ${pct(hsl.lightness, 1)})`,
  },
  {
    id: 'hsv',
    label: 'HSV',
    css: false,
    format: ({ hsv }) => `${formatHue(hsv.hue, 1)}°, ${pct(hsv.saturation, 1)}, ${pct(hsv.value, 1)}`,
  },
  {
    id: 'cmyk',
    label: 'CMYK',
    css: false,
    format: ({ cmyk }) => [cmyk.cyan, cmyk.magenta, cmyk.yellow, cmyk.black].map((x) => pct(x, 1)).join(', '),
  },
  {
    id: 'lab',
    label: 'CIELAB',
    css: true,
    format: ({ lab }) => `lab(${formatNumber(lab.lightness, 2)} ${formatNumber(lab.a, 2)} ${formatNumber(lab.b, 2)})`,
  },
  {
    id: 'lch',
    label: 'CIELCH',
    css: true,
    format: ({ lch }) =>
      `lch(${formatNumber(lch.lightness, 2)} ${formatNumber(lch.chroma, 2)} ${formatHue(lch.hue, 2)})`,
  },
  {
    id: 'oklch',
    label: 'OKLCH',
    css: true,
    format: ({ oklch }) =>
      `oklch(${pct(oklch.lightness * 100, 2)} ${formatNumber(oklch.chroma, 5)} ${formatHue(oklch.hue, 2)})`,
  },
  {
    id: 'p3',
    label: 'Display P3',
    css: true,
    format: ({ rgb }) => {
      const p3 = srgbToDisplayP3([rgb.red / 255, rgb.green / 255, rgb.blue / 255]);
      return `color(display-p3 ${p3.map((x) => formatNumber(x, 4)).join(' ')})`;
    },
  },
];

/** Returns a code's text in one of the rows' forms ('#3a7bd5', 'rgb'  → 'rgb(58 123 213)'). */
export function colorValueText(code: string, id: ColorValueRow['id']): string {
  const row = COLOR_VALUE_ROWS.find((r) => r.id === id);
  if (!row) throw new Error(`Unknown colour value: ${id}`);
  return row.format({ ...colorModels(code), colorCode: code });
}
