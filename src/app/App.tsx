import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useThemeStore } from '../stores/theme';
import { makeTheme } from '../ui/theme';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The app: theme and router. i18next is started, and the language loaded, in main.tsx before the first render. */
export function App() {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
