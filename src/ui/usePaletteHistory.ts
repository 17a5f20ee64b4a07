import { useRef, useState } from 'react';
import { canRedo, canUndo, createVersions, currentVersion, pushVersion, redo, undo, type Versions } from '../core/model/versions';
import { useUndoShortcuts } from './useUndoShortcuts';

type PaletteHistoryOptions<T> = {
  /**
   * How the history treats a new `start` value: 'push' it as a step (an outside change, such as the stored
   * palette changed in the drawer, that can be undone here too), 'restart' from it (a new shared link), or,
   * by default, ignore it (like useState's initial value).
   */
  follow?: 'push' | 'restart';
  /** Called with the value undo, redo or a push moved to (e.g. to store it). */
  onStep?: (value: T) => void;
};

/**
 * Returns undo/redo over the core's versions model (SPEC §4: 100 steps, a step after an undo drops the redo
 * tail) with cmd/ctrl+Z and cmd/ctrl+shift+Z bound while the page is shown: the current value, `push` a step,
 * `restart` from a value, `latest()` for callbacks that outlive a render, `undo`, `redo` and whether each can.
 */
export function usePaletteHistory<T>(start: T, { follow, onStep }: PaletteHistoryOptions<T> = {}) {
  const [versions, setVersions] = useState<Versions<T>>(() => createVersions(start));
  const [followed, setFollowed] = useState(start);
  // Async work (a generation in the worker) reads and extends the newest stack, not its render's.
  const latest = useRef(versions);
  latest.current = versions;

  const move = (next: Versions<T>, notify: boolean) => {
    if (next === latest.current) return;
    latest.current = next;
    setVersions(next);
    if (notify) onStep?.(currentVersion(next));
  };

  // Set during render (React's pattern for state that follows a prop), so the new value shows at once.
  if (follow === 'push' && currentVersion(latest.current) !== start) move(pushVersion(latest.current, start), false);
  if (follow === 'restart' && followed !== start) {
    setFollowed(start);
    move(createVersions(start), false);
  }

  const history = {
    current: currentVersion(latest.current),
    latest: () => currentVersion(latest.current),
    push: (value: T) => move(pushVersion(latest.current, value), true),
    restart: (value: T) => move(createVersions(value), true),
    undo: () => move(undo(latest.current), true),
    redo: () => move(redo(latest.current), true),
    canUndo: canUndo(latest.current),
    canRedo: canRedo(latest.current),
  };
  useUndoShortcuts(history.undo, history.redo);
  return history;
}
