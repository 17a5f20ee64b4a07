/**
 * One colour to export: its code '#rrggbb' (for a wide or translucent colour, its sRGB fallback), its (nearest) colour
 * name, and its exact text when the code cannot say it (src/core/exact/authoredColor.ts).
 */
export type ExportColor = { readonly code: string; readonly name: string; readonly exact?: string };

/** What every export format receives: the palette's name and its colours in order. */
export type ExportInput = { readonly name: string; readonly colors: readonly ExportColor[] };
