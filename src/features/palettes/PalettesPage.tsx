import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The palettes page (its content arrives with its feature issue). */
export default function PalettesPage() {
  const { t } = useTranslation();
  const title = t('titles.palettes');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
