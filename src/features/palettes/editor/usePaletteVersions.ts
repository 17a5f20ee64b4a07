import type { Palette } from '../../../core/model/palette';
import { usePalettesStore } from '../../../stores/palettes';
import { usePaletteHistory } from '../../../ui/usePaletteHistory';

/**
 * Undo and redo of a palette on its page (SPEC §4), with their shortcuts: every change pushes a version of
 * the palette, a change after an undo drops the redo tail, and every step is stored. Changes made elsewhere
 * (the drawer, another tab) arrive as new palette objects and are pushed too, so they can be undone here as
 * well. Mount it with `key={palette.uuid}`.
 */
export function usePaletteVersions(palette: Palette) {
  const replace = usePalettesStore((state) => state.replace);
  const update = usePalettesStore((state) => state.update);
  // The stored palette is the truth; a new object means a change this history has not seen yet.
  const { undo, redo, canUndo, canRedo } = usePaletteHistory(palette, { follow: 'push', onStep: replace });
  return {
    /** Applies a core model change (e.g. `p => duplicateColor(p, id)`) and stores it. */
    change: (apply: (palette: Palette) => Palette) => update(palette.uuid, apply),
    undo,
    redo,
    canUndo,
    canRedo,
  };
}
