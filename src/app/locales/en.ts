/**
 * The English translations as one chunk, loaded when English is shown: one JSON file per namespace,
 * except those only a few pages use (LAZY_NAMESPACES in src/app/i18n.ts), which are chunks of their own.
 */
export default import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/japanese.json', '!../../../locales/en/charts.json', '!../../../locales/en/check.json', '!../../../locales/en/data.json', '!../../../locales/en/formats.json', '!../../../locales/en/image.json', '!../../../locales/en/import.json', '!../../../locales/en/scale.json', '!../../../locales/en/search.json', '!../../../locales/en/static.json', '!../../../locales/en/theme.json', '!../../../locales/en/tryon.json'], {
  eager: true,
  import: 'default',
});
