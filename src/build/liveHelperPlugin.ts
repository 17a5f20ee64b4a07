/**
 * The live link's helper (src/live/helper.ts) as a text the app can show: `import helper from 'virtual:live-helper'`
 * gives the helper compiled to one minified script, with `__IRODORI_ORIGIN__` and `__IRODORI_TEXTS__` left for the
 * page to fill in (src/ui/live/liveSnippet.ts). Compiled on first import, in the build and in development.
 */
import type { Plugin } from 'vite';
import { compileScript } from './compileScript.ts';

const ID = 'virtual:live-helper';
const RESOLVED = `\0${ID}`;

/** Vite plugin: the `virtual:live-helper` module of the helper compiled from `entry`. */
export function liveHelperPlugin({ entry }: { entry: string }): Plugin {
  return {
    name: 'irodori-live-helper',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(entry);
      const code = await compileScript(entry);
      for (const name of ['__IRODORI_ORIGIN__', '__IRODORI_TEXTS__']) {
        if (!code.includes(name)) throw new Error(`live helper: ${name} was renamed or dropped by the build`);
      }
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
