import type { Scale, ScaleRequest } from '../../../core/scale/scale';
import { useEngineAnswer } from '../../../ui/useEngineAnswer';
import { kindOf, type ScaleParams } from './scaleUrl';

/** Returns the engine requests of a state: one per family, the first carrying the tinted neutral when asked. */
export function scaleRequests(state: ScaleParams): ScaleRequest[] {
  return state.families.map((family, i) => ({
    kind: kindOf(state.steps),
    color: family.color,
    pinned: family.pin,
    targets: state.targets,
    background: state.background,
    method: state.method,
    neutral: i === 0 && state.neutral,
  }));
}

/**
 * Returns the scales of a state from the engine (the worker): null until the first answer, then the latest one
 * (kept while a newer request runs, so the page never blanks between edits).
 */
export function useScales(state: ScaleParams): Scale[] | null {
  const requests = scaleRequests(state);
  const answer = useEngineAnswer(JSON.stringify(requests), (engine) => Promise.all(requests.map((request) => engine.generateScale(request))), 'generate the scales');
  return answer?.value ?? null;
}
