/**
 * The Japanese translations as one chunk, loaded when Japanese is shown: one JSON file per namespace,
 * except those only a few pages use (LAZY_NAMESPACES in src/app/i18n.ts), which are chunks of their own.
 */
export default import.meta.glob<Record<string, unknown>>(['../../../locales/ja/*.json', '!../../../locales/ja/japanese.json', '!../../../locales/ja/charts.json', '!../../../locales/ja/check.json', '!../../../locales/ja/data.json', '!../../../locales/ja/formats.json', '!../../../locales/ja/image.json', '!../../../locales/ja/import.json', '!../../../locales/ja/scale.json', '!../../../locales/ja/search.json', '!../../../locales/ja/static.json', '!../../../locales/ja/theme.json', '!../../../locales/ja/tryon.json'], {
  eager: true,
  import: 'default',
});
