/** The Japanese translations, one JSON file per namespace, as one chunk loaded when Japanese is shown. */
export default import.meta.glob<Record<string, unknown>>('../../../locales/ja/*.json', { eager: true, import: 'default' });
