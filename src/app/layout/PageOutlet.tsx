import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

/**
 * Where a layout shows its page. A page that fails to render (or whose chunk cannot be loaded) shows
 * the error message in place of the page, inside the frame, until the address changes.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
