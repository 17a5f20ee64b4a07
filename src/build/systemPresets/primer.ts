/**
 * GitHub Primer (@primer/primitives, the light and dark themes' CSS in dist/internalCss/light.css and dark.css): its
 * eight base colour scales and its display gray, steps 0–9, each theme's own values; the pages are each theme's
 * bgColor-default.
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const STEPS = Array.from({ length: 10 }, (_, i) => String(i));
const CHROMATIC = ['blue', 'green', 'yellow', 'orange', 'red', 'purple', 'pink', 'coral'];
// The base neutral scale runs 0–13; the display gray is Primer's grey with the 0–9 steps of the colour scales.
const GREYS = ['gray'];

/** Returns the colour of a custom property of a theme's CSS, following var() references. */
function property(css: string, name: string): string {
  const m = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!m) throw new Error(`@primer/primitives: no --${name}`);
  const ref = /^var\(--([\w-]+)\)$/.exec(m[1].trim());
  return ref ? property(css, ref[1]) : hexOf(m[1]);
}

export function primerPreset(): PresetSource {
  const light = packageFile('@primer/primitives', 'dist/internalCss/light.css');
  const dark = packageFile('@primer/primitives', 'dist/internalCss/dark.css');
  const scale = (css: string, name: string) =>
    STEPS.map((step) => property(css, GREYS.includes(name) ? `base-display-color-${name}-${step}` : `base-color-${name}-${step}`));
  return {
    id: 'primer',
    name: 'GitHub Primer',
    package: '@primer/primitives',
    version: packageVersion('@primer/primitives'),
    license: 'MIT',
    homepage: 'https://primer.style/foundations/color/base-scales',
    steps: STEPS,
    background: { light: property(light, 'bgColor-default'), dark: property(dark, 'bgColor-default') },
    // The dark theme's base scales run light to dark as the light theme's do; its display gray runs dark to light.
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(light, name), dark: scale(dark, name) })),
    neutrals: GREYS,
  };
}
