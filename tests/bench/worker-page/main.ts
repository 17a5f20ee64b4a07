/**
 * The worker40 bench page: round trips of a 40-colour `describe` through the app's real engine client
 * (lazy worker + comlink + wasm), measured in the browser and read back by Playwright.
 */
import { colorEngine } from '../../../src/engine/client.ts';
import { colorCodes } from '../inputs.ts';

/** Timing requested by the driver, and what the page reports back. */
export type Worker40Options = { rounds: number; roundMs: number; warmupMs: number; batch: number };
export type Worker40Report = { kind: string; inWorker: boolean; samples: number[] };

declare global {
  interface Window {
    benchWorker40(options: Worker40Options): Promise<Worker40Report>;
  }
}

window.benchWorker40 = async ({ rounds, roundMs, warmupMs, batch }) => {
  const engine = await colorEngine();
  const codes = colorCodes(8000);
  let at = 0;
  const next = (): string[] => {
    if (at + batch > codes.length) at = 0;
    const slice = codes.slice(at, at + batch);
    at += batch;
    return slice;
  };
  /** Sequential round trips for `ms`; returns round trips per second. */
  const runFor = async (ms: number): Promise<number> => {
    const start = performance.now();
    let trips = 0;
    let now: number;
    do {
      await engine.describe(next());
      trips++;
      now = performance.now();
    } while (now - start < ms);
    return (trips * 1000) / (now - start);
  };
  await engine.nearestNames(codes); // warm the worker's name grid as a session would
  await runFor(warmupMs);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) samples.push(await runFor(roundMs));
  return { kind: engine.kind, inWorker: engine.inWorker, samples };
};
