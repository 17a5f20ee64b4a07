/**
 * Atlassian Design System (@atlaskit/tokens/palette, its raw base palette): the nine saturated ramps and the light
 * neutral ramp, steps 100–1000, the neutral with the dark mode's own neutral ramp (DarkNeutral); the dark page is the
 * dark theme's `elevation.surface` (@atlaskit/tokens/atlassian-dark).
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageVersion, require } from './common.ts';

type RawToken = { readonly name: string; readonly value: string; readonly cleanName?: string };

// The hundreds only: the saturated ramps also have 250 and 850, which the neutral ramps lack.
const STEPS = ['100', '200', '300', '400', '500', '600', '700', '800', '900', '1000'];
const CHROMATIC = ['Blue', 'Teal', 'Green', 'Lime', 'Yellow', 'Orange', 'Red', 'Magenta', 'Purple'];
const GREYS = ['Neutral'];

export function atlassianPreset(): PresetSource {
  // Read through require: both entry points are CommonJS, each an array of tokens as its default export.
  const palette = (require('@atlaskit/tokens/palette') as { default: RawToken[] }).default;
  const dark = (require('@atlaskit/tokens/atlassian-dark') as { default: RawToken[] }).default;
  const values = new Map(palette.map((token) => [token.name, token.value]));
  const scale = (name: string) =>
    STEPS.map((step) => {
      const value = values.get(`color.palette.${name}${step}`);
      if (!value) throw new Error(`@atlaskit/tokens: no palette colour ${name}${step}`);
      return hexOf(value);
    });
  const surface = dark.find((token) => token.cleanName === 'elevation.surface');
  if (!surface) throw new Error('@atlaskit/tokens: no elevation.surface in the dark theme');
  return {
    id: 'atlassian',
    name: 'Atlassian Design System',
    package: '@atlaskit/tokens',
    version: packageVersion('@atlaskit/tokens'),
    license: 'Apache-2.0',
    homepage: 'https://atlassian.design/foundations/color-new',
    steps: STEPS,
    background: { light: '#ffffff', dark: hexOf(surface.value) },
    hues: [
      ...CHROMATIC.map((name) => ({ name, light: scale(name) })),
      // The dark mode does not invert the light neutrals: it has a ramp of its own, dark at 100 and light at 1000.
      ...GREYS.map((name) => ({ name, light: scale(name), dark: scale(`Dark${name}`) })),
    ],
    neutrals: GREYS,
  };
}
