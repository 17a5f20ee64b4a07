import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Gradient } from '../../core/gradient/gradient';
import { gradientQuery, parseGradient } from '../../core/gradient/address';
import { canRedo, canUndo, createVersions, currentVersion, pushVersion, redo, replaceVersion, undo, type Versions } from '../../core/model/versions';
import { paths } from '../../config/paths';
import { useCanonicalSearch } from '../../ui/useCanonicalSearch';
import { useUndoShortcuts } from '../../ui/useUndoShortcuts';

/**
 * How long after an edit the gesture it belongs to stays open: the edits of a drag or a held key within it are one
 * version (one undo), and the address is written once it closes.
 */
const GESTURE_PAUSE = 250;

export type GradientHistory = {
  gradient: Gradient;
  /** An edit: one of a gesture's (coalesced into one version), or `discrete` (adding or removing a stop), a version of its own. */
  edit: (next: Gradient, discrete?: boolean) => void;
  /** A drag begins (true) or ends (false): its edits are one version however long it takes. */
  hold: (dragging: boolean) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * The gradient on show, its edits and their undo and redo (cmd/ctrl+Z, cmd/ctrl+shift+Z; the core's versions, 100
 * steps). The address holds the gradient, but a drag edits it every frame: each edit shows at once, the edits of one
 * gesture make one version, and the address is rewritten when the gesture ends (browsers throttle a page that rewrites
 * its address too often). An address changed from outside (a link, back and forward) starts the history afresh.
 */
export function useGradientAddress(): GradientHistory {
  const [params] = useSearchParams();
  const text = params.get('g');
  const fromAddress = useMemo(() => parseGradient(new URLSearchParams(text === null ? '' : { g: text })), [text]);
  const show = useCanonicalSearch(paths.gradient(gradientQuery(fromAddress)), ['g']);
  const [state, setState] = useState<{ seen: string | null; versions: Versions<Gradient> }>(() => ({ seen: text, versions: createVersions(fromAddress) }));
  // The address text this page wrote last, and the open gesture's timer.
  const written = useRef<string | null | undefined>(undefined);
  const gesture = useRef<ReturnType<typeof setTimeout> | 'held' | null>(null);
  // Whether a drag holds the gesture open (its first edit pushes a version, the rest replace it).
  const held = useRef<'fresh' | 'edited' | null>(null);
  const latest = useRef(state.versions);
  latest.current = state.versions;
  const latestShow = useRef(show);
  latestShow.current = show;

  // An address this page did not write: a new history from what it says.
  if (state.seen !== text) setState({ seen: text, versions: written.current === text ? state.versions : createVersions(fromAddress) });

  useEffect(() => () => {
    if (typeof gesture.current === 'number') clearTimeout(gesture.current);
  }, []);

  const write = useCallback((gradient: Gradient) => {
    const query = gradientQuery(gradient);
    written.current = query.g ?? null;
    latestShow.current(paths.gradient(query));
  }, []);

  const move = useCallback((versions: Versions<Gradient>) => {
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
    (next: Gradient, discrete = false) => {
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
    gradient: currentVersion(state.versions),
    edit,
    hold,
    undo: undoStep,
    redo: redoStep,
    canUndo: canUndo(state.versions),
    canRedo: canRedo(state.versions),
  };
}
