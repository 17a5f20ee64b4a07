/**
 * The one table of the engine's plain operations: the worker's API (worker.ts), the client's methods (the bridge,
 * workerClient.ts; the app sees the EngineClient of client.ts) and the main-thread fallback's (mainThreadClient.ts)
 * are each built from it by a loop, and their types are derived from `ColorEngine` (types.ts), so an operation is
 * declared there once and listed here once.
 * Pattern: squoosh `src/client/lazy-app/worker-bridge/index.ts` (its bridge's methods from one `methodNames` list).
 *
 * Read on both sides of the worker and by the main-thread fallback: keep it data and types only.
 */
import type { ColorEngine } from './types.ts';

/** What differs in how an operation crosses from the page to the worker and back. */
export type OperationRule = {
  /** Indices of the typed-array arguments whose buffer moves to the worker rather than being copied (unusable after). */
  readonly transfer?: readonly number[];
  /**
   * 'checkRecords': the worker answers the operation's `…Records` twin (`checkPalette` → `checkPaletteRecords`: typed
   * arrays, transferred back rather than copied) and the page builds the check from them (checkRecords.ts, loaded on the
   * first check).
   */
  readonly answer?: 'checkRecords';
  /** The answer is a typed array (pixels) whose buffer moves back to the page rather than being copied. */
  readonly transferAnswer?: true;
};

/** The plain operations, by ColorEngine method name, with their rule. The image session (image/imageHost.ts) is apart. */
export const ENGINE_OPERATIONS = {
  describe: {},
  nearestNames: {},
  nearestJapaneseColors: {},
  randomColors: {},
  sameLightness: {},
  generatePalette: {},
  checkPalette: { answer: 'checkRecords' },
  checkAuthoredPalette: { answer: 'checkRecords' },
  gamutMapMany: {},
  generateScale: {},
  generateTheme: {},
  categoricalColors: {},
  saferChartColors: {},
  solveSystem: {},
  gradientFallback: {},
  renderGradient: { transferAnswer: true },
  renderMesh: { transferAnswer: true },
  meshApproximation: {},
  quantizePixels: { transfer: [0] },
} as const satisfies Partial<Record<keyof ColorEngine, OperationRule>>;

/** The name of a plain operation. */
export type EngineOperationName = keyof typeof ENGINE_OPERATIONS;

/** The names of the plain operations, in the table's order. */
export const ENGINE_OPERATION_NAMES = Object.keys(ENGINE_OPERATIONS) as EngineOperationName[];

/** The rule of an operation (an empty rule for a plain copy both ways). */
export function operationRule(name: EngineOperationName): OperationRule {
  return ENGINE_OPERATIONS[name];
}

/** The operations as the app calls them: each ColorEngine method, asynchronous. */
export type EngineOperations = {
  [K in EngineOperationName]: (...args: Parameters<ColorEngine[K]>) => Promise<ReturnType<ColorEngine[K]>>;
};

/** The operations answered by their records (see OperationRule). */
type RecordsOperationName = { [K in EngineOperationName]: (typeof ENGINE_OPERATIONS)[K] extends { answer: 'checkRecords' } ? K : never }[EngineOperationName];

/** Returns the ColorEngine method that answers a 'checkRecords' operation on the worker: its `…Records` twin. */
export function recordsMethod(name: RecordsOperationName): `${RecordsOperationName}Records` {
  return `${name}Records`;
}

/** What the worker answers for an operation: the ColorEngine's answer, or the check's records (see OperationRule). */
type WorkerAnswer<K extends EngineOperationName> = K extends RecordsOperationName ? ReturnType<ColorEngine[`${K}Records`]> : ReturnType<ColorEngine[K]>;

/** The operations as the worker exposes them. */
export type WorkerOperations = {
  [K in EngineOperationName]: (...args: Parameters<ColorEngine[K]>) => Promise<WorkerAnswer<K>>;
};
