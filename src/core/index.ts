/**
 * Irodori colour core: pure TypeScript, importable from plain Node (no React, DOM, storage or Vite APIs).
 *
 * FORMULA CHANGE LOG (the wasm port in assembly/ must match these numbers within 1e-9):
 *   (none yet — conversion formulas as first committed)
 */
export * from './convert/index.ts';
