import { useEffect, useState } from 'react';
import { withData } from '../../ui/data/pageData';
import { closeness, type Closeness, type JapaneseColor } from '../../core/names/japaneseColors';
import { colorEngine } from '../../engine/client';

/** The nearest traditional Japanese colour of the page's colour, as the page shows it. */
export type JapaneseMatchState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entry: JapaneseColor; readonly deltaE: number; readonly closeness: Closeness }
  | { readonly status: 'failed' };

/**
 * Returns the nearest of the 227 traditional colours of Japan to `code`: the engine (wasm in the worker)
 * finds it, the table (its own chunk, loaded here after the first paint) gives its names. The page is
 * keyed by colour, so one page asks once.
 */
export function useJapaneseMatch(code: string): JapaneseMatchState {
  const [state, setState] = useState<JapaneseMatchState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    const table = withData(['japaneseColors'], () => import('../../ui/japaneseColors'))();
    Promise.all([table, colorEngine().then((engine) => engine.nearestJapaneseColors([code]))])
      .then(([{ japaneseColors }, [match]]) => {
        if (cancelled) return;
        const entry = japaneseColors().entries[match.index];
        setState({ status: 'ready', entry, deltaE: match.deltaE, closeness: closeness(match.deltaE) });
      })
      .catch((error: unknown) => {
        console.error('Irodori: could not find the nearest traditional Japanese color.', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [code]);
  return state;
}
