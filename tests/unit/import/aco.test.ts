import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import { createAcoFile, readAcoFile } from 'adobe-aco';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { ImportFailure } from '../../../src/core/import/importTypes.ts';
import { toAco } from '../../../src/ui/export/aco.ts';
import { hexToBytes } from '../../../src/core/convert/hexToSrgb.ts';

/** An ArrayBuffer holding exactly the bytes (adobe-aco reads ArrayBuffers). */
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const palette = fc.record({ name: fc.string(), colors: fc.array(fc.record({ code, name: fc.string({ unit: 'grapheme', maxLength: 20 }) }), { maxLength: 30 }) });

describe('Photoshop .aco', () => {
  it('what we write, an independent reader (adobe-aco) reads: the same colours in order, with their names', () => {
    fc.assert(
      fc.property(palette, (input) => {
        const swatches = readAcoFile(buffer(toAco(input)));
        expect(swatches.map(([values]) => values.slice(0, 3).map(Math.round))).toEqual(input.colors.map((c) => [...hexToBytes(c.code)]));
        expect(swatches.every(([, space]) => space === 'rgb')).toBe(true);
        expect(swatches.map(([, , name]) => name)).toEqual(input.colors.map((c) => c.name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim() || c.code));
      }),
      { numRuns: 200 },
    );
  });

  it('what the independent writer makes, we read: RGB, HSB and Lab (D50) swatches with names', () => {
    const file = new Uint8Array(
      createAcoFile([
        [[212, 30, 42], 'rgb', 'Hearty Red'],
        [[0, 100, 100], 'hsv', 'HSB red'],
        [[54.29, 80.8, 69.89], 'lab', 'Lab red'],
      ]),
    );
    const result = parseImport(file);
    expect(result.format).toBe('aco');
    expect(result.colors.map((c) => [c.name, c.code])).toEqual([
      ['Hearty Red', '#d41e2a'],
      ['HSB red', '#ff0000'],
      ['Lab red', '#ff0000'],
    ]);
  });

  it('reads CMYK as Adobe’s specification stores it, 0 for full ink (pure cyan: 0, 65535, 65535, 65535), and grey as ink', () => {
    // adobe-aco stores CMYK ink the other way round, so this file is written by hand from the specification.
    const view = new DataView(new ArrayBuffer(4 + 10 * 3));
    [1, 3, 2, 0, 65535, 65535, 65535, 8, 0, 0, 0, 0, 8, 10000, 0, 0, 0].forEach((n, i) => view.setUint16(i * 2, n));
    expect(parseImport(new Uint8Array(view.buffer)).colors.map((c) => c.code)).toEqual(['#00ffff', '#ffffff', '#000000']);
  });

  it('a version 1 file alone (no names) is read; a file cut short says so', () => {
    const bytes = toAco({ name: 'x', colors: [{ code: '#3a7bd5', name: 'Blue' }] });
    const v1 = bytes.slice(0, 4 + 10);
    expect(parseImport(v1).colors.map((c) => [c.name, c.code])).toEqual([[null, '#3a7bd5']]);
    expect(() => parseImport(bytes.slice(0, bytes.length - 3))).toThrow(ImportFailure);
  });
});
