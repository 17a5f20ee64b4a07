import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useThemeStore } from '../stores/theme';
import { makeTheme } from '../ui/theme';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppRoutes } from './router';

/**
 * The app: theme and router, with a last error boundary for a failure outside any page (each page
 * has its own, in its layout). main.tsx starts i18next and loads the page's language and chunk before
 * the first render; the base styles are a stylesheet linked from index.html (src/ui/globalCss.ts).
 */
export function App() {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  useReadySignal();
  return (
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}

/**
 * Marks <html data-app-ready> once the app's first render is committed (its page and data loaded, its
 * handlers attached): the page-ready signal end-to-end tests and benchmarks wait for instead of the network.
 */
function useReadySignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
}
