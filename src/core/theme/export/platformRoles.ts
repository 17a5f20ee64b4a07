/**
 * Stand-ins for the Material roles a platform theme sets but a theme may lack. An Irodori theme has 27 roles; left
 * unset, Compose's `lightColorScheme` and Android's Material 3 themes would paint the others (the surface containers
 * cards and sheets use) in Material's baseline purple-grey. Each missing surface role takes the nearest surface the
 * theme has; the surface tint takes primary, as Compose's own default does. Other missing roles (fixed accents, scrim)
 * keep the platform's default. Flutter's ColorScheme needs none: it derives its optional roles from the given ones.
 */
import type { ThemeColors } from '../roles.ts';

/** Each role's stand-ins, the first one the theme has wins. */
export const STAND_INS: Readonly<Record<string, readonly string[]>> = {
  surfaceTint: ['primary'],
  surfaceVariant: ['surfaceContainerHighest', 'surfaceContainer'],
  surfaceDim: ['surface'],
  surfaceBright: ['surface'],
  surfaceContainerLowest: ['surface'],
  surfaceContainerLow: ['surfaceContainer', 'surface'],
  surfaceContainer: ['surface'],
  surfaceContainerHigh: ['surfaceContainer', 'surface'],
  surfaceContainerHighest: ['surfaceContainer', 'surface'],
};

/** Returns the role of the theme that gives a platform role its colour: the role itself, its first stand-in the theme has, or null. */
export function platformRole(theme: ThemeColors, role: string): string | null {
  if (theme.roles.includes(role)) return role;
  return (STAND_INS[role] ?? []).find((standIn) => theme.roles.includes(standIn)) ?? null;
}
