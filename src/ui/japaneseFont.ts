/**
 * The whole Japanese face (Noto Sans JP), for modules that show Japanese text of any kind on English pages too (the
 * try-on's Japanese copy, a palette's own name on the export card). Importing this module loads its stylesheet with
 * the importing chunk; the stylesheet is unicode-range blocks, so the browser downloads only the glyph subsets the
 * page shows. Japanese pages load the same stylesheet anyway (src/app/fonts.ts); it ships once. Modules that show
 * only the interface's own Japanese take its cuts (./japaneseWordsFont, ./japaneseNamesFont).
 */
import '@fontsource-variable/noto-sans-jp';
