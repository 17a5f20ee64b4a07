/**
 * The Japanese traditional colours and Wada Sanzō's combinations at run time: two JSON files written by
 * the wasm build (src/engine/generated/japanese-colors.json and wada.json, from
 * src/build/japaneseColorData.ts), each loaded once per thread by the pages that show them, and the
 * traditional colours by the TypeScript engine too (the wasm has its table compiled in and needs neither).
 * Written as `new URL('./generated/….json', import.meta.url)`, which Vite emits once under a hashed name;
 * in Node (tests, tsx) the URL is the file itself.
 */
import { japaneseColorTable, parseJapaneseColorList, type JapaneseColorTable } from '../core/names/japaneseColors.ts';
import { parseWadaData, type WadaData } from '../core/names/wada.ts';
import { loadOnce, readJson } from './loadJson.ts';

/** Returns the location of the traditional colours. */
export function japaneseColorsUrl(): URL {
  return new URL('./generated/japanese-colors.json', import.meta.url);
}

/** Returns the location of Wada's colours and combinations. */
export function wadaUrl(): URL {
  return new URL('./generated/wada.json', import.meta.url);
}

/** Returns the traditional-colour table, loading it on the first call (later calls share the same promise). */
export const loadJapaneseColors: () => Promise<JapaneseColorTable> = loadOnce(() =>
  readJson(japaneseColorsUrl(), 'Japanese colours').then((data) => japaneseColorTable(parseJapaneseColorList(data))),
);

/** Returns Wada's colours and combinations, loading them on the first call (later calls share the same promise). */
export const loadWadaData: () => Promise<WadaData> = loadOnce(() => readJson(wadaUrl(), 'Wada').then(parseWadaData));
