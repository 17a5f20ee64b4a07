/** Radix Colors (@radix-ui/colors): 22 of its chromatic scales and two greys, steps 1–12, light and dark. */
import * as radix from '@radix-ui/colors';
import type { PresetSource } from './types.ts';
import { packageVersion } from './common.ts';

const CHROMATIC = ['tomato', 'red', 'ruby', 'crimson', 'pink', 'plum', 'purple', 'violet', 'iris', 'indigo', 'blue', 'cyan', 'teal', 'jade', 'green', 'grass', 'orange', 'amber', 'yellow', 'lime', 'sky', 'mint'];
const GREYS = ['gray', 'slate'];
const STEPS = Array.from({ length: 12 }, (_, i) => String(i + 1));

export function radixPreset(): PresetSource {
  const all = radix as unknown as Record<string, Record<string, string>>;
  const scale = (name: string, dark: boolean) => STEPS.map((step) => all[dark ? `${name}Dark` : name][`${name}${step}`]);
  return {
    id: 'radix',
    name: 'Radix Colors',
    package: '@radix-ui/colors',
    version: packageVersion('@radix-ui/colors'),
    license: 'MIT',
    homepage: 'https://www.radix-ui.com/colors',
    steps: STEPS,
    background: { light: '#ffffff', dark: '#111111' },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(name, false), dark: scale(name, true) })),
    neutrals: GREYS,
  };
}
