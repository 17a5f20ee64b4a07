import { useEffect, useState } from 'react';

/**
 * The gradient tool's path with a gradient through the colours, for a page that links there without carrying the
 * gradient modules in its first visit: they load after it, and the path is null until then (and for fewer than two
 * colours).
 */
export function useGradientPath(colors: readonly string[] | null): string | null {
  const key = colors ? colors.join('\n') : null;
  const [found, setFound] = useState<{ key: string; path: string | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void import('./gradientPath').then(({ gradientPathOf }) => live && setFound({ key, path: gradientPathOf(key.split('\n')) }));
    return () => {
      live = false;
    };
  }, [key]);
  return found && found.key === key ? found.path : null;
}
