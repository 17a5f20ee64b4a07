import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';

/** The sharedPalette page (its content arrives with its feature issue). */
export default function SharedPalettePage() {
  const { t } = useTranslation();
  const title = t('titles.sharedPalette');
  return (
    <>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}
