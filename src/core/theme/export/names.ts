/**
 * What every theme export shares: one identifier per role, tonal palette and tone, from which each format
 * takes its own case — kebab for CSS and design tokens (`--color-on-primary`), snake for Android resources
 * (`md_theme_on_primary`), camel and Pascal for Kotlin, Dart and Swift (`onPrimary`, `OnPrimary`) — so a role has the
 * same words everywhere; the codes as each platform writes them; and the texts a name may put in a comment.
 * Identifiers come from code/identifiers.ts's kebab rule (ASCII letters and digits), after splitting camelCase words.
 */
import { commentText, kebabName, uniqueKebabNames } from '../../code/identifiers.ts';
import { MATERIAL_ROLES, type ThemeColors } from '../roles.ts';

/** A file of an export: its path as the platform expects it, its text (or bytes) and its media type. */
export type ThemeFile = { readonly path: string; readonly content: string | Uint8Array; readonly mime: string };

/** Returns the words of a name: camelCase and any non-alphanumeric run split, ASCII-folded, lower case ('onPrimaryContainer' → on, primary, container). */
export function nameWords(name: string): string[] {
  return kebabName(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')).split('-');
}

/** Returns words joined with hyphens ('on-primary-container'). */
export const kebab = (words: readonly string[]): string => words.join('-');

/** Returns words joined with underscores ('on_primary_container'). */
export const snake = (words: readonly string[]): string => words.join('_');

/** Returns words in PascalCase ('OnPrimaryContainer'). */
export const pascal = (words: readonly string[]): string => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** Returns words in camelCase ('onPrimaryContainer'). */
export const camel = (words: readonly string[]): string => {
  const p = pascal(words);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

/**
 * Words no generated code may use as a bare identifier: Kotlin's hard keywords (its soft and modifier keywords are
 * valid names), Swift's keywords (declarations, statements, expressions and types, and the contextual ones a
 * declaration or an expression would read differently: `some`, `any`, `await`), Dart's reserved words and the
 * contextual `await` and `yield`, and the members the generated Compose, Flutter and Swift files declare themselves.
 * A role or palette whose name is one of these gets 'Color' appended in code (an extended colour named 'default' is
 * `defaultColor`).
 */
const RESERVED = new Set([
  // Kotlin (hard keywords).
  ...'as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(' '),
  // Swift.
  ...'actor any associatedtype async await borrowing case catch consuming convenience default defer deinit didSet dynamic enum extension fallthrough fileprivate final func get guard import indirect infix init inout internal lazy let macro mutating nil nonisolated nonmutating open operator optional override postfix precedencegroup prefix private protocol public repeat required rethrows self set some static struct subscript switch throws unowned weak where willSet'.split(' '),
  // Dart (reserved words, and await and yield).
  ...'assert await const default enum extends final finally new rethrow switch var void with yield'.split(' '),
  ...'light dark theme extended extendedColors palette textTheme lightScheme darkScheme unspecified'.split(' '),
]);

/** Returns a camelCase identifier for code that is never a keyword or a generated member ('default' → 'defaultColor'). */
export function codeName(words: readonly string[]): string {
  const name = camel(words);
  return RESERVED.has(name) ? `${name}Color` : name;
}

/** Returns a tone as an identifier part ('40', 97.5 → '97_5' in code, '97-5' in kebab names). */
export function toneKey(tone: number, separator: '_' | '-'): string {
  return String(tone).replace(/[^0-9]+/g, separator);
}

/**
 * The words of every role and palette of a theme, unique within each list: two names with the same words (an extended
 * 'Brand' and 'brand') get a number, as code/identifiers.ts's `uniqueKebabNames` numbers palette names.
 */
export type ThemeNames = { readonly role: (role: string) => readonly string[]; readonly palette: (name: string) => readonly string[] };

/** Returns the name table of a theme. */
export function themeNames(theme: ThemeColors): ThemeNames {
  const unique = (names: readonly string[]) => {
    const used = new Set<string>();
    const table = new Map<string, string[]>();
    for (const name of names) {
      const base = nameWords(name);
      let words = base;
      for (let n = 2; nameKeys(words).some((key) => used.has(key)); n++) words = [...base, String(n)];
      for (const key of nameKeys(words)) used.add(key);
      table.set(name, words);
    }
    return (name: string) => table.get(name) ?? nameWords(name);
  };
  return { role: unique(theme.roles), palette: unique(theme.palettes.map((p) => p.name)) };
}

/**
 * Returns the keys two names must not share: their words run together and their code identifier, both in lower case.
 * Names that differ only in case or in where their words break ('aBc2', 'a-bc-2') or that a keyword's 'Color' makes
 * one ('default', 'defaultColor') would be one identifier in camelCase code or one file on a case-blind disk.
 */
function nameKeys(words: readonly string[]): string[] {
  return [words.join(''), codeName(words).toLowerCase()];
}

/** The four roles of an extended colour: the colour, on it, its container and on its container. */
export type ExtendedRoles = readonly [string, string, string, string];

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Returns the four roles of a stem: `<stem>`, `on<Stem>`, `<stem>Container`, `on<Stem>Container` (Material's rule). */
function familyRoles(stem: string): ExtendedRoles {
  return [stem, `on${capitalized(stem)}`, `${stem}Container`, `on${capitalized(stem)}Container`];
}

/**
 * Returns whether a role's key meets a taken one in some format: the same key; one the other's key with 'dark' after
 * it (the SCSS export's `$color-<role>-dark`) or 'light' or 'dark' before it (the Flutter export's
 * `light<Role>` constants); or a first word 'palette' (the CSS, Tailwind and asset-catalog names of palette tones).
 */
function clashes(words: readonly string[], used: ReadonlySet<string>): boolean {
  if (words[0] === 'palette') return true;
  return nameKeys(words).some((key) => {
    const bare = key.replace(/^(light|dark)/, '');
    return used.has(key) || used.has(`${key}dark`) || (key.endsWith('dark') && used.has(key.slice(0, -4))) || (bare !== key && used.has(bare));
  });
}

/**
 * Returns the roles of each extended colour of a list, in order. A colour's roles are named after it (Material's rule:
 * 'success' → success, onSuccess, successContainer, onSuccessContainer) unless one of them would be a Material role
 * or an earlier colour's, or meet one in an export's names (`clashes`): then after `custom<Name>` (a colour named
 * 'error' → customError, onCustomError, …), numbered when that is taken too (`customError2`). The theme's roles, its
 * files and every export take the names from here, so a colour has the same one everywhere and keeps it while the
 * list before it stays.
 */
export function extendedRoleTable(names: readonly string[]): ExtendedRoles[] {
  const used = new Set(MATERIAL_ROLES.flatMap((role) => nameKeys(nameWords(role))));
  return names.map((name) => {
    let roles = familyRoles(name);
    for (let n = 1; roles.some((role) => clashes(nameWords(role), used)); n++) roles = familyRoles(`custom${capitalized(name)}${n === 1 ? '' : n}`);
    for (const role of roles) for (const key of nameKeys(nameWords(role))) used.add(key);
    return roles;
  });
}

/** Returns the four roles of the extended colour `name` among the extended colours `names` (`extendedRoleTable`). */
export function extendedRoles(name: string, names: readonly string[]): ExtendedRoles {
  const index = names.indexOf(name);
  return index < 0 ? familyRoles(name) : extendedRoleTable(names.slice(0, index + 1))[index];
}

/** Returns the names of a theme's extended colours, the list `extendedRoles` takes. */
export const extendedNames = (theme: Pick<ThemeColors, 'extended'>): string[] => theme.extended.map((x) => x.name);

/** Returns the theme's roles that are not an extended colour's. */
export function baseRoles(theme: ThemeColors): string[] {
  const extended = new Set(extendedRoleTable(extendedNames(theme)).flat());
  return theme.roles.filter((role) => !extended.has(role));
}

/** Returns the six hex digits of a code, lower case ('#3A7BD5' → '3a7bd5'). */
export const hexDigits = (code: string): string => code.slice(1, 7).toLowerCase();

/** Returns the sRGB channels of a code as 0–255 integers. */
export function channels(code: string): [number, number, number] {
  const n = Number.parseInt(hexDigits(code), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Returns a theme name as one line fit for any comment (code/identifiers.ts's rule; in XML also without '--'). */
export function commentName(name: string): string {
  return commentText(name).replace(/-{2,}/g, '-') || 'Theme';
}

/** Returns the PascalCase type name of a theme ('Ocean blue' → 'OceanBlue'); `fallback` when the name has no ASCII letter or digit. */
export function typeName(name: string, fallback: string): string {
  const words = nameWords(name);
  // kebabName gives 'color' for a name with nothing left ('', '🎨').
  return words.length === 1 && words[0] === 'color' && !/color/i.test(name) ? fallback : pascal(words);
}

/** The header line every generated file starts with: the theme's name and where it was made. */
export const madeWith = (theme: ThemeColors): string => `${commentName(theme.name)}: a colour theme made with Irodori`;

/**
 * Returns colour names as unique identifiers for Swift, Kotlin and Dart (camelCase, never a keyword), avoiding `taken`:
 * the second 'red' is `red2`. A palette's colours in app code (the palette export and "Copy as") are named by it.
 */
export function uniqueCodeNames(names: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken);
  return uniqueKebabNames(names).map((kebab) => {
    const base = codeName(kebab.split('-'));
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  });
}
