import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true soon after: for content below the fold that need not
 * hold up the first paint. The switch is a transition, so React renders that content in slices that
 * give way to input and painting instead of in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
