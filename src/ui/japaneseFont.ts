/**
 * The Japanese face (Noto Sans JP) for modules that show Japanese text on English pages too (kanji
 * colour names, 配色事典). Importing this module loads its stylesheet with the importing chunk; the
 * stylesheet is unicode-range blocks, so the browser downloads only the glyph subsets the page shows.
 * Japanese pages load the same stylesheet anyway (src/app/fonts.ts); it ships once.
 */
import '@fontsource-variable/noto-sans-jp';
