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

/**
 * Returns the theme of the settings, with the user's edits laid over it: Material's at once (the library, on this
 * thread: a few milliseconds), Irodori's from the engine (null until its first answer; the last answer stays while a
 * newer one is worked on).
 */
export function useThemeColors(settings: ThemeSettings, name: string): ThemeColors | null {
  const material = useMemo(
    () => (settings.method === 'material' ? materialTheme(materialRequestOf(settings, name)) : null),
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
