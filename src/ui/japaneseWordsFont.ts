/**
 * The Japanese face cut to the Japanese words of the interface's own texts (配色事典 and the like, on English pages
 * too: src/build/japaneseWordsPlugin.ts), for modules that show those words and no other Japanese text. Importing
 * this module loads its stylesheet with the importing chunk; the browser downloads only the blocks a page shows,
 * a few KB. Modules that show Japanese names (the traditional colours) import the whole face (./japaneseFont).
 */
import 'virtual:irodori-japanese-words.css';
