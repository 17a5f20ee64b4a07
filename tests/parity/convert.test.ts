/**
 * Parity of the batch conversion: every model of every 3-digit code and of 100,000 seeded random colours
 * within 1e-9 of the TypeScript core (NaN hues for greys on both sides).
 */
import { describe, it } from 'vitest';
import * as L from '../../assembly/layout.ts';
import { Mismatches, closeEnough, loadEngines, seededPackedColors } from './engines.ts';

const SLOT_NAMES = Object.entries(L)
  .filter(([key, value]) => key.startsWith('CONVERT_') && key !== 'CONVERT_STRIDE' && typeof value === 'number')
  .sort((a, b) => (a[1] as number) - (b[1] as number))
  .map(([key]) => key.slice('CONVERT_'.length).toLowerCase());

const { wasm, ts } = await loadEngines();

function compareConvert(packed: Uint32Array): Mismatches {
  const mismatches = new Mismatches();
  const fromWasm = wasm.convert(packed);
  const fromTs = ts.convert(packed);
  for (let i = 0; i < packed.length; i++) {
    const details: string[] = [];
    for (let s = 0; s < L.CONVERT_STRIDE; s++) {
      const a = fromWasm[i * L.CONVERT_STRIDE + s];
      const b = fromTs[i * L.CONVERT_STRIDE + s];
      if (!closeEnough(a, b)) details.push(`${SLOT_NAMES[s]}: wasm ${a} ≠ ts ${b}`);
    }
    mismatches.add(`#${packed[i].toString(16).padStart(6, '0')}`, details);
  }
  return mismatches;
}

describe('wasm engine parity: batch conversion', () => {
  it('agrees on every 3-digit code', () => {
    const packed = new Uint32Array(4096);
    for (let i = 0; i < 4096; i++) packed[i] = ((i >> 8) & 15) * 0x110000 + ((i >> 4) & 15) * 0x1100 + (i & 15) * 0x11;
    compareConvert(packed).assertNone('convert, 3-digit codes');
  });

  it('agrees on 100,000 seeded random colours and every grey', () => {
    compareConvert(seededPackedColors(100_000, 99)).assertNone('convert, random colours');
    compareConvert(Uint32Array.from({ length: 256 }, (_, v) => v * 0x010101)).assertNone('convert, greys');
  });
});
