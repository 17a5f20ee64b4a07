/**
 * Import: colours from a pasted text or a dropped file, recognised by content, not by file name.
 * Reads plain lists and CSS colours (parseList.ts), palette links (parseLinks.ts), stylesheets: CSS, SCSS,
 * Less and Tailwind v4 (parseStylesheet.ts), JavaScript and Tailwind v3 configs and JSON (literalTree.ts,
 * literalColors.ts), W3C design tokens and Style Dictionary tokens (parseTokens.ts), .gpl (parseGpl.ts), JASC .pal, Paint.NET .txt and
 * .sketchpalette (parsePixelPalettes.ts), Android's colors.xml (parseAndroidColors.ts), Figma variables and Tokens
 * Studio JSON (parseDesignTools.ts), Material Theme Builder JSON (parseMaterialTheme.ts), Xcode colour sets (parseColorset.ts), .ase (parseAse.ts), .aco (parseAco.ts) and Procreate's .swatches (parseProcreate.ts).
 * Nothing is evaluated or fetched. Colour values are read by culori (colorValue.ts).
 */
import { ImportFailure, type ImportResult, type ImportedColor } from './importTypes.ts';
import { checkTextSize, decodeText } from './decodeInput.ts';
import { headerTitle } from './detectTitle.ts';
import { literalColors } from './literalColors.ts';
import { moduleLiterals } from './literalTree.ts';
import { isAse, parseAse } from './parseAse.ts';
import { isAco, parseAco } from './parseAco.ts';
import { isProcreate, parseProcreate } from './parseProcreate.ts';
import { isGpl, parseGpl } from './parseGpl.ts';
import { isJasc, isPaintNet, isSketchPalette, parseJasc, parsePaintNet, parseSketchPalette } from './parsePixelPalettes.ts';
import { hasPaletteLink, parseLinks } from './parseLinks.ts';
import { isAndroidColors, parseAndroidColors } from './parseAndroidColors.ts';
import { isFigmaVariables, isTokensStudio, parseFigmaVariables, parseTokensStudio } from './parseDesignTools.ts';
import { isMaterialTheme, parseMaterialTheme } from './parseMaterialTheme.ts';
import { isColorset, parseColorset } from './parseColorset.ts';
import { parseList } from './parseList.ts';
import { looksLikeStylesheet, parseStylesheet } from './parseStylesheet.ts';
import { hasDesignTokens, hasStyleDictionaryTokens, parseDesignTokens } from './parseTokens.ts';
import type { TailwindPalette } from './tailwindClasses.ts';
import type { JapaneseColorTable } from '../names/japaneseColors.ts';

/**
 * What the import may know besides the input: Tailwind's palette, to read utility classes (`bg-sky-500`), the
 * traditional colours' table, to read a list of traditional Japanese names (桜色, sakura-iro) as the search does, and
 * a file's name, which names what the file cannot name itself (an Xcode colour set's `Contents.json`).
 */
export type ImportOptions = { tailwind?: TailwindPalette; japanese?: JapaneseColorTable | null; fileName?: string };

/** The file extensions the import reads, for a file chooser's `accept` (any other file is sniffed all the same). */
export const IMPORT_FILE_EXTENSIONS = ['.txt', '.css', '.scss', '.sass', '.less', '.variables', '.js', '.mjs', '.cjs', '.ts', '.json', '.tokens', '.gpl', '.pal', '.hex', '.sketchpalette', '.xml', '.ase', '.aco', '.swatches', '.zip'] as const;

/** A JavaScript module (an export, an assignment or a config call). */
const JS_MODULE = /(?:^|[\s;])(?:module\.exports\s*=|export\s+(?:default|const|let|var)\b|(?:const|let|var)\s+[\w$]+\s*=|defineConfig\s*\()/;
/** A Tailwind v3 config. */
const TAILWIND_CONFIG = /tailwindcss|\btheme\s*:\s*\{/;

/** Returns the line of a JSON.parse error, when its message gives a position. */
function jsonErrorLine(text: string, error: unknown): number | null {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : null;
}

/** Reads a text that starts like JSON: design tokens, JSON, or (failing JSON) a JavaScript literal or a list. */
function parseJsonLike(text: string, fileName?: string): ImportResult {
  let jsonError: unknown = null;
  try {
    const value: unknown = JSON.parse(text);
    if (isColorset(value)) return parseColorset(value, fileName);
    if (isSketchPalette(value)) return parseSketchPalette(value);
    if (isFigmaVariables(value)) return parseFigmaVariables(value);
    if (isTokensStudio(value)) return parseTokensStudio(value);
    if (isMaterialTheme(value)) return parseMaterialTheme(value);
  } catch (error) {
    if (!(error instanceof RangeError)) jsonError = error; // too deep for JSON.parse is still JSON for us
  }
  const literals = moduleLiterals(text);
  if (jsonError === null) {
    const root = literals[0]?.node;
    if (root && hasDesignTokens(root)) return { format: 'tokens', title: null, ...parseDesignTokens(root) };
    if (root && hasStyleDictionaryTokens(root)) return { format: 'styleDictionary', title: null, ...parseDesignTokens(root, true) };
    return { format: 'json', title: null, colors: literalColors(literals), unreadable: [] };
  }
  const colors = literalColors(literals);
  if (colors.length > 0) return { format: 'js', title: headerTitle(text), colors, unreadable: [] };
  const list = parseList(text);
  if (list.colors.length > 0) return { format: 'list', title: null, ...list };
  throw new ImportFailure('invalid', jsonErrorLine(text, jsonError));
}

/**
 * Reads a text, choosing its format by content: a .gpl header, JSON, a JavaScript module or a stylesheet that
 * yields colours, then links, then a plain list. A link in a comment of a stylesheet or a string of a module
 * does not make the file a link.
 */
function parseText(input: string, { tailwind, japanese, fileName }: ImportOptions): ImportResult {
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFailure('empty');
  if (isGpl(text)) return parseGpl(text);
  if (isJasc(text)) return parseJasc(text);
  if (isPaintNet(text)) return parsePaintNet(text);
  if (isAndroidColors(text)) return parseAndroidColors(text);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') return parseJsonLike(text, fileName);
  const title = headerTitle(text);
  const module: ImportResult | null = JS_MODULE.test(text)
    ? { format: TAILWIND_CONFIG.test(text) ? 'tailwind3' : 'js', title, colors: literalColors(moduleLiterals(text)), unreadable: [] }
    : null;
  if (module && module.colors.length > 0) return module;
  const sheet = looksLikeStylesheet(text) ? parseStylesheet(text, tailwind) : null;
  if (sheet && sheet.colors.length > 0) return { format: sheet.format, title, colors: sheet.colors, unreadable: sheet.unreadable };
  // a module or a stylesheet without colours is still one: its comments and strings are not read as a list
  if (module) return module;
  if (sheet) return { format: sheet.format, title, colors: [], unreadable: sheet.unreadable };
  if (hasPaletteLink(text)) return { format: 'link', title: null, ...parseLinks(text) };
  return { format: 'list', title: null, ...parseList(text, 1, tailwind, japanese) };
}

/**
 * Returns the colours of an input (a pasted text, or a file's bytes), its format and title, and the lines that
 * could not be read. Throws `ImportFailure` when nothing can be read: 'empty', 'too-large' (over
 * IMPORT_MAX_BYTES), 'binary', 'truncated' (an .ase or .aco cut short) or 'invalid' (bad JSON, a bad .ase header).
 */
export function parseImport(input: string | Uint8Array, options: ImportOptions = {}): ImportResult {
  if (typeof input === 'string') {
    checkTextSize(input);
    return parseText(input, options);
  }
  if (input.length === 0) throw new ImportFailure('empty');
  if (isAse(input)) return parseAse(input);
  if (isAco(input)) return parseAco(input);
  if (isProcreate(input)) return parseProcreate(input);
  return parseText(decodeText(input), options);
}

/** Returns, for each colour, whether its code already appeared earlier in the list (the duplicates to mark). */
export function duplicateFlags(colors: readonly Pick<ImportedColor, 'code' | 'exact'>[]): boolean[] {
  const seen = new Set<string>();
  return colors.map((c) => {
    // A wide colour is the same colour only as the same exact text, not as the same fallback.
    const key = c.exact ?? c.code;
    const duplicate = seen.has(key);
    seen.add(key);
    return duplicate;
  });
}
