/**
 * The palette checks over the wasm module: the plain check of codes and the authored check of codes and exact texts
 * (wide, translucent, between-step colours). The core validates the list (and throws its errors) and clamps the
 * severity; one module call does every pair under every vision, and its records are copied out of the scratch block
 * (the next call reuses it) as the typed arrays the worker transfers (../checkRecords.ts).
 */
import { CHECK_VISIONS, checkSeverity, validateCheckCodes, type CheckVision } from '../../core/check/checkRules.ts';
import { validateAuthoredCheck } from '../../core/check/authoredCheck.ts';
import * as L from '../../../assembly/layout.ts';
import type { PaletteCheckRecords } from '../checkRecords.ts';
import type { IrodoriExports } from './exports.ts';
import { formatColorCode, packColorCodes } from './codes.ts';

/** Returns `bytes` rounded up to a multiple of 8, so the next section of a scratch block is f64-aligned. */
function align8(bytes: number): number {
  return (bytes + 7) & ~7;
}

/**
 * Where each section of a palette check lives in the scratch block, for `n` colours: the packed codes, then (the
 * authored check only, `authored`) a kind byte and AUTHORED_STRIDE f64 a colour, the outputs, and the per-pair bits.
 */
function checkSections(base: number, n: number, authored: boolean) {
  const pairs = n * (n - 1);
  const capacity = (L.CHECK_VISION_COUNT * pairs) / 2;
  const kinds = base + align8(n * 4);
  const exact = kinds + (authored ? align8(n) : 0);
  const simulated = exact + (authored ? n * L.AUTHORED_STRIDE * 8 : 0);
  const scores = simulated + align8(L.CHECK_VISION_COUNT * n * 4);
  const apca = scores + pairs * 8;
  const ratings = apca + pairs * 8;
  const judged = ratings + align8(pairs);
  const conflicts = judged + (authored ? align8(pairs) : 0);
  const spare = conflicts + capacity * L.CHECK_CONFLICT_BYTES;
  return { input: base, kinds, exact, simulated, scores, apca, ratings, judged, conflicts, spare, end: spare + capacity * L.CHECK_CONFLICT_BYTES };
}

type Sections = ReturnType<typeof checkSections>;

/**
 * Returns the check's records copied out of the module's memory (`palette`: the normalised codes, the normal vision's
 * row; `authored`: whether the per-pair and per-conflict bits were written).
 */
function checkRecordsFrom(memory: ArrayBuffer, at: Sections, palette: string[], found: number, authored: boolean): PaletteCheckRecords {
  const n = palette.length;
  const packed = new Uint32Array(memory, at.simulated, L.CHECK_VISION_COUNT * n);
  const simulated = {} as Record<CheckVision, string[]>;
  CHECK_VISIONS.forEach((vision, v) => {
    if (v === 0) simulated[vision] = palette;
    else {
      const row: string[] = new Array(n);
      for (let i = 0; i < n; i++) row[i] = formatColorCode(packed[v * n + i]);
      simulated[vision] = row;
    }
  });
  const pairs = n * (n - 1);
  // The conflicts, sorted, as columns (assembly/check/conflictSort.ts): ΔE, the pairs, the visions, the bits.
  const conflictDeltaE = new Float64Array(memory, at.conflicts, found).slice();
  const conflictPairs = new Uint16Array(memory, at.conflicts + found * 8, 2 * found).slice();
  const conflictVisions = new Uint8Array(memory, at.conflicts + found * 12, found).slice();
  const conflictJudged = authored ? new Uint8Array(memory, at.conflicts + found * 13, found).slice() : undefined;
  const out: PaletteCheckRecords = {
    simulated,
    scores: new Float64Array(memory, at.scores, pairs).slice(),
    apca: new Float64Array(memory, at.apca, pairs).slice(),
    ratings: new Uint8Array(memory, at.ratings, pairs).slice(),
    conflictDeltaE,
    conflictPairs,
    conflictVisions,
  };
  return authored ? { ...out, judged: new Uint8Array(memory, at.judged, pairs).slice(), conflictJudged } : out;
}

/** Returns the two checks' records over an instantiated module (not re-entrant, like the rest of the engine). */
export function wasmChecks(wasm: IrodoriExports): {
  checkPaletteRecords(codes: readonly string[], severity: number): PaletteCheckRecords;
  checkAuthoredPaletteRecords(list: readonly string[], severity: number): PaletteCheckRecords;
} {
  function checkPaletteRecords(codes: readonly string[], severity: number): PaletteCheckRecords {
    const palette = validateCheckCodes(codes);
    const n = palette.length;
    const at = checkSections(wasm.reserve(checkSections(0, n, false).end), n, false);
    packColorCodes(palette, new Uint32Array(wasm.memory.buffer, at.input, n));
    const found = wasm.checkPalette(at.input, n, checkSeverity(severity), at.simulated, at.scores, at.apca, at.ratings, at.conflicts, at.spare);
    return checkRecordsFrom(wasm.memory.buffer, at, palette, found, false);
  }

  function checkAuthoredPaletteRecords(list: readonly string[], severity: number): PaletteCheckRecords {
    const { codes, exact } = validateAuthoredCheck(list);
    // A list of codes alone is the plain check (the core's rule too).
    if (exact.every((color) => color === null)) return checkPaletteRecords(codes, severity);
    const n = codes.length;
    const at = checkSections(wasm.reserve(checkSections(0, n, true).end), n, true);
    const buffer = wasm.memory.buffer;
    packColorCodes(codes, new Uint32Array(buffer, at.input, n));
    const kinds = new Uint8Array(buffer, at.kinds, n);
    const numbers = new Float64Array(buffer, at.exact, n * L.AUTHORED_STRIDE);
    exact.forEach((color, i) => {
      kinds[i] = color === null ? L.AUTHORED_CODE : L.AUTHORED_EXACT;
      if (color !== null) numbers.set([color.oklch[0], color.oklch[1], color.oklch[2], color.alpha], i * L.AUTHORED_STRIDE);
    });
    const found = wasm.checkAuthoredPalette(
      at.input, at.kinds, at.exact, n, checkSeverity(severity), at.simulated, at.scores, at.apca, at.ratings, at.judged, at.conflicts, at.spare,
    );
    return checkRecordsFrom(wasm.memory.buffer, at, codes, found, true);
  }

  return { checkPaletteRecords, checkAuthoredPaletteRecords };
}
