/**
 * A tab left open across a deploy still runs the old version, whose page chunks the server may no
 * longer have (each deploy names its chunks by their content). Vite reports such a failed import as
 * `vite:preloadError` (and so does the loader of the translations' files, src/app/i18n.ts); instead of showing the
 * error, the page reloads once and gets the new version.
 * A sessionStorage guard keeps it from looping: a second failure soon after the reload is a real
 * error and is shown as one.
 */

/** sessionStorage key: when this tab last reloaded for a missing chunk (ms since the epoch). */
export const STALE_CHUNK_RELOAD_KEY = 'irodori:staleChunkReloadAt';

/** The event of a file of this version that could not be had. */
export const STALE_FILE_EVENT = 'vite:preloadError';

/** Within this time after such a reload, another missing chunk is not reloaded for. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Returns whether a missing chunk may reload the page, given when this tab last did so (or null). */
export function mayReloadForStaleChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < STALE_CHUNK_RELOAD_WINDOW_MS);
}

type StaleChunkTarget = Pick<Window, 'addEventListener'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
};

/** Listens for `vite:preloadError` on `target` and reloads it once (see above). */
export function reloadOnStaleChunk(target: StaleChunkTarget, now: () => number = Date.now): void {
  target.addEventListener(STALE_FILE_EVENT, () => {
    try {
      const stored = target.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY);
      const time = now();
      if (!mayReloadForStaleChunk(stored === null ? null : Number(stored) || 0, time)) return;
      target.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(time));
    } catch {
      return; // without storage there is no guard against a loop: show the error instead
    }
    target.location.reload();
  });
}
