import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { CATEGORIES } from '../../core';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { useLanguage, useLocalize } from '../../ui/i18n';

/** The category page (its endless grid arrives with the explore issue). */
export default function CategoryPage() {
  const { categoryId } = useParams();
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalize();
  const category = CATEGORIES.find((entry) => entry.id === categoryId);
  if (!category) return <Navigate to={localize(paths.notFound())} replace />;
  const title = t('titles.category', { name: lang === 'ja' ? category.nameJa : category.name });
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
