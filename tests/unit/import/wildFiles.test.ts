/**
 * Import against files from the wild (tests/fixtures/import-wild, where each comes from in its SOURCES.md): each is
 * brought in as a user brings it (a file's bytes with its name, or a paste's text), through the entry the import
 * dialog uses, and must give its colours, names and count, or refuse in words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateFlags, parseImport } from '../../../src/core/import/importColors.ts';
import { ImportFailure, type ImportFormat, type ImportResult } from '../../../src/core/import/importTypes.ts';
import { tailwindPalette } from '../../../src/ui/import/tailwindPalette.ts';
import en from '../../../locales/en/import.json';

const DIR = join(import.meta.dirname, '../../fixtures/import-wild');

/** The files and how SOURCES.md says a user brings each in. */
const SOURCES = readFileSync(join(DIR, 'SOURCES.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| \S+\.\S+ \|/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map((cells) => ({ file: cells[1], how: cells[6] as 'file' | 'paste' }));

/** Imports a fixture as the dialog does: a file as its bytes and name, a paste as its text. */
function importWild(file: string): ImportResult {
  const how = SOURCES.find((source) => source.file === file)?.how;
  const options = { tailwind: tailwindPalette(), japanese: null };
  if (how === 'paste') return parseImport(readFileSync(join(DIR, file), 'utf8'), options);
  if (how === 'file') return parseImport(new Uint8Array(readFileSync(join(DIR, file))), { ...options, fileName: file });
  throw new Error(`${file} is not in SOURCES.md`);
}

/** What a file must give: its format, counts (colours, of them duplicates, unreadable) and some colours: [index, colour as kept, name]. */
type Expected = {
  format: ImportFormat;
  count: number;
  duplicates?: number;
  unreadable?: number;
  title?: string | null;
  colors: [number, string, string | null][];
};

const EXPECTED: Record<string, Expected> = {
  'solarized.ase': {
    format: 'ase',
    count: 16,
    colors: [
      [0, 'lab(14.9993896484 -12 -12)', 'solarized-base03'],
      [8, 'lab(60.0006103516 10 65)', 'solarized-yellow'],
      [15, 'lab(60.0006103516 -20 65)', 'solarized-green'],
    ],
  },
  'palettelib-example.ase': {
    format: 'ase',
    count: 4,
    colors: [
      [0, 'color(srgb 0.451711252773 0.723593715975 0)', 'Green'],
      [2, 'lab(60.0000023842 -35 -5)', 'Cyan Spot (global)'],
      [3, 'color(srgb 0.75 0.75 0.75)', 'Light Grey'],
    ],
  },
  'ibm-colors.ase': {
    format: 'ase',
    count: 204,
    duplicates: 2,
    colors: [
      [0, 'color(srgb 0.905882358551 0.913725495338 0.96862745285)', 'ultramarine 1'],
      [102, 'color(srgb 0.980392158031 0.678431391716 0.588235318661)', 'peach 20'],
      [203, '#ffffff', 'white 0'],
    ],
  },
  'material-photoshop.aco': {
    format: 'aco',
    count: 256,
    colors: [
      [0, 'color(srgb 0.956847486076 0.262729839017 0.211764705882)', 'Red 500 - Primary'],
      [128, 'color(srgb 0.784298466468 0.901945525292 0.788204776074)', 'Green 100'],
      [255, '#ffffff', 'ffffff'],
    ],
  },
  'pantone.aco': {
    format: 'aco',
    count: 1354,
    duplicates: 13,
    colors: [
      [0, 'lab(88.98 -1.31 110.87)', 'PANTONE Yellow C'],
      [677, 'lab(73.09 -5.12 -17.55)', 'PANTONE 644 C'],
      [1353, 'lab(24.22 1.28 2.89)', 'PANTONE Black 7 C'],
    ],
  },
  'Midnight_Produce.swatches': {
    format: 'procreate',
    count: 15,
    title: 'Midnight Produce',
    colors: [
      [0, '#030303', null],
      [1, 'color(srgb 0.239215686917 0.86274510622 0.713725507259)', null],
      [14, 'color(srgb 0.807843148708 0.796078443527 0.109803922474)', null],
    ],
  },
  'Copic-Sketch.gpl': {
    format: 'gpl',
    count: 350,
    duplicates: 3,
    title: 'Copic Sketch',
    colors: [
      [0, '#ffffff', 'Colorless Blender'],
      [1, '#1e1b1a', 'Black'],
      [349, '#f7c081', 'Mellow Peach'],
    ],
  },
  // 32 colours, then 224 entries of padding (black again): marked as duplicates, to be left out with one tick.
  'db32_v1.grafx2.pal': {
    format: 'jasc',
    count: 256,
    duplicates: 224,
    colors: [
      [0, '#000000', null],
      [1, '#222034', null],
      [31, '#8a6f30', null],
    ],
  },
  'db32_v1.paint.net.txt': {
    format: 'paintnet',
    count: 32,
    colors: [
      [1, '#222034', null],
      [16, '#306082', null],
      [31, '#8a6f30', null],
    ],
  },
  'desolate-guest.hex': {
    format: 'list',
    count: 128,
    colors: [
      [1, '#131013', null],
      [64, '#4c5870', null],
      [127, '#ffffff', null],
    ],
  },
  'ibm-colors.sketchpalette': {
    format: 'sketch',
    count: 204,
    duplicates: 2,
    colors: [
      [0, '#e7e9f7', null],
      [102, '#faad96', null],
    ],
  },
  'figma-sds-color.tokens.json': {
    format: 'tokens',
    count: 90,
    duplicates: 10,
    colors: [
      [0, 'rgb(12 12 13 / 0.050980392157)', 'color-black-100'],
      [45, '#d732a8', 'color-pink-600'],
      [89, '#401b01', 'color-yellow-1000'],
    ],
  },
  // Its references followed set by set; colours Tokens Studio modifies (lighten, darken) and "none" are listed.
  'workday-canvas-tokens.json': {
    format: 'tokensStudio',
    count: 282,
    duplicates: 111,
    unreadable: 27,
    colors: [
      [0, '#fff1f0', 'palette.cinnamon.100'],
      [141, '#4b5662', 'palette.licorice.400'],
      [281, '#ffffff', 'button.delete.fg'],
    ],
  },
  'kong-color-base.json': {
    format: 'styleDictionary',
    count: 62,
    duplicates: 2,
    colors: [
      [0, '#f2f6fe', 'color-base-blue-100'],
      [31, '#07a88d', 'color-base-green-500'],
      [51, 'rgb(0 0 0 / 0.85)', 'color-base-black-85'],
      [61, '#ffffff', 'color-base-white'],
    ],
  },
  'confetti-figma-variables.json': {
    format: 'figma',
    count: 11,
    title: 'Confetti Mobile',
    colors: [
      [0, '#6835e7', 'color/primary'],
      [5, '#7d5261', 'color/tertiary'],
      [10, '#79757f', 'color/outline'],
    ],
  },
  'material-theme.json': { format: 'material', count: 1, colors: [[0, '#009688', 'primary']] },
  // The literal colours; `colors.amber` and `colors.slate` are Tailwind's own palette, not written in the file.
  'plausible-tailwind.config.js': {
    format: 'tailwind3',
    count: 3,
    colors: [
      [0, '#0d121e', 'gray-950'],
      [2, '#252f3f', 'gray-825'],
    ],
  },
  'shadcn-shipdash-index.css': {
    format: 'tailwind4',
    count: 64,
    duplicates: 39,
    colors: [
      [0, '#ffffff', 'background'],
      [19, 'color(srgb 0.9064 0.43216 0.3136)', 'chart-1'],
      [32, 'color(srgb 0.0351 0.0351 0.0429)', 'background'],
      [63, 'color(srgb 0.831111 0.831111 0.846889)', 'sidebar-ring'],
    ],
  },
  'foundation-settings.scss': {
    format: 'scss',
    count: 12,
    colors: [
      [0, '#1779ba', 'primary'],
      [1, '#767676', 'secondary'],
      [2, '#3adb76', 'success'],
      [3, '#ffae00', 'warning'],
      [4, '#cc4b37', 'alert'],
      [9, '#fefefe', 'white'],
      [10, 'rgb(0 0 0 / 0.16)', null],
    ],
  },
  'semantic-ui-site.variables': {
    format: 'less',
    count: 131,
    duplicates: 16,
    colors: [
      [0, '#85b7d9', 'focusedFormBorderColor'],
      [3, 'rgb(0 0 0 / 0.87)', 'textColor'],
      [17, '#db2828', 'red'],
      [130, 'rgb(34 36 38 / 0.25)', null],
    ],
  },
  'newpipe-colors.xml': {
    format: 'android',
    count: 62,
    duplicates: 11,
    colors: [
      [0, '#000000', 'contrastColor'],
      [2, '#cd201f', 'ic_launcher_background'],
      [31, '#ffffff33', 'dark_border_color'],
      [33, '#ff5252', 'black_settings_accent_color'],
      [39, '#000000af', 'queue_background_color'],
      [42, '#e53935c8', 'live_duration_background_color'],
      [61, '#000000', 'black'],
    ],
  },
  'water-dark.css': {
    format: 'css',
    count: 21,
    duplicates: 11,
    colors: [
      [0, '#dbdbdb', null],
      [1, '#202b38', null],
      [20, '#415c73', null],
    ],
  },
  'Blue50.colorset-Contents.json': { format: 'colorset', count: 1, title: 'Blue50', colors: [[0, '#0675c4', 'Blue50']] },
};

describe('files from the wild', () => {
  it('has an expectation for every fixture SOURCES.md lists, and a fixture for every one', () => {
    expect(SOURCES.map((s) => s.file).sort()).toEqual([...Object.keys(EXPECTED), 'lakelife.kpl'].sort());
  });

  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`${file}: ${expected.count} colors as ${expected.format}`, () => {
      const result = importWild(file);
      expect(result.format).toBe(expected.format);
      expect(result.colors).toHaveLength(expected.count);
      expect(duplicateFlags(result.colors).filter(Boolean)).toHaveLength(expected.duplicates ?? 0);
      expect(result.unreadable, JSON.stringify(result.unreadable.slice(0, 5))).toHaveLength(expected.unreadable ?? 0);
      if (expected.title !== undefined) expect(result.title).toBe(expected.title);
      for (const [index, color, name] of expected.colors) {
        expect([index, result.colors[index].exact ?? result.colors[index].code, result.colors[index].name]).toEqual([index, color, name]);
      }
    });
  }

  it('lakelife.kpl (Krita, a zip of Lab colours) is refused in words, not read as something else', () => {
    let failure: unknown = null;
    try {
      importWild('lakelife.kpl');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ImportFailure);
    const reason = (failure as ImportFailure).reason;
    expect(reason).toBe('binary');
    // What the dialog says for it.
    expect(en.failures[reason]).toBe('This file is neither text nor a palette file Irodori reads.');
  });

  it('the Tokens Studio file lists only what it truly cannot resolve, each with its text', () => {
    const texts = importWild('workday-canvas-tokens.json').unreadable.map((u) => u.text);
    expect(texts).toContain('brand.primary.lightest: {brand.primary.base} (lighten 0.7 lch)');
    expect(texts).toContain('color.bg.secondary.default: none');
    expect(texts.every((text) => /\(lighten|\(darken|none$|: \{/.test(text))).toBe(true);
  });
});
