/** Tailwind CSS's default palette (tailwindcss/theme.css, OKLCH): its 17 chromatic families and 5 greys, 50–950. */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const CHROMATIC = ['red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose'];
const GREYS = ['slate', 'gray', 'zinc', 'neutral', 'stone'];

export function tailwindPreset(): PresetSource {
  const css = packageFile('tailwindcss', 'theme.css');
  const color = (family: string, step: string) => {
    const m = new RegExp(`--color-${family}-${step}:\\s*([^;]+);`).exec(css);
    if (!m) throw new Error(`tailwindcss: no --color-${family}-${step}`);
    return hexOf(m[1]);
  };
  return {
    id: 'tailwind',
    name: 'Tailwind CSS',
    package: 'tailwindcss',
    version: packageVersion('tailwindcss'),
    license: 'MIT',
    homepage: 'https://tailwindcss.com/docs/colors',
    steps: STEPS,
    background: { light: '#ffffff', dark: color('gray', '950') },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: STEPS.map((step) => color(name, step)) })),
    neutrals: GREYS,
  };
}
