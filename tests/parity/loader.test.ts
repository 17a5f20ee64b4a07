/**
 * The wasm loader: clear failures when the module is missing or broken (the worker then falls back to
 * the TypeScript engine), and the size budget of the built module.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWasmEngine } from '../../src/engine/index.ts';
import { WASM_FILE, loadEngines } from './engines.ts';

describe('wasm loader', () => {
  it('rejects with a build hint when the module file is missing', async () => {
    await expect(createWasmEngine(new URL('file:///nonexistent/irodori.wasm'))).rejects.toThrow(/npm run build:wasm/);
  });

  it('rejects bytes that are not a wasm module', async () => {
    await expect(createWasmEngine(new Uint8Array([0, 1, 2, 3]))).rejects.toThrow();
  });

  // 64 KB until the float path: gamutMapMany and the authored check (both screens, translucent blends) took the
  // module from 62.3 to 66.8 KB, with the plain check folded into the authored one's code; the linear conflict sort and
  // the both-ways pair pass to 66.7 KB. 68 KB until chart colours' spread rule and "make it safer" (chartCodes, safer,
  // saferSequential): 71.5 KB. 73 KB until the gradient fallback's fit (assembly/gradient/fallback.ts): 74.0 KB. 75 KB
  // until the gradient raster's pixel loop (assembly/gradient/raster.ts, with AssemblyScript's atan2): 76.3 KB. 78 KB
  // until the image grid (assembly/gradient/imageGrid.ts) and the mesh gradient's pixel loop (assembly/gradient/mesh.ts:
  // its walk to the cell, the bilinear inversion and the bicubic patches, 1.6 KB of code): 80.5 KB. 82 KB until the
  // colour system's cells (assembly/system/solveCells.ts, on the contrast scales' search): 82.4 KB. 84 KB until a
  // Display P3 system's cells (assembly/system/p3Cells.ts: the P3 value, both screens, the search judged on both): 86.0 KB.
  it('keeps the module under 88 KB', async () => {
    await loadEngines();
    expect(statSync(WASM_FILE).size).toBeLessThan(88 * 1024);
  });
});
