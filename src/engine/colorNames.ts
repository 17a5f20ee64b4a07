/**
 * The colour-name table at run time: one JSON file written by the wasm build
 * (src/engine/generated/color-names.json, from src/build/colorNameList.ts), loaded once per thread by
 * the engine worker and by the pages that name colours themselves (src/ui/colorNames.ts). Both refer
 * to it as `new URL('./generated/color-names.json', import.meta.url)`, which Vite emits once, under
 * one hashed name, for the app and the worker alike: the list ships once and is downloaded once.
 * In Node (tests, tsx) the URL is the file itself.
 */
import { colorNameTable, parseColorNameList, type ColorNameTable } from '../core/names/colorNames.ts';
import { loadOnce, readJson } from './loadJson.ts';

/** Returns the location of the list. */
export function colorNamesUrl(): URL {
  return new URL('./generated/color-names.json', import.meta.url);
}

/** Returns the colour-name table, loading it on the first call (later calls share the same promise). */
export const loadColorNames: () => Promise<ColorNameTable> = loadOnce(() =>
  readJson(colorNamesUrl(), 'colour names').then((data) => colorNameTable(parseColorNameList(data))),
);
