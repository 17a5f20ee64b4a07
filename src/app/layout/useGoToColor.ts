import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalize } from '../../ui/i18n';

/** Returns a function that opens a colour's page, a wide colour's own page with its exact text (skipping navigation when already there). */
export function useGoToColor() {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { pathname, search } = useLocation();
  return (code: string, exact?: string) => {
    const target = localize(paths.color(code, exact));
    if (target !== pathname + search) navigate(target);
  };
}
