import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { readSwatchesFile } from 'procreate-swatches';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { toProcreate } from '../../../src/ui/export/procreate.ts';
import { hexToBytes } from '../../../src/core/convert/hexToSrgb.ts';

const palette = (max: number) => fc.record({ name: fc.string({ maxLength: 20 }), colors: fc.array(fc.record({ code, name: fc.constant('') }), { minLength: 1, maxLength: max }) });

/** The colours an independent reader (procreate-swatches) finds in a .swatches file, as bytes. */
async function independent(file: Uint8Array): Promise<number[][]> {
  const read = await readSwatchesFile(file, 'rgb');
  return read.colors.map((color: [number[], string] | null) => color![0].map((x) => Math.round(x)));
}

describe('Procreate .swatches', () => {
  it('what we write, an independent reader (procreate-swatches) reads: the same colours in order', async () => {
    await fc.assert(
      fc.asyncProperty(palette(30), async (input) => {
        expect(await independent(toProcreate(input))).toEqual(input.colors.map((c) => [...hexToBytes(c.code)]));
      }),
      { numRuns: 100 },
    );
  });

  it('a palette over 30 colours becomes a zip of palettes of 30, each a .swatches file, read back whole and in order', async () => {
    const input = { name: 'Autumn', colors: Array.from({ length: 65 }, (_, i) => ({ code: `#${(i * 0x030507).toString(16).padStart(6, '0').slice(-6)}`, name: '' })) };
    const zip = toProcreate(input);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['autumn-1.swatches', 'autumn-2.swatches', 'autumn-3.swatches']);
    const parts = await Promise.all(Object.values(files).map(independent));
    expect(parts.map((part) => part.length)).toEqual([30, 30, 5]);
    expect(parts.flat()).toEqual(input.colors.map((c) => [...hexToBytes(c.code)]));
    const result = parseImport(zip);
    expect(result.format).toBe('procreate');
    expect(result.title).toBe('Autumn');
    expect(result.colors.map((c) => c.code)).toEqual(input.colors.map((c) => c.code));
  });

  it('empty slots are skipped, a bad swatch is listed, a zip without swatches is not taken for one', () => {
    const json = [{ name: 'P', swatches: [{ hue: 0, saturation: 1, brightness: 1, alpha: 1, colorSpace: 0 }, null, { hue: 2, saturation: 0, brightness: 0 }] }];
    const result = parseImport(zipSync({ 'Swatches.json': strToU8(JSON.stringify(json)) }));
    expect(result.colors.map((c) => c.code)).toEqual(['#ff0000']);
    expect(result.unreadable).toHaveLength(1);
    expect(() => parseImport(zipSync({ 'readme.txt': strToU8('hello') }))).toThrow();
  });
});
