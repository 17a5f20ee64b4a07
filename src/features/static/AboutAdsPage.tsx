import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LocalLink } from '../../ui/i18n';
import { StaticPage } from './StaticPage';
import { Block, StaticSections } from './StaticSections';

/** The advertising notice of January 24, 2025. */
export default function AboutAdsPage() {
  const { t } = useTranslation(['common', 'static']);
  return (
    <StaticPage title={t('titles.aboutAds')} lead={t('static:aboutAds.notice')}>
      <StaticSections i18nKey="aboutAds.sections" />
      <Block>
        <p>
          <LocalLink to={paths.privacy()}>{t('static:aboutAds.privacyLink')}</LocalLink>
        </p>
      </Block>
    </StaticPage>
  );
}
