import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The generator page (its content arrives with its feature issue). */
export default function GeneratorPage() {
  const { t } = useTranslation();
  const title = t('titles.generator');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
