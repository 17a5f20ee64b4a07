/** Open Color (open-color/open-color.json): its 12 chromatic hues and its gray, steps 0–9; gray 9 is the dark page. */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const STEPS = Array.from({ length: 10 }, (_, i) => String(i));
const GREYS = ['gray'];

export function openColorPreset(): PresetSource {
  // The JSON holds each hue as an array of ten colours (index = step) beside the single colours white and black.
  const json = JSON.parse(packageFile('open-color', 'open-color.json')) as Record<string, string | string[]>;
  const scale = (name: string) => {
    const colors = json[name];
    if (!Array.isArray(colors) || colors.length !== STEPS.length) throw new Error(`open-color: no 10-step ${name}`);
    return colors.map(hexOf);
  };
  // Every array in the file is a hue, in the file's order (gray first, then around the wheel from red).
  const chromatic = Object.keys(json).filter((name) => Array.isArray(json[name]) && !GREYS.includes(name));
  return {
    id: 'open-color',
    name: 'Open Color',
    package: 'open-color',
    version: packageVersion('open-color'),
    license: 'MIT',
    homepage: 'https://yeun.github.io/open-color/',
    steps: STEPS,
    background: { light: '#ffffff', dark: scale('gray')[9] },
    hues: [...chromatic, ...GREYS].map((name) => ({ name, light: scale(name) })),
    neutrals: GREYS,
  };
}
