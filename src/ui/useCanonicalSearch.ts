import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { useLocalize } from './i18n';

/** Returns the colour a search param names, normalised ('#rrggbb'), or `fallback` where it is missing or invalid. */
export function colorParam(params: URLSearchParams, name: string, fallback: string): string {
  const raw = params.get(name);
  return (raw !== null && tryNormalizeColorCode(raw)) || fallback;
}

/**
 * Returns whether every search param of `path` stands in `params` with the same value, and none of `optional` stands
 * in `params` that `path` leaves out.
 */
function namesAll(params: URLSearchParams, path: string, optional: readonly string[]): boolean {
  const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  return [...query].every(([name, value]) => params.get(name) === value) && optional.every((name) => query.has(name) || !params.has(name));
}

/**
 * Keeps the address naming what the page shows: when its search params differ from those of `path` (the page's
 * own, a missing or invalid value replaced), or it holds one of the page's `optional` params that `path` leaves out
 * (a value the page ignored), rewrites it to `path` without a history entry. Returns `show`, which goes to another
 * state of the page the same way.
 */
export function useCanonicalSearch(path: string, optional: readonly string[] = []): (path: string) => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const target = localize(path);
  const canonical = namesAll(params, target, optional);
  useEffect(() => {
    if (!canonical) navigate(target, { replace: true });
  }, [canonical, target, navigate]);
  return (next) => navigate(localize(next), { replace: true });
}
