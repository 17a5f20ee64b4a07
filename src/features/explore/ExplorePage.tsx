import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The explore page (its content arrives with its feature issue). */
export default function ExplorePage() {
  const { t } = useTranslation();
  const title = t('titles.explore');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
