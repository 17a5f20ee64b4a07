import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canRedo, canUndo, createVersions, currentVersion, pushVersion, redo, replaceVersion, undo, type Versions } from '../core/model/versions';
import { useCanonicalSearch } from './useCanonicalSearch';
import { useUndoShortcuts } from './useUndoShortcuts';

/**
 * How long after an edit the gesture it belongs to stays open: the edits of a drag or a held key within it are one
 * version (one undo), and the address is written once it closes.
 */
const GESTURE_PAUSE = 250;

/** How a page's model lives in its address: one search parameter, read and written by the model's codec. */
export type AddressCodec<T> = {
  /** The search parameter that holds the model. */
  readonly param: string;
  /** Reads the model from the parameter's text (null where it is missing): what it can, the default otherwise. */
  readonly read: (text: string | null) => T;
  /** Returns the page's path with the model in its query (the default model leaves the parameter out). */
  readonly path: (model: T) => string;
};

export type AddressHistory<T> = {
  value: T;
  /** An edit: one of a gesture's (coalesced into one version), or `discrete` (adding or removing a part), a version of its own. */
  edit: (next: T, discrete?: boolean) => void;
  /** A drag begins (true) or ends (false): its edits are one version however long it takes. */
  hold: (dragging: boolean) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * A model held by the address, its edits and their undo and redo (cmd/ctrl+Z, cmd/ctrl+shift+Z; the core's versions,
 * 100 steps). A drag edits the model every frame: each edit shows at once, the edits of one gesture make one version,
 * and the address is rewritten when the gesture ends (browsers throttle a page that rewrites its address too often).
 * An address changed from outside (a link, back and forward) starts the history afresh. `codec` must be stable (a
 * module constant).
 */
export function useAddressHistory<T>(codec: AddressCodec<T>): AddressHistory<T> {
  const [params] = useSearchParams();
  const text = params.get(codec.param);
  const fromAddress = useMemo(() => codec.read(text), [codec, text]);
  const canonical = useMemo(() => codec.path(fromAddress), [codec, fromAddress]);
  const show = useCanonicalSearch(canonical, [codec.param]);
  const [state, setState] = useState<{ seen: string | null; versions: Versions<T> }>(() => ({ seen: text, versions: createVersions(fromAddress) }));
  // The address texts this page wrote that the router has not shown yet (oldest first: a loaded machine can write a
  // second before the first arrives), and the open gesture's timer.
  const written = useRef<(string | null)[]>([]);
  const gesture = useRef<ReturnType<typeof setTimeout> | 'held' | null>(null);
  // Whether a drag holds the gesture open (its first edit pushes a version, the rest replace it).
  const held = useRef<'fresh' | 'edited' | null>(null);
  const latest = useRef(state.versions);
  latest.current = state.versions;
  const latestShow = useRef(show);
  latestShow.current = show;

  // An address this page did not write: a new history from what it says.
  if (state.seen !== text) setState({ seen: text, versions: written.current.includes(text) ? state.versions : createVersions(fromAddress) });
  useEffect(() => {
    const own = written.current.indexOf(text);
    written.current = own < 0 ? [] : written.current.slice(own + 1);
  }, [text]);

  useEffect(() => () => {
    if (typeof gesture.current === 'number') clearTimeout(gesture.current);
  }, []);

  const write = useCallback(
    (model: T) => {
      const path = codec.path(model);
      written.current.push(new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '').get(codec.param));
      latestShow.current(path);
    },
    [codec],
  );

  const move = useCallback((versions: Versions<T>) => {
    latest.current = versions;
    setState((current) => ({ ...current, versions }));
  }, []);

  const closeGesture = useCallback(() => {
    if (gesture.current === null) return;
    if (gesture.current !== 'held') clearTimeout(gesture.current);
    gesture.current = null;
    write(currentVersion(latest.current));
  }, [write]);

  const edit = useCallback(
    (next: T, discrete = false) => {
      if (discrete) {
        closeGesture();
        move(pushVersion(latest.current, next));
        write(next);
        return;
      }
      if (held.current !== null) {
        move(held.current === 'edited' ? replaceVersion(latest.current, next) : pushVersion(latest.current, next));
        held.current = 'edited';
        return;
      }
      const open = gesture.current !== null;
      move(open ? replaceVersion(latest.current, next) : pushVersion(latest.current, next));
      if (typeof gesture.current === 'number') clearTimeout(gesture.current);
      gesture.current = setTimeout(closeGesture, GESTURE_PAUSE);
    },
    [move, closeGesture, write],
  );

  const hold = useCallback(
    (dragging: boolean) => {
      if (dragging) {
        closeGesture();
        held.current = 'fresh';
        gesture.current = 'held';
      } else if (held.current !== null) {
        held.current = null;
        closeGesture();
      }
    },
    [closeGesture],
  );

  const step = useCallback(
    (direction: typeof undo) => {
      held.current = null;
      closeGesture();
      const next = direction(latest.current);
      if (next === latest.current) return;
      move(next);
      write(currentVersion(next));
    },
    [closeGesture, move, write],
  );
  const undoStep = useCallback(() => step(undo), [step]);
  const redoStep = useCallback(() => step(redo), [step]);
  useUndoShortcuts(undoStep, redoStep);

  return {
    value: currentVersion(state.versions),
    edit,
    hold,
    undo: undoStep,
    redo: redoStep,
    canUndo: canUndo(state.versions),
    canRedo: canRedo(state.versions),
  };
}
