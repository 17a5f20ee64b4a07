/**
 * "Copy as" (issue 32): a colour or a palette as the text a designer or developer pastes — a CSS value, a custom
 * property, a Tailwind arbitrary value, SwiftUI or Jetpack Compose code. The CSS forms are the detail strip's
 * (colorValues.ts), so what the colour page shows is what is copied; the app-code forms are the palette export's
 * (src/ui/export/platforms.ts builds on `swiftRgb` and `argbLiteral`).
 *
 * One colour gives an expression (`Color(0xFF1AB385)`); a palette gives one line a colour, named where the form needs
 * a name (`--mountain-meadow: #1ab385;`, `let mountainMeadow = Color(…)`, `val MountainMeadow = Color(…)`), the names
 * unique as the export makes them.
 */
import { hexToBytes } from '../convert/hexToSrgb.ts';
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

/** A colour to copy: its code and the name it goes by (the nearest colour name). */
export type NamedColor = { readonly code: string; readonly name: string };

/** Returns SwiftUI's sRGB channels of a code, exact from its bytes: 'red: 26 / 255, green: 179 / 255, blue: 133 / 255'. */
export function swiftRgb(code: string): string {
  const [r, g, b] = hexToBytes(code);
  return `red: ${r} / 255, green: ${g} / 255, blue: ${b} / 255`;
}

/** Returns a code as an opaque ARGB integer literal, as Compose and Flutter write it: '0xFF1AB385'. */
export function argbLiteral(code: string): string {
  return `0xFF${code.slice(1).toUpperCase()}`;
}

/** Returns one colour in a form: an expression, or for `cssVar` a declaration named after the colour. */
export function colorAs(color: NamedColor, format: CopyFormat): string {
  switch (format) {
    case 'hex':
    case 'rgb':
    case 'hsl':
    case 'oklch':
    case 'p3':
      return colorValueText(color.code, format);
    case 'cssVar':
      return `--${kebabName(color.name)}: ${color.code};`;
    case 'tailwind':
      return `bg-[${color.code}]`;
    case 'swiftui':
      return `Color(${swiftRgb(color.code)})`;
    case 'compose':
      return `Color(${argbLiteral(color.code)})`;
  }
}

/** Returns a palette in a form: a line a colour, each named where the form needs it. */
export function paletteAs(colors: readonly NamedColor[], format: CopyFormat): string {
  const names = colors.map((c) => c.name);
  switch (format) {
    case 'cssVar': {
      const kebab = uniqueKebabNames(names);
      return colors.map((c, i) => `--${kebab[i]}: ${c.code};`).join('\n');
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
