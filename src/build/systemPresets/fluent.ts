/**
 * Microsoft Fluent 2 (@fluentui/tokens, its global colour palettes in lib-commonjs/global/colors.cjs): 22 of its
 * shared colours and charcoal, its pure grey, each from tint60 (lightest) through primary to shade50 (darkest); the
 * dark page is webDarkTheme's colorNeutralBackground1.
 */
import { join } from 'node:path';
import { webDarkTheme } from '@fluentui/tokens';
import type { PresetSource } from './types.ts';
import { hexOf, packageDir, packageVersion, require } from './common.ts';

// Lightest first, as the other presets run.
const STEPS = ['tint60', 'tint50', 'tint40', 'tint30', 'tint20', 'tint10', 'primary', 'shade10', 'shade20', 'shade30', 'shade40', 'shade50'];
// The status colours and the persona colours that are hues of their own, around the wheel from red.
const CHROMATIC = ['darkRed', 'cranberry', 'red', 'darkOrange', 'orange', 'marigold', 'yellow', 'lightGreen', 'green', 'seafoam', 'teal', 'cyan', 'blue', 'royalBlue', 'cornflower', 'navy', 'lavender', 'purple', 'grape', 'berry', 'magenta', 'pink'];
// Fluent's `grey` ramp is named 2–99, not by these steps; charcoal is its grey with the shared colours' steps.
const GREYS = ['charcoal'];

export function fluentPreset(): PresetSource {
  // The package exports only themes, so the palettes are read from the module that defines them (CommonJS build).
  const colors = require(join(packageDir('@fluentui/tokens'), 'lib-commonjs', 'global', 'colors.cjs')) as Record<string, Record<string, string> | undefined>;
  const scale = (name: string) =>
    STEPS.map((step) => {
      const value = colors[name]?.[step];
      if (!value) throw new Error(`@fluentui/tokens: no ${name}.${step}`);
      return hexOf(value);
    });
  return {
    id: 'fluent',
    name: 'Fluent 2',
    package: '@fluentui/tokens',
    version: packageVersion('@fluentui/tokens'),
    license: 'MIT',
    homepage: 'https://fluent2.microsoft.design/color',
    steps: STEPS,
    background: { light: '#ffffff', dark: hexOf(webDarkTheme.colorNeutralBackground1) },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(name) })),
    neutrals: GREYS,
  };
}
