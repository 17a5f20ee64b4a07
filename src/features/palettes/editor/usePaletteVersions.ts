import { useState } from 'react';
import type { Palette } from '../../../core/model/palette';
import { canRedo, canUndo, createVersions, currentVersion, pushVersion, redo as redoVersion, undo as undoVersion, type Versions } from '../../../core/model/versions';
import { usePalettesStore } from '../../../stores/palettes';

/**
 * Undo and redo of a palette on its page (SPEC §4): every change pushes a version of the palette (the
 * core versions model), a change after an undo drops the redo tail, and every step is stored. Changes
 * made elsewhere (the drawer, another tab) arrive as new palette objects and are pushed too, so they can
 * be undone here as well. Mount it with `key={palette.uuid}`.
 */
export function usePaletteVersions(palette: Palette) {
  const replace = usePalettesStore((state) => state.replace);
  const update = usePalettesStore((state) => state.update);
  const [versions, setVersions] = useState<Versions<Palette>>(() => createVersions(palette));

  // The stored palette is the truth; a new object means a change this stack has not seen yet.
  let current = versions;
  if (currentVersion(versions) !== palette) {
    current = pushVersion(versions, palette);
    setVersions(current);
  }

  const step = (next: Versions<Palette>) => {
    if (next === current) return;
    setVersions(next);
    replace(currentVersion(next));
  };

  return {
    /** Applies a core model change (e.g. `p => duplicateColor(p, id)`) and stores it. */
    change: (apply: (palette: Palette) => Palette) => update(palette.uuid, apply),
    undo: () => step(undoVersion(current)),
    redo: () => step(redoVersion(current)),
    canUndo: canUndo(current),
    canRedo: canRedo(current),
  };
}
