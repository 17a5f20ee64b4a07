/**
 * Wide and translucent colours through the whole library: Tailwind v4's palette imported and kept to the digit, local
 * storage (the SPEC's array plus the exact texts' own key), a tab of the version before editing the palettes, the
 * bin, the backup file and share links.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { decodePalettes, encodeExactColors, encodePalettes, toAuthoredPalette, toStoredPalette, withExactColors } from '../../../src/core/model/codecs.ts';
import { addColor, createPalette, moveColor, removeColor, replaceColor, type Palette } from '../../../src/core/model/palette.ts';
import { decodeBin, encodeBin, putInBin } from '../../../src/core/model/bin.ts';
import { decodeBackup, encodeBackup } from '../../../src/core/backup/backupFile.ts';
import { encodeSharedColors, encodeSharedExact, parseSharedColors, withSharedExact } from '../../../src/core/model/share.ts';
import { cssOf, tryAuthoredColor } from '../../../src/core/exact/authoredColor.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { hexCode } from '../../support/arbitraries.ts';

const require = createRequire(import.meta.url);

/** Every `--color-*` declaration of the pinned Tailwind v4's theme.css: [name, value as written]. */
function tailwindColors(): [string, string][] {
  const css = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
  return [...css.matchAll(/^\s*--color-([a-z0-9-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2].trim()]);
}

/** Returns the colour a value means, as exact coordinates (or the code for an opaque sRGB one): equal means identical. */
function meaning(value: string): unknown {
  const exact = readExact(value);
  return exact ? [exact.space, exact.coords, exact.alpha] : tryAuthoredColor(value)?.code;
}

/** Returns the palettes as a tab reads them from storage: the array and the exact texts. */
function throughStorage(palettes: readonly Palette[]): Palette[] {
  return withExactColors(decodePalettes(encodePalettes(palettes)), encodeExactColors(palettes));
}

/** A palette of seeded wide, translucent and plain colours. */
const authoredText = fc.oneof(
  hexCode,
  fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 3600 })).map(([l, c, h]) => `oklch(${l / 10}% ${c / 1000} ${h / 10})`),
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 99 })).map(([r, g, b, a]) => `color(display-p3 ${r / 100} ${g / 100} ${b / 100} / ${a / 100})`),
);

describe("Tailwind v4's palette", () => {
  it('has 288 colours, and all 288 come back identical through Import, storage and the backup', () => {
    const colors = tailwindColors();
    expect(colors).toHaveLength(288);
    // Pasted into Import as the file is, in palettes of at most 100.
    const lines = colors.map(([name, value]) => `--color-${name}: ${value};`);
    const palettes: Palette[] = [];
    for (let start = 0; start < lines.length; start += 100) {
      const found = parseImport(`@theme {\n${lines.slice(start, start + 100).join('\n')}\n}`).colors;
      palettes.push(createPalette(`Tailwind ${start}`, { colors: found.map((c) => c.exact ?? c.code) }));
    }
    const stored = throughStorage(palettes);
    const backup = decodeBackup(encodeBackup({ exportedAt: '2026-11-28T00:00:00.000Z', palettes: stored.map(toAuthoredPalette), history: [], settings: { theme: null, language: null }, image: null, themes: [] }));
    if (!backup.ok) throw new Error(JSON.stringify(backup.error));
    const back = backup.backup.palettes.flatMap((palette) => palette.colors);
    const identical = back.filter((text, i) => JSON.stringify(meaning(text)) === JSON.stringify(meaning(colors[i][1])));
    expect(identical).toHaveLength(288);
    // OKLCH to the digits written: the text itself survives.
    expect(back.filter((text, i) => text === colors[i][1])).toHaveLength(286);
  });
});

describe('local storage', () => {
  it('keeps any palette of any colours (property)', () => {
    fc.assert(
      fc.property(fc.array(authoredText, { maxLength: 30 }), (texts) => {
        const palette = createPalette('P', { colors: texts });
        const [back] = throughStorage([palette]);
        expect(back.colors.map(cssOf)).toEqual(palette.colors.map(cssOf));
      }),
    );
  });

  it("keeps the SPEC's array of codes: each wide colour's fallback, readable by the version before", () => {
    const palette = createPalette('P', { uuid: 'p', colors: ['#ff0000', 'oklch(84.1% 0.238 128.85)', 'color(display-p3 0 0 1 / 0.5)'] });
    expect(JSON.parse(encodePalettes([palette]))).toEqual([{ uuid: 'p', name: 'P', colors: ['#ff0000', '#9ae600', '#0000ff'] }]);
    expect(JSON.parse(encodeExactColors([palette]))).toEqual({ p: [[1, '#9ae600', 'oklch(84.1% 0.238 128.85)'], [2, '#0000ff', 'color(display-p3 0 0 1 / 0.5)']] });
  });

  it('survives an edit by a tab of the version before: a colour stays exact or falls back, never takes another', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), code: hexCode }),
      fc.record({ kind: fc.constant('add' as const), code: hexCode }),
    );
    fc.assert(
      fc.property(fc.array(authoredText, { minLength: 1, maxLength: 20 }), fc.array(edit, { maxLength: 5 }), (texts, edits) => {
        const palette = createPalette('P', { uuid: 'p', colors: texts });
        const exactRaw = encodeExactColors([palette]);
        // The old tab reads only the array (its codec drops nothing it knows), edits, and writes the array back.
        let old = decodePalettes(encodePalettes([palette]))[0];
        for (const e of edits) {
          const n = old.colors.length;
          if (e.kind === 'move' && n > 0) old = moveColor(old, e.from % n, e.to % n);
          if (e.kind === 'remove' && n > 0) old = removeColor(old, old.colors[e.at % n].uuid);
          if (e.kind === 'replace' && n > 0) old = replaceColor(old, old.colors[e.at % n].uuid, e.code);
          if (e.kind === 'add') old = addColor(old, e.code);
        }
        const [back] = withExactColors(decodePalettes(JSON.stringify([toStoredPalette(old)])), exactRaw);
        back.colors.forEach((color, i) => {
          expect(color.code).toBe(old.colors[i].code);
          // An exact text comes back only onto its own fallback, and only one the palette had.
          if (color.exact !== undefined) {
            expect(tryAuthoredColor(color.exact)?.code).toBe(color.code);
            expect(palette.colors.map((c) => c.exact)).toContain(color.exact);
          }
        });
        // With no edit, nothing is lost.
        if (edits.length === 0) expect(back.colors.map(cssOf)).toEqual(palette.colors.map(cssOf));
      }),
    );
  });

  it('ignores corrupt exact data, keeping the codes', () => {
    const palette = createPalette('P', { uuid: 'p', colors: ['#ff0000'] });
    for (const raw of ['nope', '[]', '{"p": 5}', '{"p": [[0, "#ff0000", "oklch(nope)"]]}', '{"p": [[5, "#ff0000", "oklch(0.5 0.1 20)"]]}', '{"p": [["0", "#ff0000", "oklch(0.5 0.1 20)"]]}', null]) {
      expect(withExactColors([palette], raw)).toEqual([palette]);
    }
  });
});

describe('the bin', () => {
  it('keeps a deleted palette’s wide colours', () => {
    const palette = createPalette('P', { uuid: 'p', colors: ['oklch(84.1% 0.238 128.85)', '#123456', '#ff000080'] });
    const now = Date.now();
    const [entry] = decodeBin(encodeBin(putInBin([], palette, 0, now)), now);
    expect(entry.palette.colors.map(cssOf)).toEqual(['oklch(84.1% 0.238 128.85)', '#123456', '#ff000080']);
  });
});

describe('share links', () => {
  it('carry every colour and give it back (property); a link without `exact` opens as before', () => {
    fc.assert(
      fc.property(fc.array(authoredText, { minLength: 1, maxLength: 40 }), (texts) => {
        const colors = createPalette('P', { colors: texts }).colors.map(cssOf);
        const link = new URL(`https://example.test/palettes/preview?colors=${encodeSharedColors(colors)}&exact=${encodeURIComponent(encodeSharedExact(colors) ?? '')}`);
        const codes = parseSharedColors(link.searchParams.get('colors'));
        expect(withSharedExact(codes, link.searchParams.get('exact'))).toEqual(colors);
        expect(withSharedExact(codes, null)).toEqual(colors.map((c) => tryAuthoredColor(c)!.code));
      }),
    );
  });

  it('ignores an entry whose code was edited in the link', () => {
    expect(withSharedExact(['#000000', '#9ae600'], '0:oklch(84.1%_0.238_128.85),1:oklch(84.1%_0.238_128.85),x:1')).toEqual(['#000000', 'oklch(84.1% 0.238 128.85)']);
  });
});
