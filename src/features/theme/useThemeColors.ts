import { useMemo } from 'react';
import { assignSeeds } from '../../core/theme/assignSeeds';
import { irodoriRequestOf, irodoriThemeColors, materialRequestOf, withEdits } from '../../core/theme/buildTheme';
import { materialTheme, rankForTheme } from './materialTheme';
import type { ThemeColors } from '../../core/theme/roles';
import type { SeedAssignment, ThemeSettings, ThemeSourceKind } from '../../core/theme/settings';
import { useEngineAnswer } from '../../ui/useEngineAnswer';

/** The default assignment of a source's colours: an image's scored for theme use (Material's Score), a palette's by lightness and chroma. */
export function defaultAssignment(kind: ThemeSourceKind, colors: readonly string[]): SeedAssignment {
  if (kind === 'color') return { primary: 0 };
  return assignSeeds(colors, kind === 'image' ? rankForTheme(colors) : undefined);
}

/** The last Material theme built, by its request: an edit painted at once on the live page is not built again to render. */
let lastMaterial: { key: string; theme: ThemeColors } | null = null;

/** Returns Material's theme of the settings (the library's answer for the same request is kept once). */
function materialThemeOf(settings: ThemeSettings, name: string): ThemeColors {
  const request = materialRequestOf(settings, name);
  const key = JSON.stringify(request);
  if (lastMaterial?.key !== key) lastMaterial = { key, theme: materialTheme(request) };
  return lastMaterial.theme;
}

/**
 * Returns the theme of the settings with the user's edits, built at once on this thread, or null when it is built by
 * the engine (Irodori's method): for painting an edit on the live page before the tool renders it.
 */
export function themeColorsAtOnce(settings: ThemeSettings, name: string): ThemeColors | null {
  return settings.method === 'material' ? withEdits(materialThemeOf(settings, name), settings.edits) : null;
}

/**
 * Returns the theme of the settings, with the user's edits laid over it: Material's at once (the library, on this
 * thread: a few milliseconds), Irodori's from the engine (null until its first answer; the last answer stays while a
 * newer one is worked on).
 */
export function useThemeColors(settings: ThemeSettings, name: string): ThemeColors | null {
  const material = useMemo(
    () => (settings.method === 'material' ? materialThemeOf(settings, name) : null),
    [settings, name],
  );
  const request = settings.method === 'irodori' ? irodoriRequestOf(settings) : null;
  const key = request === null ? null : JSON.stringify(request);
  const answer = useEngineAnswer(key, (engine) => engine.generateTheme(request!), 'build the theme');
  const seed = request?.seeds.primary ?? null;
  const irodori = useMemo(() => (answer && seed !== null ? irodoriThemeColors(answer.value, name, seed) : null), [answer, name, seed]);
  const base = material ?? irodori;
  return useMemo(() => (base === null ? null : withEdits(base, settings.edits)), [base, settings.edits]);
}
