import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CategoryId } from '../../core/category/categories';
import { colorEngine } from '../../engine/client';
import { CATEGORY_BATCH_SIZE, batchSeed } from './gridLayout';

/** A colour as a grid cell shows it. */
export type Swatch = { readonly code: string; readonly name: string };

/**
 * Performance marks of each batch, named '{mark}:{batch index}' and read by tests/bench/scroll.ts.
 * Main-thread work of a batch = (received → committed) + (frame → painted); the wait for the worker and
 * for the next frame in between is idle time.
 */
export const BATCH_MARKS = {
  /** The sentinel came within reach and the batch was requested. */
  requested: 'irodori:batch-requested',
  /** The worker's answer arrived on the main thread. */
  received: 'irodori:batch-received',
  /** React committed the batch to the DOM (layout effect). */
  committed: 'irodori:batch-committed',
  /** The frame that paints the batch began (requestAnimationFrame). */
  frame: 'irodori:batch-frame',
  /** The first task after that frame: style, layout and paint are done and the batch is on screen. */
  painted: 'irodori:batch-painted',
} as const;

/** Returns the name of a batch's mark. */
export function batchMarkName(mark: keyof typeof BATCH_MARKS, batch: number): string {
  return `${BATCH_MARKS[mark]}:${batch}`;
}

/** Marks older than this many batches are cleared, so an endless visit keeps the timeline small. */
const KEPT_MARK_BATCHES = 60;

export type ColorBatches = {
  /** The loaded batches, in order (each CATEGORY_BATCH_SIZE colours). */
  batches: readonly (readonly Swatch[])[];
  /** Whether a batch is on its way. */
  pending: boolean;
  /** Whether the last request failed (a retry is offered). */
  failed: boolean;
  /** Requests the next batch unless one is already on its way. */
  loadMore: () => void;
};

/**
 * Returns the endless random colours of a category, a batch of 40 at a time. Each batch is generated and
 * named in the engine worker (randomColors then nearestNames, two messages, no main-thread maths), from a
 * seed derived from the visit's seed and the batch index, so the same visit always shows the same grid.
 * The main thread only receives the finished batch and renders the rows near the viewport.
 */
export function useColorBatches(categoryId: CategoryId, seed: number): ColorBatches {
  const [batches, setBatches] = useState<readonly (readonly Swatch[])[]>([]);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const next = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const loadMore = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    const index = next.current;
    performance.mark(batchMarkName('requested', index));
    setPending(true);
    setFailed(false);
    (async () => {
      // The first call starts the engine worker (after the first paint: see useExploreColors).
      const engine = await colorEngine();
      const codes = await engine.randomColors(categoryId, CATEGORY_BATCH_SIZE, batchSeed(seed, index));
      const names = await engine.nearestNames(codes);
      if (!alive.current) return;
      performance.mark(batchMarkName('received', index));
      const batch = codes.map((code, i) => ({ code, name: names[i] }));
      next.current = index + 1;
      // A plain (not transition) update: the render touches only the rows near the viewport, and a
      // transition would be restarted by every scroll-driven render and show the batch late.
      setBatches((old) => [...old, batch]);
      setPending(false);
      inFlight.current = false;
    })().catch((error: unknown) => {
      console.error('Irodori: could not load more colours.', error);
      inFlight.current = false;
      if (!alive.current) return;
      setPending(false);
      setFailed(true);
    });
  }, [categoryId, seed]);

  // Marks the commit, the frame and the first task after it, for every batch this commit shows.
  const loaded = batches.length;
  const marked = useRef(0);
  useLayoutEffect(() => {
    const from = marked.current;
    if (loaded <= from) return;
    marked.current = loaded;
    const shown = Array.from({ length: loaded - from }, (_, i) => from + i);
    for (const batch of shown) performance.mark(batchMarkName('committed', batch));
    requestAnimationFrame(() => {
      for (const batch of shown) performance.mark(batchMarkName('frame', batch));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        for (const batch of shown) {
          performance.mark(batchMarkName('painted', batch));
          if (batch >= KEPT_MARK_BATCHES) clearBatchMarks(batch - KEPT_MARK_BATCHES);
        }
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  }, [loaded]);

  return { batches, pending, failed, loadMore };
}

/** Clears the marks of one batch. */
function clearBatchMarks(batch: number) {
  for (const mark of Object.keys(BATCH_MARKS) as (keyof typeof BATCH_MARKS)[]) performance.clearMarks(batchMarkName(mark, batch));
}
