import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { useLocalize } from './i18n';

/** Returns the colour a search param names, normalised ('#rrggbb'), or `fallback` where it is missing or invalid. */
export function colorParam(params: URLSearchParams, name: string, fallback: string): string {
  const raw = params.get(name);
  return (raw !== null && tryNormalizeColorCode(raw)) || fallback;
}

/** Returns whether every search param of `path` stands in `params` with the same value. */
function namesAll(params: URLSearchParams, path: string): boolean {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  return [...new URLSearchParams(query)].every(([name, value]) => params.get(name) === value);
}

/**
 * Keeps the address naming what the page shows: when its search params differ from those of `path` (the page's
 * own, a missing or invalid value replaced), rewrites it to `path` without a history entry. Returns `show`,
 * which goes to another state of the page the same way.
 */
export function useCanonicalSearch(path: string): (path: string) => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const target = localize(path);
  const canonical = namesAll(params, target);
  useEffect(() => {
    if (!canonical) navigate(target, { replace: true });
  }, [canonical, target, navigate]);
  return (next) => navigate(localize(next), { replace: true });
}
