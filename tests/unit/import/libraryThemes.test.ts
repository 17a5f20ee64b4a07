/**
 * The component-library themes come back in through Import as palettes: each file of each library (CSS, Sass, the
 * registry item's JSON, the TypeScript modules) is read with its colours named (but Mantine's shade tuples), the light
 * and dark primary among them.
 */
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { THEME_FORMATS, themeFiles } from '../../../src/core/theme/export/index.ts';
import { IRODORI_THEME, MATERIAL_THEME } from '../theme/themeArbitraries.ts';

describe('component-library themes through Import', () => {
  for (const theme of [IRODORI_THEME, MATERIAL_THEME]) {
    for (const format of THEME_FORMATS.filter((f) => f.platform === 'components')) {
      it(`${format.id} (${theme.roles.length} roles): every file reads back, primary in light and dark among its named colours`, () => {
        for (const file of themeFiles(format.id, theme)) {
          const result = parseImport(file.content);
          const codes = result.colors.map((c) => c.code);
          expect(result.colors.length, file.path).toBeGreaterThanOrEqual(8);
          // Mantine's families are tuples of ten shades: their colours come back without names of their own.
          if (format.id !== 'mantine') expect(result.colors.every((c) => c.name !== null && c.name !== ''), file.path).toBe(true);
          expect(codes, file.path).toContain(theme.light.primary.toLowerCase());
          expect(codes, file.path).toContain(theme.dark.primary.toLowerCase());
        }
      });
    }
  }
});
