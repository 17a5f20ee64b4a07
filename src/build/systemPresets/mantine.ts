/**
 * Mantine's default colours (@mantine/core, esm/core/MantineProvider/default-colors.mjs: DEFAULT_THEME.colors), read
 * as text so that nothing of React runs: 14 hues of 10 shades, steps 0–9, light to dark.
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const PACKAGE = '@mantine/core';
const STEPS = Array.from({ length: 10 }, (_, i) => String(i));
const CHROMATIC = ['red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'];
const GREYS = ['dark', 'gray'];

export function mantinePreset(): PresetSource {
  const source = packageFile(PACKAGE, 'esm/core/MantineProvider/default-colors.mjs');
  // Each hue is written `\tblue: [\n\t\t"#e7f5ff",\n … \n\t]`.
  const scale = (hue: string) => {
    const block = new RegExp(`\\b${hue}: \\[([^\\]]*)\\]`).exec(source);
    if (!block) throw new Error(`${PACKAGE}: no colors.${hue}`);
    const values = [...block[1].matchAll(/"([^"]+)"/g)].map((m) => hexOf(m[1]));
    if (values.length !== STEPS.length) throw new Error(`${PACKAGE}: colors.${hue} has ${values.length} shades`);
    return values;
  };
  const hues = [...GREYS, ...CHROMATIC].map((name) => ({ name, light: scale(name) }));
  return {
    id: 'mantine',
    name: 'Mantine',
    package: PACKAGE,
    version: packageVersion(PACKAGE),
    license: 'MIT',
    homepage: 'https://mantine.dev/theming/colors/',
    steps: STEPS,
    // The dark colour scheme's body is dark 7 (styles.css: --mantine-color-body: var(--mantine-color-dark-7)).
    background: { light: '#ffffff', dark: hues[0].light[7] },
    hues,
    neutrals: GREYS,
  };
}
