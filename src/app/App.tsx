import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { makeTheme } from '../ui/theme';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useThemeMode } from '../ui/useThemeMode';
import { AppRoutes } from './router';

/**
 * The app: theme and routes, with a last error boundary for a failure outside any page (each page has
 * its own, in its layout), inside the router the caller gives (BrowserRouter in main.tsx, StaticRouter
 * when the build renders a page's HTML, src/app/prerender.tsx). Both load the page's language, chunk
 * and data before the first render; the base styles are a stylesheet linked from index.html
 * (src/ui/globalCss.ts).
 */
export function App() {
  const mode = useThemeMode();
  const theme = useMemo(() => makeTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </ThemeProvider>
  );
}
