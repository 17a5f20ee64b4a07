import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalize } from '../../ui/i18n';

/** Returns a function that opens a colour's page (skipping navigation when already there). */
export function useGoToColor() {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { pathname } = useLocation();
  return (code: string) => {
    const target = localize(paths.color(code));
    if (target !== pathname) navigate(target);
  };
}
