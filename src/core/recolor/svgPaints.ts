/**
 * The paint colors of an SVG's text, each with the offsets of its color value, so the text can be written back
 * with new colors and nothing else touched (recolorSvg.ts). Found in three places: presentation attributes
 * (`fill="#f80"`), `style="…"` attributes and `<style>` elements (CDATA or not), the last two read by
 * paintDeclarations.ts; each value is read by paintValue.ts.
 *
 * The markup is walked once, forward, without regular expressions, so the scan is linear in the text whatever it
 * holds (unclosed quotes, tags or comments end the scan of what they open, at the end of the text). Comments,
 * processing instructions, the DOCTYPE and CDATA outside `<style>` hold no paint; `<script>` text is passed over.
 * Attribute names are case-sensitive, as XML reads them in an .svg file (`FILL="red"` paints nothing there);
 * CSS property names are not.
 */
import { paintReader, isSpace, type PaintReader, type PaintSink } from './paintValue.ts';
import { scanPaintDeclarations } from './paintDeclarations.ts';

/** The properties that take a paint or a color in SVG (SVG 2 §13, Filter Effects 1 §9.3 and §9.4, CSS Color 4 `color`). */
export const SVG_PAINT_PROPERTIES = ['fill', 'stroke', 'stop-color', 'flood-color', 'lighting-color', 'color'] as const;
export type SvgPaintProperty = (typeof SVG_PAINT_PROPERTIES)[number];
export const SVG_PAINT_PROPERTY_SET: ReadonlySet<string> = new Set(SVG_PAINT_PROPERTIES);

/** Where a paint was written: a presentation attribute, a `style="…"` attribute, or a `<style>` element. */
export type SvgPaintSource = 'attribute' | 'style' | 'stylesheet';

/** One paint color of an SVG. */
export type SvgPaint = {
  /** Offsets of the color value in the text: text.slice(start, end) is '#f80', 'rgb(…)', 'red' … */
  readonly start: number;
  readonly end: number;
  /** Packed 0xRRGGBB of its sRGB bytes (a wide color's gamut-mapped fallback). */
  readonly rgb: number;
  /** Its alpha, 0–1 (1 unless the value says less). */
  readonly alpha: number;
  /** The attribute or CSS property (lower case). */
  readonly property: SvgPaintProperty;
  readonly source: SvgPaintSource;
};

/** What a scan finds: the paints in text order, and how many paint values could not be read (var(), typos …). */
export type SvgPaintScan = { readonly paints: readonly SvgPaint[]; readonly unreadable: number };

/** One distinct color of an SVG's paints (alpha aside) and how many paints use it. */
export type SvgPaintColor = { readonly rgb: number; readonly count: number };

const GREATER = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/** Returns the index after the first `marker` at or after `from`, or the text's length when there is none. */
function after(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at === -1 ? text.length : at + marker.length;
}

/** Returns whether a character code can start an XML name (a letter, `_` or `:`, or beyond ASCII). */
function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || c > 0x7f;
}

/** Returns whether a character code ends an attribute name. */
function endsName(c: number): boolean {
  return isSpace(c) || c === EQUALS || c === GREATER || c === SLASH;
}

/** Returns whether an element's text is raw (not markup): `style` and `script`, with or without a prefix. */
function rawTextElement(name: string): 'style' | 'script' | null {
  const local = name.slice(name.lastIndexOf(':') + 1);
  return local === 'style' || local === 'script' ? local : null;
}

/** Returns the index of the `</` that ends a raw text element's text starting at `from`, CDATA and comments skipped. */
function rawTextEnd(text: string, from: number): number {
  for (let i = text.indexOf('<', from); i !== -1; i = text.indexOf('<', i)) {
    if (text.startsWith('<![CDATA[', i)) i = after(text, ']]>', i + 9);
    else if (text.startsWith('<!--', i)) i = after(text, '-->', i + 4);
    else if (text.charCodeAt(i + 1) === SLASH) return i;
    else i++;
  }
  return text.length;
}

/** Reads the start tag whose name starts at `i` (after `<`) and the text of a `<style>`; returns where the walk goes on. */
function readTag(text: string, i: number, read: PaintReader, sink: PaintSink): number {
  const n = text.length;
  let j = i;
  while (j < n && !endsName(text.charCodeAt(j))) j++;
  const raw = rawTextElement(text.slice(i, j));
  while (j < n) {
    const c = text.charCodeAt(j);
    if (isSpace(c)) {
      j++;
      continue;
    }
    if (c === GREATER) {
      j++;
      if (raw === null) return j;
      const end = rawTextEnd(text, j);
      if (raw === 'style') scanPaintDeclarations(text, j, end, 'stylesheet', read);
      return end;
    }
    if (c === SLASH && text.charCodeAt(j + 1) === GREATER) return j + 2;
    const nameStart = j;
    while (j < n && !endsName(text.charCodeAt(j))) j++;
    if (j === nameStart) {
      j++; // a stray '/' or '=': step over it
      continue;
    }
    const name = text.slice(nameStart, j);
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== EQUALS) continue;
    j++;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    const quote = text.charCodeAt(j);
    let start: number;
    let end: number;
    if (quote === QUOTE || quote === APOSTROPHE) {
      start = j + 1;
      end = text.indexOf(String.fromCharCode(quote), start);
      if (end === -1) {
        // An unclosed value runs to the end of the text: the document is broken from here, and nothing is read in it.
        if (name === 'style' || SVG_PAINT_PROPERTY_SET.has(name)) sink.unreadable++;
        return n;
      }
      j = end + 1;
    } else {
      start = j;
      while (j < n && !isSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== GREATER) j++;
      end = text.charCodeAt(j - 1) === SLASH && text.charCodeAt(j) === GREATER ? j - 1 : j;
    }
    if (name === 'style') scanPaintDeclarations(text, start, end, 'style', read);
    else if (SVG_PAINT_PROPERTY_SET.has(name)) read(text, start, end, name as SvgPaintProperty, 'attribute');
  }
  return n;
}

/** Returns every paint color of an SVG's text, in text order, and the count of paint values it could not read. Never throws. */
export function scanSvgPaints(text: string): SvgPaintScan {
  const sink: PaintSink = { paints: [], unreadable: 0 };
  const read = paintReader(sink);
  const n = text.length;
  for (let i = text.indexOf('<'); i !== -1 && i < n; i = text.indexOf('<', i)) {
    if (text.startsWith('<!--', i)) i = after(text, '-->', i + 4);
    else if (text.startsWith('<![CDATA[', i)) i = after(text, ']]>', i + 9);
    else if (text.startsWith('<?', i)) i = after(text, '?>', i + 2);
    else if (text.startsWith('<!', i)) i = afterDeclaration(text, i + 2);
    else if (text.charCodeAt(i + 1) === SLASH) i = after(text, '>', i + 2);
    else if (isNameStart(text.charCodeAt(i + 1))) i = readTag(text, i + 1, read, sink);
    else i++;
  }
  return sink;
}

/** Returns the index after a `<!DOCTYPE …>` (or other `<!…>`) starting at `from`, its internal subset `[…]` included. */
function afterDeclaration(text: string, from: number): number {
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === GREATER) return i + 1;
    if (c === 0x5b) return after(text, '>', after(text, ']', i + 1));
  }
  return n;
}

/** Returns the distinct colors of paints (alpha aside) with how many paints use each, in order of first use. */
export function svgPaintColors(paints: readonly SvgPaint[]): SvgPaintColor[] {
  const counts = new Map<number, number>();
  for (const paint of paints) counts.set(paint.rgb, (counts.get(paint.rgb) ?? 0) + 1);
  return [...counts].map(([rgb, count]) => ({ rgb, count }));
}
