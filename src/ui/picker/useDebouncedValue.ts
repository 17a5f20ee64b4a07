import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * Where pending slider values register their flush, so a dialog can apply them at once before it reads the
 * working colour (pressing Apply within 100 ms of moving a slider must not lose the move).
 */
export const PendingChanges = createContext<Set<() => void> | null>(null);

/** Runs and clears every pending flush of a `PendingChanges` set. */
export function flushPendingChanges(pending: Set<() => void>) {
  for (const flush of [...pending]) flush();
}

/**
 * A value that is shown at once but committed after a pause (SPEC §4: slider changes apply after 100 ms).
 * Returns the value to show (the draft while one is pending, else `value`) and a setter that shows the draft and
 * (re)starts the timer; when it fires, `onCommit` receives the last draft. A pending draft is committed early
 * when the surrounding `PendingChanges` is flushed or when the component unmounts (e.g. a tab switch mid-drag).
 */
export function useDebouncedValue(value: number, onCommit: (value: number) => void, delay: number) {
  const registry = useContext(PendingChanges);
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<number | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  const flush = useRef(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    registry?.delete(flush.current);
    const next = pending.current;
    pending.current = null;
    if (next !== null) commit.current(next);
    return next;
  });

  useEffect(() => {
    const run = flush.current;
    return () => {
      run();
    };
  }, []);

  const change = (next: number) => {
    setDraft(next);
    pending.current = next;
    registry?.add(flush.current);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      flush.current();
      setDraft(null);
    }, delay);
  };

  // Once the committed value has caught up with the draft there is nothing left to show.
  const shown = pending.current === null ? value : (draft ?? value);
  return [shown, change] as const;
}
