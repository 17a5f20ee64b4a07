/** The English translations, one JSON file per namespace, as one chunk loaded when English is shown. */
export default import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' });
