/**
 * Chakra UI v3's default colour tokens (@chakra-ui/react, dist/esm/theme/tokens/colors.js), read as text so that
 * nothing of React runs: its 9 chromatic scales and gray, steps 50–950; the page backgrounds are the bg semantic
 * token's (dist/esm/theme/semantic-tokens/colors.js).
 */
import type { PresetSource } from './types.ts';
import { hexOf, packageFile, packageVersion } from './common.ts';

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const CHROMATIC = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const GREYS = ['gray'];

export function chakraPreset(): PresetSource {
  const tokens = packageFile('@chakra-ui/react', 'dist/esm/theme/tokens/colors.js');
  // A scale is written `  blue: {\n    50: { value: "#eff6ff" },\n … }`; a single colour `  black: { value: "#09090B" }`.
  const scale = (hue: string) => {
    const block = new RegExp(`\\n\\s*${hue}: \\{\\n([^]*?)\\n\\s*\\}`).exec(tokens);
    if (!block) throw new Error(`@chakra-ui/react: no colors.${hue}`);
    const values = new Map([...block[1].matchAll(/(\d+): \{ value: "([^"]+)" \}/g)].map((m) => [m[1], m[2]]));
    return STEPS.map((step) => {
      const value = values.get(step);
      if (!value) throw new Error(`@chakra-ui/react: no colors.${hue}.${step}`);
      return hexOf(value);
    });
  };
  const single = (name: string) => {
    const m = new RegExp(`\\n\\s*${name}: \\{ value: "([^"]+)" \\}`).exec(tokens);
    if (!m) throw new Error(`@chakra-ui/react: no colors.${name}`);
    return hexOf(m[1]);
  };
  // bg.DEFAULT names a colour token per appearance: { _light: "{colors.white}", _dark: "{colors.black}" }.
  const semantic = packageFile('@chakra-ui/react', 'dist/esm/theme/semantic-tokens/colors.js');
  const bg = /\bbg: \{\s*DEFAULT: \{\s*value: \{ _light: "\{colors\.(\w+)\}", _dark: "\{colors\.(\w+)\}" \}/.exec(semantic);
  if (!bg) throw new Error('@chakra-ui/react: no bg.DEFAULT semantic token');
  return {
    id: 'chakra',
    name: 'Chakra UI',
    package: '@chakra-ui/react',
    version: packageVersion('@chakra-ui/react'),
    license: 'MIT',
    homepage: 'https://chakra-ui.com/docs/theming/colors',
    steps: STEPS,
    background: { light: single(bg[1]), dark: single(bg[2]) },
    hues: [...GREYS, ...CHROMATIC].map((name) => ({ name, light: scale(name) })),
    neutrals: GREYS,
  };
}
