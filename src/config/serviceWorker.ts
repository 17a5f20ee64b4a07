/**
 * What the page and the service worker (src/sw/index.ts) agree on. The worker is built from src/sw
 * by src/build/serviceWorkerPlugin.ts and registered by the head script (src/build/headScript.ts) once the page is idle.
 */

/** Where the built service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The message the page posts to a waiting worker when the person asks for the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Returns true when a message posted to the worker asks it to stop waiting and take over. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
}
