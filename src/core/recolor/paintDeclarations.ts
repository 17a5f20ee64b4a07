/**
 * The paint declarations of a piece of CSS inside an SVG: a `style="…"` attribute's value or a `<style>` element's
 * text. One forward pass, each character looked at a bounded number of times (no regular expression), so any
 * input, however broken, is scanned in linear time. A declaration starts at the start of the text or after `;`,
 * `{` or `}` outside parentheses; its property name is read case-insensitively (CSS property names are ASCII
 * case-insensitive); its value runs to the next `;`, `}` or `!important` outside parentheses and strings. A name
 * followed by `:` whose "value" runs into `{` is a selector (`a:hover {`), not a declaration. Comments and strings
 * are skipped; in a `<style>` element, the `<![CDATA[` and `]]>` markers are passed over and an XML comment
 * outside CDATA is skipped (it is no CSS), while inside CDATA `<!--` and `-->` are CSS's own ignorable tokens.
 * Reference: CSS Syntax 3 §5.4.4 "Consume a list of declarations" (https://www.w3.org/TR/css-syntax-3/).
 */
import { isSpace, type PaintReader } from './paintValue.ts';
import { SVG_PAINT_PROPERTY_SET, type SvgPaintProperty, type SvgPaintSource } from './svgPaints.ts';

const SLASH = 0x2f;
const STAR = 0x2a;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const SEMICOLON = 0x3b;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const LESS = 0x3c;
const BRACKET = 0x5d;
const BANG = 0x21;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

/** Returns whether a character code can start a CSS property name (a letter, `-` or `_`). */
function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2d || c === 0x5f;
}

/** Returns whether a character code continues a CSS property name. */
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 0x30 && c <= 0x39);
}

/** Returns the index after the comment starting at `i` (at `/*`), or `to` when it is not closed. */
function afterComment(text: string, i: number, to: number): number {
  for (let k = i + 2; k + 1 < to; k++) if (text.charCodeAt(k) === STAR && text.charCodeAt(k + 1) === SLASH) return k + 2;
  return to;
}

/** Returns the index after the string starting at `i` (at its quote): its closing quote, a newline (a bad string) or `to`. */
function afterString(text: string, i: number, to: number): number {
  const quote = text.charCodeAt(i);
  for (let k = i + 1; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === BACKSLASH) k++;
    else if (c === quote) return k + 1;
    else if (c === NEWLINE) return k;
  }
  return to;
}

/** Returns the index after the first `-->` in text[from, to), or `to` (never looking past `to`). */
function afterXmlComment(text: string, from: number, to: number): number {
  for (let k = from; k + 2 < to; k++) if (text.charCodeAt(k + 2) === 0x3e && text.startsWith('-->', k)) return k + 3;
  return to;
}

/** Returns the index after white space and comments from `i`. */
function skipBlank(text: string, i: number, to: number): number {
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === SLASH && text.charCodeAt(i + 1) === STAR) i = afterComment(text, i, to);
    else break;
  }
  return i;
}

/**
 * Returns where the value starting at `i` ends: the index of the `;`, `}`, `{` or `!` that ends it outside
 * parentheses and strings, or `to`.
 */
function valueEnd(text: string, i: number, to: number): number {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE) i = afterString(text, i, to);
    else if (c === SLASH && text.charCodeAt(i + 1) === STAR) i = afterComment(text, i, to);
    else if (c === OPEN_BRACE || c === CLOSE_BRACE || (depth === 0 && (c === SEMICOLON || c === BANG))) return i;
    else {
      if (c === OPEN_PAREN) depth++;
      else if (c === CLOSE_PAREN && depth > 0) depth--;
      i++;
    }
  }
  return to;
}

/**
 * Reads every paint declaration of the CSS in text[from, to) with `read` (see the file comment); `markup` says the
 * CSS is a `<style>` element's text, where CDATA markers and XML comments may stand.
 */
export function scanPaintDeclarations(text: string, from: number, to: number, source: SvgPaintSource, read: PaintReader): void {
  const markup = source === 'stylesheet';
  let i = from;
  let depth = 0;
  let declarationStart = true;
  let inCdata = false;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
      i = afterComment(text, i, to);
    } else if (c === QUOTE || c === APOSTROPHE) {
      i = afterString(text, i, to);
      declarationStart = false;
    } else if (markup && c === LESS && text.startsWith('<![CDATA[', i)) {
      inCdata = true;
      i += 9;
    } else if (markup && c === BRACKET && text.startsWith(']]>', i)) {
      inCdata = false;
      i += 3;
    } else if (markup && c === LESS && text.startsWith('<!--', i)) {
      i = inCdata ? i + 4 : afterXmlComment(text, i + 4, to);
    } else if (c === OPEN_PAREN) {
      depth++;
      declarationStart = false;
      i++;
    } else if (c === CLOSE_PAREN) {
      if (depth > 0) depth--;
      i++;
    } else if (c === SEMICOLON) {
      if (depth === 0) declarationStart = true;
      i++;
    } else if (c === OPEN_BRACE || c === CLOSE_BRACE) {
      depth = 0; // a brace closes whatever a broken parenthesis left open
      declarationStart = true;
      i++;
    } else if (declarationStart && depth === 0 && isNameStart(c)) {
      declarationStart = false;
      let end = i + 1;
      while (end < to && isNameChar(text.charCodeAt(end))) end++;
      const name = text.slice(i, end).toLowerCase();
      i = end;
      if (!SVG_PAINT_PROPERTY_SET.has(name)) continue;
      const colon = skipBlank(text, end, to);
      if (text.charCodeAt(colon) !== COLON || colon >= to) continue;
      const start = skipBlank(text, colon + 1, to);
      const stop = valueEnd(text, start, to);
      if (text.charCodeAt(stop) === OPEN_BRACE && stop < to) continue; // a selector such as `a:hover {`
      read(text, start, stop, name as SvgPaintProperty, source);
      i = stop;
    } else {
      declarationStart = false;
      i++;
    }
  }
}
