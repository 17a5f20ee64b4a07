/**
 * A Material Theme Builder export read as a palette: the colours the theme was made from, as the designer
 * chose them: the core colours (`coreColors`: primary, secondary, tertiary, error, neutral, neutral variant, each named
 * by its role) and the custom colours (`extendedColors`, by their names); a file without core colours gives its seed
 * (`seed`, or `source` in older files). The generated schemes are a theme's business: the theme tool imports the same
 * file as a whole theme (src/core/theme/themeFile.ts). A file of Irodori's own names its palette in its description.
 */
import type { ImportResult } from './importTypes.ts';
import { cleanName, importedColor, unreadableText } from './importedColor.ts';
import { isRecord } from '../code/json.ts';

type Json = Record<string, unknown>;

/** The core colours in Material Theme Builder's order. */
const CORE_KEYS = ['primary', 'secondary', 'tertiary', 'error', 'neutral', 'neutralVariant'] as const;

/** Returns whether parsed JSON is a Material Theme Builder export: light and dark schemes, and a seed or core colours. */
export function isMaterialTheme(value: unknown): value is Json {
  if (!isRecord(value) || !isRecord(value.schemes) || !isRecord(value.schemes.light) || !isRecord(value.schemes.dark)) return false;
  return typeof value.seed === 'string' || typeof value.source === 'string' || isRecord(value.coreColors);
}

/** Returns the palette of a Material Theme Builder export. */
export function parseMaterialTheme(file: Json): ImportResult {
  const description = typeof file.description === 'string' ? file.description : '';
  const result: ImportResult = { format: 'material', title: cleanName(/^Irodori export: (.*)$/m.exec(description)?.[1]), colors: [], unreadable: [] };
  const entries: Array<[string, unknown]> = [];
  const core = isRecord(file.coreColors) ? file.coreColors : {};
  for (const key of CORE_KEYS) if (key in core) entries.push([key, core[key]]);
  if (entries.length === 0) entries.push(['seed', file.seed ?? file.source]);
  if (Array.isArray(file.extendedColors)) {
    for (const extended of file.extendedColors) entries.push([isRecord(extended) && typeof extended.name === 'string' ? extended.name : '', isRecord(extended) ? extended.color : extended]);
  }
  entries.forEach(([name, value], i) => {
    const color = typeof value === 'string' ? importedColor(value, name || null, i + 1) : null;
    if (color) result.colors.push(color);
    else result.unreadable.push({ line: i + 1, text: unreadableText(`${name}: ${JSON.stringify(value) ?? ''}`) });
  });
  return result;
}
