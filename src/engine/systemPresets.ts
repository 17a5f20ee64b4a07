/**
 * The design systems the colour system editor starts from, at run time: one JSON file the wasm build writes
 * (src/engine/generated/system-presets.json, from src/build/systemPresets/), loaded once when the editor first lists
 * them. Written as `new URL('./generated/….json', import.meta.url)`, which Vite emits once under a hashed name; in
 * Node (tests, tsx) the URL is the file itself.
 */
import type { PresetData } from '../core/system/presets.ts';
import { loadOnce, readJson } from './loadJson.ts';

/** A preset as the build writes it: its colours and where they come from. */
export type SystemPresetFile = PresetData & { readonly package: string; readonly version: string; readonly license: string; readonly homepage: string };

/** Returns the location of the presets. */
export function systemPresetsUrl(): URL {
  return new URL('./generated/system-presets.json', import.meta.url);
}

/** Returns the presets, loading them on the first call (later calls share the same promise). */
export const loadSystemPresets: () => Promise<readonly SystemPresetFile[]> = loadOnce(() =>
  readJson(systemPresetsUrl(), 'design system presets').then((data) => {
    if (!Array.isArray(data) || !data.every((p) => typeof p?.id === 'string' && Array.isArray(p?.hues) && Array.isArray(p?.steps))) throw new Error('design system presets: not a list of presets');
    return data as SystemPresetFile[];
  }),
);
