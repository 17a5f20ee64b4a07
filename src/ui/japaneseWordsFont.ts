/**
 * The Japanese face cut to the Japanese words of the interface's own texts (配色事典 and the like, on English pages
 * too: src/build/japaneseCutsPlugin.ts), for modules that show those words. Importing this module loads its
 * stylesheet with the importing chunk; the browser downloads only the blocks a page shows, a few KB.
 */
import 'virtual:irodori-japanese-words.css';
