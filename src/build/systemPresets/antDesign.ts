/**
 * Ant Design (@ant-design/colors): its 13 preset palettes, steps 1–10, light (`presetPalettes`) and dark
 * (`presetDarkPalettes`, which run from dark to light as its dark theme uses them); grey is its neutral.
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageVersion, require } from './common.ts';

type AntColors = typeof import('@ant-design/colors');

const STEPS = Array.from({ length: 10 }, (_, i) => String(i + 1));
const CHROMATIC = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'];
const GREYS = ['grey'];

export function antDesignPreset(): PresetSource {
  // Read through require: the package's main entry is CommonJS.
  const { presetPalettes, presetDarkPalettes } = require('@ant-design/colors') as AntColors;
  // Each palette is an array of its ten colours (index = step − 1), with its primary colour as an extra property.
  const scale = (palettes: Record<string, readonly string[]>, name: string) => {
    const colors = palettes[name];
    if (!colors || colors.length !== STEPS.length) throw new Error(`@ant-design/colors: no 10-step ${name}`);
    return colors.map(hexOf);
  };
  return {
    id: 'ant-design',
    name: 'Ant Design',
    package: '@ant-design/colors',
    version: packageVersion('@ant-design/colors'),
    license: 'MIT',
    homepage: 'https://ant.design/docs/spec/colors',
    steps: STEPS,
    // The package holds no theme: #141414 is the container background of Ant Design's dark algorithm.
    background: { light: '#ffffff', dark: '#141414' },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(presetPalettes, name), dark: scale(presetDarkPalettes, name) })),
    neutrals: GREYS,
  };
}
