/**
 * The data files the wasm build writes next to the module (src/engine/generated/*.json), read at run
 * time: fetched in a browser or worker, read from disk in Node (tests, tsx), where the URL is the file.
 */

/** Returns the parsed JSON at `url`; `what` names the data in errors. */
export async function readJson(url: URL, what: string): Promise<unknown> {
  if (url.protocol === 'file:') {
    // A computed specifier keeps Vite from trying to bundle a Node built-in into browser code.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    try {
      return JSON.parse(await readFile(url, 'utf8'));
    } catch (cause) {
      throw new Error(`${what}: ${url.pathname} is missing or invalid (run \`npm run build:wasm\`)`, { cause });
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: ${url.href} answered ${response.status}`);
  return response.json();
}

/**
 * Returns a loader that runs `load` on its first call and hands every later call the same promise;
 * after a failure the next call tries again (a download may work later, e.g. back online).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    if (!loaded) {
      const loading = load();
      loading.catch(() => {
        if (loaded === loading) loaded = null;
      });
      loaded = loading;
    }
    return loaded;
  };
}
