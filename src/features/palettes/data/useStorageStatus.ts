import { useEffect, useState } from 'react';

/** What the browser says of this site's storage: protected from eviction, and bytes used (null: not known). */
export type StorageStatus = { readonly persisted: boolean | null; readonly usage: number | null };

/** Returns the storage status, asked again whenever `version` changes (e.g. the palettes). */
export function useStorageStatus(version: unknown): StorageStatus {
  const [status, setStatus] = useState<StorageStatus>({ persisted: null, usage: null });
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    void (async () => {
      const persisted = typeof storage?.persisted === 'function' ? await storage.persisted().catch(() => null) : null;
      const estimate = typeof storage?.estimate === 'function' ? await storage.estimate().catch(() => null) : null;
      if (live) setStatus({ persisted, usage: estimate?.usage ?? null });
    })();
    return () => {
      live = false;
    };
  }, [version]);
  return status;
}

/** Returns true in Safari (desktop or iOS), which deletes script-written storage of sites unvisited for seven days. */
export function isSafari(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}
