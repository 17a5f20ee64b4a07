/**
 * The Japanese face cut to the traditional colours' names and readings (src/build/japaneseCutsPlugin.ts), for
 * modules that show them, on English pages too. Importing this module loads its stylesheet with the importing
 * chunk; the browser downloads only the blocks of the names a page shows (the whole set is 180 KB, fontsource's
 * blocks for the same characters 2.7 MB).
 */
import 'virtual:irodori-japanese-names.css';
