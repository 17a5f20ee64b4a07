import { startTransition, useEffect, useState } from 'react';
import { colorEngine } from '../../engine/client';
import { SECTION_COLOR_COUNT, type ExploreSection } from './sections';

/** A colour as a swatch shows it. */
export type Swatch = { readonly code: string; readonly name: string };

/** The colours of every section (in section order), or null while the engine is working. */
export type ExploreColors = { status: 'loading' } | { status: 'ready'; sections: Swatch[][] } | { status: 'failed' };

/**
 * Performance mark set in the frame that paints the colours of the sections on screen (read by
 * tests/bench/explore.ts); sections further down render theirs when scrolled near.
 */
export const EXPLORE_FILLED_MARK = 'irodori:explore-filled';

/**
 * Returns the colours of the sections, from the engine worker: one randomColors call per section (sent
 * together) and one nearestNames call for the whole page. The frames render before the answer arrives.
 */
export function useExploreColors(sections: readonly ExploreSection[], attempt: number): ExploreColors {
  const [state, setState] = useState<{ sections: readonly ExploreSection[]; colors: ExploreColors }>({
    sections,
    colors: { status: 'loading' },
  });
  // A new plan starts loading at once, without showing the previous plan's colours for a frame.
  const current = state.sections === sections ? state.colors : ({ status: 'loading' } as const);

  useEffect(() => {
    let cancelled = false;
    // (Returning the same state when it already says so spares a render of every section on mount.)
    setState((previous) =>
      previous.sections === sections && previous.colors.status === 'loading' ? previous : { sections, colors: { status: 'loading' } },
    );
    (async () => {
      // The first call starts the engine worker: from an effect, so after the first paint, and its
      // code and the wasm do not share the bandwidth the first paint needs.
      const engine = await colorEngine();
      const lists = await Promise.all(
        sections.map((section) => engine.randomColors(section.categoryId, SECTION_COLOR_COUNT[section.type], section.seed)),
      );
      const names = await engine.nearestNames(lists.flat());
      if (cancelled) return;
      let offset = 0;
      const filled = lists.map((codes) => {
        const swatches = codes.map((code, i) => ({ code, name: names[offset + i] }));
        offset += codes.length;
        return swatches;
      });
      // A transition: the swatches render in slices that give way to input and painting, rather than
      // in one long task just after the first paint.
      startTransition(() => setState({ sections, colors: { status: 'ready', sections: filled } }));
    })().catch((error: unknown) => {
      console.error('Irodori: could not load the Explore colours.', error);
      if (!cancelled) setState({ sections, colors: { status: 'failed' } });
    });
    return () => {
      cancelled = true;
    };
  }, [sections, attempt]);

  return current;
}
