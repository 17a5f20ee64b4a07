/**
 * What the component-library exports share: a theme's colour families (the three accents and error, then each custom
 * colour) with the roles behind each, the library slot a custom colour takes when its name is one a library already
 * has (success, warning, info), identifiers that are safe as object keys in generated JavaScript, and shades of a
 * family at any tone (the theme's tonal palette where it has the tone, else made from the family's colour).
 */
import { hexToSrgb } from '../../../convert/hexToSrgb.ts';
import { labToLch } from '../../../convert/labToLch.ts';
import { labToSrgb } from '../../../convert/labToSrgb.ts';
import { lchToLab } from '../../../convert/lchToLab.ts';
import { srgbToHex } from '../../../convert/srgbToHex.ts';
import { srgbToLab } from '../../../convert/srgbToLab.ts';
import type { ThemeColors, TonalPalette } from '../../roles.ts';
import { commentText } from '../../../code/identifiers.ts';
import { camel, extendedNames, extendedRoleTable, nameWords } from '../names.ts';

/** The status slots component libraries name beside primary and error; a custom colour of that name fills it. */
export const STATUS_SLOTS = ['success', 'warning', 'info'] as const;
export type StatusSlot = (typeof STATUS_SLOTS)[number];

/** The names a custom colour may have to fill a status slot ('Warn' and 'information' too). */
const STATUS_WORDS: ReadonlyMap<string, StatusSlot> = new Map([['success', 'success'], ['warning', 'warning'], ['warn', 'warning'], ['info', 'info'], ['information', 'info']]);

/**
 * A colour family of a theme: its four roles (`color`, on it, its container, on its container; a role the theme
 * lacks is absent from its colours), its tonal palette if the theme has one of the same name, and for a custom colour
 * its name and the status slot it fills.
 */
export type ThemeFamily = {
  /** 'primary', 'secondary', 'tertiary', 'error', or the custom colour's colour role ('success', 'customError'). */
  readonly stem: string;
  readonly roles: readonly [color: string, on: string, container: string, onContainer: string];
  readonly palette: TonalPalette | null;
  /** The custom colour's name as the user gave it, or null for the accents and error. */
  readonly custom: string | null;
  /** The status slot this custom colour fills: the first custom colour of that name takes it. */
  readonly status: StatusSlot | null;
};

const BASE_STEMS = ['primary', 'secondary', 'tertiary', 'error'] as const;

/** Returns the theme's families: the accents and error the theme has, then every custom colour, in order. */
export function themeFamilies(theme: ThemeColors): ThemeFamily[] {
  const palette = (name: string) => theme.palettes.find((p) => p.name === name) ?? null;
  const base: ThemeFamily[] = BASE_STEMS.filter((stem) => theme.roles.includes(stem)).map((stem) => ({
    stem,
    roles: [stem, `on${stem[0].toUpperCase()}${stem.slice(1)}`, `${stem}Container`, `on${stem[0].toUpperCase()}${stem.slice(1)}Container`],
    palette: palette(stem),
    custom: null,
    status: null,
  }));
  const taken = new Set<StatusSlot>();
  const table = extendedRoleTable(extendedNames(theme));
  const custom = theme.extended.map((x, i): ThemeFamily => {
    const words = nameWords(x.name);
    const slot = words.length === 1 ? (STATUS_WORDS.get(words[0]) ?? null) : null;
    const status = slot !== null && !taken.has(slot) ? slot : null;
    if (status) taken.add(status);
    return { stem: table[i][0], roles: table[i], palette: null, custom: x.name, status };
  });
  return [...base, ...custom];
}

/** Returns a family's role colour in an appearance, or null when the theme lacks the role. */
export function familyColor(theme: ThemeColors, family: ThemeFamily, which: 0 | 1 | 2 | 3, appearance: 'light' | 'dark'): string | null {
  const role = family.roles[which];
  return theme.roles.includes(role) ? theme[appearance][role] : null;
}

/**
 * Words no generated JavaScript object key may be: ECMAScript's reserved words (valid as keys, but a reader's
 * `palette.default` or a destructuring would trip on them), every member of Object.prototype (`__proto__` in an
 * object literal sets the prototype instead of a key, and `constructor` or `toString` would shadow what libraries call).
 */
const JS_RESERVED = new Set([
  ...'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield arguments eval undefined NaN Infinity'.split(' '),
  ...'constructor __proto__ __defineGetter__ __defineSetter__ __lookupGetter__ __lookupSetter__ hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf'.split(' '),
]);

/**
 * Returns a camelCase JavaScript identifier for each name, in order: ASCII letters and digits of the name's words
 * ('Brand 2' → 'brand2', 'エラー' → 'color'), never a reserved word, an Object.prototype member or one of `taken`
 * (the library's own keys): those get 'Color' after them ('default' → 'defaultColor'), a name already used gets a
 * number ('brand', 'brand2').
 */
export function libraryIdentifiers(names: readonly string[], taken: Iterable<string>): string[] {
  const library = new Set([...taken].map((name) => name.toLowerCase()));
  const used = new Set<string>();
  const free = (id: string) => !JS_RESERVED.has(id) && !library.has(id.toLowerCase()) && !used.has(id.toLowerCase());
  return names.map((name) => {
    let base = camel(nameWords(name));
    if (JS_RESERVED.has(base) || library.has(base.toLowerCase())) base = `${base}Color`;
    let id = base;
    for (let n = 2; !free(id); n++) id = `${base}${n}`;
    used.add(id.toLowerCase());
    return id;
  });
}

/** Returns a family's key colour: its palette's tone nearest 40, else its light colour role. */
function keyColor(theme: ThemeColors, family: ThemeFamily): string | null {
  const tones = family.palette?.tones ?? [];
  if (tones.length > 0) return [...tones].sort((a, b) => Math.abs(a.tone - 40) - Math.abs(b.tone - 40))[0].hex;
  return familyColor(theme, family, 0, 'light');
}

/**
 * Returns a family's colour at a tone (CIELAB lightness, 0–100, as Material's tones): the palette's own colour where
 * it has that tone, else the key colour's hue and chroma at that lightness, its chroma lowered until it is in sRGB
 * (Material's tonal palettes hold hue and chroma the same way, in its own space). Grey when the family has no colour.
 */
export function familyTone(theme: ThemeColors, family: ThemeFamily, tone: number): string {
  const own = family.palette?.tones.find((t) => t.tone === tone);
  if (own) return own.hex;
  const key = keyColor(theme, family);
  const [, chroma, hue] = key === null ? [0, 0, 0] : labToLch(srgbToLab(hexToSrgb(key)));
  let c = chroma;
  for (let i = 0; i < 64; i++, c *= 0.92) {
    const rgb = labToSrgb(lchToLab([tone, c, hue]));
    if (rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4)) return srgbToHex(rgb);
  }
  return srgbToHex(labToSrgb([tone, 0, 0]));
}

/** Returns a code's CIELAB lightness (its tone). */
export function toneOf(code: string): number {
  return srgbToLab(hexToSrgb(code))[0];
}

/** Returns a role's name as a header comment may show it: one line, no comment delimiters. */
export const roleLabel = (role: string): string => commentText(role) || '(unnamed)';

/**
 * Returns how a header names a custom colour: by the name the user gave it, with its role when that differs (a custom
 * colour named like a role takes another role: 'the custom colour error (customError)').
 */
export function customLabel(family: ThemeFamily): string {
  const name = roleLabel(family.custom ?? family.roles[0]);
  const role = roleLabel(family.roles[0]);
  return `the custom colour ${name}${role === name ? '' : ` (${role})`}`;
}
