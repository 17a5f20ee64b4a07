/**
 * Parity of the palette generator: the wasm port gives the TypeScript reference's palette and harmony, code
 * for code, for seeded requests of every harmony, count and lock pattern (none, some, all; greys, black, white
 * and sRGB corners locked), and treats odd seeds and invalid requests as the core does.
 */
import { describe, expect, it } from 'vitest';
import { PALETTE_HARMONIES, PALETTE_MAX_COLORS, PALETTE_MIN_COLORS, mulberry32, type PaletteRequest } from '../../src/core/index.ts';
import { Mismatches, codesOf, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Colours at the edges: greys, black and white and their neighbours, the sRGB corners. */
const EXTREMES = ['#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#7f7f80', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'];
/** Lock patterns: the share of colours locked. */
const LOCK_SHARES = [0, 0.2, 0.4, 0.7, 1];

/** Returns the request's palette from both engines, recording any difference. */
function compare(mismatches: Mismatches, request: PaletteRequest): void {
  const a = wasm.generatePalette(request);
  const b = ts.generatePalette(request);
  if (a.harmony !== b.harmony || a.colors.join() !== b.colors.join()) {
    mismatches.add(`generatePalette(${JSON.stringify(request)})`, [`wasm ${a.harmony} ${a.colors.join(' ')}`, `ts   ${b.harmony} ${b.colors.join(' ')}`]);
  }
}

describe('wasm engine parity: palette generator', () => {
  it('gives identical palettes for every harmony, count and lock share over seeded colours and seeds', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(1616);
    const codes = codesOf(seededPackedColors(20_000, 16));
    let next = 0;
    for (const harmony of PALETTE_HARMONIES) {
      for (let n = PALETTE_MIN_COLORS; n <= PALETTE_MAX_COLORS; n++) {
        for (const share of LOCK_SHARES) {
          for (let k = 0; k < 12; k++) {
            const colors = Array.from({ length: n }, () => (random() < 0.25 ? EXTREMES[Math.floor(random() * EXTREMES.length)] : codes[next++ % codes.length]));
            compare(mismatches, { colors, locked: colors.map(() => random() < share), harmony, seed: Math.floor(random() * 2 ** 32) });
          }
        }
      }
    }
    mismatches.assertNone('generatePalette, seeded requests');
  });

  it('gives identical palettes with only greys, only extremes, or one chromatic colour locked', () => {
    const mismatches = new Mismatches();
    const patterns: [string[], boolean[]][] = [
      [['#000000', '#ffffff', '#000000', '#000000', '#000000'], [true, true, false, false, false]],
      [['#808080', '#7f7f7f', '#818181', '#000000', '#000000', '#000000'], [true, true, true, false, false, false]],
      [['#010101', '#fefefe'], [true, false]],
      [['#ff0000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000'], [true, false, false, false, false, false, false, false, false, false]],
      [['#0000ff', '#ffff00', '#00ff00', '#ff00ff', '#00ffff', '#ff0000', '#ffffff', '#000000', '#123456', '#fedcba'], [true, true, true, true, true, true, true, true, false, false]],
      [EXTREMES.slice(0, 10), EXTREMES.slice(0, 10).map(() => true)],
    ];
    for (const harmony of PALETTE_HARMONIES) {
      for (const [colors, locked] of patterns) {
        for (let seed = 0; seed < 40; seed++) compare(mismatches, { colors, locked, harmony, seed: seed * 2654435761 });
      }
    }
    mismatches.assertNone('generatePalette, locked greys and extremes');
  });

  it('treats odd seeds and accepted code forms as the core does', () => {
    const mismatches = new Mismatches();
    for (const seed of [0, -1, 1.5, 2 ** 32, 2 ** 40 + 7, Number.NaN, Number.POSITIVE_INFINITY]) {
      compare(mismatches, { colors: ['#ABC', 'ff8800', '#123', '#000000'], locked: [true, true, false, false], harmony: 'auto', seed });
    }
    mismatches.assertNone('generatePalette, odd seeds');
    const locked = wasm.generatePalette({ colors: ['#ABC', 'ff8800'], locked: [true, true], harmony: 'natural', seed: 3 });
    expect(locked).toEqual({ colors: ['#aabbcc', '#ff8800'], harmony: 'natural' });
  });

  it('throws on the requests the core rejects', () => {
    const ok: PaletteRequest = { colors: ['#000000', '#ffffff'], locked: [false, false], harmony: 'auto', seed: 1 };
    for (const request of [
      { ...ok, colors: ['#000000'], locked: [false] },
      { ...ok, colors: Array(11).fill('#000000'), locked: Array(11).fill(false) },
      { ...ok, locked: [false] },
      { ...ok, colors: ['#000000', 'nope'] },
      { ...ok, harmony: 'square' },
    ]) {
      expect(() => ts.generatePalette(request as PaletteRequest)).toThrow();
      expect(() => wasm.generatePalette(request as PaletteRequest)).toThrow();
    }
  });
});
