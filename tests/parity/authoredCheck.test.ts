/**
 * Parity of the float path: the wasm port gives the TypeScript reference's answers exactly for
 *  - `gamutMapMany`: seeded OKLCH colours in sRGB, in Display P3, beyond Rec. 2020, greys (NaN and zero chroma), black,
 *    white, lightness past both ends, every alpha: the same bytes and the same Display P3 channels to the bit;
 *  - `checkAuthoredPalette`: seeded lists of codes and exact texts (OKLCH, Display P3, Rec. 2020, Lab, LCH, rgb() between
 *    steps, 8-digit hex, translucent ones), every score, verdict, Lc, ΔE and screen mark to the bit, the conflicts in
 *    the same order; a list of codes alone is `checkPalette`'s check, and invalid input throws in both.
 */
import { describe, expect, it } from 'vitest';
import { CHECK_MAX_COLORS, mulberry32, type PaletteCheck } from '../../src/core/index.ts';
import { checkOfRecords, recordBuffers, type PaletteCheckRecords } from '../../src/engine/checkRecords.ts';
import { GAMUT_MAP_STRIDE } from '../../src/core/exact/gamutMapMany.ts';
import { Mismatches, codesOf, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Exact texts at the edges: greys, black, white, P3 and Rec. 2020 corners, translucent and between-step colours. */
const EDGES = [
  'oklch(0 0 0)',
  'oklch(1 0 0)',
  'oklch(0.5 0 none)',
  'oklch(62.8% 0.2577 29.23)',
  'oklch(0.7 0.4 145)',
  'color(display-p3 1 0 0)',
  'color(display-p3 0 1 0)',
  'color(display-p3 0 0 1)',
  'color(display-p3 1 1 1 / 0.5)',
  'color(display-p3 0 0 0 / 0.3)',
  'color(rec2020 0 1 0)',
  'color(rec2020 1 0 1 / 0.8)',
  '#ff000080',
  '#00000000',
  '#ffffff01',
  'rgb(10.5 20 30)',
  'rgb(128 128 128 / 0.25)',
  'lab(50 80 -90)',
  'lch(90 130 100 / 0.9)',
  'oklab(0.6 -0.3 0.2)',
  'color(srgb 0.5 0.25 0.125)',
];

/** Returns a number as an exact text writes it: at most `digits` decimals. */
function num(x: number, digits = 4): string {
  return String(Number(x.toFixed(digits)));
}

/** Returns `count` seeded exact texts of every grammar form, a quarter translucent. */
function seededExactTexts(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const alpha = random() < 0.25 ? ` / ${num(random(), 3)}` : '';
    const kind = Math.floor(random() * 5);
    if (kind === 0) return `oklch(${num(random())} ${num(random() * 0.45)} ${num(random() * 360, 2)}${alpha})`;
    if (kind === 1) return `color(display-p3 ${num(random())} ${num(random())} ${num(random())}${alpha})`;
    if (kind === 2) return `color(rec2020 ${num(random())} ${num(random())} ${num(random())}${alpha})`;
    if (kind === 3) return `lch(${num(random() * 100, 2)} ${num(random() * 150, 2)} ${num(random() * 360, 2)}${alpha})`;
    return `rgb(${num(random() * 255, 1)} ${num(random() * 255, 1)} ${num(random() * 255, 1)}${alpha})`;
  });
}

/** Returns the first differences between two checks, exact (Object.is) on every field, marks included. */
function checkDifferences(a: PaletteCheck, b: PaletteCheck): string[] {
  const out: string[] = [];
  for (const vision of Object.keys(b.simulated) as (keyof PaletteCheck['simulated'])[]) {
    if (a.simulated[vision]?.join() !== b.simulated[vision].join()) out.push(`simulated.${vision} differs`);
  }
  if (a.contrasts.length !== b.contrasts.length) out.push(`contrasts: ${a.contrasts.length} ≠ ${b.contrasts.length}`);
  for (let k = 0; k < b.contrasts.length && out.length < 6; k++) {
    const x = a.contrasts[k];
    const y = b.contrasts[k];
    const keys = new Set([...Object.keys(x ?? {}), ...Object.keys(y)]) as Set<keyof typeof y>;
    if (!x || [...keys].some((key) => !Object.is(x[key], y[key]))) out.push(`contrasts[${k}]: wasm ${JSON.stringify(x)} ≠ ts ${JSON.stringify(y)}`);
  }
  if (a.conflicts.length !== b.conflicts.length) out.push(`conflicts: ${a.conflicts.length} ≠ ${b.conflicts.length}`);
  for (let k = 0; k < b.conflicts.length && out.length < 6; k++) {
    const x = a.conflicts[k];
    const y = b.conflicts[k];
    const keys = new Set([...Object.keys(x ?? {}), ...Object.keys(y)]) as Set<keyof typeof y>;
    if (!x || [...keys].some((key) => !Object.is(x[key], y[key]))) out.push(`conflicts[${k}]: wasm ${JSON.stringify(x)} ≠ ts ${JSON.stringify(y)}`);
  }
  return out;
}

/** Compares both engines' checks of `list` at `severity`, recording any difference. */
function compare(mismatches: Mismatches, list: readonly string[], severity: number): void {
  const detail = checkDifferences(wasm.checkAuthoredPalette(list, severity), ts.checkAuthoredPalette(list, severity));
  mismatches.add(`checkAuthoredPalette([${list.length} colours: ${list.slice(0, 3).join(' ')} …], ${severity})`, detail);
}

/** Returns a seeded list of `n` entries mixing codes, exact texts and the edges. */
function mixedList(n: number, random: () => number, codes: readonly string[], exact: readonly string[], next: { i: number }): string[] {
  return Array.from({ length: n }, () => {
    const u = random();
    if (u < 0.15) return EDGES[Math.floor(random() * EDGES.length)];
    if (u < 0.55) return exact[next.i++ % exact.length];
    return codes[next.i++ % codes.length];
  });
}

describe('wasm engine parity: gamutMapMany', () => {
  it('maps seeded OKLCH colours, greys, black, white and every alpha to the same bytes and Display P3 channels', () => {
    const random = mulberry32(2718);
    const n = 20_000;
    const oklch = new Float64Array(n * GAMUT_MAP_STRIDE);
    const edges: [number, number, number, number][] = [
      [0, 0, 0, 1], [1, 0, 0, 1], [0.5, 0, Number.NaN, 1], [0.5, 0.2, Number.NaN, 0.5], [1.2, 0.3, 40, 1], [-0.1, 0.3, 40, 1],
      [0.7, 0.5, 145, 0], [0.628, 0.2577, 29.23, 1.5], [0.4, 0.1, -30, -0.2], [Number.NaN, 0.1, 30, Number.NaN], [0.99999, 0.37, 110, 1],
    ];
    for (let i = 0; i < n; i++) {
      const row = i < edges.length ? edges[i] : [random() * 1.04 - 0.02, random() * (i % 3 === 0 ? 0.1 : 0.5), random() * 720 - 180, random() < 0.7 ? 1 : random()];
      oklch.set(row, i * GAMUT_MAP_STRIDE);
    }
    for (const withP3 of [false, true]) {
      const a = wasm.gamutMapMany(oklch, withP3);
      const b = ts.gamutMapMany(oklch, withP3);
      expect(a.srgb.length).toBe(n * 4);
      const bytes = a.srgb.findIndex((x, i) => x !== b.srgb[i]);
      expect(bytes, `first differing byte at ${bytes}`).toBe(-1);
      if (withP3) {
        const p3 = (a.p3 ?? []).findIndex((x, i) => !Object.is(x, b.p3?.[i]));
        expect(p3, `first differing P3 channel at ${p3}`).toBe(-1);
        expect(a.p3?.length).toBe(n * GAMUT_MAP_STRIDE);
      } else {
        expect(a.p3).toBeNull();
        expect(b.p3).toBeNull();
      }
    }
  });

  it('reads whole records only, and an empty input', () => {
    const partial = new Float64Array([0.5, 0.1, 30, 1, 0.2, 0.3]);
    expect(wasm.gamutMapMany(partial, true)).toEqual(ts.gamutMapMany(partial, true));
    expect(wasm.gamutMapMany(partial).srgb.length).toBe(4);
    expect(wasm.gamutMapMany(new Float64Array(0), true)).toEqual(ts.gamutMapMany(new Float64Array(0), true));
  });
});

describe('wasm engine parity: authored palette check', () => {
  it('gives identical checks for seeded lists of codes and exact texts of every size from 0 to 100', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(4242);
    const codes = codesOf(seededPackedColors(20_000, 23));
    const exact = seededExactTexts(10_000, 31);
    const next = { i: 0 };
    for (let n = 0; n <= CHECK_MAX_COLORS; n++) {
      for (let k = 0; k < (n <= 12 ? 4 : 1); k++) compare(mismatches, mixedList(n, random, codes, exact, next), [1, 0.6, 0.3, 0.15][k % 4]);
    }
    mismatches.assertNone('checkAuthoredPalette, seeded lists');
  });

  it('gives identical checks for crowded lists: near colours, duplicates, every edge, all translucent', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(7);
    const near = Array.from({ length: 40 }, () => `oklch(${num(0.6 + random() * 0.02)} ${num(0.25 + random() * 0.02)} ${num(140 + random() * 4)})`);
    const translucent = Array.from({ length: 30 }, () => `color(display-p3 ${num(random())} ${num(random())} ${num(random())} / ${num(random(), 2)})`);
    const lists = [near, [...EDGES, ...EDGES, ...EDGES, '#000000', '#ffffff', '#808080'], translucent, [...near.slice(0, 10), ...codesOf(seededPackedColors(10, 3))]];
    for (const list of lists) for (const severity of [1, 0.5, 0.1]) compare(mismatches, list, severity);
    mismatches.assertNone('checkAuthoredPalette, crowded lists');
  });

  it('is checkPalette’s check for a list of codes alone, in any accepted form', () => {
    const codes = [...codesOf(seededPackedColors(30, 9)), '#ABC', 'ff8800', 'rgb(255 0 0)', 'color(srgb 0 0 1)'];
    for (const engine of [wasm, ts]) {
      const check = engine.checkAuthoredPalette(codes, 0.7);
      expect(check).toEqual(engine.checkPalette(codes.slice(0, 32).concat(['#ff0000', '#0000ff']), 0.7));
      expect(check.contrasts.some((pair) => 'ratioFrom' in pair)).toBe(false);
    }
  });

  it('marks exactly the pairs with an exact colour, and only those', () => {
    const list = ['#102030', 'color(display-p3 0 1 0)', '#f0f0f0', '#ff000080'];
    const check = ts.checkAuthoredPalette(list, 1);
    for (const pair of check.contrasts) {
      const wide = pair.fg % 2 === 1 || pair.bg % 2 === 1;
      expect(pair.ratioFrom !== undefined, `${pair.fg} on ${pair.bg}`).toBe(wide);
      expect(pair.apcaFrom !== undefined).toBe(wide);
    }
    expect(checkDifferences(wasm.checkAuthoredPalette(list, 1), check)).toEqual([]);
  });

  it('throws on the input the core rejects', () => {
    for (const list of [[...codesOf(seededPackedColors(100, 1)), 'oklch(0.5 0.1 30)'], ['#000000', 'nope'], ['oklch(0.5 0.1)'], ['color(display-p3 1 0 0 / 0.5 / 1)']]) {
      expect(() => ts.checkAuthoredPalette(list, 1)).toThrow();
      expect(() => wasm.checkAuthoredPalette(list, 1)).toThrow();
    }
  });

  it('gives the same records, which carry the whole check and its marks through a transfer', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(11);
    const codes = codesOf(seededPackedColors(400, 12));
    const exact = seededExactTexts(400, 13);
    const next = { i: 0 };
    for (const n of [0, 1, 2, 7, 30, 100]) {
      const list = mixedList(n, random, codes, exact, next);
      const a = wasm.checkAuthoredPaletteRecords(list, 0.8);
      const b = ts.checkAuthoredPaletteRecords(list, 0.8);
      for (const key of ['scores', 'apca', 'ratings', 'conflictDeltaE', 'conflictPairs', 'conflictVisions', 'judged', 'conflictJudged'] as const) {
        // The marks may be left out where there is nothing to mark (no pair): absent and empty are the same.
        const x = a[key] ?? [];
        const y = b[key] ?? [];
        if (x.length !== y.length || x.some((v, i) => !Object.is(v, y[i]))) mismatches.add(`checkAuthoredPaletteRecords(${n} colours).${key}`, 'differs');
      }
      const moved = structuredClone(a, { transfer: recordBuffers(a) }) as PaletteCheckRecords;
      mismatches.add(`checkOfRecords(${n} colours)`, checkDifferences(checkOfRecords(moved), ts.checkAuthoredPalette(list, 0.8)));
    }
    mismatches.assertNone('checkAuthoredPaletteRecords');
  });

  it('stays correct after other batch calls reuse the scratch block', () => {
    const list = [...seededExactTexts(50, 5), ...codesOf(seededPackedColors(50, 6))];
    const first = wasm.checkAuthoredPalette(list, 0.7);
    wasm.checkPalette(codesOf(seededPackedColors(100, 8)), 0.5);
    wasm.gamutMapMany(new Float64Array(4000).fill(0.5), true);
    expect(checkDifferences(wasm.checkAuthoredPalette(list, 0.7), first)).toEqual([]);
  });
});
