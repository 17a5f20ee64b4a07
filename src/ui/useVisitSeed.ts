import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Seeds by page visit: `{scope}:{history entry key}` → seed. In memory only; a reload is a new visit. */
const seeds = new Map<string, number>();

/** Returns a fresh random 32-bit seed. */
export function newSeed(): number {
  const cryptoApi = typeof globalThis.crypto === 'undefined' ? undefined : globalThis.crypto;
  if (cryptoApi?.getRandomValues) return cryptoApi.getRandomValues(new Uint32Array(1))[0];
  return Math.floor(Math.random() * 2 ** 32);
}

/**
 * Returns the random seed of this visit of a page and a function that draws a new one. A new navigation
 * gets a new seed; going Back or Forward to the same history entry gets that entry's seed again, so the
 * visitor finds the same random colours they left.
 */
export function useVisitSeed(scope: string): [seed: number, reseed: () => void] {
  const { key } = useLocation();
  const id = `${scope}:${key}`;
  const [, rerender] = useState(0);
  let seed = seeds.get(id);
  if (seed === undefined) {
    seed = newSeed();
    seeds.set(id, seed);
  }
  const reseed = useCallback(() => {
    seeds.set(id, newSeed());
    rerender((n) => n + 1);
  }, [id]);
  return [seed, reseed];
}
