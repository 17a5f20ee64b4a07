import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The history page (its content arrives with its feature issue). */
export default function HistoryPage() {
  const { t } = useTranslation();
  const title = t('titles.history');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
