import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { Lead, StaticSections } from './StaticSections';

/** The privacy policy (last updated October 28, 2025). */
export default function PrivacyPage() {
  const { t } = useTranslation(['common', 'static']);
  const title = t('titles.privacy');
  return (
    <article>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
      <Lead>{t('static:updated', { date: t('static:privacy.updatedDate') })}</Lead>
      <StaticSections i18nKey="privacy.sections" />
    </article>
  );
}
