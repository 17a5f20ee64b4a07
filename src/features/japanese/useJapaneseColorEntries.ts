import { useEffect, useState } from 'react';
import type { JapaneseColor } from '../../core/names/japaneseColors';
import { withData } from '../../ui/data/pageData';

/** Loads the traditional colours' module and file (each once; the table's own chunk). */
const loadJapaneseColors = withData(['japaneseColors'], () => import('../../ui/japaneseColors'));

/**
 * Returns the traditional colours of Japan, loaded after the first render once `wanted` (the combinations
 * filter finds colours by their Japanese names with them; the page does not wait for them): null until
 * then and while they load, none when they cannot be loaded (the filter then reads Wada's names and codes
 * only). Once loaded they stay, whatever `wanted` becomes.
 */
export function useJapaneseColorEntries(wanted: boolean): readonly JapaneseColor[] | null {
  const [entries, setEntries] = useState<readonly JapaneseColor[] | null>(null);
  const load = wanted && entries === null;
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    loadJapaneseColors()
      .then(({ japaneseColors }) => {
        if (!cancelled) setEntries(japaneseColors().entries);
      })
      .catch((error: unknown) => {
        console.error('Irodori: could not load the traditional Japanese colors.', error);
        if (!cancelled) setEntries([]);
      });
    return () => {
      cancelled = true;
    };
  }, [load]);
  return entries;
}
