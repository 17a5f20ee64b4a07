import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { useLocalize } from '../../ui/i18n';

/** A colour page address: 3 or 6 lower-case hex digits, no '#' (SPEC §2). */
const COLOR_PATH_HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/;

/** The colour detail page (its sections arrive with the colour issue). */
export default function ColorPage() {
  const { hex = '' } = useParams();
  const localize = useLocalize();
  if (!COLOR_PATH_HEX.test(hex)) return <Navigate to={localize(paths.notFound())} replace />;
  const code = `#${hex}`;
  return (
    <>
      <PageMeta title={code} keywords={code} />
      <PageTitle>{code}</PageTitle>
    </>
  );
}
