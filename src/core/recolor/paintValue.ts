/**
 * One paint value of an SVG (what follows `fill=` or `fill:`) → its color: `none`, `currentColor` and the other
 * keywords paint nothing of their own and are passed over; `url(#id)` is a paint server, and the color after it
 * (`url(#id) red`, the fallback when the server is missing) is the paint; anything else is read by the core's CSS
 * color reader (../import/colorValue.ts), so hex, rgb(), hsl(), named colors, oklch() and color(display-p3 …)
 * read as they do everywhere else in Irodori (a wide color as its gamut-mapped sRGB fallback).
 */
import { readExact } from '../exact/exactColor.ts';
import { readColor } from '../import/colorValue.ts';
import { hexToBytes } from '../convert/hexToSrgb.ts';
import type { SvgPaint, SvgPaintProperty, SvgPaintSource } from './svgPaints.ts';

/**
 * Keywords of the paint and color properties that name no color of their own: the paint stays as it is.
 * Reference: SVG 2 §13.2 "Specifying paint" (https://www.w3.org/TR/SVG2/painting.html#SpecifyingPaint) and the
 * CSS-wide keywords (CSS Cascade 4 §7.3).
 */
export const SVG_PAINT_KEYWORDS: ReadonlySet<string> = new Set([
  'none',
  'currentcolor',
  'transparent',
  'context-fill',
  'context-stroke',
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
]);

/**
 * Longest value text given to the color reader: 256 characters. The longest color a designer writes
 * (`color(display-p3 0.123456789012 …  / 0.5)`, a color-mix() of two such) is well under it, and a bound keeps a
 * hostile megabyte-long value from reaching the reader's regular expressions at all.
 */
export const SVG_PAINT_MAX_LENGTH = 256;

/** A color read from a value text: packed 0xRRGGBB of its sRGB code and its alpha, or null when unreadable. */
type ReadPaint = { readonly rgb: number; readonly alpha: number } | null;

/** Returns whether a character code is CSS or XML white space. */
export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
}

/** Returns the color of a lower-case value text, or null (a bare '123abc' is no CSS color, though the reader takes it). */
function readPaintColor(value: string): ReadPaint {
  if (value.length > SVG_PAINT_MAX_LENGTH || /^[0-9a-f]+$/.test(value)) return null;
  const color = readColor(value);
  if (color === null) return null;
  const [r, g, b] = hexToBytes(color.code);
  const alpha = color.exact === undefined ? 1 : (readExact(color.exact)?.alpha ?? 1);
  return { rgb: (r << 16) | (g << 8) | b, alpha };
}

/**
 * Returns the index after the `)` closing a `url(` that starts at `from`, quotes respected, or -1 when none closes
 * it before `to` (never looking past `to`, so a scan full of unclosed urls stays linear).
 */
function afterUrl(text: string, from: number, to: number): number {
  let quote = 0;
  for (let i = from + 4; i < to; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      quote = c;
    } else if (c === 0x29) {
      return i + 1;
    }
  }
  return -1;
}

/** Reads the paint values of one scan, each distinct value text read once. */
export type PaintReader = (text: string, start: number, end: number, property: SvgPaintProperty, source: SvgPaintSource) => void;

/** What a scan collects: its paints in text order and how many paint values it could not read. */
export type PaintSink = { paints: SvgPaint[]; unreadable: number };

/** Returns a reader that adds the color of the value in text[start, end) to `sink` (a paint, an unreadable one, or nothing). */
export function paintReader(sink: PaintSink): PaintReader {
  const known = new Map<string, ReadPaint>();
  return (text, start, end, property, source) => {
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (start === end) return;
    if (end - start >= 4 && text.slice(start, start + 4).toLowerCase() === 'url(') {
      const after = afterUrl(text, start, end);
      if (after === -1) {
        sink.unreadable++;
        return;
      }
      start = after;
      while (start < end && isSpace(text.charCodeAt(start))) start++;
      if (start === end) return; // a paint server alone: no color of ours
    }
    const value = text.slice(start, end).toLowerCase();
    if (SVG_PAINT_KEYWORDS.has(value)) return;
    let color = known.get(value);
    if (color === undefined) {
      color = readPaintColor(value);
      known.set(value, color);
    }
    if (color === null) sink.unreadable++;
    else sink.paints.push({ start, end, rgb: color.rgb, alpha: color.alpha, property, source });
  };
}
