import { useEffect, useState } from 'react';
import type { PaletteCheck } from '../../core/check/checkRules';
import { colorEngine } from '../../engine/client';

type Checked = { key: string; codes: string[]; check: PaletteCheck };

/**
 * Returns the engine's check of `codes` at `severity` and the codes it was made for (the last finished check while a
 * new one runs, so indices always match the codes shown; null before the first).
 */
export function usePaletteCheck(codes: readonly string[], severity: number): { check: PaletteCheck | null; codes: string[]; pending: boolean } {
  const key = `${severity}|${codes.join(',')}`;
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    let live = true;
    const list = [...codes];
    colorEngine()
      .then((engine) => engine.checkPalette(list, severity))
      .then(
        (check) => {
          if (live) setChecked({ key, codes: list, check });
        },
        (error: unknown) => console.error('Irodori: could not check the palette.', error),
      );
    return () => {
      live = false;
    };
    // The key holds the codes and the severity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { check: checked?.check ?? null, codes: checked?.codes ?? [], pending: checked?.key !== key };
}
