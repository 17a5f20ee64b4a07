/**
 * Open Props' colours (open-props/src/colors, the package's src/props.colors.js): its 19 hues as custom properties
 * ('--blue-6'), steps 0–12, light to dark.
 */
import colors from 'open-props/src/colors';
import type { PresetSource } from './types.ts';
import { hexOf, packageVersion } from './common.ts';

const STEPS = Array.from({ length: 13 }, (_, i) => String(i));
const CHROMATIC = ['red', 'pink', 'purple', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'choco', 'brown', 'sand', 'camo', 'jungle'];
// Sand is left with the chromatic hues: a tan (OKLCH chroma up to 0.04), where gray and stone stay under 0.02.
const GREYS = ['gray', 'stone'];

export function openPropsPreset(): PresetSource {
  const all = colors as unknown as Record<string, string>;
  const color = (hue: string, step: string) => {
    const value = all[`--${hue}-${step}`];
    if (!value) throw new Error(`open-props: no --${hue}-${step}`);
    return hexOf(value);
  };
  return {
    id: 'open-props',
    name: 'Open Props',
    package: 'open-props',
    version: packageVersion('open-props'),
    license: 'MIT',
    homepage: 'https://open-props.style/#colors',
    steps: STEPS,
    // Its darkest grey is the dark page's background.
    background: { light: '#ffffff', dark: color('gray', '12') },
    hues: [...GREYS, ...CHROMATIC].map((name) => ({ name, light: STEPS.map((step) => color(name, step)) })),
    neutrals: GREYS,
  };
}
