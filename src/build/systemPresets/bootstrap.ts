/**
 * Bootstrap 5.3's colour scales (bootstrap, scss/_variables.scss: $blue-100 … $blue-900, tints and shades its Sass
 * computes from $blue): a tiny stylesheet compiled with the installed Sass prints each one as a custom property. Ten
 * chromatic hues and gray, steps 100–900; the dark page background is $body-bg-dark (scss/_variables-dark.scss).
 */
import * as sass from 'sass';
import { dirname } from 'node:path';
import type { PresetSource } from './types.ts';
import { hexOf, packageDir, packageVersion } from './common.ts';

const STEPS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];
const CHROMATIC = ['blue', 'indigo', 'purple', 'pink', 'red', 'orange', 'yellow', 'green', 'teal', 'cyan'];
const GREYS = ['gray'];

export function bootstrapPreset(): PresetSource {
  const names = [...CHROMATIC, ...GREYS].flatMap((hue) => STEPS.map((step) => `${hue}-${step}`));
  const source = [
    "@import 'bootstrap/scss/functions';",
    "@import 'bootstrap/scss/variables';",
    "@import 'bootstrap/scss/variables-dark';",
    `:root { ${[...names, 'body-bg', 'body-bg-dark'].map((name) => `--${name}: #{$${name}};`).join(' ')} }`,
  ].join('\n');
  // Bootstrap 5.3 is written with @import and Sass's global functions, which current Sass warns about: the warnings
  // are about Bootstrap's source, not the values, so they are silenced.
  const { css } = sass.compileString(source, {
    loadPaths: [dirname(packageDir('bootstrap'))],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
  });
  const color = (name: string) => {
    const m = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
    if (!m) throw new Error(`bootstrap: no $${name}`);
    return hexOf(m[1]);
  };
  return {
    id: 'bootstrap',
    name: 'Bootstrap',
    package: 'bootstrap',
    version: packageVersion('bootstrap'),
    license: 'MIT',
    homepage: 'https://getbootstrap.com/docs/5.3/customize/color/',
    steps: STEPS,
    background: { light: color('body-bg'), dark: color('body-bg-dark') },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: STEPS.map((step) => color(`${name}-${step}`)) })),
    neutrals: GREYS,
  };
}
