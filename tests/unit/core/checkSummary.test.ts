/**
 * What the check page shows of a check (core/check/checkSummary.ts): pairs usable for body text, large text and UI
 * components by the SPEC thresholds, the ranked list, and the summary's counts, against the check's own numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECK_VISIONS,
  checkPalette,
  contrastIndex,
  contrastRatio,
  pairContrast,
  rankedPairs,
  summarizeCheck,
  usableFor,
  conflictingDeficiencies,
  oklchToHexInGamut,
} from '../../../src/core/index.ts';
import { seededCodes } from './helpers.ts';

describe('usableFor', () => {
  it('takes AA and AAA for body text, and anything from 3 : 1 for large text and UI components', () => {
    expect(['AAA', 'AA', 'AA Large', 'Fail'].map((r) => usableFor(r as never, 'body'))).toEqual([true, true, false, false]);
    expect(['AAA', 'AA', 'AA Large', 'Fail'].map((r) => usableFor(r as never, 'large'))).toEqual([true, true, true, false]);
    expect(['AAA', 'AA', 'AA Large', 'Fail'].map((r) => usableFor(r as never, 'ui'))).toEqual([true, true, true, false]);
  });
});

describe('contrastIndex', () => {
  it('finds each ordered pair in the fg-major list without the diagonal', () => {
    const codes = seededCodes(9, 3);
    const check = checkPalette(codes, 1);
    for (let fg = 0; fg < 9; fg++)
      for (let bg = 0; bg < 9; bg++) {
        if (fg === bg) continue;
        const pair = check.contrasts[contrastIndex(fg, bg, 9)];
        expect([pair.fg, pair.bg]).toEqual([fg, bg]);
      }
  });
});

describe('rankedPairs', () => {
  const codes = ['#ffffff', '#000000', '#767676', '#959595', '#ff0000'];
  const check = checkPalette(codes, 1);

  it('lists each pair once, highest ratio first, with the APCA both ways', () => {
    const all = rankedPairs(check, codes.length, 'all');
    expect(all).toHaveLength(10);
    expect(all[0]).toMatchObject({ a: 0, b: 1, ratio: 21, rating: 'AAA' });
    for (let i = 1; i < all.length; i++) expect(all[i - 1].ratio).toBeGreaterThanOrEqual(all[i].ratio);
    for (const pair of all) {
      expect(pair.apcaAOnB).toBe(pairContrast(check, pair.a, pair.b, codes.length).apca);
      expect(pair.apcaBOnA).toBe(pairContrast(check, pair.b, pair.a, codes.length).apca);
    }
  });

  it('keeps only the pairs that reach each use’s ratio', () => {
    for (const [use, target] of [['body', 4.5], ['large', 3], ['ui', 3]] as const) {
      const kept = rankedPairs(check, codes.length, use);
      const expected = rankedPairs(check, codes.length, 'all').filter((p) => contrastRatio(codes[p.a], codes[p.b]) >= target);
      expect(kept).toEqual(expected);
    }
    // #767676 on white is 4.54 : 1, #959595 is 2.99 : 1: body text and nothing, respectively.
    expect(rankedPairs(check, codes.length, 'body').some((p) => p.a === 0 && p.b === 2)).toBe(true);
    expect(rankedPairs(check, codes.length, 'large').some((p) => p.a === 0 && p.b === 3)).toBe(false);
  });
});

describe('summarizeCheck', () => {
  it('counts pairs, usable pairs and conflicts per vision', () => {
    const red = oklchToHexInGamut(0.6, 0.15, 25);
    const green = oklchToHexInGamut(0.6, 0.15, 145);
    const codes = ['#ffffff', '#111111', red, green, '#fefefe'];
    const check = checkPalette(codes, 1);
    const summary = summarizeCheck(check, codes.length);
    expect(summary.pairs).toBe(10);
    expect(summary.usable.body).toBe(rankedPairs(check, 5, 'body').length);
    expect(summary.usable.large).toBe(rankedPairs(check, 5, 'large').length);
    for (const vision of CHECK_VISIONS) expect(summary.conflicts[vision]).toBe(check.conflicts.filter((c) => c.vision === vision).length);
    expect(summary.conflicts.normal).toBe(1);
    expect(summary.conflicts.deuteranopia).toBeGreaterThanOrEqual(2);
    expect(conflictingDeficiencies(summary)[0]).toBe('deuteranopia');
    expect(conflictingDeficiencies(summary).every((v) => summary.conflicts[v] > 0)).toBe(true);
  });

  it('finds no deficiency on a palette without conflicts, and handles one colour and none', () => {
    const check = checkPalette(['#000000', '#ffffff'], 1);
    expect(conflictingDeficiencies(summarizeCheck(check, 2))).toEqual([]);
    expect(summarizeCheck(checkPalette(['#123456'], 1), 1)).toMatchObject({ pairs: 0, usable: { body: 0, large: 0, ui: 0 } });
    expect(summarizeCheck(checkPalette([], 1), 0).pairs).toBe(0);
  });

  it('agrees with the pair list on random palettes', () => {
    for (const seed of [1, 2, 3]) {
      const codes = seededCodes(30, seed);
      const check = checkPalette(codes, 0.6);
      const summary = summarizeCheck(check, 30);
      expect(summary.usable.body).toBe(rankedPairs(check, 30, 'body').length);
      expect(summary.usable.ui).toBe(rankedPairs(check, 30, 'ui').length);
    }
  });
});
