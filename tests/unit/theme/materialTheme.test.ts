/**
 * Material themes are the library's own: for seeded sources, every variant at every contrast level gives, in light
 * and dark, each role exactly as the library's DynamicColor resolves it (MaterialDynamicColors, the path Material
 * Theme Builder reads), the tonal palettes at their tones, and custom colours as the library's customColor.
 */
import { describe, expect, it } from 'vitest';
import {
  DynamicScheme,
  Hct,
  MaterialDynamicColors,
  SchemeContent,
  SchemeExpressive,
  SchemeFidelity,
  SchemeFruitSalad,
  SchemeMonochrome,
  SchemeNeutral,
  SchemeRainbow,
  SchemeTonalSpot,
  SchemeVibrant,
  argbFromHex,
  customColor,
  hexFromArgb,
} from '@material/material-color-utilities';
import { mulberry32 } from '../../../src/core/index.ts';
import { extendedRoles } from '../../../src/core/theme/export/names.ts';
import { MATERIAL_ROLES, MATERIAL_TONES, materialTheme, rankForTheme } from '../../../src/features/theme/materialTheme.ts';
import { MATERIAL_VARIANTS } from '../../../src/core/theme/settings.ts';

const CLASSES = {
  tonalSpot: SchemeTonalSpot,
  neutral: SchemeNeutral,
  vibrant: SchemeVibrant,
  expressive: SchemeExpressive,
  fidelity: SchemeFidelity,
  content: SchemeContent,
  rainbow: SchemeRainbow,
  fruitSalad: SchemeFruitSalad,
  monochrome: SchemeMonochrome,
} as const;

/** snake_case names of MaterialDynamicColors → our camelCase role names. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function seeds(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const out = ['#6750a4', '#3a7bd5', '#808080', '#000000', '#ffffff', '#ff0000'];
  while (out.length < count) out.push(`#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`);
  return out;
}

describe('Material themes (the official library)', () => {
  it('gives every role of every variant and contrast level exactly as the library resolves it, in light and dark', () => {
    const colors = new MaterialDynamicColors();
    for (const seed of seeds(9, 28)) {
      for (const variant of MATERIAL_VARIANTS) {
        for (const contrast of [-1, 0, 0.5, 1]) {
          const theme = materialTheme({ name: 't', seed, variant, contrast, extended: [] });
          for (const isDark of [false, true]) {
            const scheme: DynamicScheme = new CLASSES[variant](Hct.fromInt(argbFromHex(seed)), isDark, contrast);
            const ours = isDark ? theme.dark : theme.light;
            let compared = 0;
            for (const color of colors.allColors) {
              const role = camel(color.name);
              if (!(MATERIAL_ROLES as readonly string[]).includes(role)) continue;
              expect(ours[role], `${seed} ${variant} ${contrast} ${isDark ? 'dark' : 'light'} ${role}`).toBe(hexFromArgb(color.getArgb(scheme)));
              compared++;
            }
            expect(compared).toBeGreaterThanOrEqual(45);
          }
          expect(theme.roles).toEqual([...MATERIAL_ROLES]);
        }
      }
    }
  });

  it('gives the tonal palettes at Material Theme Builder tones and the custom colours as customColor', () => {
    const seed = '#3a7bd5';
    const theme = materialTheme({ name: 't', seed, variant: 'tonalSpot', contrast: 0, extended: [{ name: 'success', hex: '#2e7d32', harmonize: true }, { name: 'brand', hex: '#ff6600', harmonize: false }] });
    const scheme = new SchemeTonalSpot(Hct.fromInt(argbFromHex(seed)), false, 0);
    const primary = theme.palettes.find((p) => p.name === 'primary')!;
    expect(primary.tones.map((t) => t.tone)).toEqual([...MATERIAL_TONES]);
    for (const { tone, hex } of primary.tones) expect(hex).toBe(hexFromArgb(scheme.primaryPalette.tone(tone)));
    for (const [name, hex, blend] of [['success', '#2e7d32', true], ['brand', '#ff6600', false]] as const) {
      const group = customColor(argbFromHex(seed), { name, value: argbFromHex(hex), blend });
      const [color, on, container, onContainer] = extendedRoles(name, ['success', 'brand']);
      expect(theme.roles).toContain(onContainer);
      expect(theme.light[color]).toBe(hexFromArgb(group.light.color));
      expect(theme.light[on]).toBe(hexFromArgb(group.light.onColor));
      expect(theme.dark[container]).toBe(hexFromArgb(group.dark.colorContainer));
      expect(theme.dark[onContainer]).toBe(hexFromArgb(group.dark.onColorContainer));
    }
  });

  it('replaces the variant palettes with a palette colours, as custom core colours', () => {
    const plain = materialTheme({ name: 't', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, extended: [] });
    const custom = materialTheme({ name: 't', seed: '#3a7bd5', variant: 'tonalSpot', contrast: 0, secondary: '#e76f51', tertiary: '#2a9d8f', extended: [] });
    expect(custom.light.primary).toBe(plain.light.primary);
    expect(custom.light.secondary).not.toBe(plain.light.secondary);
    expect(custom.palettes.find((p) => p.name === 'tertiary')!.tones).not.toEqual(plain.palettes.find((p) => p.name === 'tertiary')!.tones);
  });

  it('ranks an image colours for theme use, greys last', () => {
    const order = rankForTheme(['#777777', '#3a7bd5', '#eeeeee', '#e76f51']);
    expect(order).toHaveLength(4);
    expect(new Set(order).size).toBe(4);
    expect([1, 3]).toContain(order[0]);
    expect(order.indexOf(0)).toBeGreaterThan(order.indexOf(1));
  });
});
