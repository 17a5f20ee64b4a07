import { useEffect, useState } from 'react';

/** The live link's mapping model (src/core/live/conventions.ts): it reads the library exports' CSS, so it loads only once a page is connected. */
export type LiveModel = typeof import('../../core/live/conventions');

let loading: Promise<LiveModel> | null = null;

/**
 * Returns the mapping model once `wanted` has been true and it has loaded (null before). Its one dynamic import keeps
 * the model, and every library export it reads, out of the pages that offer the link.
 */
export function useLiveModel(wanted: boolean): LiveModel | null {
  const [model, setModel] = useState<LiveModel | null>(null);
  useEffect(() => {
    if (!wanted || model !== null) return;
    let live = true;
    void (loading ??= import('../../core/live/conventions')).then((loaded) => live && setModel(loaded));
    return () => {
      live = false;
    };
  }, [wanted, model]);
  return model;
}
