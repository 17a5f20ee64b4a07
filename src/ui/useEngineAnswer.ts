import { useEffect, useRef, useState } from 'react';
import { colorEngine, type EngineClient } from '../engine/client';

/**
 * Returns the engine's latest answer and the key it answers (null before the first answer). `key` names the
 * question: a new key asks again, an answer to an older key is dropped, and the last answer stays while a newer one
 * is worked on, so a view never blanks between edits. A null key asks nothing. A failure is logged and keeps the last
 * answer (`what` says what failed), unless `failed` turns it into an answer (a request the engine refuses, said on the page).
 */
export function useEngineAnswer<T>(
  key: string | null,
  ask: (engine: EngineClient) => Promise<T>,
  what: string,
  failed?: (error: unknown) => T | undefined,
): { key: string; value: T } | null {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  // The question of the current key (a new closure each render; only the key decides when to ask).
  const question = useRef(ask);
  question.current = ask;
  const failure = useRef(failed);
  failure.current = failed;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    colorEngine()
      .then((engine) => question.current(engine))
      .then(
        (value) => {
          if (live) setAnswer({ key, value });
        },
        (error: unknown) => {
          const value = failure.current?.(error);
          if (value === undefined) console.error(`Irodori: could not ${what}.`, error);
          else if (live) setAnswer({ key, value });
        },
      );
    return () => {
      live = false;
    };
  }, [key, what]);
  return answer;
}
