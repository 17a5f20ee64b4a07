import type { PaletteCheck } from '../../core/check/checkRules';
import { useEngineAnswer } from '../useEngineAnswer';

/**
 * Returns the engine's check of an authored list (codes and exact texts) at `severity` and the list it was made for
 * (the last finished check while a new one runs, so indices always match the colours shown; null before the first).
 */
export function usePaletteCheck(list: readonly string[], severity: number): { check: PaletteCheck | null; codes: string[]; pending: boolean } {
  const key = `${severity}|${list.join(',')}`;
  const copy = [...list];
  const answer = useEngineAnswer(key, async (engine) => ({ codes: copy, check: await engine.checkAuthoredPalette(copy, severity) }), 'check the palette');
  return { check: answer?.value.check ?? null, codes: answer?.value.codes ?? [], pending: answer?.key !== key };
}
