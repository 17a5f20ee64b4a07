import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatTitle, pageLinkOrigin } from '../config/app';
import { localizePath, neutralPath } from '../config/language';
import { usePageTitleStore } from '../stores/pageTitle';
import { useLanguage } from './i18n';

type PageMetaProps = {
  /** The page's own title; the document title is '%s - Irodori'. */
  title: string;
  /** The meta description; the product's own when omitted. */
  description?: string;
  keywords?: string;
  /** Adds robots noindex (the palette page, SPEC §2). */
  noindex?: boolean;
};

/**
 * Declares the page's head: title, description, canonical address and alternate-language links
 * (English at the plain path, Japanese under /ja, x-default to English), absolute on the site's origin
 * (config/app.ts `pageLinkOrigin`). React 19 hoists these elements into <head>. Render exactly one per page. Memoised:
 * a page that renders on every move of a drag does not render its head again.
 */
export const PageMeta = memo(function PageMeta({ title, description, keywords, noindex }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const setTitle = usePageTitleStore((state) => state.setTitle);
  useEffect(() => setTitle(title), [title, setTitle]);

  const origin = pageLinkOrigin();
  const neutral = neutralPath(pathname);
  const english = origin + neutral;
  const japanese = origin + localizePath(neutral, 'ja');
  return (
    <>
      <title>{formatTitle(title)}</title>
      <meta name="description" content={description || t('common:meta.description')} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={lang === 'ja' ? japanese : english} />
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ja" href={japanese} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
});
