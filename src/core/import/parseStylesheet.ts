/**
 * Stylesheets: CSS custom properties (`--brand-red: #d62828` → 'brand-red'), SCSS variables (`$brand-red`),
 * Less variables (`@brand-red`, but not at-rules), Tailwind v4 `@theme { --color-blue-500: oklch(…) }`
 * ('blue-500'), and colours in ordinary declarations (`color: #333`), unnamed; the two colours of a variable's
 * `light-dark(a, b)` both take its name, light first. An SCSS map names each colour by its
 * key, as a variable is named (`$palette: ("primary": #1779ba)` → 'primary'; a nested map's keys joined with '-').
 * Comments and quoted strings never yield colours; an SCSS map of variable references holds no colour of its own. A `color-mix()` of literal
 * colours is mixed; one that depends on a variable is listed as unreadable. Lines outside every rule and declaration
 * (a paste of a list with a declaration among it) are read as a list's lines, in their place, so a mixed paste loses
 * no colour; such a line without one is listed as unreadable.
 */
import type { ImportFormat, ImportedColor, UnreadableLine } from './importTypes.ts';
import { importedColor, lineLocator, unreadableText } from './importedColor.ts';
import { maskStylesheet } from './maskStylesheet.ts';
import { parseListLine } from './parseList.ts';
import type { TailwindPalette } from './tailwindClasses.ts';
import { findColorTokens, type ColorToken } from './scanColors.ts';
import { lightDarkPair } from '../code/lightDark.ts';

/** What a stylesheet gave: its colours, and the declarations whose colour depends on others (a `color-mix()` of a variable). */
export type StylesheetResult = { format: ImportFormat; colors: ImportedColor[]; unreadable: UnreadableLine[] };

/** A declaration's property: a custom property, an SCSS or Less variable, or an ordinary property. */
const PROPERTY = /^(--[\w-]+|\$[\w-]+|@[\w-]+|-?[a-z][a-z-]*)$/i;
/** Flags after a value. */
const VALUE_FLAGS = /!\s*(?:important|default|global)\b/gi;
/**
 * A stray line that is stylesheet syntax, not a list's line, when it holds no colour: an at-rule (`@import`,
 * `@use`), a mixin or placeholder (`.mixin();`, `%base`), part of a selector list (`h1,`) or a lone brace.
 */
const SYNTAX_LINE = /^(?:[@.&%]|[^,]*,$|[{}()\s;]*$)/;

/**
 * Reads the lines of a stretch of a stylesheet outside every rule and declaration as a list's lines (their colours
 * into `colors`; a line with none that is not stylesheet syntax into `unreadable`), skipping comments (blank in
 * `masked`).
 */
function readStrayLines(
  text: string,
  masked: string,
  [start, end]: [number, number],
  lineOf: (index: number) => number,
  { colors, unreadable, tailwind }: { colors: ImportedColor[]; unreadable: UnreadableLine[]; tailwind?: TailwindPalette },
) {
  let at = start;
  while (at < end) {
    const newline = masked.indexOf('\n', at);
    const stop = newline === -1 || newline > end ? end : newline;
    const line = masked.slice(at, stop).trim();
    if (line !== '') {
      const number = lineOf(at);
      const found = parseListLine(masked.slice(at, stop), number, tailwind);
      if (found.length > 0) for (const color of found) colors.push(color);
      else if (!SYNTAX_LINE.test(line)) unreadable.push({ line: number, text: unreadableText(text.slice(at, stop)) });
    }
    at = stop + 1;
  }
}

/** Returns the [start, end) ranges of the `@theme { … }` blocks of a masked stylesheet. */
function themeBlocks(masked: string): [number, number][] {
  const blocks: [number, number][] = [];
  for (const m of masked.matchAll(/@theme\b[^{;]*\{/g)) {
    let depth = 0;
    let end = masked.length;
    for (let i = m.index + m[0].length - 1; i < masked.length; i++) {
      if (masked[i] === '{') depth++;
      else if (masked[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    blocks.push([m.index, end]);
  }
  return blocks;
}

/**
 * Returns the names an SCSS map gives the colours of its value (`("primary": #1779ba, "alert": #cc4b37)`), by the
 * index of each colour in the value: its key (quotes dropped), a nested map's keys joined with '-'. A colour that is
 * not its entry's whole value (`primary: darken(#fff, 5%)`) gets none.
 */
function mapNames(value: string, masked: string, tokens: readonly ColorToken[]): Map<number, string> {
  const names = new Map<number, string>();
  if (!masked.trimStart().startsWith('(')) return names;
  // One frame per open parenthesis: where its current entry starts, its key, where the key's value starts.
  const frames: { entry: number; key: string | null; value: number }[] = [];
  let next = 0;
  for (let i = 0; i < masked.length; i++) {
    while (next < tokens.length && tokens[next].index === i) {
      const token = tokens[next++];
      const frame = frames.at(-1);
      const after = masked.slice(i + token.source.length).trimStart()[0];
      const whole = frame?.key != null && masked.slice(frame.value, i).trim() === '' && (after === ',' || after === ')' || after === undefined);
      const keys = frames.map((f) => f.key);
      if (whole && keys.every((key) => key !== null && key !== '')) names.set(token.index, keys.join('-'));
    }
    const c = masked[i];
    if (c === '(') frames.push({ entry: i + 1, key: null, value: i + 1 });
    else if (c === ')') frames.pop();
    else if (c === ',' && frames.length > 0) Object.assign(frames[frames.length - 1], { entry: i + 1, key: null, value: i + 1 });
    else if (c === ':' && frames.length > 0 && frames[frames.length - 1].key === null) {
      const frame = frames[frames.length - 1];
      frame.key = value.slice(frame.entry, i).trim().replace(/^(["'])(.*)\1$/, '$2');
      frame.value = i + 1;
    }
  }
  return names;
}

/** Returns whether a text is a stylesheet: a variable declaration ('--x: …;', '$x: …', '@x: …') or a rule ('sel { … }', '@theme { }'). */
export function looksLikeStylesheet(text: string): boolean {
  return /(?:^|[;{}\s])(?:--[\w-]+|\$[\w-]+|@[\w-]+)\s*:[^;\n}]*(?:[;}\n]|$)/.test(text) || /^\s*[:.#@*\w[][^{}\n;]*\{[^{}]*\}/m.test(text);
}

/**
 * Returns the colours of a stylesheet and whether it is CSS, SCSS, Less or a Tailwind v4 theme (`tailwind`, the
 * palette that utility classes on a stray list line name).
 */
export function parseStylesheet(text: string, tailwind?: TailwindPalette): StylesheetResult {
  const masked = maskStylesheet(text);
  const lineOf = lineLocator(text);
  const themes = themeBlocks(masked);
  const colors: ImportedColor[] = [];
  const unreadable: UnreadableLine[] = [];
  let scss = false;
  let less = false;
  let at = 0;
  let depth = 0;
  // a declaration ends at ';', '{', '}', or a line break before the next variable (Sass's indented syntax has no ';')
  for (const m of masked.matchAll(/[;{}]|\n(?=[ \t]*(?:--|[$@])[\w-]+[ \t]*:)|$/g)) {
    const segment = masked.slice(at, m.index);
    const start = at;
    at = m.index + 1;
    const outside = depth === 0;
    if (m[0] === '{') {
      depth++;
      continue; // a selector or an at-rule's prelude
    }
    if (m[0] === '}') depth = Math.max(0, depth - 1);
    const colon = segment.indexOf(':');
    const property = colon === -1 ? '' : segment.slice(0, colon).trim();
    if (colon === -1 || !PROPERTY.test(property)) {
      // Text between rules and declarations: a list's lines pasted among them.
      if (outside && m[0] !== '}') readStrayLines(text, masked, [start, m.index], lineOf, { colors, unreadable, tailwind });
      continue;
    }
    const valueStart = start + colon + 1;
    const value = text.slice(valueStart, m.index).replace(VALUE_FLAGS, '');
    const maskedValue = masked.slice(valueStart, m.index).replace(VALUE_FLAGS, '');
    const tokens = findColorTokens(maskedValue, { bareHex: 'none', named: true });
    if (tokens.length === 0) continue;
    let name: string | null = null;
    if (property.startsWith('$')) scss = true;
    else if (property.startsWith('@')) less = true;
    // one colour alone on the value's first line names it (Sass's indented syntax runs on to the next rule), and so do
    // the two of a light-dark() (its light and its dark value, named alike as a `.dark` rule's value is)
    const firstLine = maskedValue.trim().split('\n', 1)[0].trim();
    const pair = lightDarkPair(firstLine);
    const alone = tokens.length === 1 && firstLine === tokens[0].source;
    const schemes = pair !== null && tokens.length === 2 && tokens[0].source === pair[0] && tokens[1].source === pair[1];
    if (/^[-$@]/.test(property) && (alone || schemes)) {
      name = property.replace(/^(--|\$|@)/, '');
      const inTheme = themes.some(([s, e]) => start >= s && start < e);
      if (inTheme) {
        if (!name.startsWith('color-')) continue; // other theme variables (fonts, spacing) hold no colours
        name = name.slice('color-'.length);
      }
    }
    const keys = property.startsWith('$') ? mapNames(value, maskedValue, tokens) : null;
    for (const token of tokens) {
      const source = value.slice(token.index, token.index + token.source.length);
      const line = lineOf(valueStart + token.index);
      const color = importedColor(source, keys?.get(token.index) ?? name, line);
      if (color) colors.push(color);
      // A mix of a variable's colour: listed, not guessed (its literal half alone would be the wrong colour).
      else if (/^color-mix\(/i.test(token.source)) unreadable.push({ line, text: unreadableText(`${property}: ${value.trim()}`) });
    }
  }
  const format: ImportFormat = themes.length > 0 ? 'tailwind4' : scss ? 'scss' : less ? 'less' : 'css';
  return { format, colors, unreadable };
}
