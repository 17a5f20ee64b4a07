/**
 * Android colour resources: `res/values/colors.xml`, `<resources><color name="primary">#FF6200EE</color>`.
 * A value is `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`: alpha comes first, as Android writes it, never last as in
 * CSS (an `#AARRGGBB` read as CSS's `#RRGGBBAA` would be another colour). A reference to a colour of the same file
 * (`@color/primary`) is followed, through chains; one the file cannot resolve (another file's colour, `@android:color/…`,
 * a theme's `?attr/colorPrimary`, a cycle) or anything else is listed among the unreadable lines, as is a malformed element.
 */
import type { ImportResult } from './importTypes.ts';
import { importedColor, lineLocator, unreadableText } from './importedColor.ts';
import { referenceResolver } from './references.ts';

/** Returns whether a text is an Android resources file (its root element, `<resources>`; empty or with colours). */
export function isAndroidColors(text: string): boolean {
  let rest = text.trimStart();
  if (rest.startsWith('<?xml')) rest = rest.slice(rest.indexOf('?>') + 2).trimStart();
  // Leading comments, one at a time (no backtracking over a large file).
  while (rest.startsWith('<!--')) {
    const end = rest.indexOf('-->');
    if (end === -1) return false;
    rest = rest.slice(end + 3).trimStart();
  }
  return /^<resources[\s>/]/.test(rest);
}

/** Android's colour value: 3, 4, 6 or 8 hex digits after '#'. */
const ANDROID_VALUE = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The XML entities a resource name or value may hold. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Returns the CSS code of an Android value (alpha moved last), or null. */
function cssOfAndroid(value: string): string | null {
  const match = ANDROID_VALUE.exec(value);
  if (!match) return null;
  const digits = match[1];
  if (digits.length === 4) return `#${digits.slice(1)}${digits[0]}`;
  if (digits.length === 8) return `#${digits.slice(2)}${digits.slice(0, 2)}`;
  return `#${digits}`;
}

/** A `<color>` element: its name, its value as written (null for an empty element) and where it is. */
type ColorElement = { name: string | null; value: string | null; line: number; text: string };

/** A reference to a colour resource of the app: `@color/name` (`@android:color/…` is the system's, not this file's). */
const COLOR_REFERENCE = /^@color\/([\w.]+)$/;

/** Returns the `<color>` elements of a resources file, in order (comments skipped). */
function colorElements(text: string): ColorElement[] {
  const lineOf = lineLocator(text);
  const body = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const elements: ColorElement[] = [];
  // A value holds no '<' (a linear scan, whatever the file holds).
  for (const element of body.matchAll(/<color\b([^>]*)>([^<]*)<\/color\s*>|<color\b[^>]*\/>/g)) {
    const name = /\bname\s*=\s*("([^"]*)"|'([^']*)')/.exec(element[1] ?? '');
    elements.push({
      name: name ? unescapeXml(name[2] ?? name[3]) : null,
      value: element[2] === undefined ? null : unescapeXml(element[2].trim()),
      line: lineOf(element.index ?? 0),
      text: element[0],
    });
  }
  return elements;
}

/** Returns the colours of an Android resources file, in order, named by their resource names, references resolved. */
export function parseAndroidColors(text: string): ImportResult {
  const result: ImportResult = { format: 'android', title: null, colors: [], unreadable: [] };
  const elements = colorElements(text);
  // Android refuses two resources of one name; were there two, the later one is what a build would keep.
  const byName = new Map<string, ColorElement>();
  for (const element of elements) if (element.name !== null) byName.set(element.name, element);
  const resolve = referenceResolver<ColorElement>((element) => {
    const reference = COLOR_REFERENCE.exec(element.value ?? '');
    return reference ? { to: byName.get(reference[1]) } : null;
  });
  for (const element of elements) {
    const target = resolve(element);
    const code = target?.value ? cssOfAndroid(target.value) : null;
    const color = code ? importedColor(code, element.name, element.line) : null;
    if (!color || element.value === null) {
      result.unreadable.push({ line: element.line, text: unreadableText(element.text) });
      continue;
    }
    color.source = element.value;
    result.colors.push(color);
  }
  return result;
}
