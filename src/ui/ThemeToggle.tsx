import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../stores/theme';
import { IconButton } from './IconButton';
import { useThemeMode } from './useThemeMode';

/** The round sun/moon button that switches light and dark themes. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const toggle = useThemeStore((state) => state.toggle);
  const dark = mode === 'dark';
  return (
    <IconButton
      type="button"
      onClick={toggle}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      aria-pressed={dark}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
