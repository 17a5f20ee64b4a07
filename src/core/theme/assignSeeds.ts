/**
 * A palette's colours assigned to a theme's families: the darkest colour readable as text, the lightest
 * as the background, the most chromatic as primary, the next as secondary and tertiary, the least chromatic as the
 * neutral tint. The user reassigns any of them by hand (SeedAssignment in the address); this is the default.
 */
import { colorModels } from '../color/models.ts';
import type { SeedAssignment, SeedRole, ThemeSource } from './settings.ts';

/** A light appearance's background must be at least this light (OKLCH L) to be taken from the palette. */
export const BACKGROUND_MIN_LIGHTNESS = 0.9;
/** Text must be at least this dark (OKLCH L) to be taken from the palette. */
export const TEXT_MAX_LIGHTNESS = 0.4;
/** A neutral tint is a colour of at most this chroma (OKLCH C). */
export const NEUTRAL_MAX_CHROMA = 0.04;
/** Accents (primary, secondary, tertiary) are colours of at least this chroma, when there are any. */
export const ACCENT_MIN_CHROMA = 0.03;

type Measured = { readonly index: number; readonly l: number; readonly c: number };

/**
 * Returns the default assignment of a palette's colours (indices into `colors`). `ranked`, when given, orders the
 * primary's candidates (an image's colours scored for theme use); otherwise the most chromatic is primary.
 */
export function assignSeeds(colors: readonly string[], ranked?: readonly number[]): SeedAssignment {
  if (colors.length <= 1) return colors.length === 1 ? { primary: 0 } : {};
  const measured: Measured[] = colors.map((code, index) => {
    const { lightness, chroma } = colorModels(code).oklch;
    return { index, l: lightness, c: chroma };
  });
  const out: Partial<Record<SeedRole, number>> = {};
  const taken = new Set<number>();
  const take = (role: SeedRole, candidate: Measured | undefined) => {
    if (candidate === undefined) return;
    out[role] = candidate.index;
    taken.add(candidate.index);
  };
  const free = () => measured.filter((m) => !taken.has(m.index));
  const byChroma = (list: Measured[]) => [...list].sort((a, b) => b.c - a.c || a.index - b.index);

  // The accents first, so a palette of one strong colour among pale ones keeps it as primary.
  const rankedFirst = ranked?.find((index) => index >= 0 && index < colors.length);
  take('primary', rankedFirst !== undefined ? measured[rankedFirst] : byChroma(measured)[0]);
  const darkest = [...free()].sort((a, b) => a.l - b.l || a.index - b.index)[0];
  if (darkest && darkest.l <= TEXT_MAX_LIGHTNESS) take('text', darkest);
  const lightest = [...free()].sort((a, b) => b.l - a.l || a.index - b.index)[0];
  if (lightest && lightest.l >= BACKGROUND_MIN_LIGHTNESS) take('background', lightest);
  const accents = byChroma(free()).filter((m) => m.c >= ACCENT_MIN_CHROMA);
  take('secondary', accents[0]);
  take('tertiary', accents[1]);
  const neutral = [...free()].filter((m) => m.c <= NEUTRAL_MAX_CHROMA).sort((a, b) => a.c - b.c || a.index - b.index)[0];
  take('neutral', neutral);
  return out;
}

/** The seed colours of a source under an assignment: role → '#rrggbb' (primary always present). */
export type SeedColors = { readonly primary: string } & Readonly<Partial<Record<Exclude<SeedRole, 'primary'>, string>>>;

/** Returns the seed colours of a source under an assignment; an index out of range is ignored; primary falls back to the first colour. */
export function seedColors(source: ThemeSource, assignment: SeedAssignment): SeedColors {
  const at = (index: number | undefined) => (index !== undefined && index >= 0 && index < source.colors.length ? source.colors[index] : undefined);
  const out: Record<string, string> = { primary: at(assignment.primary) ?? source.colors[0] };
  if (source.kind !== 'color') {
    for (const role of ['secondary', 'tertiary', 'neutral', 'error', 'background', 'text'] as const) {
      const code = at(assignment[role]);
      if (code !== undefined) out[role] = code;
    }
  }
  return out as SeedColors;
}
