/**
 * Parity of the palette check: the wasm port gives the TypeScript reference's check exactly (every score, verdict,
 * APCA Lc and ΔE to the bit, every simulated code, the conflicts in the same order) for seeded palettes of 0 to 100
 * colours at severities across 0.1–1, palettes full of near-greys, duplicates and sRGB corners (many conflicts, ties),
 * and treats odd severities, accepted code forms and invalid input as the core does.
 */
import { describe, expect, it } from 'vitest';
import { CHECK_MAX_COLORS, mulberry32, type PaletteCheck } from '../../src/core/index.ts';
import { checkOfRecords, recordBuffers, type PaletteCheckRecords } from '../../src/engine/checkRecords.ts';
import { Mismatches, codesOf, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Colours at the edges: greys, black and white and their neighbours, the sRGB corners. */
const EXTREMES = ['#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#7f7f80', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];
/** Severities: the slider's steps and values between them. */
const SEVERITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 0.15, 0.55, 0.95, 0.333];

/** Returns the first differences between two checks, exact (Object.is) on every number and string. */
function checkDifferences(a: PaletteCheck, b: PaletteCheck): string[] {
  const out: string[] = [];
  const same = (x: unknown, y: unknown) => Object.is(x, y);
  for (const vision of Object.keys(b.simulated) as (keyof PaletteCheck['simulated'])[]) {
    if (a.simulated[vision]?.join() !== b.simulated[vision].join()) out.push(`simulated.${vision}: wasm ${a.simulated[vision]?.join(' ')} ≠ ts ${b.simulated[vision].join(' ')}`);
  }
  if (a.contrasts.length !== b.contrasts.length) out.push(`contrasts: ${a.contrasts.length} ≠ ${b.contrasts.length}`);
  for (let k = 0; k < b.contrasts.length && out.length < 6; k++) {
    const x = a.contrasts[k];
    const y = b.contrasts[k];
    if (!x || !same(x.fg, y.fg) || !same(x.bg, y.bg) || !same(x.ratio, y.ratio) || !same(x.rating, y.rating) || !same(x.apca, y.apca)) {
      out.push(`contrasts[${k}]: wasm ${JSON.stringify(x)} ≠ ts ${JSON.stringify(y)}`);
    }
  }
  if (a.conflicts.length !== b.conflicts.length) out.push(`conflicts: ${a.conflicts.length} ≠ ${b.conflicts.length}`);
  for (let k = 0; k < b.conflicts.length && out.length < 6; k++) {
    const x = a.conflicts[k];
    const y = b.conflicts[k];
    if (!x || (Object.keys(y) as (keyof typeof y)[]).some((key) => !same(x[key], y[key]))) {
      out.push(`conflicts[${k}]: wasm ${JSON.stringify(x)} ≠ ts ${JSON.stringify(y)}`);
    }
  }
  return out;
}

/** Compares both engines' checks of `codes` at `severity`, recording any difference. */
function compare(mismatches: Mismatches, codes: readonly string[], severity: number): void {
  const detail = checkDifferences(wasm.checkPalette(codes, severity), ts.checkPalette(codes, severity));
  mismatches.add(`checkPalette([${codes.length} colours: ${codes.slice(0, 4).join(' ')} …], ${severity})`, detail);
}

describe('wasm engine parity: palette check', () => {
  it('gives identical checks for seeded palettes of every size from 0 to 100 at the slider’s severities', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(1717);
    const codes = codesOf(seededPackedColors(40_000, 17));
    let next = 0;
    for (let n = 0; n <= CHECK_MAX_COLORS; n++) {
      for (let k = 0; k < (n <= 12 ? 6 : 1); k++) {
        const palette = Array.from({ length: n }, () => (random() < 0.2 ? EXTREMES[Math.floor(random() * EXTREMES.length)] : codes[next++ % codes.length]));
        compare(mismatches, palette, SEVERITIES[Math.floor(random() * SEVERITIES.length)]);
      }
    }
    mismatches.assertNone('checkPalette, seeded palettes');
  });

  it('gives identical checks at every severity, for palettes with many conflicts and equal distances', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(99);
    const near = (base: number) => Array.from({ length: 40 }, () => {
      const jitter = () => Math.max(0, Math.min(255, base + Math.floor(random() * 9) - 4));
      return `#${[jitter(), jitter(), jitter()].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    });
    const palettes = [
      near(128),
      near(20),
      near(240),
      [...EXTREMES, ...EXTREMES, ...EXTREMES],
      Array.from({ length: 100 }, (_, i) => `#${(i * 2).toString(16).padStart(2, '0').repeat(3)}`),
      codesOf(seededPackedColors(100, 5)),
    ];
    for (const palette of palettes) for (const severity of SEVERITIES) compare(mismatches, palette, severity);
    mismatches.assertNone('checkPalette, crowded palettes');
  });

  it('treats odd severities and accepted code forms as the core does', () => {
    const mismatches = new Mismatches();
    const codes = ['#ABC', 'ff8800', '#123', '#000000', 'FFF'];
    for (const severity of [0, -1, 0.05, 1.5, 7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.1 + 0.2]) {
      compare(mismatches, codes, severity);
    }
    mismatches.assertNone('checkPalette, odd severities');
    expect(wasm.checkPalette(codes, 1).simulated.normal).toEqual(['#aabbcc', '#ff8800', '#112233', '#000000', '#ffffff']);
  });

  it('throws on the input the core rejects', () => {
    for (const codes of [codesOf(seededPackedColors(101, 1)), ['#000000', 'nope'], ['#12345']]) {
      expect(() => ts.checkPalette(codes, 1)).toThrow();
      expect(() => wasm.checkPalette(codes, 1)).toThrow();
    }
  });

  it('gives the same records, which carry the whole check through a transfer', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(4);
    for (const n of [0, 1, 2, 7, 30, 100]) {
      const codes = codesOf(seededPackedColors(n, n + 40)).map((code) => (random() < 0.3 ? EXTREMES[Math.floor(random() * EXTREMES.length)] : code));
      const a = wasm.checkPaletteRecords(codes, 0.8);
      const b = ts.checkPaletteRecords(codes, 0.8);
      for (const key of ['scores', 'apca', 'ratings', 'conflictDeltaE', 'conflictPairs', 'conflictVisions'] as const) {
        if (a[key].length !== b[key].length || a[key].some((x, i) => !Object.is(x, b[key][i]))) mismatches.add(`checkPaletteRecords(${n} colours).${key}`, 'differs');
      }
      // What the worker posts arrives whole: the buffers transferred, the objects rebuilt on the other side.
      const moved = structuredClone(a, { transfer: recordBuffers(a) }) as PaletteCheckRecords;
      expect(a.scores.length).toBe(0);
      mismatches.add(`checkOfRecords(${n} colours)`, checkDifferences(checkOfRecords(moved), ts.checkPalette(codes, 0.8)));
    }
    mismatches.assertNone('checkPaletteRecords');
  });

  it('stays correct after other batch calls reuse the scratch block', () => {
    const codes = codesOf(seededPackedColors(100, 8));
    const first = wasm.checkPalette(codes, 0.7);
    wasm.describe(codesOf(seededPackedColors(500, 9)));
    wasm.checkPalette(['#000000'], 1);
    expect(checkDifferences(wasm.checkPalette(codes, 0.7), first)).toEqual([]);
  });
});
