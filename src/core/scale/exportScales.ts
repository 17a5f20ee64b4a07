/**
 * Exports of several named scales together, as data: Tailwind v4 and v3 (exportTailwind.ts), CSS and
 * SCSS variables (exportCss.ts), DTCG design tokens (colour objects, and hex strings for older tools) and plain JSON (exportTokens.ts). Each format is a pure
 * function of the scales; what they share is in exportFamilies.ts.
 */
import type { NamedScale, ScaleExportOptions } from './exportFamilies.ts';
import { toCssVariables, toScssVariables } from './exportCss.ts';
import { toTailwindConfig, toTailwindTheme } from './exportTailwind.ts';
import { toDesignTokens, toDesignTokensHex, toScaleJson } from './exportTokens.ts';

export * from './exportFamilies.ts';
export { toCssVariables, toScssVariables, toTailwindConfig, toTailwindTheme, toDesignTokens, toDesignTokensHex, toScaleJson };

/** 'tokensColor' is DTCG 2025.10's colour objects, 'tokens' the hex strings of earlier drafts (the palette export's ids). */
export type ScaleExportFormatId = 'tailwind' | 'tailwind3' | 'css' | 'scss' | 'tokensColor' | 'tokens' | 'json';

/** One export format: a text, with the file extension and media type to download it as. */
export type ScaleExportFormat = {
  readonly id: ScaleExportFormatId;
  readonly extension: string;
  readonly mime: string;
  readonly generate: (scales: readonly NamedScale[], options?: ScaleExportOptions) => string;
};

/** The scale export formats, in the order a dialog would list them. */
export const SCALE_EXPORT_FORMATS: readonly ScaleExportFormat[] = [
  { id: 'tailwind', extension: 'css', mime: 'text/css', generate: toTailwindTheme },
  { id: 'tailwind3', extension: 'js', mime: 'text/javascript', generate: toTailwindConfig },
  { id: 'css', extension: 'css', mime: 'text/css', generate: toCssVariables },
  { id: 'scss', extension: 'scss', mime: 'text/x-scss', generate: toScssVariables },
  { id: 'tokensColor', extension: 'tokens.json', mime: 'application/json', generate: toDesignTokens },
  { id: 'tokens', extension: 'tokens.json', mime: 'application/json', generate: toDesignTokensHex },
  { id: 'json', extension: 'json', mime: 'application/json', generate: toScaleJson },
];

/** Returns the text of the scales in a format. @throws Error on an unknown format id or an invalid code. */
export function exportScales(id: ScaleExportFormatId, scales: readonly NamedScale[], options: ScaleExportOptions = {}): string {
  const format = SCALE_EXPORT_FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`unknown scale export format: ${String(id)}`);
  return format.generate(scales, options);
}
