/**
 * The page's side of a user-approved update (the worker's side is src/sw/index.ts): find a new
 * version that is installed and waiting, and let it take over when the person asks.
 */
import { SKIP_WAITING_MESSAGE } from '../config/serviceWorker';

/** How often a tab left open asks the server whether a new version was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Checks asked for more often than this (a navigation, the tab shown again) are skipped. */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

type Container = Pick<ServiceWorkerContainer, 'ready' | 'controller' | 'addEventListener'>;
type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export type UpdateWatch = {
  /** Asks the server for a new version, unless the last check was under UPDATE_CHECK_MIN_GAP_MS ago. */
  check: () => void;
  /** Stops watching. */
  stop: () => void;
};

/**
 * Calls `onWaiting` with the new version's worker once it is installed and waiting behind the one
 * that controls this page (at once if one already waits; never for the first install, which has
 * nothing to replace). The browser looks for a new version only when a page is loaded, so a tab
 * left open also checks when it is shown again, every UPDATE_CHECK_INTERVAL_MS, and when `check` is
 * called (on the app's own navigations).
 */
export function watchForUpdate(
  container: Container,
  onWaiting: (worker: ServiceWorker) => void,
  page: Visibility = document,
  now: () => number = Date.now,
): UpdateWatch {
  const stops: (() => void)[] = [];
  let stopped = false;
  let registration: Pick<ServiceWorkerRegistration, 'update'> | null = null;
  let lastCheck = -Infinity;
  // A check asked for before the registration is known (a navigation right after start) runs once it is.
  let asked = false;
  const check = () => {
    if (!registration) asked = true;
    if (stopped || !registration || page.visibilityState !== 'visible' || now() - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = now();
    registration.update().catch(() => undefined);
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const report = () => {
      if (!stopped && worker.state === 'installed' && container.controller) onWaiting(worker);
    };
    worker.addEventListener('statechange', report);
    stops.push(() => worker.removeEventListener('statechange', report));
    report();
  };
  void container.ready.then((ready) => {
    if (stopped) return;
    registration = ready;
    follow(ready.waiting);
    follow(ready.installing);
    const found = () => follow(ready.installing);
    ready.addEventListener('updatefound', found);
    page.addEventListener('visibilitychange', check);
    const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    stops.push(() => {
      ready.removeEventListener('updatefound', found);
      page.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    });
    if (asked) check();
  });
  return {
    check,
    stop: () => {
      stopped = true;
      for (const stop of stops) stop();
    },
  };
}

/**
 * Asks the waiting worker to take over and calls `reload` once it controls the page, so the new
 * version's code and files are used together.
 */
export function applyUpdate(container: Pick<ServiceWorkerContainer, 'addEventListener'>, worker: Pick<ServiceWorker, 'postMessage'>, reload: () => void): void {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}
