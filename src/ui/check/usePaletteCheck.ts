import type { PaletteCheck } from '../../core/check/checkRules';
import { useEngineAnswer } from '../useEngineAnswer';

/**
 * Returns the engine's check of `codes` at `severity` and the codes it was made for (the last finished check while a
 * new one runs, so indices always match the codes shown; null before the first).
 */
export function usePaletteCheck(codes: readonly string[], severity: number): { check: PaletteCheck | null; codes: string[]; pending: boolean } {
  const key = `${severity}|${codes.join(',')}`;
  const list = [...codes];
  const answer = useEngineAnswer(key, async (engine) => ({ codes: list, check: await engine.checkPalette(list, severity) }), 'check the palette');
  return { check: answer?.value.check ?? null, codes: answer?.value.codes ?? [], pending: answer?.key !== key };
}
