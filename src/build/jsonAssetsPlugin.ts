/**
 * JSON files of the build without their indentation: the translations (locales/, fetched by src/app/i18n.ts) are kept
 * readable in the repository, and sent as the browser parses them. Data the wasm build writes is compact already.
 */
import type { Plugin } from 'vite';

/** Returns `source` (a JSON text) without white space outside strings. */
export function compactJson(source: string): string {
  return JSON.stringify(JSON.parse(source));
}

export function jsonAssetsPlugin(): Plugin {
  return {
    name: 'irodori-json-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.json')) output.source = compactJson(String(output.source));
      }
    },
  };
}
