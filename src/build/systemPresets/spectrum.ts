/**
 * Adobe Spectrum's colour palette (@adobe/spectrum-tokens, src/color-palette.json): its 17 chromatic hues and its
 * silver grey, steps 100–1600, each token with a value per colour theme (light and dark are read; wireframe is not).
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

type ColorToken = { readonly value?: string; readonly sets?: Record<string, { readonly value: string }> };

const PACKAGE = '@adobe/spectrum-tokens';
const STEPS = Array.from({ length: 16 }, (_, i) => String((i + 1) * 100));
const CHROMATIC = ['red', 'orange', 'yellow', 'chartreuse', 'celery', 'green', 'seafoam', 'cyan', 'blue', 'indigo', 'purple', 'fuchsia', 'magenta', 'pink', 'turquoise', 'cinnamon', 'brown'];
// Gray's steps (25, 50, 75, 100…1000) are not the chromatic hues' 100–1600, so it is left out; silver, a pure grey
// on the same steps as the chromatic hues, is its grey here.
const GREYS = ['silver'];

/** Returns a file of the package as JSON. */
const packageJson = (path: string): unknown => JSON.parse(packageFile(PACKAGE, path));

export function spectrumPreset(): PresetSource {
  const tokens = packageJson('src/color-palette.json') as Record<string, ColorToken>;
  const aliases = packageJson('src/color-aliases.json') as Record<string, ColorToken>;
  // A token's value in a colour theme: its own for that theme, or the one it has in every theme.
  const valueOf = (token: ColorToken | undefined, theme: 'light' | 'dark') => token?.sets?.[theme]?.value ?? token?.value;
  const color = (name: string, theme: 'light' | 'dark') => {
    const value = valueOf(tokens[name], theme);
    if (!value) throw new Error(`${PACKAGE}: no ${theme} ${name}`);
    return hexOf(value);
  };
  // The page background, background-base-color, names a palette token ('{gray-25}').
  const background = (theme: 'light' | 'dark') => {
    const ref = /^\{([\w-]+)\}$/.exec(valueOf(aliases['background-base-color'], theme) ?? '');
    if (!ref) throw new Error(`${PACKAGE}: background-base-color is not a palette token`);
    return color(ref[1], theme);
  };
  const scale = (hue: string, theme: 'light' | 'dark') => STEPS.map((step) => color(`${hue}-${step}`, theme));
  return {
    id: 'spectrum',
    name: 'Adobe Spectrum',
    package: PACKAGE,
    version: packageVersion(PACKAGE),
    license: 'Apache-2.0',
    homepage: 'https://spectrum.adobe.com/page/color-palette/',
    steps: STEPS,
    background: { light: background('light'), dark: background('dark') },
    hues: [...CHROMATIC, ...GREYS].map((name) => ({ name, light: scale(name, 'light'), dark: scale(name, 'dark') })),
    neutrals: GREYS,
  };
}
