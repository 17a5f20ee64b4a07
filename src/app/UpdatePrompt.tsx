import { lazy, Suspense, useEffect, useState } from 'react';

const UpdateNotice = lazy(() => import('./UpdateNotice'));

/** Calls `run` once the browser is idle; returns a function that cancels it. */
function whenIdle(run: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(run, { timeout: 4000 });
  return () => window.cancelIdleCallback(id);
}

/**
 * "A new version is available — Reload", mounted once in the app frame. None of its code is in the
 * app's first script, nor downloaded by a first visit: only a page that a service worker controls
 * can be offered a new version, so the notice loads once one does (at start on later visits, after
 * the first install otherwise) and the browser is idle.
 */
export function UpdatePrompt() {
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(() => setWatching(true));
    };
    if (container.controller) start();
    else container.addEventListener('controllerchange', start, { once: true });
    return () => {
      container.removeEventListener('controllerchange', start);
      cancel();
    };
  }, []);
  return watching ? (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  ) : null;
}
