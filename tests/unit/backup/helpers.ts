/** Backups for the backup tests: seeded codes, palettes and a full library, built fresh by each call. */
import type { SavedTheme } from '../../../src/core/model/themes.ts';
import { irodoriThemeColors } from '../../../src/core/theme/buildTheme.ts';
import { irodoriTheme } from '../../../src/core/theme/irodoriTheme.ts';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '../../../src/core/theme/settings.ts';
import type { Backup, BackupImage } from '../../../src/core/backup/backupFile.ts';
import type { StoredPalette } from '../../../src/core/model/codecs.ts';

/** Returns `count` (at most 250) distinct '#rrggbb' codes, different for each seed. */
export function codes(count: number, seed = 1): string[] {
  return Array.from({ length: count }, (_, i) => `#${((seed * 0x9e3779 + i * 0x010203) & 0xffffff).toString(16).padStart(6, '0')}`);
}

/** Returns a palette of `count` seeded colours. */
export function palette(uuid: string, name: string, count = 3, seed = uuid.length * 31 + uuid.charCodeAt(0)): StoredPalette {
  return { uuid, name, colors: codes(count, seed) };
}

/** Returns an image record with every kind of edit (moved by index, added, a colour picked off the image). */
export function image(data = 'iVBORw0KGgo='): BackupImage {
  return {
    name: 'Sunset at Kamakura.png',
    type: 'image/png',
    data,
    k: 6,
    moved: { '0': { code: '#aabbcc', x: 10, y: 20 }, '11': { code: '#010203', x: 0, y: 0 } },
    added: [
      { code: '#ff8800', x: 5, y: 7 },
      { code: '#123456', x: null, y: null },
    ],
  };
}

/** Returns a backup of `palettes` palettes of `colors` colours, a full history, both settings and an image. */
export function fullBackup(palettes = 200, colors = 100): Backup {
  return {
    exportedAt: '2025-03-14T09:26:53.589Z',
    palettes: Array.from({ length: palettes }, (_, i) => ({ uuid: `palette-${i}`, name: `Palette ${i} 日本の色`, colors: codes(colors, i + 2) })),
    history: codes(100, 9999),
    settings: { theme: 'dark', language: 'ja' },
    image: image(),
    themes: [savedTheme('t1', '#3a7bd5'), savedTheme('t2', '#e76f51')],
  };
}

/** Returns a small backup: three palettes, a short history, no image. */
export function smallBackup(): Backup {
  return {
    exportedAt: '2025-03-14T09:26:53.589Z',
    palettes: [palette('p0', 'Brand'), palette('p1', 'Sea'), palette('p2', 'Autumn')],
    history: ['#ff0000', '#00ff00'],
    settings: { theme: null, language: 'en' },
    image: null,
    themes: [],
  };
}

/** Returns a saved theme of Irodori's method from one colour, as the themes store keeps it. */
export function savedTheme(id: string, seed: string): SavedTheme {
  const name = `Theme ${id}`;
  const settings: ThemeSettings = { ...DEFAULT_THEME_SETTINGS, method: 'irodori', source: { kind: 'color', colors: [seed] }, assignment: { primary: 0 } };
  return { id, savedAt: 1_741_944_413_589, name, settings, theme: irodoriThemeColors(irodoriTheme({ seeds: { primary: seed }, target: 'wcag-4.5' }), name, seed) };
}
