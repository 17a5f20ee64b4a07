import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The contrastChecker page (its content arrives with its feature issue). */
export default function ContrastCheckerPage() {
  const { t } = useTranslation();
  const title = t('titles.contrastChecker');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
