/** One colour to export: its code '#rrggbb' and its (nearest) colour name. */
export type ExportColor = { readonly code: string; readonly name: string };

/** What every export format receives: the palette's name and its colours in order. */
export type ExportInput = { readonly name: string; readonly colors: readonly ExportColor[] };
