/**
 * The export formats of a palette (SPEC §2 Export), as data: the dialog lists them in this order. Each
 * is a pure generator of a text or (for .ase) the bytes of a file, with what it keeps of a wide or translucent
 * colour (`carries`, fallbacks.ts), from which the dialog says which colours it writes otherwise.
 */
import { toAco } from './aco';
import { procreateSplits, toProcreate } from './procreate';
import { toAse } from './ase';
import { toCss, toScss } from './css';
import { toGpl } from './gpl';
import { toJavaScript } from './javascript';
import { PAINT_NET_MAX_COLORS, toJasc, toLospecHex, toPaintNet, toSketchPalette } from './pixelPalettes';
import { toAndroidColors, toFlutter, toSwiftUI } from './platforms';
import { toFigmaVariables, toTokensStudio } from './designTools';
import { toTailwindConfig, toTailwindTheme } from './tailwind';
import { toDesignTokens, toDesignTokensColorObjects } from './tokens';
import type { Carries } from './fallbacks';
import type { ExportInput } from './types';

export type ExportFormatId = 'css' | 'scss' | 'js' | 'tailwind' | 'tailwind3' | 'tokens' | 'tokensColor' | 'figma' | 'tokensStudio' | 'android' | 'swiftui' | 'flutter' | 'gpl' | 'jasc' | 'lospec' | 'paintnet' | 'sketch' | 'ase' | 'aco' | 'procreate';

/**
 * A text format: shown in a code box, copied or downloaded. `maxColors`: the most colours the format's file holds; the
 * generator writes the first ones and the dialog says how many it left out.
 */
type TextFormat = { id: ExportFormatId; kind: 'text'; extension: string; mime: string; carries: Carries; generate: (input: ExportInput) => string; maxColors?: number };
/** A binary format: downloaded only. */
type BinaryFormat = {
  id: ExportFormatId;
  kind: 'binary';
  carries: Carries;
  extension: string;
  mime: string;
  generate: (input: ExportInput) => Uint8Array;
  /** The extension for a palette, where it depends on it (Procreate: a zip of several files over 30 colours). */
  extensionOf?: (input: ExportInput) => string;
};
export type ExportFormat = TextFormat | BinaryFormat;

/** Every colour as it is: its exact text, or numbers that hold it (CIELAB), and its alpha. */
const EXACT: Carries = { color: 'exact', alpha: true };
/** Up to Display P3 with alpha: the app platforms' colour APIs. */
const P3: Carries = { color: 'p3', alpha: true };
/** The sRGB fallback code with the colour's alpha. */
const SRGB_ALPHA: Carries = { color: 'srgb', alpha: true };
/** The sRGB fallback code, opaque. */
const SRGB: Carries = { color: 'srgb', alpha: false };
/** Any colour (CIELAB past sRGB), opaque: the Adobe swatch files. */
const LAB: Carries = { color: 'exact', alpha: false };

/**
 * The formats in the dialog's order. Design tokens: DTCG 2025.10's colour objects first ('tokensColor', what the format
 * specifies), then the hex strings of its earlier drafts ('tokens') for older tools; the ids keep their meaning.
 */
export const EXPORT_FORMATS: readonly ExportFormat[] = [
  { id: 'css', kind: 'text', extension: 'css', mime: 'text/css', carries: EXACT, generate: toCss },
  { id: 'scss', kind: 'text', extension: 'scss', mime: 'text/x-scss', carries: EXACT, generate: toScss },
  { id: 'js', kind: 'text', extension: 'js', mime: 'text/javascript', carries: EXACT, generate: toJavaScript },
  { id: 'tailwind', kind: 'text', extension: 'css', mime: 'text/css', carries: EXACT, generate: toTailwindTheme },
  { id: 'tailwind3', kind: 'text', extension: 'js', mime: 'text/javascript', carries: SRGB_ALPHA, generate: toTailwindConfig },
  { id: 'tokensColor', kind: 'text', extension: 'tokens.json', mime: 'application/json', carries: EXACT, generate: toDesignTokensColorObjects },
  { id: 'tokens', kind: 'text', extension: 'tokens.json', mime: 'application/json', carries: SRGB_ALPHA, generate: toDesignTokens },
  { id: 'figma', kind: 'text', extension: 'figma-variables.json', mime: 'application/json', carries: SRGB_ALPHA, generate: toFigmaVariables },
  { id: 'tokensStudio', kind: 'text', extension: 'tokens-studio.json', mime: 'application/json', carries: SRGB_ALPHA, generate: toTokensStudio },
  { id: 'android', kind: 'text', extension: 'xml', mime: 'application/xml', carries: SRGB_ALPHA, generate: toAndroidColors },
  { id: 'swiftui', kind: 'text', extension: 'swift', mime: 'text/x-swift', carries: P3, generate: toSwiftUI },
  { id: 'flutter', kind: 'text', extension: 'dart', mime: 'text/x-dart', carries: P3, generate: toFlutter },
  { id: 'gpl', kind: 'text', extension: 'gpl', mime: 'text/plain', carries: SRGB, generate: toGpl },
  { id: 'jasc', kind: 'text', extension: 'pal', mime: 'text/plain', carries: SRGB, generate: toJasc },
  { id: 'lospec', kind: 'text', extension: 'hex', mime: 'text/plain', carries: SRGB, generate: toLospecHex },
  { id: 'paintnet', kind: 'text', extension: 'txt', mime: 'text/plain', carries: SRGB_ALPHA, generate: toPaintNet, maxColors: PAINT_NET_MAX_COLORS },
  { id: 'sketch', kind: 'text', extension: 'sketchpalette', mime: 'application/json', carries: SRGB_ALPHA, generate: toSketchPalette },
  { id: 'ase', kind: 'binary', extension: 'ase', mime: 'application/octet-stream', carries: LAB, generate: toAse },
  { id: 'aco', kind: 'binary', extension: 'aco', mime: 'application/octet-stream', carries: LAB, generate: toAco },
  { id: 'procreate', kind: 'binary', extension: 'swatches', mime: 'application/zip', carries: SRGB, generate: toProcreate, extensionOf: (input) => (procreateSplits(input) ? 'swatches.zip' : 'swatches') },
];

/** Returns the format of an id. */
export function exportFormat(id: ExportFormatId): ExportFormat {
  const format = EXPORT_FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`Unknown export format: ${id}`);
  return format;
}
