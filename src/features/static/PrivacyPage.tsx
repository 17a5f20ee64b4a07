import { useTranslation } from 'react-i18next';
import { StaticPage } from './StaticPage';
import { StaticSections } from './StaticSections';

/** The privacy policy (last updated October 28, 2025). */
export default function PrivacyPage() {
  const { t } = useTranslation(['common', 'static']);
  return (
    <StaticPage title={t('titles.privacy')} lead={t('static:updated', { date: t('static:privacy.updatedDate') })}>
      <StaticSections i18nKey="privacy.sections" />
    </StaticPage>
  );
}
