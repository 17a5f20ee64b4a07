/**
 * The palette check in typed arrays: how an engine hands a check over, and how the worker sends one to the page.
 *
 * Why: a 100-colour check is 9,900 contrast objects and up to 24,750 conflict objects. Structured cloning them
 * from the worker cost 12 ms (a random palette, 3,400 conflicts) to 42 ms (100 near-greys, 23,000 conflicts) in
 * Node, part of it on the page's thread; these arrays are transferred without a copy, and the page builds the
 * objects from them in 0.25–1.2 ms. The simulated palettes stay strings (500 short ones at most).
 */
import { CHECK_VISIONS, type CheckVision, type PairConflict, type PairContrast, type PaletteCheck } from '../core/check/checkRules.ts';
import { WCAG_LEVELS } from '../core/contrast/contrast.ts';
import { CHECK_JUDGED_APCA_P3, CHECK_JUDGED_P3, CHECK_JUDGED_WIDE } from '../../assembly/layout.ts';

/** A palette check, its numbers in typed arrays (see the file comment). */
export type PaletteCheckRecords = {
  /** The palette under each vision ('normal': the codes normalised); its length is the palette's. */
  readonly simulated: Record<CheckVision, string[]>;
  /** Per ordered pair i ≠ j, fg-major (PaletteCheck.contrasts' order): score, APCA Lc, WCAG_LEVELS index. */
  readonly scores: Float64Array;
  readonly apca: Float64Array;
  readonly ratings: Uint8Array;
  /** Per conflict, worst first: ΔE, the two indices (a, b at 2k, 2k + 1) and the CHECK_VISIONS index. */
  readonly conflictDeltaE: Float64Array;
  readonly conflictPairs: Uint16Array;
  readonly conflictVisions: Uint8Array;
  /**
   * Only in a check with an exact colour (the authored check): per ordered pair and per conflict, the CHECK_JUDGED_*
   * bits of assembly/layout.ts (judged on both screens; the ratio, or ΔE, from the P3 one; the Lc from the P3 one).
   */
  readonly judged?: Uint8Array;
  readonly conflictJudged?: Uint8Array;
};

const VISION_INDEX = new Map<string, number>(CHECK_VISIONS.map((vision, index) => [vision, index]));
const LEVEL_INDEX = new Map<string, number>(WCAG_LEVELS.map((level, index) => [level, index]));

/** Returns the records of a check (the TypeScript engine's way to send one from the worker). */
export function recordsOfCheck(check: PaletteCheck): PaletteCheckRecords {
  const pairs = check.contrasts.length;
  const found = check.conflicts.length;
  const records = {
    simulated: check.simulated,
    scores: new Float64Array(pairs),
    apca: new Float64Array(pairs),
    ratings: new Uint8Array(pairs),
    conflictDeltaE: new Float64Array(found),
    conflictPairs: new Uint16Array(2 * found),
    conflictVisions: new Uint8Array(found),
  };
  check.contrasts.forEach((pair, k) => {
    records.scores[k] = pair.ratio;
    records.apca[k] = pair.apca;
    records.ratings[k] = LEVEL_INDEX.get(pair.rating) ?? 0;
  });
  check.conflicts.forEach((conflict, k) => {
    records.conflictDeltaE[k] = conflict.deltaE;
    records.conflictPairs[2 * k] = conflict.a;
    records.conflictPairs[2 * k + 1] = conflict.b;
    records.conflictVisions[k] = VISION_INDEX.get(conflict.vision) ?? 0;
  });
  if (!check.contrasts.some((pair) => pair.ratioFrom !== undefined)) return records;
  const judged = Uint8Array.from(check.contrasts, (pair) =>
    pair.ratioFrom === undefined ? 0 : CHECK_JUDGED_WIDE | (pair.ratioFrom === 'p3' ? CHECK_JUDGED_P3 : 0) | (pair.apcaFrom === 'p3' ? CHECK_JUDGED_APCA_P3 : 0),
  );
  const conflictJudged = Uint8Array.from(check.conflicts, (conflict) => (conflict.from === undefined ? 0 : CHECK_JUDGED_WIDE | (conflict.from === 'p3' ? CHECK_JUDGED_P3 : 0)));
  return { ...records, judged, conflictJudged };
}

/** Returns the check the records hold, the same objects `checkPalette` gives. */
export function checkOfRecords(records: PaletteCheckRecords): PaletteCheck {
  const { simulated, scores, apca, ratings, judged, conflictJudged, conflictDeltaE, conflictPairs, conflictVisions } = records;
  const n = simulated.normal.length;
  const contrasts: PairContrast[] = new Array(n * (n - 1));
  let k = 0;
  for (let fg = 0; fg < n; fg++) {
    for (let bg = 0; bg < n; bg++) {
      if (fg === bg) continue;
      const bits = judged === undefined ? 0 : judged[k];
      // Each shape written whole (not a property added after): thousands of objects, one hidden class each.
      contrasts[k] =
        bits & CHECK_JUDGED_WIDE
          ? { fg, bg, ratio: scores[k], rating: WCAG_LEVELS[ratings[k]], apca: apca[k], ratioFrom: bits & CHECK_JUDGED_P3 ? 'p3' : 'srgb', apcaFrom: bits & CHECK_JUDGED_APCA_P3 ? 'p3' : 'srgb' }
          : { fg, bg, ratio: scores[k], rating: WCAG_LEVELS[ratings[k]], apca: apca[k] };
      k++;
    }
  }
  const conflicts: PairConflict[] = new Array(conflictDeltaE.length);
  for (let c = 0; c < conflicts.length; c++) {
    const vision = CHECK_VISIONS[conflictVisions[c]];
    const a = conflictPairs[2 * c];
    const b = conflictPairs[2 * c + 1];
    const deltaE = conflictDeltaE[c];
    const row = simulated[vision];
    const bits = conflictJudged === undefined ? 0 : conflictJudged[c];
    conflicts[c] =
      bits & CHECK_JUDGED_WIDE
        ? { a, b, vision, deltaE, simulatedA: row[a], simulatedB: row[b], from: bits & CHECK_JUDGED_P3 ? 'p3' : 'srgb' }
        : { a, b, vision, deltaE, simulatedA: row[a], simulatedB: row[b] };
  }
  return { contrasts, conflicts, simulated };
}

/** Returns the buffers of the records, to transfer rather than copy. */
export function recordBuffers(records: PaletteCheckRecords): ArrayBuffer[] {
  const arrays = [records.scores, records.apca, records.ratings, records.conflictDeltaE, records.conflictPairs, records.conflictVisions, records.judged, records.conflictJudged];
  return arrays.filter((array) => array !== undefined).map((array) => array.buffer as ArrayBuffer);
}
