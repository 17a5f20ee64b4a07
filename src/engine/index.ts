/**
 * The colour engine: one contract (`ColorEngine`), two implementations that must agree — the wasm port
 * of assembly/ and the TypeScript core. The app does not import this module directly; it goes through
 * the lazily started worker client (client.ts). Node code (tests, bench) uses it as is.
 */
import type { ColorNameTable } from '../core/names/colorNames.ts';
import { loadColorNames } from './colorNames.ts';
import type { ColorEngine } from './types.ts';
import { loadWasm, type WasmSource } from './wasm/loadWasm.ts';
import { wasmEngineFrom } from './wasm/wasmEngine.ts';

export type { ColorEngine, EngineKind } from './types.ts';
export type { WasmSource } from './wasm/loadWasm.ts';
export { createTsEngine } from './tsEngine.ts';
export { loadColorNames } from './colorNames.ts';
export { loadJapaneseColors, loadWadaData } from './japaneseColors.ts';

/**
 * Returns the wasm engine, once its module is instantiated (from disk in Node after `npm run build:wasm`,
 * fetched in a browser or worker) and the colour names are loaded (`names`, else the build's list).
 * Rejects when the module is missing or fails to instantiate.
 */
export async function createWasmEngine(source?: WasmSource, names?: ColorNameTable): Promise<ColorEngine> {
  const [wasm, table] = await Promise.all([loadWasm(source), names ?? loadColorNames()]);
  return wasmEngineFrom(wasm, table);
}
