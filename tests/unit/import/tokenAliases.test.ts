/**
 * The design tokens the theme and the scales write (DTCG 2025.10 colour objects, a theme's roles aliases of its palette
 * tones) come back in through Import: every role under its token name with its colour, the alias followed to the tone
 * it names, in light and in dark; every tone; every step of every scale family.
 */
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { exportFamilies, exportScales, generateScale, type NamedScale } from '../../../src/core/index.ts';
import { dtcgKeys, themeTokenKeys } from '../../../src/core/theme/export/tokens.ts';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { toneKey } from '../../../src/core/theme/export/names.ts';
import { materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { HOSTILE_EXTENDED_NAMES, IRODORI_THEME, MATERIAL_THEME } from '../theme/themeArbitraries.ts';

const HOSTILE_THEME = materialTheme({
  name: 'Ocean {dark}.v2 🌊',
  seed: '#3a7bd5',
  variant: 'tonalSpot',
  contrast: 0,
  extended: [...HOSTILE_EXTENDED_NAMES, '藍色', '🎨', 'constructor'].map((name, i) => ({ name, hex: `#${(0x2e7d32 + i * 0x10305).toString(16)}`, harmonize: i % 2 === 0 })),
});

describe('a theme’s design tokens through Import', () => {
  it.each([
    ['Material', MATERIAL_THEME],
    ['Irodori', IRODORI_THEME],
    ['hostile names', HOSTILE_THEME],
  ] as const)('%s: every role (aliases followed) and every tone, light and dark', (_, theme) => {
    const keys = themeTokenKeys(theme);
    const files = themeFiles('dtcg', theme);
    expect(files.map((f) => f.path)).toEqual(['light.tokens.json', 'dark.tokens.json']);
    // The alias form is what is read: the light file refers to at least one tone.
    expect(files[0].content as string).toMatch(/"\{palette\.[a-z0-9-]+\.\d+\}"/);
    for (const [index, appearance] of (['light', 'dark'] as const).entries()) {
      const result = parseImport(files[index].content as string);
      expect(result.unreadable).toEqual([]);
      const read = new Map(result.colors.map((c) => [c.name, c.code]));
      for (const role of theme.roles) expect(read.get(`color-${keys.role(role)}`), `${appearance} ${role}`).toBe(theme[appearance][role].toLowerCase());
      for (const p of theme.palettes) for (const t of p.tones) expect(read.get(`palette-${keys.palette(p.name)}-${toneKey(t.tone, '-')}`)).toBe(t.hex.toLowerCase());
      expect(result.colors.length).toBe(theme.roles.length + theme.palettes.reduce((n, p) => n + p.tones.length, 0));
    }
  });
});

describe('the scales’ design tokens through Import', () => {
  it('every step of every family, under its group and step', () => {
    const radix = generateScale({ kind: 'radix', color: '#3a7bd5' });
    const scales: NamedScale[] = [
      { name: 'brand', steps: generateScale({ kind: 'tailwind', color: '#e76f51' }).steps },
      { name: '藍色 🎨', steps: radix.steps },
      { name: 'brand', steps: radix.dark! },
    ];
    const result = parseImport(exportScales('tokensColor', scales));
    expect(result.unreadable).toEqual([]);
    const read = new Map(result.colors.map((c) => [c.name, c.code]));
    const families = exportFamilies(scales);
    const ids = dtcgKeys(families.map((f) => f.id));
    families.forEach((family, i) => {
      for (const step of family.steps) expect(read.get(`${ids[i]}-${step.key}`), `${ids[i]} ${step.key}`).toBe(step.hex.toLowerCase());
    });
    expect(result.colors.length).toBe(families.reduce((n, f) => n + f.steps.length, 0));
  });
});
