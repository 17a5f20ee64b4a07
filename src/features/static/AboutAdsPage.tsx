import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { LocalLink } from '../../ui/i18n';
import { Block, Lead, StaticSections } from './StaticSections';

/** The advertising notice of January 24, 2025. */
export default function AboutAdsPage() {
  const { t } = useTranslation(['common', 'static']);
  const title = t('titles.aboutAds');
  return (
    <article>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
      <Lead>{t('static:aboutAds.notice')}</Lead>
      <StaticSections i18nKey="aboutAds.sections" />
      <Block>
        <p>
          <LocalLink to={paths.privacy()}>{t('static:aboutAds.privacyLink')}</LocalLink>
        </p>
      </Block>
    </article>
  );
}
