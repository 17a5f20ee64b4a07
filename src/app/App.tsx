import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useThemeStore } from '../stores/theme';
import { makeTheme } from '../ui/theme';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * The app: theme and router. main.tsx starts i18next and loads the page's language before the first
 * render; the base styles are a stylesheet linked from index.html (src/ui/globalCss.ts).
 */
export function App() {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
