import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Returns a function of one identity for the component's life that calls the latest `callback`: for an event handler
 * handed to a memoised child, which then renders again only when its other props change (React's `useEffectEvent`
 * pattern). Call it from events, never while rendering.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
