/**
 * Every export comes back in unchanged: for random palettes, with random names (unicode,
 * empty, colliding, looking like code) and repeated codes, each format of EXPORT_FORMATS read back by parseImport
 * gives the same codes in the same order, and the names as the format writes them (none for the pixel-art formats).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode } from '../../support/arbitraries.ts';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { EXPORT_FORMATS, type ExportFormatId } from '../../../src/ui/export/formats.ts';
import { camelName, commentText, uniqueKebabNames } from '../../../src/ui/export/identifiers.ts';
import type { ExportColor, ExportInput } from '../../../src/ui/export/types.ts';
import { androidResourceNames } from '../../../src/ui/export/platforms.ts';
import { tokenNames } from '../../../src/ui/export/tokens.ts';

/** The .ase writer's swatch name (src/ui/export/ase.ts `swatchName`, module-private): no control or format characters, at most 255 UTF-16 units, the code when empty. */
const aseName = (c: ExportColor) => (c.name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim() || c.code).slice(0, 255);

/** The Figma variables writer's names (src/ui/export/designTools.ts `figmaNames`, module-private): one line, no '/', '.', '{', '}', unique with ' 2'. */
function figmaNames(input: ExportInput): string[] {
  const used = new Set<string>();
  return input.colors.map((c) => {
    const base = c.name.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').replace(/[/.{}]/g, '-').replace(/\s+/g, ' ').trim() || c.code.slice(1);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
    used.add(name);
    return name;
  });
}

/** Formats written as app code that the import does not read back (SwiftUI and Flutter are out only); tested below. */
const CODE_ONLY: readonly ExportFormatId[] = ['swiftui', 'flutter'];

/** The names each format writes for a palette. */
const WRITTEN_NAMES: Record<Exclude<ExportFormatId, 'swiftui' | 'flutter'>, (input: ExportInput) => (string | null)[]> = {
  css: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  scss: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  js: (input) => uniqueKebabNames(input.colors.map((c) => c.name)).map(camelName),
  tailwind: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  tailwind3: (input) => uniqueKebabNames(input.colors.map((c) => c.name)),
  tokens: tokenNames,
  tokensColor: tokenNames,
  figma: figmaNames,
  tokensStudio: tokenNames,
  android: androidResourceNames,
  gpl: (input) => input.colors.map((c) => commentText(c.name) || c.code),
  // The pixel-art and paint formats keep no names.
  jasc: (input) => input.colors.map(() => null),
  lospec: (input) => input.colors.map(() => null),
  paintnet: (input) => input.colors.map(() => null),
  sketch: (input) => input.colors.map(() => null),
  ase: (input) => input.colors.map(aseName),
  aco: (input) => input.colors.map(aseName),
  procreate: (input) => input.colors.map(() => null),
};

const TRICKY_NAMES = ['constructor', 'self', 'Values', 'hash code', 'All', 'subscript', 'extends', 'Red', 'red', 'RED', 'Rosé', '日本の赤', '', '  ', '🎨', '👩‍🎨 art', 'a */ b', '--x: #fff;', '$y', '@theme', 'color', 'Color 2', '123', 'DEFAULT', 'colors', '{a.b}', 'GIMP Palette', 'https://coolors.co/palette/ffffff-000000', "it's \"quoted\"", 'tab\there', 'line\nbreak', 'x'.repeat(300)];

const name = fc.oneof(fc.constantFrom(...TRICKY_NAMES), fc.string({ unit: 'grapheme', maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 12 }));
const code = fc.oneof(
  fc.constantFrom('#000000', '#ffffff', '#d62828', '#3a7bd5'),
  hexCode,
);
const palette: fc.Arbitrary<ExportInput> = fc.record({
  name: fc.oneof(fc.constantFrom(...TRICKY_NAMES), fc.string({ unit: 'grapheme', maxLength: 30 })),
  colors: fc.array(fc.record({ code, name }), { maxLength: 24 }),
});

describe('export → import round trip', () => {
  for (const format of EXPORT_FORMATS.filter((f) => !CODE_ONLY.includes(f.id))) {
    const written = WRITTEN_NAMES[format.id as keyof typeof WRITTEN_NAMES];
    it(`gives back the codes and names of ${format.id}`, () => {
      fc.assert(
        fc.property(palette, (input) => {
          // Lospec's .hex of no colours is an empty file, which the import calls empty.
          fc.pre(format.id !== 'lospec' || input.colors.length > 0);
          const result = parseImport(format.generate(input));
          expect(result.colors.map((c) => c.code)).toEqual(input.colors.map((c) => c.code));
          expect(result.colors.map((c) => c.name)).toEqual(written(input));
          expect(result.colors.every((c) => !c.mapped && !c.alphaDropped)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('gives back the palette name as the title where the format writes one', () => {
    const input: ExportInput = { name: 'Autumn — 秋', colors: [{ code: '#d62828', name: 'Red' }] };
    const titles = Object.fromEntries(EXPORT_FORMATS.filter((f) => !CODE_ONLY.includes(f.id)).map((f) => [f.id, parseImport(f.generate(input)).title]));
    expect(titles).toEqual({ css: 'Autumn — 秋', scss: 'Autumn — 秋', js: 'Autumn — 秋', tailwind: 'Autumn — 秋', tailwind3: 'Autumn — 秋', tokens: null, tokensColor: null, figma: 'Autumn — 秋', tokensStudio: null, android: null, gpl: 'Autumn — 秋', jasc: null, lospec: null, paintnet: 'Autumn — 秋', sketch: null, ase: null, aco: null, procreate: 'Autumn — 秋' });
  });
});

/** Swift's and Dart's keywords (and the members the generated files declare, or Object's): no colour may be named so. */
const SWIFT_TAKEN = new Set('all associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private protocol public rethrows static struct subscript typealias var break case continue default defer do else fallthrough for guard if in repeat return switch where while as catch false is nil super self Self throw throws true try await precedencegroup some any async actor'.split(' '));
const DART_TAKEN = new Set('values hashCode runtimeType toString noSuchMethod assert break case catch class const continue default do else enum extends false final finally for if in is new null rethrow return super switch this throw true try var void while with await yield'.split(' '));

describe('app code: SwiftUI and Flutter', () => {
  const cases = [
    { id: 'swiftui', color: /static let (\w+) = Color\(\.sRGB, red: (\d+) \/ 255, green: (\d+) \/ 255, blue: (\d+) \/ 255, opacity: 1\)/g, taken: SWIFT_TAKEN },
    { id: 'flutter', color: /static const Color (\w+) = Color\(0xFF([0-9A-F]{6})\);/g, taken: DART_TAKEN },
  ] as const;
  for (const { id, color, taken } of cases) {
    it(`${id} declares every colour in order, under a unique identifier that is no keyword, and lists them all`, () => {
      const format = EXPORT_FORMATS.find((f) => f.id === id)!;
      fc.assert(
        fc.property(palette, (input) => {
          const text = format.generate(input) as string;
          const found = [...text.matchAll(color)];
          const codes = found.map((m) => (m.length === 5 ? `#${[m[2], m[3], m[4]].map((x) => Number(x).toString(16).padStart(2, '0')).join('')}` : `#${m[2].toLowerCase()}`));
          expect(codes).toEqual(input.colors.map((c) => c.code));
          const names = found.map((m) => m[1]);
          expect(new Set(names).size).toBe(names.length);
          for (const name of names) {
            expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
            expect(taken.has(name)).toBe(false);
          }
          // The list of them all names each, in order; every comment stays on its line.
          expect(text).toContain(`[${names.join(', ')}]`);
          for (const line of text.split('\n')) if (line.trim().startsWith('//')) expect(line).not.toMatch(/\*\//);
        }),
        { numRuns: 200 },
      );
    });
  }
});
