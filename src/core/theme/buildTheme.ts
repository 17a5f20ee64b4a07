/**
 * From settings to a theme: the seeds of the source, the request each method takes, and the user's role edits laid
 * over the method's colours. The methods themselves are Material's library (src/features/theme/materialTheme.ts) and
 * `irodoriTheme.ts` (the engine's contrast search).
 */
import { seedColors } from './assignSeeds.ts';
import { extendedRoleTable } from './export/names.ts';
import type { IrodoriTheme, ThemeRequest } from './irodoriTheme.ts';
import { IRODORI_ROLES, type RoleColors, type ThemeColors } from './roles.ts';
import type { ExtendedInput, MaterialVariant, ThemeEdits, ThemeSettings } from './settings.ts';

/** What a Material theme is made from: the source (seed) and, from a palette, the core colours that replace palettes. */
export type MaterialRequest = {
  readonly name: string;
  readonly seed: string;
  readonly variant: MaterialVariant;
  /** −1 to 1. */
  readonly contrast: number;
  readonly secondary?: string | null;
  readonly tertiary?: string | null;
  readonly neutral?: string | null;
  readonly error?: string | null;
  readonly extended: readonly ExtendedInput[];
};

/** Returns Material's request for settings: the primary seed as the source, a palette's further seeds as core colours. */
export function materialRequestOf(settings: ThemeSettings, name: string): MaterialRequest {
  const seeds = seedColors(settings.source, settings.assignment);
  return {
    name,
    seed: seeds.primary,
    variant: settings.variant,
    contrast: settings.contrast,
    secondary: seeds.secondary ?? null,
    tertiary: seeds.tertiary ?? null,
    neutral: seeds.neutral ?? null,
    error: seeds.error ?? null,
    extended: settings.extended,
  };
}

/** Returns the engine's request for Irodori's method: the seeds, the target and the custom colours. */
export function irodoriRequestOf(settings: ThemeSettings): ThemeRequest {
  const seeds = seedColors(settings.source, settings.assignment);
  return {
    seeds: {
      primary: seeds.primary,
      secondary: seeds.secondary ?? null,
      tertiary: seeds.tertiary ?? null,
      neutral: seeds.neutral ?? null,
      error: seeds.error ?? null,
      background: seeds.background ?? null,
      text: seeds.text ?? null,
    },
    target: settings.target,
    extended: settings.extended,
  };
}

/**
 * Returns the theme of the engine's answer for Irodori's method: IRODORI_ROLES, then each custom colour's four roles
 * (named as the Material path names them, export/names.ts's `extendedRoleTable`).
 */
export function irodoriThemeColors(answer: IrodoriTheme, name: string, seed: string): ThemeColors {
  const roles = [...IRODORI_ROLES, ...extendedRoleTable(answer.extended.map((x) => x.name)).flat()];
  return { name, seed, roles, light: answer.light, dark: answer.dark, palettes: answer.palettes, extended: answer.extended };
}

function edited(colors: RoleColors, edits: Readonly<Record<string, string>>): RoleColors {
  const out: Record<string, string> = { ...colors };
  for (const [role, hex] of Object.entries(edits)) if (role in colors) out[role] = hex;
  return out;
}

/** Returns the theme with the user's edits laid over it (an edit of a role the theme does not have is ignored). */
export function withEdits(theme: ThemeColors, edits: ThemeEdits): ThemeColors {
  const none = Object.keys(edits.light).length === 0 && Object.keys(edits.dark).length === 0;
  return none ? theme : { ...theme, light: edited(theme.light, edits.light), dark: edited(theme.dark, edits.dark) };
}
