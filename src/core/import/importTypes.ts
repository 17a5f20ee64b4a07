/**
 * Import: colours brought in from text and files, the contract between the parsers (this folder) and
 * the import dialog. Every format Irodori exports comes back in unchanged; see importColors.ts for what is read.
 */

/** The largest file or text imported, in bytes (5 MB); larger input is refused before it is read. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What the input was recognised as (by content, not by file name). */
export type ImportFormat =
  | 'list' // hex codes or CSS colours in free text, any separators
  | 'link' // Irodori share or generator links, Coolors palette links
  | 'css' // CSS custom properties (and colours in other declarations)
  | 'scss' // SCSS $variables
  | 'less' // Less @variables
  | 'tailwind4' // a Tailwind v4 @theme block
  | 'tailwind3' // a Tailwind v3 config (JavaScript object)
  | 'js' // JavaScript arrays and objects
  | 'json' // JSON arrays and objects
  | 'tokens' // W3C design tokens (DTCG) JSON
  | 'styleDictionary' // Style Dictionary tokens JSON ({ "value": … } before DTCG)
  | 'gpl' // GIMP / Inkscape palette
  | 'jasc' // JASC / Paint Shop Pro, Aseprite and Lospec .pal
  | 'paintnet' // Paint.NET .txt palette
  | 'sketch' // Sketch Palettes plugin .sketchpalette
  | 'android' // Android colour resources (colors.xml)
  | 'figma' // Figma variables JSON (REST API or plugin shape)
  | 'tokensStudio' // Tokens Studio for Figma JSON
  | 'material' // Material Theme Builder JSON (its source colours)
  | 'colorset' // an Xcode asset catalog's colour set (Name.colorset/Contents.json)
  | 'ase' // Adobe Swatch Exchange (binary)
  | 'aco' // Adobe Photoshop colour swatches (binary)
  | 'procreate'; // Procreate .swatches (zip)

/** One colour found in the input, in sRGB. */
export type ImportedColor = {
  /** '#rrggbb'. */
  code: string;
  /** The name the source gives it (a variable, key, token path or swatch name), or null when it gives none. */
  name: string | null;
  /** The 1-based line of the text it was found on (the swatch's position for a binary .ase). */
  line: number;
  /** The colour as written in the source ('oklch(70% 0.2 30)', '#FF000080'), for the preview. */
  source: string;
  /** It lies outside sRGB: `code` is its CSS Color 4 gamut-mapped fallback. */
  mapped: boolean;
  /** It has an alpha below 1 (kept in `exact`; `code` is opaque). */
  alphaDropped: boolean;
  /** The colour exactly (../exact/exactColor.ts) where `code` cannot say it: outside sRGB, translucent, between 8-bit steps. */
  exact?: string;
};

/** A line that looked meant to hold colours but held none that could be read. */
export type UnreadableLine = { line: number; text: string };

/** What an input gave. */
export type ImportResult = {
  format: ImportFormat;
  /** The palette's title when the source carries one (a .gpl Name, a header comment), else null. */
  title: string | null;
  /** In the source's order; duplicates kept (see `duplicateFlags`). */
  colors: ImportedColor[];
  unreadable: UnreadableLine[];
};

/** Why an input could not be read at all. */
export type ImportFailureReason =
  | 'empty' // nothing but white space
  | 'too-large' // over IMPORT_MAX_BYTES
  | 'binary' // bytes that are neither text nor an .ase
  | 'truncated' // an .ase that ends inside a block
  | 'invalid'; // a structured file that does not parse (bad JSON, an .ase with a bad header)

/** Thrown by `parseImport` when nothing can be read; `line` where a parser knows it. */
export class ImportFailure extends Error {
  constructor(
    readonly reason: ImportFailureReason,
    readonly line: number | null = null,
  ) {
    super(`import failed: ${reason}${line === null ? '' : ` (line ${line})`}`);
    this.name = 'ImportFailure';
  }
}
