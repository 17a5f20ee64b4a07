/**
 * The engine's structure: every assembly/ source file has its TypeScript twin in src/core, and that twin is
 * exercised by the parity suite (a tests/parity file calls, on both engines, an operation whose wasm export reaches
 * the assembly file and whose TypeScript engine reaches the twin); every operation of the table (operations.ts)
 * has its parity test; the constants the port shares with the core come from the core (src/build/wasmConstants.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { constantsSource, sharedConstantNames } from '../../../src/build/wasmConstants.ts';
import { ENGINE_OPERATION_NAMES } from '../../../src/engine/operations.ts';
import type { ColorEngine } from '../../../src/engine/types.ts';
import type { IrodoriExports } from '../../../src/engine/wasm/exports.ts';
import { ROOT, exportedNames, importClosure, propertyIdentifiers, source, tsFiles } from './sourceGraph.ts';

/** assembly/ files with no twin in src/core, and why. */
const PLUMBING: Record<string, string> = {
  'assembly/index.ts': "the module's export list, no maths",
  'assembly/memory.ts': 'the scratch block the bridge writes inputs into (`reserve`)',
  'assembly/host.ts': "the host's Math.sin, cos, pow and exp, imported so both engines use the same results",
  'assembly/layout.ts': 'record layouts, shared verbatim with the TypeScript bridge (src/engine/wasm/)',
  'assembly/vec3.ts': 'a three-f64 struct for static scratch vectors, no maths',
};
/** assembly/ folders left out: written by the build, or two-lane forms of steps whose twin is the scalar core step. */
const PLUMBING_FOLDERS: Record<string, string> = {
  generated: 'written by src/build/buildWasm.ts from src/core, never committed',
  simd: 'two-lane (f64x2) forms of the core cbrt and OKLab steps, checked through the files that use them',
};

/** The twin of each assembly/ file whose core reference has another path (else the same path under src/core). */
const TWIN_OF: Record<string, string> = {
  'assembly/batch/convert.ts': 'src/core/color/models.ts',
  'assembly/batch/describe.ts': 'src/core/color/createColor.ts',
  'assembly/category/categoryOf.ts': 'src/core/category/categories.ts',
  'assembly/check/conflictSort.ts': 'src/core/check/paletteCheck.ts',
  'assembly/gradient/imageGrid.ts': 'src/core/gradient/image/imageGrid.ts',
  'assembly/gradient/mesh.ts': 'src/core/gradient/mesh/render.ts',
  'assembly/contrast/foreground.ts': 'src/core/color/foreground.ts',
  'assembly/contrast/rating.ts': 'src/core/contrast/contrast.ts',
  'assembly/convert/linearToByte.ts': 'src/core/convert/linearToSrgb.ts',
  'assembly/convert/srgbToByte.ts': 'src/core/convert/srgbToHex.ts',
  'assembly/names/grid.ts': 'src/core/names/nearestName.ts',
  'assembly/names/japanese.ts': 'src/core/names/japaneseColors.ts',
  'assembly/names/oklab.ts': 'src/core/convert/srgbToOklab.ts',
};

/** The engine operation that calls each wasm export (src/engine/wasm/); a new export without one fails to compile. */
const EXPORT_OPERATION: Record<Exclude<keyof IrodoriExports, 'memory' | 'reserve'>, keyof ColorEngine> = {
  convertBatch: 'convert',
  describeBatch: 'describe',
  nearestNameBatch: 'nearestNames',
  nearestJapaneseBatch: 'nearestJapaneseColors',
  randomColorBatch: 'randomColors',
  sameLightnessRing: 'sameLightness',
  generatePalette: 'generatePalette',
  checkPalette: 'checkPalette',
  checkAuthoredPalette: 'checkAuthoredPalette',
  gamutMapMany: 'gamutMapMany',
  scaleSteps: 'generateScale',
  themeRoles: 'generateTheme',
  solveSystem: 'solveSystem',
  categoricalColors: 'categoricalColors',
  saferChartColors: 'saferChartColors',
  gradientFallback: 'gradientFallback',
  renderGradientRows: 'renderGradient',
  renderMeshRows: 'renderMesh',
  imageGridColumns: 'imageGrid',
  imageGridRows: 'imageGrid',
  transferLut: 'transferPalette',
  applyLutPixels: 'transferPalette',
  imageHistogram: 'analyseImage',
  imagePalette: 'quantizePixels',
};

const assemblyFiles = tsFiles('assembly', Object.keys(PLUMBING_FOLDERS)).filter((file) => !(file in PLUMBING));
const twinOf = (file: string) => TWIN_OF[file] ?? file.replace(/^assembly\//, 'src/core/');
const parityFiles = tsFiles('tests/parity').map(source);

/** Returns true when a parity file calls the operation on both engines. */
function parityCalls(operation: string): boolean {
  return parityFiles.some((text) => text.includes(`wasm.${operation}(`) && text.includes(`ts.${operation}(`));
}

/** Returns the wasm exports (assembly/index.ts) with the module each comes from. */
function wasmExports(): Map<string, string> {
  const exports = new Map<string, string>();
  for (const [, names, from] of source('assembly/index.ts').matchAll(/export \{([^}]+)\} from "\.\/([^"]+)"/g)) {
    for (const name of names.split(',')) exports.set(name.trim(), `assembly/${from}.ts`);
  }
  return exports;
}

/** Returns the core files each operation of the TypeScript engine reaches (tsEngine.ts's calls into src/core, followed). */
function coreReach(): Map<string, Set<string>> {
  const coreNames = exportedNames('src/core');
  const reach = new Map<string, Set<string>>();
  for (const [operation, words] of propertyIdentifiers('src/engine/tsEngine.ts', 'createTsEngine')) {
    const entries = [...words].flatMap((word) => coreNames.get(word) ?? []);
    reach.set(operation, importClosure(entries));
  }
  return reach;
}

describe('assembly/ twins in src/core', () => {
  it('gives every assembly/ source file a core twin (same path or TWIN_OF), or a reason to have none', () => {
    const missing = assemblyFiles.filter((file) => !existsSync(join(ROOT, twinOf(file))));
    expect(missing, 'assembly/ files without a core twin: add the core reference, a TWIN_OF entry, or a PLUMBING reason').toEqual([]);
    for (const file of [...Object.keys(PLUMBING), ...Object.keys(TWIN_OF)]) expect(existsSync(join(ROOT, file)), `${file} is listed but gone`).toBe(true);
    for (const [file, twin] of Object.entries(TWIN_OF)) {
      expect(existsSync(join(ROOT, file.replace(/^assembly\//, 'src/core/'))), `${file} has a same-path twin; drop its TWIN_OF entry`).toBe(false);
      expect(existsSync(join(ROOT, twin)), `${twin} (twin of ${file}) is gone`).toBe(true);
    }
  });

  it('maps every wasm export to the operation that calls it', () => {
    expect([...wasmExports().keys()].filter((name) => name !== 'reserve').sort()).toEqual(Object.keys(EXPORT_OPERATION).sort());
  });

  it('has every twin exercised by the parity suite, through an operation reaching both the file and its twin', () => {
    const reach = coreReach();
    const exports = wasmExports();
    const unexercised = assemblyFiles.filter((file) => {
      const operations = [...exports]
        .filter(([name, module]) => name in EXPORT_OPERATION && importClosure([module]).has(file))
        .map(([name]) => EXPORT_OPERATION[name as keyof typeof EXPORT_OPERATION]);
      return !operations.some((operation) => parityCalls(operation) && (reach.get(operation)?.has(twinOf(file)) ?? false));
    });
    expect(unexercised, 'assembly/ files whose core twin no parity test compares').toEqual([]);
  });
});

describe('the operations table', () => {
  it('has a parity test for every operation: a tests/parity file calls it on both engines', () => {
    expect(ENGINE_OPERATION_NAMES.filter((name) => !parityCalls(name))).toEqual([]);
    expect(ENGINE_OPERATION_NAMES.length).toBeGreaterThan(0);
  });

  it('lists only ColorEngine methods both engines implement', () => {
    const tsOperations = propertyIdentifiers('src/engine/tsEngine.ts', 'createTsEngine');
    const wasmOperations = propertyIdentifiers('src/engine/wasm/wasmEngine.ts', 'wasmEngineFrom');
    for (const name of ENGINE_OPERATION_NAMES) {
      expect(tsOperations.has(name), `tsEngine.ts lacks ${name}`).toBe(true);
      expect(wasmOperations.has(name), `wasmEngine.ts lacks ${name}`).toBe(true);
    }
  });
});

describe('constants shared with the core', () => {
  it('leaves every shared constant to assembly/generated/constants.ts: no assembly/ file declares one', () => {
    const shared = new Set(sharedConstantNames());
    const declared = assemblyFiles.flatMap((file) =>
      [...source(file).matchAll(/^(?:export )?const (\w+)\b/gm)].filter(([, name]) => shared.has(name)).map(([, name]) => `${file}: ${name}`),
    );
    expect(declared).toEqual([]);
  });

  it('generates each once, typed, from the core', () => {
    const names = sharedConstantNames();
    expect(new Set(names).size).toBe(names.length);
    const text = constantsSource();
    expect(text).toContain('export const PALETTE_MIN_DELTA_E: f64 = 8.0;');
    expect(text).toContain('export const VISION_ACHROMATOPSIA: i32 = 4;');
    expect(text.match(/^export const /gm)).toHaveLength(names.length);
  });
});
