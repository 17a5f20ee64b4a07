import type { RoleColors } from '../../core/theme/roles';
import type { TryOnMode } from '../../core/tryon/paletteRoles';

/**
 * What the try-on shows: a palette (its roles assigned from its colours; a fix replaces one colour, through the
 * host, which makes it one undoable change), or a theme (its roles as they are; a fix or a new colour is an edit of
 * one role in one appearance, undoable in the theme tool).
 *
 * A palette's `codes` are its colours as authored: '#rrggbb' codes, and exact texts for wide or translucent colours
 * (then painted as they are and judged on an sRGB and a Display P3 screen); a fix is always a code.
 */
export type TryOnSource =
  | { readonly kind: 'palette'; readonly codes: readonly string[]; readonly onApply?: (index: number, code: string) => void }
  | {
      readonly kind: 'theme';
      readonly light: RoleColors;
      readonly dark: RoleColors;
      readonly onEdit?: (mode: TryOnMode, role: string, code: string) => void;
    };
