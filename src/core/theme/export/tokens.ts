/**
 * Design tokens of a theme in the Design Tokens Community Group format (https://www.designtokens.org/tr/2025.10/format/),
 * one file per appearance — `light.tokens.json` and `dark.tokens.json` — as Figma's variables import takes them: each
 * file is one mode of one collection, its name in `$extensions["com.figma.modeName"]`, groups becoming the variable
 * names' folders (`color/on-primary`, `palette/primary/40`). Both files hold the same tokens; the palettes have the
 * same values in both, so every variable has a value in every mode. A role whose colour is a palette tone exactly is a
 * reference to that tone (`"$value": "{palette.primary.40}"`), in each appearance to its own tone.
 *
 * Colour values: the 2025.10 colour object `{ colorSpace: 'srgb', components: [r, g, b], alpha: 1, hex }` rather
 * than a bare hex string. It is what the stable format specifies (https://www.designtokens.org/tr/2025.10/color/), it
 * is what Figma's own variables export writes (so its import reads it back without conversion), and tools that only
 * know hex still find it in `hex`. The components are the bytes over 255, unrounded, so they give the code back exactly.
 * A palette's wide or translucent colour is written in its own space with its alpha (`dtcgColorOf`).
 */
import type { ThemeColors, TonalPalette } from '../roles.ts';
import { formatExactNumber, readExact, type ExactColor } from '../../exact/exactColor.ts';
import { exactToOklch } from '../../exact/exactConvert.ts';
import { tryAuthoredColor } from '../../exact/authoredColor.ts';
import { channels, kebab, themeNames, toneKey, type ThemeFile } from './names.ts';

/**
 * The DTCG colour spaces an exact colour is written in: each of ours under the name DTCG gives it
 * (https://www.designtokens.org/tr/2025.10/color/#supported-color-spaces), which are CSS Color 4's.
 */
export type DtcgColorSpace = ExactColor['space'];

/**
 * A DTCG colour component: a number. CSS Color 4's missing component (`none`, a grey's hue) is written 0, the value it
 * stands for when the colour is shown: the format allows `none`, but its tools' checks refuse it (Terrazzo's
 * core/valid-color), so 0 is the same colour that every tool reads.
 */
export type DtcgComponent = number;

/** A DTCG colour value (format 2025.10): the space, its three components, alpha 0–1 and the sRGB fallback '#rrggbb'. */
export type DtcgColor = {
  readonly colorSpace: DtcgColorSpace;
  readonly components: readonly [DtcgComponent, DtcgComponent, DtcgComponent];
  readonly alpha: number;
  readonly hex: string;
};

/** A DTCG colour token. */
export type DtcgColorToken = { readonly $type: 'color'; readonly $value: DtcgColor };

/** A DTCG colour token that is another token's value: `{group.token}`, the path of the token it refers to. */
export type DtcgAliasToken = { readonly $type: 'color'; readonly $value: `{${string}}` };

/** Object.prototype's members ('constructor', 'toString', …): Style Dictionary 4 drops a token or a group of one of these names. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Returns the names of one group's members (tokens or groups, already unique) safe for every DTCG tool: a name that
 * is a member of Object.prototype ('constructor') gets '-color' after it ('constructor-color', numbered when taken);
 * the others stay as they are.
 */
export function dtcgKeys(keys: readonly string[]): string[] {
  const used = new Set(keys);
  return keys.map((key) => {
    if (!PROTOTYPE_KEYS.has(key)) return key;
    let safe = `${key}-color`;
    for (let n = 2; used.has(safe); n++) safe = `${key}-color-${n}`;
    used.add(safe);
    return safe;
  });
}

/** Returns the DTCG colour value of a code. */
export function dtcgColor(code: string): DtcgColor {
  const [r, g, b] = channels(code);
  return { colorSpace: 'srgb', components: [r / 255, g / 255, b / 255], alpha: 1, hex: code.toLowerCase() };
}

/**
 * Each space's component ranges in DTCG 2025.10's table: [min, max] per component, `hue` for an angle in [0, 360).
 * Past these a value is not a DTCG colour even where CSS would take it (`color(display-p3 1.2 0 0)`).
 */
const DTCG_RANGES: Readonly<Record<DtcgColorSpace, readonly (readonly [number, number] | 'hue')[]>> = {
  srgb: [[0, 1], [0, 1], [0, 1]],
  'display-p3': [[0, 1], [0, 1], [0, 1]],
  rec2020: [[0, 1], [0, 1], [0, 1]],
  oklch: [[0, 1], [0, Infinity], 'hue'],
  oklab: [[0, 1], [-Infinity, Infinity], [-Infinity, Infinity]],
  lab: [[0, 100], [-Infinity, Infinity], [-Infinity, Infinity]],
  lch: [[0, 100], [0, Infinity], 'hue'],
};

/** Returns the components as an exact text writes them: the tokens after the function (and color()'s space), before any '/'; none for hex. */
function componentTokens(color: ExactColor): string[] {
  if (color.text.startsWith('#')) return [];
  const body = color.text.slice(color.text.indexOf('(') + 1, -1).split('/')[0].trim().split(' ');
  return color.text.startsWith('color(') ? body.slice(1) : body;
}

/**
 * Returns the DTCG colour value of a code, or of an exact text in its own space
 * (`oklch(63.7% 0.237 25.331)` → `{ colorSpace: 'oklch', components: [0.637, 0.237, 25.331], alpha: 1, hex }`): the
 * components as written (a percentage's point moved, never divided: 63.7% is 0.637), `none` as 0, `hex` the sRGB
 * fallback. A hue outside [0, 360) is turned into it; a lightness or chroma past its range is clamped to it as CSS
 * clamps it; a colour whose RGB channels lie past [0, 1] is written in OKLCH instead, where every colour fits.
 */
export function dtcgColorOf(text: string): DtcgColor | null {
  const authored = tryAuthoredColor(text);
  if (authored === null) return null;
  const color = authored.exact === undefined ? null : readExact(authored.exact);
  if (color === null) return dtcgColor(authored.code);
  const tokens = componentTokens(color);
  if (RGB_SPACES.has(color.space) && color.coords.some((v) => v < 0 || v > 1)) {
    const oklch = exactToOklch(color);
    const components = DTCG_RANGES.oklch.map((range, i) => inRange(oklch[i], range, true)) as unknown as DtcgColor['components'];
    return { colorSpace: 'oklch', components, alpha: color.alpha, hex: authored.code };
  }
  const components = DTCG_RANGES[color.space].map((range, i) => {
    const token = tokens[i] ?? '';
    if (token === 'none') return 0;
    // A number written without % is read digit for digit (Number of its text); a percentage of a range other than
    // 1 went through a multiplication, whose float noise (40% of 0.4 = 0.16000000000000003) is rounded off.
    return inRange(color.coords[i], range, token.endsWith('%'));
  }) as unknown as DtcgColor['components'];
  return { colorSpace: color.space, components, alpha: color.alpha, hex: authored.code };
}

const RGB_SPACES: ReadonlySet<DtcgColorSpace> = new Set(['srgb', 'display-p3', 'rec2020']);

/** Returns a component within its DTCG range: a hue turned into [0, 360), anything else clamped (as CSS clamps it). */
function inRange(value: number, range: readonly [number, number] | 'hue', clean: boolean): DtcgComponent {
  const tidy = (x: number) => (clean ? Number(formatExactNumber(x)) : x);
  if (range === 'hue') {
    if (Number.isNaN(value)) return 0;
    return value >= 0 && value < 360 ? tidy(value) : Number(formatExactNumber(((value % 360) + 360) % 360)) % 360;
  }
  return tidy(Math.min(range[1], Math.max(range[0], value)));
}

/** A palette tone a role's colour is exactly: the palette and the tone. */
export type PaletteStep = { readonly palette: TonalPalette; readonly tone: number };

/**
 * Returns, for each role of an appearance, the palette tone whose code it is exactly, or nothing when none is. Where
 * several are (white is tone 100 of every palette), the role's own palette comes first: the one whose name's words
 * are all among the role's (`onPrimaryContainer` → `primary`), the longest such name first; then the palettes' order.
 */
export function rolePaletteSteps(theme: ThemeColors, appearance: 'light' | 'dark'): Map<string, PaletteStep> {
  const names = themeNames(theme);
  const byCode = new Map<string, PaletteStep[]>();
  for (const palette of theme.palettes) {
    for (const { tone, hex } of palette.tones) {
      const code = hex.toLowerCase();
      byCode.set(code, [...(byCode.get(code) ?? []), { palette, tone }]);
    }
  }
  const steps = new Map<string, PaletteStep>();
  for (const role of theme.roles) {
    const candidates = byCode.get(theme[appearance][role].toLowerCase());
    if (!candidates) continue;
    const words = new Set(names.role(role));
    const own = (step: PaletteStep) => {
      const paletteWords = names.palette(step.palette.name);
      return paletteWords.every((word) => words.has(word)) ? paletteWords.length : 0;
    };
    steps.set(role, candidates.reduce((best, step) => (own(step) > own(best) ? step : best)));
  }
  return steps;
}

/** Returns the token names of a theme's roles (in `color`) and palettes (in `palette`): their kebab names, made safe by `dtcgKeys`. */
export function themeTokenKeys(theme: ThemeColors): { role: (role: string) => string; palette: (name: string) => string } {
  const names = themeNames(theme);
  const table = (list: readonly string[], words: (name: string) => readonly string[]) => {
    const keys = dtcgKeys(list.map((name) => kebab(words(name))));
    const byName = new Map(list.map((name, i) => [name, keys[i]]));
    return (name: string) => byName.get(name) ?? kebab(words(name));
  };
  return { role: table(theme.roles, names.role), palette: table(theme.palettes.map((p) => p.name), names.palette) };
}

/**
 * Returns one appearance's token file: `color` (every role), `palette` (every palette's tones) and the mode's name. A
 * role whose colour is a palette tone exactly is an alias of it (`"{palette.primary.40}"`, DTCG's reference), so a
 * tool that reads the file keeps the link between the two.
 */
function tokenFile(theme: ThemeColors, appearance: 'light' | 'dark'): string {
  const { role: roleKey, palette: paletteKey } = themeTokenKeys(theme);
  const token = (code: string): DtcgColorToken => ({ $type: 'color', $value: dtcgColor(code) });
  const steps = rolePaletteSteps(theme, appearance);
  const roleToken = (role: string): DtcgColorToken | DtcgAliasToken => {
    const step = steps.get(role);
    return step ? { $type: 'color', $value: `{palette.${paletteKey(step.palette.name)}.${toneKey(step.tone, '-')}}` } : token(theme[appearance][role]);
  };
  const color = Object.fromEntries(theme.roles.map((role) => [roleKey(role), roleToken(role)]));
  const palette = Object.fromEntries(theme.palettes.map((p) => [paletteKey(p.name), Object.fromEntries(p.tones.map(({ tone, hex }) => [toneKey(tone, '-'), token(hex)]))]));
  const mode = appearance === 'light' ? 'Light' : 'Dark';
  const json = JSON.stringify({ color, palette, $extensions: { 'com.figma.modeName': mode } }, null, 2);
  // Each components array on one line.
  return `${json.replace(/\[\s+([-0-9.e+,\s]+?)\s+\]/g, (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`)}\n`;
}

/** Returns the two token files, light then dark. */
export function designTokens(theme: ThemeColors): ThemeFile[] {
  return [
    { path: 'light.tokens.json', content: tokenFile(theme, 'light'), mime: 'application/json' },
    { path: 'dark.tokens.json', content: tokenFile(theme, 'dark'), mime: 'application/json' },
  ];
}
