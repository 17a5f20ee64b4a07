import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Gradient } from '../../core/gradient/gradient';
import { paths } from '../../config/paths';
import { useCanonicalSearch } from '../../ui/useCanonicalSearch';
import { gradientQuery, parseGradient } from '../../core/gradient/address';

/** How long the address waits after the last edit before it is rewritten (a drag or a held key edits many times a second). */
const ADDRESS_PAUSE = 250;

/**
 * The gradient on show and its edit. The address holds the gradient, but a drag edits it every frame: the page shows
 * each edit at once from its own state and writes the address once the edits pause (browsers throttle a page that
 * rewrites its address too often). An address changed from outside (a link, back and forward) replaces the state.
 */
export function useGradientAddress(): [Gradient, (next: Gradient) => void] {
  const [params] = useSearchParams();
  const text = params.get('g');
  const fromAddress = useMemo(() => parseGradient(new URLSearchParams(text === null ? '' : { g: text })), [text]);
  const show = useCanonicalSearch(paths.gradient(gradientQuery(fromAddress)), ['g']);
  // The gradient shown, and the address text seen last (a new one is either this page's own write or news from outside).
  const [local, setLocal] = useState<{ seen: string | null; gradient: Gradient }>({ seen: text, gradient: fromAddress });
  const written = useRef<string | null | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestShow = useRef(show);
  latestShow.current = show;

  // An address this page did not write: what it says is shown.
  if (local.seen !== text) setLocal({ seen: text, gradient: written.current === text ? local.gradient : fromAddress });

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  const edit = useCallback((next: Gradient) => {
    const query = gradientQuery(next);
    setLocal((current) => ({ ...current, gradient: next }));
    written.current = query.g ?? null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latestShow.current(paths.gradient(query));
    }, ADDRESS_PAUSE);
  }, []);

  return [local.gradient, edit];
}
