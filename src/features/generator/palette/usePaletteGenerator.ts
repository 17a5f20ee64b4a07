import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PALETTE_DEFAULT_COLORS, PALETTE_MAX_COLORS, type PaletteHarmony } from '../../../core/generate/palette';
import { paths } from '../../../config/paths';
import { colorEngine } from '../../../engine/client';
import { useLocalize } from '../../../ui/i18n';
import { usePaletteHistory } from '../../../ui/usePaletteHistory';
import { addColorRequest } from './addColor';
import { paletteQuery, type PaletteParams } from './paletteUrl';

/** One colour of the palette being built: a stable id (for reordering and focus), its code and lock. */
export type PaletteSlot = { readonly id: number; readonly code: string; readonly locked: boolean };

/** The palette at one step of its history: the colours in order and the harmony asked for. */
export type PaletteStep = { readonly slots: readonly PaletteSlot[]; readonly harmony: PaletteHarmony };

let nextId = 1;
/** Returns a slot with a new id. */
export function newSlot(code: string, locked = false): PaletteSlot {
  return { id: nextId++, code, locked };
}

function stepOf(params: PaletteParams): PaletteStep {
  return { slots: params.colors.map((code, i) => newSlot(code, params.locked[i])), harmony: params.harmony };
}

/** A uint32 seed for a generation. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** What a fresh visit starts from: five unlocked greys the first generation replaces. */
const BLANK: PaletteParams = {
  colors: Array.from({ length: PALETTE_DEFAULT_COLORS }, () => '#808080'),
  locked: Array.from({ length: PALETTE_DEFAULT_COLORS }, () => false),
  harmony: 'auto',
};

/**
 * The palette generator's state: the palette's history (the core's versions: every
 * generation and every edit is a step, 100 kept, a step after an undo drops the redo tail), in memory,
 * mirrored into the address with replace (the Back button is left alone). Generations run in the engine
 * worker; presses that come while one is on its way are folded into one more generation after it, and
 * an answer to a palette that has changed meanwhile (a lock, an edit) is dropped. A colour added at the end (the Add
 * button of touch screens) is drawn there too, in harmony with the palette.
 *
 * `initial` is the address's palette; without one the page starts from a fresh generation (`ready`
 * is false until it arrives).
 */
export function usePaletteGenerator(initial: PaletteParams | null) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const [start] = useState(() => stepOf(initial ?? BLANK));
  const history = usePaletteHistory(start);
  const [ready, setReady] = useState(initial !== null);
  const readyRef = useRef(initial !== null);
  const current = history.current;
  // The history's methods change every render; the generation's callbacks reach the newest through here.
  const historyRef = useRef(history);
  historyRef.current = history;
  const busy = useRef(false);
  const again = useRef(false);
  const [generations, setGenerations] = useState(0);

  const generate = useCallback(() => {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    const base = historyRef.current.latest();
    const request = {
      colors: base.slots.map((slot) => slot.code),
      locked: base.slots.map((slot) => slot.locked),
      harmony: base.harmony,
      seed: randomSeed(),
    };
    colorEngine()
      .then((engine) => engine.generatePalette(request))
      .then(
        (result) => {
          // Dropped when the palette changed while the engine worked (the next press starts from the change).
          if (historyRef.current.latest() === base) {
            const slots = base.slots.map((slot, i) => (slot.locked ? slot : { ...slot, code: result.colors[i] }));
            // The first palette of a fresh visit is where the history starts (no undo back to the blank).
            if (readyRef.current) historyRef.current.push({ ...base, slots });
            else historyRef.current.restart({ ...base, slots });
            readyRef.current = true;
            setReady(true);
            setGenerations((n) => n + 1);
          }
        },
        (error: unknown) => console.error('Irodori: could not generate a palette.', error),
      )
      .finally(() => {
        busy.current = false;
        if (again.current) {
          again.current = false;
          generate();
        }
      });
  }, []);

  // A fresh visit starts with a generation.
  useEffect(() => {
    if (initial === null) generate();
    // Only on mount: later changes of the address are this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the palette (replace: no history entry per generation).
  const query = paletteQuery({ colors: current.slots.map((s) => s.code), locked: current.slots.map((s) => s.locked), harmony: current.harmony });
  useEffect(() => {
    if (!ready) return;
    const target = `${localize(paths.generator())}?${query}`;
    if (`${window.location.pathname}${window.location.search}` !== target) navigate(target, { replace: true });
  }, [ready, query, localize, navigate]);

  /** Applies an edit as one step (undoable). */
  const edit = useCallback((apply: (step: PaletteStep) => PaletteStep) => {
    const base = historyRef.current.latest();
    const changed = apply(base);
    if (changed !== base) historyRef.current.push(changed);
  }, []);

  // Adds run one after another, each from the palette the one before it left.
  const adding = useRef<Promise<unknown>>(Promise.resolve());
  /**
   * Adds one colour at the end of the palette, in harmony with the others (drawn by the engine with every colour
   * kept), as one step; resolves to its code, or null when the palette is full or the engine failed.
   */
  const addColor = useCallback((): Promise<string | null> => {
    const next = adding.current.then(async () => {
      const request = addColorRequest(historyRef.current.latest(), randomSeed());
      if (!request) return null;
      const result = await (await colorEngine()).generatePalette(request);
      const code = result.colors[result.colors.length - 1];
      let added = false;
      // Onto the palette as it is now (a generation may have landed meanwhile), unless that is full.
      edit((step) => {
        if (step.slots.length >= PALETTE_MAX_COLORS) return step;
        added = true;
        return { ...step, slots: [...step.slots, newSlot(code)] };
      });
      return added ? code : null;
    });
    adding.current = next.catch(() => undefined);
    return next.catch((error: unknown) => {
      console.error('Irodori: could not add a colour.', error);
      return null;
    });
  }, [edit]);

  return {
    step: current,
    ready,
    /** How many generations have been shown (for the live region). */
    generations,
    generate,
    edit,
    addColor,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
  };
}
