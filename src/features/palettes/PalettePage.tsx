import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The palette page (its content arrives with its feature issue). */
export default function PalettePage() {
  const { t } = useTranslation();
  const title = t('titles.palette');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
