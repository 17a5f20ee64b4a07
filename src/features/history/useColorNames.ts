import { useEffect, useState } from 'react';
import { colorEngine } from '../../engine/client';

/** Names already looked up in this session: a colour's nearest name never changes. */
const known = new Map<string, string>();

/**
 * Returns the nearest colour name of each code that is known so far (a Map by code); the missing ones
 * are looked up in the engine worker in one call and filled in when it answers.
 */
export function useColorNames(codes: readonly string[]): ReadonlyMap<string, string> {
  const [, setVersion] = useState(0);
  const missing = codes.filter((code) => !known.has(code));
  const key = missing.join(',');

  useEffect(() => {
    if (key === '') return;
    let cancelled = false;
    const wanted = key.split(',');
    colorEngine()
      .then((engine) => engine.nearestNames(wanted))
      .then((names) => {
        wanted.forEach((code, i) => known.set(code, names[i]));
        if (!cancelled) setVersion((n) => n + 1);
      })
      .catch((error: unknown) => console.error('Irodori: could not name the history colours.', error));
    return () => {
      cancelled = true;
    };
  }, [key]);

  return known;
}
