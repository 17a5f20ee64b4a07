/**
 * Finds the colour values written in a piece of text: CSS colour functions, '#' hex codes, bare hex codes and
 * named colours, each with its position. Only finds them; culori reads them (colorValue.ts). Bare codes and
 * named colours are words too ('add', 'face', 'red'), so the caller says when they count.
 */
import { isNamedColor } from './colorValue.ts';

/** A colour value's text and where it starts in the scanned text. */
export type ColorToken = { index: number; source: string };

/** When bare hex codes and named colours count as colours. */
export type ScanOptions = {
  /** 'any': every bare 3, 4, 6 or 8 digit code; 'long': 6 and 8 digits mixing digits and letters (or after ':' or '='); 'none'. */
  bareHex: 'any' | 'long' | 'none';
  /** Words that are CSS named colours ('rebeccapurple'). */
  named: boolean;
};

/** CSS Color 4 colour functions, without nested functions (calc() and var() are not colours we can read). */
const FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi;
/** A '#' code of 3, 4, 6 or 8 digits that does not run on into a word. */
const HASH_HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?!\w)/gi;
/** A bare code: 3, 4, 6 or 8 hex digits standing alone (hyphens separate, as in share links). */
const BARE_HEX = /(?<![\w#$@.%]|--)(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w%(])/gi;
/** A word that could be a named colour: not a variable ($red, @red, --red), a path (.red) or part of a name. */
const WORD = /(?<![\w#$@.-])[a-z]{3,20}(?![\w(-])/gi;

/** Returns `text` with the tokens blanked out (same length, so positions stay). */
function blank(text: string, tokens: readonly ColorToken[]): string {
  if (tokens.length === 0) return text;
  let out = '';
  let at = 0;
  for (const t of tokens) {
    out += text.slice(at, t.index) + ' '.repeat(t.source.length);
    at = t.index + t.source.length;
  }
  return out + text.slice(at);
}

/** Returns every match of a global pattern as tokens. */
function matches(pattern: RegExp, text: string): ColorToken[] {
  const found: ColorToken[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push({ index: m.index, source: m[0] });
  return found;
}

/**
 * Returns the `color-mix(…)` calls of a text, each whole (nested parentheses included): one token, so the colours
 * and words inside it ('white' in `color-mix(in oklch, var(--text) 20%, white)`) are not read as colours of their own.
 */
function colorMixes(text: string): ColorToken[] {
  const found: ColorToken[] = [];
  for (const m of text.matchAll(/(?<![\w-])color-mix\(/gi)) {
    if (found.length > 0 && m.index < found[found.length - 1].index + found[found.length - 1].source.length) continue;
    let depth = 0;
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        found.push({ index: m.index, source: text.slice(m.index, i + 1) });
        break;
      }
    }
  }
  return found;
}

/** Returns the colour tokens of `text` in order of position. */
export function findColorTokens(text: string, options: ScanOptions): ColorToken[] {
  const mixes = /color-mix\(/i.test(text) ? colorMixes(text) : [];
  const unmixed = blank(text, mixes);
  const functions = [...mixes, ...(unmixed.includes('(') ? matches(FUNCTION, unmixed) : [])];
  let rest = blank(text, functions.length > 1 ? [...functions].sort((a, b) => a.index - b.index) : functions);
  const hashes = rest.includes('#') ? matches(HASH_HEX, rest) : [];
  rest = blank(rest, hashes);
  let bare: ColorToken[] = [];
  if (options.bareHex !== 'none') {
    bare = matches(BARE_HEX, rest);
    if (options.bareHex === 'long') {
      // in prose, a bare code needs both digits and letters ('3a7bd5', not '123456' or 'facade') or a label before it
      bare = bare.filter((t) => t.source.length >= 6 && ((/\d/.test(t.source) && /[a-f]/i.test(t.source)) || /[:=]\s*$/.test(rest.slice(Math.max(0, t.index - 16), t.index))));
    }
    rest = blank(rest, bare);
  }
  const named = options.named ? matches(WORD, rest).filter((t) => isNamedColor(t.source)) : [];
  const all = [...functions, ...hashes, ...bare, ...named];
  return all.length > 1 ? all.sort((a, b) => a.index - b.index) : all;
}

/** A line that holds nothing but hex codes (with or without '#') and separators: its bare short codes are colours too. */
const HEX_ONLY_LINE = /^[\s,;|/-]*(?:#?(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?:[\s,;|/-]+|$))+$/i;

/** Returns whether a line is nothing but hex codes and separators ('add bad face' is read as three colours). */
export function isHexOnlyLine(line: string): boolean {
  return HEX_ONLY_LINE.test(line);
}

/** Returns `text` with the given tokens removed (for the words left around a colour). */
export function withoutTokens(text: string, tokens: readonly ColorToken[]): string {
  return blank(text, tokens);
}
