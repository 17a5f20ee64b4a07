/**
 * The colour-name table at run time: one JSON file written by the wasm build
 * (src/engine/generated/color-names.json, from src/build/colorNameList.ts), loaded once per thread by
 * the engine worker and by the pages that name colours themselves (src/ui/colorNames.ts). Both refer
 * to it as `new URL('./generated/color-names.json', import.meta.url)`, which Vite emits once, under
 * one hashed name, for the app and the worker alike: the list ships once and is downloaded once.
 * In Node (tests, tsx) the URL is the file itself.
 */
import { colorNameTable, parseColorNameList, type ColorNameTable } from '../core/names/colorNames.ts';

/** Returns the location of the list. */
export function colorNamesUrl(): URL {
  return new URL('./generated/color-names.json', import.meta.url);
}

async function readJson(url: URL): Promise<unknown> {
  if (url.protocol === 'file:') {
    // A computed specifier keeps Vite from trying to bundle a Node built-in into browser code.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    try {
      return JSON.parse(await readFile(url, 'utf8'));
    } catch (cause) {
      throw new Error(`colour names: ${url.pathname} is missing or invalid (run \`npm run build:wasm\`)`, { cause });
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`colour names: ${url.href} answered ${response.status}`);
  return response.json();
}

let table: Promise<ColorNameTable> | null = null;

/** Returns the colour-name table, loading it on the first call (later calls share the same promise). */
export function loadColorNames(): Promise<ColorNameTable> {
  if (!table) {
    const loading = readJson(colorNamesUrl()).then((data) => colorNameTable(parseColorNameList(data)));
    // A failed download may be retried later (e.g. back online).
    loading.catch(() => {
      if (table === loading) table = null;
    });
    table = loading;
  }
  return table;
}
