/**
 * Every export comes back in unchanged (issue 18 "Done when"): for random palettes, with random names (unicode,
 * empty, colliding, looking like code) and repeated codes, each format of EXPORT_FORMATS read back by parseImport
 * gives the same codes in the same order, and the names as the format writes them (none for the pixel-art formats).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { EXPORT_FORMATS, type ExportFormatId } from '../../../src/ui/export/formats.ts';
import { camelName, commentText, uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import type { ExportColor, ExportInput } from '../../../src/ui/export/types.ts';

/** The .ase writer's swatch name (src/ui/export/ase.ts `swatchName`, module-private): no control or format characters, at most 255 UTF-16 units, the code when empty. */
const aseName = (c: ExportColor) => (c.name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim() || c.code).slice(0, 255);

/** The names each format writes for a palette. */
const WRITTEN_NAMES: Record<ExportFormatId, (input: ExportInput) => (string | null)[]> = {
  css: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  scss: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  js: (input) => uniqueKebabNames(input.colors.map((c) => c.name)).map(camelName),
  tailwind: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  tailwind3: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  tokens: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  gpl: (input) => input.colors.map((c) => commentText(c.name) || c.code),
  // The pixel-art and paint formats keep no names.
  jasc: (input) => input.colors.map(() => null),
  lospec: (input) => input.colors.map(() => null),
  paintnet: (input) => input.colors.map(() => null),
  sketch: (input) => input.colors.map(() => null),
  ase: (input) => input.colors.map(aseName),
};

const TRICKY_NAMES = ['Red', 'red', 'RED', 'Rosé', '日本の赤', '', '  ', '🎨', '👩‍🎨 art', 'a */ b', '--x: #fff;', '$y', '@theme', 'color', 'Color 2', '123', 'DEFAULT', 'colors', '{a.b}', 'GIMP Palette', 'https://coolors.co/palette/ffffff-000000', "it's \"quoted\"", 'tab\there', 'line\nbreak', 'x'.repeat(300)];

const name = fc.oneof(fc.constantFrom(...TRICKY_NAMES), fc.string({ unit: 'grapheme', maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 12 }));
const code = fc.oneof(
  fc.constantFrom('#000000', '#ffffff', '#d62828', '#3a7bd5'),
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
);
const palette: fc.Arbitrary<ExportInput> = fc.record({
  name: fc.oneof(fc.constantFrom(...TRICKY_NAMES), fc.string({ unit: 'grapheme', maxLength: 30 })),
  colors: fc.array(fc.record({ code, name }), { maxLength: 24 }),
});

describe('export → import round trip', () => {
  for (const format of EXPORT_FORMATS) {
    it(`gives back the codes and names of ${format.id}`, () => {
      fc.assert(
        fc.property(palette, (input) => {
          // Lospec's .hex of no colours is an empty file, which the import calls empty.
          fc.pre(format.id !== 'lospec' || input.colors.length > 0);
          const result = parseImport(format.generate(input));
          expect(result.colors.map((c) => c.code)).toEqual(input.colors.map((c) => c.code));
          expect(result.colors.map((c) => c.name)).toEqual(WRITTEN_NAMES[format.id](input));
          expect(result.colors.every((c) => !c.mapped && !c.alphaDropped)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('gives back the palette name as the title where the format writes one', () => {
    const input: ExportInput = { name: 'Autumn — 秋', colors: [{ code: '#d62828', name: 'Red' }] };
    const titles = Object.fromEntries(EXPORT_FORMATS.map((f) => [f.id, parseImport(f.generate(input)).title]));
    expect(titles).toEqual({ css: 'Autumn — 秋', scss: 'Autumn — 秋', js: 'Autumn — 秋', tailwind: 'Autumn — 秋', tailwind3: 'Autumn — 秋', tokens: null, gpl: 'Autumn — 秋', jasc: null, lospec: null, paintnet: 'Autumn — 秋', sketch: null, ase: null });
  });
});
