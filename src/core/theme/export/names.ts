/**
 * What every theme export shares: one identifier per role, tonal palette and tone, from which each format
 * takes its own case — kebab for CSS and design tokens (`--color-on-primary`), snake for Android resources
 * (`md_theme_on_primary`), camel and Pascal for Kotlin, Dart and Swift (`onPrimary`, `OnPrimary`) — so a role has the
 * same words everywhere; the codes as each platform writes them; and the texts a name may put in a comment.
 * Identifiers come from code/identifiers.ts's kebab rule (ASCII letters and digits), after splitting camelCase words.
 */
import { commentText, kebabName, uniqueKebabNames } from '../../code/identifiers.ts';
import type { ThemeColors } from '../roles.ts';

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
      for (let n = 2; used.has(kebab(words)); n++) words = [...base, String(n)];
      used.add(kebab(words));
      table.set(name, words);
    }
    return (name: string) => table.get(name) ?? nameWords(name);
  };
  return { role: unique(theme.roles), palette: unique(theme.palettes.map((p) => p.name)) };
}

/**
 * Returns the role names an extended colour adds: `<name>`, `on<Name>`, `<name>Container`, `on<Name>Container`
 * (the one rule: Material themes name their custom colours' roles with it, src/features/theme/materialTheme.ts).
 */
export function extendedRoles(name: string): readonly [string, string, string, string] {
  const capital = name.charAt(0).toUpperCase() + name.slice(1);
  return [name, `on${capital}`, `${name}Container`, `on${capital}Container`];
}

/** Returns the theme's roles that are not an extended colour's. */
export function baseRoles(theme: ThemeColors): string[] {
  const extended = new Set(theme.extended.flatMap((x) => extendedRoles(x.name)));
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
