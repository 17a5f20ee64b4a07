/**
 * The export formats of a palette (SPEC §2 Export), as data: the dialog lists them in this order. Each
 * is a pure generator of a text or (for .ase) the bytes of a file.
 */
import { toAco } from './aco';
import { procreateSplits, toProcreate } from './procreate';
import { toAse } from './ase';
import { toCss, toScss } from './css';
import { toGpl } from './gpl';
import { toJavaScript } from './javascript';
import { toJasc, toLospecHex, toPaintNet, toSketchPalette } from './pixelPalettes';
import { toAndroidColors, toFlutter, toSwiftUI } from './platforms';
import { toFigmaVariables, toTokensStudio } from './designTools';
import { toTailwindConfig, toTailwindTheme } from './tailwind';
import { toDesignTokens, toDesignTokensColorObjects } from './tokens';
import type { ExportInput } from './types';

export type ExportFormatId = 'css' | 'scss' | 'js' | 'tailwind' | 'tailwind3' | 'tokens' | 'tokensColor' | 'figma' | 'tokensStudio' | 'android' | 'swiftui' | 'flutter' | 'gpl' | 'jasc' | 'lospec' | 'paintnet' | 'sketch' | 'ase' | 'aco' | 'procreate';

/** A text format: shown in a code box, copied or downloaded. */
type TextFormat = { id: ExportFormatId; kind: 'text'; extension: string; mime: string; generate: (input: ExportInput) => string };
/** A binary format: downloaded only. */
type BinaryFormat = {
  id: ExportFormatId;
  kind: 'binary';
  extension: string;
  mime: string;
  generate: (input: ExportInput) => Uint8Array;
  /** The extension for a palette, where it depends on it (Procreate: a zip of several files over 30 colours). */
  extensionOf?: (input: ExportInput) => string;
};
export type ExportFormat = TextFormat | BinaryFormat;

export const EXPORT_FORMATS: readonly ExportFormat[] = [
  { id: 'css', kind: 'text', extension: 'css', mime: 'text/css', generate: toCss },
  { id: 'scss', kind: 'text', extension: 'scss', mime: 'text/x-scss', generate: toScss },
  { id: 'js', kind: 'text', extension: 'js', mime: 'text/javascript', generate: toJavaScript },
  { id: 'tailwind', kind: 'text', extension: 'css', mime: 'text/css', generate: toTailwindTheme },
  { id: 'tailwind3', kind: 'text', extension: 'js', mime: 'text/javascript', generate: toTailwindConfig },
  { id: 'tokens', kind: 'text', extension: 'tokens.json', mime: 'application/json', generate: toDesignTokens },
  { id: 'tokensColor', kind: 'text', extension: 'tokens.json', mime: 'application/json', generate: toDesignTokensColorObjects },
  { id: 'figma', kind: 'text', extension: 'figma-variables.json', mime: 'application/json', generate: toFigmaVariables },
  { id: 'tokensStudio', kind: 'text', extension: 'tokens-studio.json', mime: 'application/json', generate: toTokensStudio },
  { id: 'android', kind: 'text', extension: 'xml', mime: 'application/xml', generate: toAndroidColors },
  { id: 'swiftui', kind: 'text', extension: 'swift', mime: 'text/x-swift', generate: toSwiftUI },
  { id: 'flutter', kind: 'text', extension: 'dart', mime: 'text/x-dart', generate: toFlutter },
  { id: 'gpl', kind: 'text', extension: 'gpl', mime: 'text/plain', generate: toGpl },
  { id: 'jasc', kind: 'text', extension: 'pal', mime: 'text/plain', generate: toJasc },
  { id: 'lospec', kind: 'text', extension: 'hex', mime: 'text/plain', generate: toLospecHex },
  { id: 'paintnet', kind: 'text', extension: 'txt', mime: 'text/plain', generate: toPaintNet },
  { id: 'sketch', kind: 'text', extension: 'sketchpalette', mime: 'application/json', generate: toSketchPalette },
  { id: 'ase', kind: 'binary', extension: 'ase', mime: 'application/octet-stream', generate: toAse },
  { id: 'aco', kind: 'binary', extension: 'aco', mime: 'application/octet-stream', generate: toAco },
  { id: 'procreate', kind: 'binary', extension: 'swatches', mime: 'application/zip', generate: toProcreate, extensionOf: (input) => (procreateSplits(input) ? 'swatches.zip' : 'swatches') },
];

/** Returns the format of an id. */
export function exportFormat(id: ExportFormatId): ExportFormat {
  const format = EXPORT_FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`Unknown export format: ${id}`);
  return format;
}
