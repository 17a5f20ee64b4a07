import { startTransition, useEffect, useState } from 'react';
import { colorEngine } from '../../engine/client';
import { SECTION_COLOR_COUNT, showsNames, type ExploreSection } from './sections';

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
 * Candidates drawn per colour a named section shows: near colours share their nearest name, and a section
 * shows each name once where its candidates allow.
 */
export const NAME_CANDIDATES = 3;

/**
 * Returns `count` of the swatches, in their order, each name once: the first swatch of every name, then, if
 * there are fewer names than `count`, the first of the rest (a name twice rather than a short section).
 */
export function distinctNames(swatches: readonly Swatch[], count: number): Swatch[] {
  const seen = new Set<string>();
  const picked = new Set<number>();
  swatches.forEach((swatch, i) => {
    if (picked.size < count && !seen.has(swatch.name)) {
      seen.add(swatch.name);
      picked.add(i);
    }
  });
  for (let i = 0; i < swatches.length && picked.size < count; i++) picked.add(i);
  return swatches.filter((_, i) => picked.has(i));
}

/**
 * Returns the colours of the sections, from the engine worker: one randomColors call per section (sent
 * together) and one nearestNames call for the whole page; a section that shows names draws three candidates a
 * colour and keeps one per name. The frames render before the answer arrives.
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
      // The router started the engine worker with the page (src/app/pages.ts, `engine`), after the first paint
      // (the HTML's), so its code and wasm loaded while the page rendered; this finds it on its way.
      const engine = await colorEngine();
      const lists = await Promise.all(
        sections.map((section) =>
          engine.randomColors(section.categoryId, SECTION_COLOR_COUNT[section.type] * (showsNames(section.type) ? NAME_CANDIDATES : 1), section.seed),
        ),
      );
      const names = await engine.nearestNames(lists.flat());
      if (cancelled) return;
      let offset = 0;
      const filled = lists.map((codes, s) => {
        const swatches = codes.map((code, i) => ({ code, name: names[offset + i] }));
        offset += codes.length;
        return distinctNames(swatches, SECTION_COLOR_COUNT[sections[s].type]);
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
