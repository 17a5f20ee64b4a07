/**
 * "Your template": an export written by the user in Mustache (mustache.github.io, logic-less: values, sections over
 * lists, inverted sections, nothing that runs code), filled with a palette's or a theme's colours. This module builds
 * the data a template sees (the view); the UI renders a template against it with Mustache (src/ui/export/template/
 * renderTemplate.ts) and the starters are in templateStarters.ts.
 *
 * The view is rendered as plain data on null-prototype objects and arrays, so a template can reach only what is listed here
 * (`{{constructor}}`, `{{#colors.map}}` find nothing). Names come in every case, made unique within the file as the
 * other exports make them (theme/export/names.ts: two names with the same words get a number; the camelCase name is
 * never a Swift, Kotlin or Dart keyword); colours come as CSS strings, the forms "Copy as" writes (colorAs.ts): a wide
 * or translucent colour gives its exact value in `oklch` and `p3` and its sRGB fallback in `hex`. Beside the lists, each
 * item can be reached by its camelCase name, for a file that puts one role where it belongs:
 * `{{role.onPrimary.light.hex}}`, `{{tone.primary.40.oklch}}`, `{{color.mountainMeadow.hex}}`.
 */
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { formatExactNumber, readExact } from '../exact/exactColor.ts';
import { codeName, nameWords, pascal, themeNames, toneKey } from '../theme/export/names.ts';
import type { ThemeColors } from '../theme/roles.ts';
import { colorAs } from './colorAs.ts';
import { kebabName } from './identifiers.ts';

/** What a template is written for: a palette's colours, or a theme's roles and tonal palettes. */
export type TemplateKind = 'palette' | 'theme';

/** A name in every case a file may need ('Mountain Meadow 2'). */
export type NameCases = {
  /** 'mountain-meadow-2' */
  readonly kebab: string;
  /** 'mountainMeadow2' (never a keyword of Swift, Kotlin or Dart: 'default' → 'defaultColor') */
  readonly camel: string;
  /** 'MountainMeadow2' */
  readonly pascal: string;
  /** 'mountain_meadow_2' */
  readonly snake: string;
  /** 'MOUNTAIN_MEADOW_2' */
  readonly constant: string;
};

/** A colour as CSS strings: '#1ab385', 'rgb(26 179 133)', 'hsl(…)', 'oklch(…)', 'color(display-p3 …)'. */
export type ColorForms = {
  readonly hex: string;
  readonly rgb: string;
  readonly hsl: string;
  readonly oklch: string;
  readonly p3: string;
};

/** Where an item stands in its list: `index` from 1, and whether it is the first or the last (for separators). */
export type Position = { readonly index: number; readonly first: boolean; readonly last: boolean };

/** A colour of a palette as a template sees it. */
export type TemplateColor = NameCases & ColorForms & Position & {
  /** The colour's name as given ('Mountain Meadow'). */
  readonly name: string;
  /** '#1ab385ff': the code with its alpha as two more digits. */
  readonly hexa: string;
  /** The code's sRGB channels as integers 0–255. */
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  /** 0–1 (1 for an opaque colour). */
  readonly alpha: number;
};

/** A role of a theme: its id ('onPrimary'), its names and its colour in each appearance. */
export type TemplateRole = NameCases & Position & { readonly role: string; readonly light: ColorForms; readonly dark: ColorForms };

/** A tonal palette of a theme and its steps. */
export type TemplatePalette = NameCases & Position & {
  readonly name: string;
  readonly steps: readonly TemplateStep[];
};

/** A tone of a tonal palette: its colour's forms, its tone, where it stands. */
export type TemplateStep = ColorForms & Position & { readonly step: number };

/** The view of a palette: its name (and its cases), its colours, and each colour by its camelCase name. */
export type PaletteView = NameCases & { readonly name: string; readonly colors: readonly TemplateColor[]; readonly color: Readonly<Record<string, TemplateColor>> };
/**
 * The view of a theme: its name (and its cases), its roles and custom colours, its tonal palettes; each role by its
 * camelCase name (`role.onPrimary`) and each tone by its palette's camelCase name and its tone (`tone.primary.40`; a
 * fractional tone with '-' for its point, `tone.primary.97-5`, since a dot separates a placeholder's parts).
 */
export type ThemeView = NameCases & {
  readonly name: string;
  readonly roles: readonly TemplateRole[];
  readonly palettes: readonly TemplatePalette[];
  readonly role: Readonly<Record<string, TemplateRole>>;
  readonly tone: Readonly<Record<string, Readonly<Record<string, TemplateStep>>>>;
};

/** The placeholders of each kind, in the order the reference lists them (the dotted ones live inside a section). */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateKind, readonly string[]>> = {
  palette: [
    'name', 'kebab', 'camel', 'pascal', 'snake', 'constant',
    '#colors', 'colors.index', 'colors.name', 'colors.kebab', 'colors.camel', 'colors.pascal', 'colors.snake', 'colors.constant',
    'colors.hex', 'colors.hexa', 'colors.rgb', 'colors.hsl', 'colors.oklch', 'colors.p3', 'colors.red', 'colors.green', 'colors.blue', 'colors.alpha',
    '^last',
  ],
  theme: [
    'name', 'kebab', 'camel', 'pascal', 'snake', 'constant',
    '#roles', 'roles.role', 'roles.kebab', 'roles.camel', 'roles.pascal', 'roles.snake', 'roles.constant',
    'roles.light.hex', 'roles.light.rgb', 'roles.light.hsl', 'roles.light.oklch', 'roles.light.p3',
    'roles.dark.hex', 'roles.dark.rgb', 'roles.dark.hsl', 'roles.dark.oklch', 'roles.dark.p3',
    '#palettes', 'palettes.name', 'palettes.kebab', 'palettes.camel', 'palettes.pascal',
    '#steps', 'steps.step', 'steps.hex', 'steps.rgb', 'steps.hsl', 'steps.oklch', 'steps.p3',
    '^last',
  ],
};

/** The views' maps of items by name: a placeholder that starts with one is written whole, wherever it goes. */
export const NAMED_MAPS: Readonly<Record<TemplateKind, readonly string[]>> = { palette: ['color'], theme: ['role', 'tone'] };

/**
 * Returns examples of the placeholders that reach an item by its name, taken from a view: the first colour's hex; the
 * first role's light and dark hex and the first palette's middle tone.
 */
export function namedPlaceholders(view: PaletteView | ThemeView): string[] {
  if ('colors' in view) return view.colors.length > 0 ? [`color.${view.colors[0].camel}.hex`] : [];
  const role = view.roles[0];
  const palette = view.palettes[0];
  const step = palette?.steps[Math.floor(palette.steps.length / 2)];
  return [...(role ? [`role.${role.camel}.light.hex`, `role.${role.camel}.dark.hex`] : []), ...(palette && step ? [`tone.${palette.camel}.${toneKey(step.step, '-')}.hex`] : [])];
}

/** Returns the text a placeholder inserts: `{{name}}`, a section with its end (`{{#colors}}\n{{/colors}}`), a value inside its section. */
export function placeholderText(placeholder: string): string {
  if (placeholder.startsWith('#')) return `{{${placeholder}}}\n{{/${placeholder.slice(1)}}}`;
  if (placeholder.startsWith('^')) return `{{${placeholder}}},{{/${placeholder.slice(1)}}}`;
  if ([...NAMED_MAPS.palette, ...NAMED_MAPS.theme].includes(placeholder.split('.')[0])) return `{{${placeholder}}}`;
  // 'colors.hex' is written inside {{#colors}} as {{hex}}; 'roles.light.hex' as {{light.hex}}.
  const dot = placeholder.indexOf('.');
  return `{{${dot === -1 ? placeholder : placeholder.slice(dot + 1)}}}`;
}

/** Type names Swift keeps for itself (a PascalCase name that is one gets 'Colors' after it). */
const RESERVED_TYPES = new Set(['Any', 'Self', 'Type', 'Protocol', 'Color']);

/** Returns the cases of a name's words. */
function casesOf(words: readonly string[]): NameCases {
  const snake = words.join('_');
  const typeName = pascal(words);
  return { kebab: words.join('-'), camel: codeName(words), pascal: RESERVED_TYPES.has(typeName) ? `${typeName}Colors` : typeName, snake, constant: snake.toUpperCase() };
}

/**
 * Returns the words of each name, unique in every case: the second 'Red' is red-2 (red2, RED_2), and names whose words
 * run together the same ('a-bc', 'ab-c') or that a keyword's suffix makes one ('default', 'defaultColor') are numbered
 * too (the rule of theme/export/names.ts's themeNames). The words are those of the palette exports (kebabName).
 */
function uniqueWords(names: readonly string[]): string[][] {
  const used = new Set<string>();
  const keys = (words: readonly string[]) => [words.join(''), codeName(words).toLowerCase()];
  return names.map((name) => {
    const base = kebabName(name).split('-');
    let words = base;
    for (let n = 2; keys(words).some((key) => used.has(key)); n++) words = [...base, String(n)];
    for (const key of keys(words)) used.add(key);
    return words;
  });
}

/** Returns the position of item `i` of `n`. */
const position = (i: number, n: number): Position => ({ index: i + 1, first: i === 0, last: i === n - 1 });

/** Returns a colour's CSS forms (the "Copy as" forms: colorAs.ts). */
function formsOf(color: { readonly code: string; readonly exact?: string }): ColorForms {
  const named = { ...color, name: '' };
  return { hex: color.code, rgb: colorAs(named, 'rgb'), hsl: colorAs(named, 'hsl'), oklch: colorAs(named, 'oklch'), p3: colorAs(named, 'p3') };
}

/**
 * Returns a copy of plain data whose objects and arrays have no prototype, so a template's lookups find only the data's
 * own fields (Mustache looks names up with `in`, and calls a function it finds).
 */
export function bare<T>(value: T): T {
  if (Array.isArray(value)) return Object.setPrototypeOf(value.map(bare), null) as T;
  if (typeof value === 'object' && value !== null) {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) out[key] = bare(item);
    return out as T;
  }
  return value;
}

/** Returns the view of a palette: its name and its colours (each its code, its name, and its exact text if it has one). */
export function paletteView(name: string, colors: readonly { readonly code: string; readonly name: string; readonly exact?: string }[]): PaletteView {
  const words = uniqueWords(colors.map((c) => c.name));
  const items = colors.map((color, i): TemplateColor => {
      const alpha = color.exact === undefined ? 1 : (readExact(color.exact)?.alpha ?? 1);
      const [red, green, blue] = hexToBytes(color.code);
      return {
        ...position(i, colors.length),
        name: color.name,
        ...casesOf(words[i]),
        ...formsOf(color),
        hexa: `${color.code}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`,
        red,
        green,
        blue,
        alpha: Number(formatExactNumber(alpha)),
      };
    });
  return { name, ...casesOf(nameWords(name)), colors: items, color: Object.fromEntries(items.map((item) => [item.camel, item])) };
}

/** Returns the view of a theme: its roles (custom colours' included) in both appearances, and its tonal palettes. */
export function themeView(theme: ThemeColors): ThemeView {
  const names = themeNames(theme);
  const roles = theme.roles.map((role, i): TemplateRole => ({
    ...position(i, theme.roles.length),
    role,
    ...casesOf(names.role(role)),
    light: formsOf({ code: theme.light[role] }),
    dark: formsOf({ code: theme.dark[role] }),
  }));
  const palettes = theme.palettes.map((palette, i): TemplatePalette => ({
    ...position(i, theme.palettes.length),
    name: palette.name,
    ...casesOf(names.palette(palette.name)),
    steps: palette.tones.map((tone, j) => ({ ...position(j, palette.tones.length), step: tone.tone, ...formsOf({ code: tone.hex }) })),
  }));
  return {
    name: theme.name,
    ...casesOf(nameWords(theme.name)),
    roles,
    palettes,
    role: Object.fromEntries(roles.map((role) => [role.camel, role])),
    tone: Object.fromEntries(palettes.map((palette) => [palette.camel, Object.fromEntries(palette.steps.map((step) => [toneKey(step.step, '-'), step]))])),
  };
}
