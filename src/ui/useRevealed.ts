import { startTransition, useEffect, useState } from 'react';

/**
 * Returns how many of `total` items to render: `step` at first, then `step` more after each commit, each step a
 * transition of its own. For a long run of content below the fold: React slices a transition's render into short
 * tasks, but a commit (the DOM, the styles, the layout) runs in one, so one commit of all of it blocks input for as
 * long as all of it takes; several smaller commits each block for a part.
 */
export function useRevealed(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((shown) => shown + step));
  }, [count, total, step]);
  return Math.min(count, total);
}
