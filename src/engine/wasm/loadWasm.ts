/**
 * Loads and instantiates the wasm module, in Node (read from disk) and in a browser or worker (fetch).
 *
 * The URL is written as `new URL('../generated/irodori.wasm', import.meta.url)`, a pattern Vite rewrites
 * to the emitted, hashed asset in app and worker bundles alike; in Node (vitest, tsx) it is the file
 * itself, which only exists after `npm run build:wasm`.
 */
import { WASM_IMPORTS, type IrodoriExports } from './exports.ts';

/** What `loadWasm` accepts: a URL to fetch or read, the bytes, or an already compiled module. */
export type WasmSource = URL | BufferSource | WebAssembly.Module;

/** Returns the default location of the compiled module. */
export function defaultWasmUrl(): URL {
  return new URL('../generated/irodori.wasm', import.meta.url);
}

async function readFileUrl(url: URL): Promise<ArrayBuffer> {
  // A computed specifier keeps Vite from trying to bundle a Node built-in into browser code.
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
  try {
    const file = await readFile(url);
    return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  } catch (cause) {
    throw new Error(`wasm engine not built: ${url.pathname} is missing (run \`npm run build:wasm\`)`, { cause });
  }
}

async function instantiateUrl(url: URL): Promise<WebAssembly.Instance> {
  if (url.protocol === 'file:') {
    return instantiateBytes(await readFileUrl(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`wasm engine: ${url.href} answered ${response.status}`);
  const streaming =
    typeof WebAssembly.instantiateStreaming === 'function' &&
    (response.headers.get('content-type') ?? '').startsWith('application/wasm');
  if (streaming) return (await WebAssembly.instantiateStreaming(response, WASM_IMPORTS)).instance;
  return instantiateBytes(await response.arrayBuffer());
}

async function instantiateBytes(bytes: BufferSource): Promise<WebAssembly.Instance> {
  return WebAssembly.instantiate(await WebAssembly.compile(bytes), WASM_IMPORTS);
}

/** Returns the exports of a fresh instance of the engine module. */
export async function loadWasm(source: WasmSource = defaultWasmUrl()): Promise<IrodoriExports> {
  let instance: WebAssembly.Instance;
  if (source instanceof URL) instance = await instantiateUrl(source);
  else if (source instanceof WebAssembly.Module) instance = await WebAssembly.instantiate(source, WASM_IMPORTS);
  else instance = await instantiateBytes(source);
  return instance.exports as unknown as IrodoriExports;
}
