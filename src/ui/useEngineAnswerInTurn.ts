import { useEffect, useState } from 'react';
import type { EngineClient } from '../engine/client';
import { useEngineAnswer } from './useEngineAnswer';

/**
 * Returns the engine's latest answer, as `useEngineAnswer` does, but asks one question at a time: while one is being
 * worked on, a newer question waits, and only the newest of those is asked once the answer is in. A drag that changes
 * the question every frame so keeps the worker on what is on screen instead of a queue of frames already gone. With
 * `pause` (ms), a new question is asked only once it has stood that long (the first at once): for a slow question
 * that would hold the worker up during a drag. The question is plain data (its JSON names it); `ask` receives it.
 */
export function useEngineAnswerInTurn<Q, T>(
  question: Q | null,
  ask: (engine: EngineClient, question: Q) => Promise<T>,
  what: string,
  pause = 0,
): { key: string; value: T } | null {
  const wanted = question === null ? null : JSON.stringify(question);
  const [asked, setAsked] = useState<{ key: string; question: Q } | null>(null);
  const [standing, setStanding] = useState(wanted);
  useEffect(() => {
    if (pause === 0) return;
    const timer = setTimeout(() => setStanding(wanted), pause);
    return () => clearTimeout(timer);
  }, [wanted, pause]);
  const answer = useEngineAnswer(asked?.key ?? null, (engine) => ask(engine, asked!.question), what);
  const answered = asked === null || answer?.key === asked.key;
  const stood = pause === 0 || asked === null || standing === wanted;
  if (wanted !== null && wanted !== asked?.key && answered && stood) setAsked({ key: wanted, question: question! });
  return answer;
}
