import { useEffect, useState } from 'react';
import { closeness, nearestJapaneseColor, type Closeness, type JapaneseColor } from '../../core/names/japaneseColors';

/** The nearest traditional Japanese colour of the page's colour, as the page shows it. */
export type JapaneseMatchState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entry: JapaneseColor; readonly deltaE: number; readonly closeness: Closeness }
  | { readonly status: 'failed' };

/**
 * Returns the nearest of the 228 traditional colours of Japan to `code`, from the table (its own chunk,
 * loaded here after the first paint). One colour against 228 is a fraction of a millisecond with the
 * core, the same function the engine's TypeScript side runs and its wasm side matches (parity tests);
 * starting the engine worker for it added main-thread blocking to a page that otherwise never starts
 * it (Lighthouse: TBT 4 ms without the match, 89–440 ms with the worker), so the page asks the core. The page is keyed by colour, so one page asks once.
 */
export function useJapaneseMatch(code: string): JapaneseMatchState {
  const [state, setState] = useState<JapaneseMatchState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    import('../../ui/japaneseColors')
      .then(({ japaneseColors }) => {
        if (cancelled) return;
        const match = nearestJapaneseColor(code, japaneseColors);
        const entry = japaneseColors.entries[match.index];
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
