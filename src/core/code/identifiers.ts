/**
 * Safe identifiers and texts from user-given names (palette names) and colour names. Nothing a name
 * contains can end a comment, a string or a declaration in the generated code: identifiers keep only
 * [a-z0-9] and hyphens, comments keep one line without comment terminators.
 * Shared by the palette export formats (src/ui/export/) and the scale exporters (src/core/scale/export*.ts).
 */

/** Returns a lower-case, hyphenated ASCII identifier of a name ('Mountain Meadow' → 'mountain-meadow'); 'color' when nothing is left; prefixed with 'color-' when it starts with a digit. */
export function kebabName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '') // accents: 'Rosé' → 'Rose'
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return 'color';
  return /^[0-9]/.test(slug) ? `color-${slug}` : slug;
}

/** Returns the kebab names of a list made unique in order: the second 'red' becomes 'red-2', the third 'red-3'. */
export function uniqueKebabNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = kebabName(name);
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
    used.add(candidate);
    return candidate;
  });
}

/** Returns the camelCase form of a kebab name ('mountain-meadow' → 'mountainMeadow', 'red-2' → 'red2'). */
export function camelName(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Returns a name as one line of plain text fit for any comment: no line breaks, control characters, comment delimiters or angle brackets. */
export function commentText(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\*\/|\/\*|\/\/|[<>\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Device names Windows refuses as a file's base name, whatever the extension ('con.css', 'nul.js'). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** Longest base name, in characters (code points), before the extension. */
const FILE_BASE_MAX = 64;

/**
 * Returns a download file name of a palette name and an extension, safe on every system: letters and digits of
 * any script (with their combining marks) joined by hyphens, lower-cased, at most 64 characters, never cut
 * inside a character; path separators, dots, spaces, emoji and other symbols become hyphens. 'palette' when
 * nothing is left ('🎨', '...', ''); a Windows device name ('CON') gets a '-palette' suffix.
 */
export function fileName(name: string, extension: string): string {
  return `${fileBase(name)}.${extension}`;
}

/** Returns the base of a download file name (`fileName` without its extension): 'brand-web', 'palette'. */
export function fileBase(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^[-\p{M}]+|-+$/gu, '');
  const base = Array.from(slug).slice(0, FILE_BASE_MAX).join('').replace(/-+$/, '');
  if (base === '') return 'palette';
  return WINDOWS_RESERVED.test(base) ? `${base}-palette` : base;
}
