/**
 * Pico CSS's colour palette (@picocss/pico, css/pico.colors.css): its 20 families as custom properties
 * ('--pico-color-azure-550'), steps 50, 100, 150 … 950, light to dark; the page backgrounds from css/pico.css.
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const STEPS = Array.from({ length: 19 }, (_, i) => String((i + 1) * 50));
const CHROMATIC = ['red', 'pink', 'fuchsia', 'purple', 'violet', 'indigo', 'blue', 'azure', 'cyan', 'jade', 'green', 'lime', 'yellow', 'amber', 'pumpkin', 'orange'];
// Sand is a warm grey (OKLCH chroma under 0.025, below slate's 0.055), so it counts with the greys.
const GREYS = ['sand', 'grey', 'zinc', 'slate'];

export function picoPreset(): PresetSource {
  const css = packageFile('@picocss/pico', 'css/pico.colors.css');
  const color = (family: string, step: string) => {
    const m = new RegExp(`--pico-color-${family}-${step}:\\s*([^;]+);`).exec(css);
    if (!m) throw new Error(`@picocss/pico: no --pico-color-${family}-${step}`);
    return hexOf(m[1]);
  };
  // pico.css sets --pico-background-color first for the light theme (:root) and then in [data-theme=dark].
  const theme = packageFile('@picocss/pico', 'css/pico.css');
  const background = (from: number) => {
    const m = /--pico-background-color:\s*([^;]+);/.exec(theme.slice(from));
    if (!m) throw new Error('@picocss/pico: no --pico-background-color');
    return hexOf(m[1]);
  };
  const dark = theme.indexOf('[data-theme=dark] {');
  if (dark < 0) throw new Error('@picocss/pico: no [data-theme=dark] rule');
  return {
    id: 'pico',
    name: 'Pico CSS',
    package: '@picocss/pico',
    version: packageVersion('@picocss/pico'),
    license: 'MIT',
    homepage: 'https://picocss.com/docs/colors',
    steps: STEPS,
    background: { light: background(0), dark: background(dark) },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: STEPS.map((step) => color(name, step)) })),
    neutrals: GREYS,
  };
}
