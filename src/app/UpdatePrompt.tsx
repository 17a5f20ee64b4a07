import { lazy, Suspense, useEffect, useState } from 'react';

const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * "A new version is available — Reload", mounted once in the app frame. None of its code is in the
 * app's first script: once the page has loaded and the browser is idle (when /boot.js registers the
 * service worker too), it loads the notice, which watches for a waiting version.
 */
export function UpdatePrompt() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const start = () => setIdle(true);
    if (!window.requestIdleCallback) {
      const timer = setTimeout(start, 1000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(start, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  ) : null;
}
