import { useEffect, useState } from 'react';

/** Returns whether the browser protects this site's storage from eviction (null: not known yet, or cannot say). */
export function usePersisted(): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (typeof storage?.persisted === 'function') {
      void storage.persisted().then(
        (value) => live && setPersisted(value),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, []);
  return persisted;
}

/** Returns true in Safari (desktop or iOS), which deletes script-written storage of sites unvisited for seven days. */
export function isSafari(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}
