/**
 * Colour-vision simulation: the Machado table checked against culori's copy (probed with unit vectors), and the
 * simulation checked against an independent linear-light implementation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit } from 'culori';
import {
  MACHADO_DEUTAN,
  MACHADO_PROTAN,
  MACHADO_TRITAN,
  machadoMatrix,
  simulate,
  type Matrix3,
} from '../../../src/core/index.ts';
import { allGreys, allShortCodes } from './helpers.ts';

/** Returns the matrix culori applies at a severity, read column by column from unit vectors. */
function culoriMatrix(filter: (s: number) => (c: { mode: 'rgb'; r: number; g: number; b: number }) => unknown, s: number): number[][] {
  const apply = filter(s);
  const cols = [
    { mode: 'rgb' as const, r: 1, g: 0, b: 0 },
    { mode: 'rgb' as const, r: 0, g: 1, b: 0 },
    { mode: 'rgb' as const, r: 0, g: 0, b: 1 },
  ].map((c) => apply(c) as { r: number; g: number; b: number });
  return [0, 1, 2].map((row) => cols.map((c) => [c.r, c.g, c.b][row]));
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** Independent reference: bytes → linear → M → clamp → gamma → Math.round. */
function reference(code: string, m: Matrix3): string {
  const n = Number.parseInt(code.slice(1), 16);
  const lin = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((b) => toLinear(b / 255));
  const out = m.map((row) => row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]);
  return `#${out.map((v) => Math.round(toGamma(Math.min(1, Math.max(0, v))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

describe('Machado 2009 table', () => {
  it.each([
    ['protan', MACHADO_PROTAN, filterDeficiencyProt],
    ['deutan', MACHADO_DEUTAN, filterDeficiencyDeuter],
    ['tritan', MACHADO_TRITAN, filterDeficiencyTrit],
  ] as const)('%s matches culori at every severity step', (_name, table, filter) => {
    expect(table).toHaveLength(11);
    for (let k = 0; k <= 10; k++) {
      const theirs = culoriMatrix(filter as never, k / 10);
      table[k].forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo(theirs[i][j], 12)));
    }
  });

  it('interpolates between steps and returns exact rows at the steps', () => {
    expect(machadoMatrix(MACHADO_PROTAN, 1)).toBe(MACHADO_PROTAN[10]);
    expect(machadoMatrix(MACHADO_PROTAN, 0)).toEqual(MACHADO_PROTAN[0]);
    expect(machadoMatrix(MACHADO_PROTAN, 0.5)[0][0]).toBeCloseTo(MACHADO_PROTAN[5][0][0], 12);
    const mid = machadoMatrix(MACHADO_DEUTAN, 0.55);
    expect(mid[1][2]).toBeCloseTo((MACHADO_DEUTAN[5][1][2] + MACHADO_DEUTAN[6][1][2]) / 2, 12);
    expect(machadoMatrix(MACHADO_TRITAN, 7)).toBe(MACHADO_TRITAN[10]);
    expect(machadoMatrix(MACHADO_TRITAN, -1)).toEqual(MACHADO_TRITAN[0]);
  });
});

describe('simulate', () => {
  it('matches an independent linear-light implementation on all 3-digit codes', () => {
    for (const code of allShortCodes()) {
      expect(simulate(code, 'protanopia')).toBe(reference(code, MACHADO_PROTAN[10]));
      expect(simulate(code, 'deuteranopia')).toBe(reference(code, MACHADO_DEUTAN[10]));
      expect(simulate(code, 'tritanopia')).toBe(reference(code, MACHADO_TRITAN[10]));
    }
  });

  it('leaves every colour unchanged at severity 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.constantFrom('protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia' as const), (n, type) => {
        const code = `#${n.toString(16).padStart(6, '0')}`;
        expect(simulate(code, type, 0)).toBe(code);
      }),
    );
  });

  it('keeps greys (nearly) grey: rows of each matrix sum to 1 ± 2e-6', () => {
    for (const code of allGreys()) {
      for (const type of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
        const n = Number.parseInt(simulate(code, type).slice(1), 16);
        const g = Number.parseInt(code.slice(1, 3), 16);
        for (const c of [(n >> 16) & 255, (n >> 8) & 255, n & 255]) expect(Math.abs(c - g)).toBeLessThanOrEqual(1);
      }
      expect(simulate(code, 'achromatopsia')).toBe(code);
    }
  });

  it('achromatopsia gives a grey of the same WCAG luminance', () => {
    expect(simulate('#ff0000', 'achromatopsia')).toBe('#7f7f7f');
    const out = simulate('#00ff00', 'achromatopsia');
    expect(out.slice(1, 3)).toBe(out.slice(3, 5));
    expect(out.slice(3, 5)).toBe(out.slice(5, 7));
  });

  it('gives the known red/green confusions', () => {
    // Protanopes see pure red as a dark olive; deuteranopes see red and green as similar yellows.
    const p = Number.parseInt(simulate('#ff0000', 'protanopia').slice(1), 16);
    expect((p >> 16) & 255).toBeLessThan(140);
    expect(simulate('#ff0000', 'protanopia')).toBe(reference('#ff0000', MACHADO_PROTAN[10]));
  });
});
