import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConventionMatch } from '../../core/live/conventions';
import type { LiveReport } from '../../core/live/protocol';
import type { ThemeColors } from '../../core/theme/roles';

/** The live link's mapping model (src/core/live/conventions.ts): it reads the library exports' CSS, so it loads only once a page is connected. */
export type LiveModel = typeof import('../../core/live/conventions');

let loading: Promise<LiveModel> | null = null;

/**
 * Returns the mapping model once `wanted` has been true and it has loaded (null before). Its one dynamic import keeps
 * the model, and every library export it reads, out of the pages that offer the link.
 */
export function useLiveModel(wanted: boolean): LiveModel | null {
  const [model, setModel] = useState<LiveModel | null>(null);
  useEffect(() => {
    if (!wanted || model !== null) return;
    let live = true;
    void (loading ??= import('../../core/live/conventions')).then((loaded) => live && setModel(loaded));
    return () => {
      live = false;
    };
  }, [wanted, model]);
  return model;
}

/** The conventions matched on each page report, best first: worked out once per report for the link and its dialog alike. */
const matchedOn = new WeakMap<LiveReport, ConventionMatch[]>();

/**
 * Returns the conventions a page's report matches, best first (none before the model loads). A convention is read from
 * the variables' names, not from the colours: it is matched once per report, with the theme of that moment, so an
 * edit costs one export's variables (about 1 ms), not every library's (10).
 */
export function usePageConventions(model: LiveModel | null, report: LiveReport | null, theme: ThemeColors | null): readonly ConventionMatch[] {
  const latestTheme = useRef(theme);
  latestTheme.current = theme;
  // Worked out again when a theme first comes (Irodori's method has none until the engine answers).
  const hasTheme = theme !== null;
  return useMemo(() => {
    if (model === null || report === null || !hasTheme || latestTheme.current === null) return [];
    let matches = matchedOn.get(report);
    if (!matches) {
      matches = model.matchConventions(new Set(report.variables.map((variable) => variable.name)), latestTheme.current);
      matchedOn.set(report, matches);
    }
    return matches;
  }, [model, report, hasTheme]);
}
