/**
 * Parity of "make it safer": the wasm port gives the TypeScript reference's answer — the same codes, so the same
 * scores — for every curated set at several sizes on white, a dark slate and a mid grey, at each contrast target, with
 * and without locked colours, and refuses what the core refuses.
 */
import { describe, expect, it } from 'vitest';
import { CURATED_SETS } from '../../src/core/charts/curated.ts';
import type { SaferRequest } from '../../src/core/charts/safer.ts';
import { Mismatches, differences, loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

const BACKGROUNDS = ['#ffffff', '#111827', '#808080'];
const TARGETS = [0, 3, 4.5];

/** The sizes each set is checked at: its smallest, a middle one and its largest. */
const sizesOf = (min: number, max: number) => [...new Set([min, Math.round((min + max) / 2), max])];

describe('wasm engine parity: safer chart colours', () => {
  it('gives identical answers for every curated set, size, background and contrast target', () => {
    const mismatches = new Mismatches();
    let compared = 0;
    for (const set of CURATED_SETS) {
      for (const size of sizesOf(set.minCount, set.maxCount)) {
        for (const background of BACKGROUNDS) {
          for (const minContrast of TARGETS) {
            const request: SaferRequest = { kind: set.kind, colors: set.colors(size), background, minContrast, severity: 1 };
            mismatches.add(`saferChartColors(${set.id} ×${size} on ${background} at ${minContrast})`, differences(wasm.saferChartColors(request), ts.saferChartColors(request)));
            compared++;
          }
        }
      }
    }
    mismatches.assertNone('saferChartColors');
    expect(compared).toBeGreaterThan(100);
  });

  it('gives identical answers with locked colours and a partial severity', () => {
    const mismatches = new Mismatches();
    for (const set of CURATED_SETS) {
      const colors = set.colors(set.maxCount);
      for (const [k, background] of BACKGROUNDS.entries()) {
        const request: SaferRequest = { kind: set.kind, colors, background, minContrast: TARGETS[k], severity: 0.6, locked: [0, colors.length - 1 - k] };
        mismatches.add(`saferChartColors(${JSON.stringify(request)})`, differences(wasm.saferChartColors(request), ts.saferChartColors(request)));
      }
    }
    mismatches.assertNone('saferChartColors');
  });

  it('refuses what the core refuses, with the same error', () => {
    const base: SaferRequest = { kind: 'categorical', colors: ['#ff0000', '#00ff00', '#0000ff'], background: '#ffffff', minContrast: 3, severity: 1 };
    const bad: Partial<SaferRequest>[] = [{ colors: ['#ff0000'] }, { colors: ['#zzzzzz', '#000000'] }, { minContrast: 30 }, { severity: -1 }, { locked: [3] }, { background: 'white' }];
    for (const change of bad) {
      const request = { ...base, ...change } as SaferRequest;
      let tsError = '';
      try {
        ts.saferChartColors(request);
      } catch (error) {
        tsError = String(error);
      }
      expect(tsError, JSON.stringify(change)).not.toBe('');
      expect(() => wasm.saferChartColors(request), JSON.stringify(change)).toThrow(tsError.replace(/^\w*Error: /, ''));
    }
  });
});
