/**
 * IBM Carbon (@carbon/colors, its `colors` export): the seven chromatic families of Carbon's colour page and its three
 * greys, steps 10–100; gray 100 is the g100 theme's background.
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageVersion, require } from './common.ts';

const STEPS = ['10', '20', '30', '40', '50', '60', '70', '80', '90', '100'];
// Yellow and orange are in the package too, but Carbon keeps them for status colours, off its palette page.
const CHROMATIC = ['red', 'magenta', 'purple', 'blue', 'cyan', 'teal', 'green'];
const GREYS = ['gray', 'coolGray', 'warmGray'];

export function carbonPreset(): PresetSource {
  // Read through require: the package is CommonJS and its type declarations point at a file it does not ship.
  const { colors } = require('@carbon/colors') as { colors: Record<string, Record<string, string>> };
  const scale = (name: string) =>
    STEPS.map((step) => {
      const value = colors[name]?.[step];
      if (!value) throw new Error(`@carbon/colors: no ${name} ${step}`);
      return hexOf(value);
    });
  return {
    id: 'carbon',
    name: 'IBM Carbon',
    package: '@carbon/colors',
    version: packageVersion('@carbon/colors'),
    license: 'Apache-2.0',
    homepage: 'https://carbondesignsystem.com/elements/color/overview/',
    steps: STEPS,
    background: { light: '#ffffff', dark: scale('gray')[9] },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(name) })),
    neutrals: GREYS,
  };
}
