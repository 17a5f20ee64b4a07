/**
 * Serves the document's base styles (src/ui/globalCss.ts) as the stylesheet module
 * 'virtual:irodori-global.css', which src/main.tsx imports: the build puts it into the CSS file that
 * index.html links, ahead of every script.
 */
import type { Plugin } from 'vite';
import { globalCss } from '../ui/globalCss.ts';

export const GLOBAL_CSS_MODULE = 'virtual:irodori-global.css';
const RESOLVED = `\0${GLOBAL_CSS_MODULE}`;

export function globalCssPlugin(): Plugin {
  return {
    name: 'irodori-global-css',
    resolveId(id) {
      return id === GLOBAL_CSS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? globalCss() : undefined;
    },
  };
}
