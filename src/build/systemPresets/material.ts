/**
 * Material 3's baseline tonal palettes (@material/material-color-utilities): the reference palettes (md.ref.palette)
 * the library builds from the baseline seed '#6750a4' — primary, secondary, tertiary, neutral, neutral variant and
 * error — at the 13 tones Material publishes, dark (0) to light (100).
 */
import { CorePalette, argbFromHex, hexFromArgb, type TonalPalette } from '@material/material-color-utilities';
import type { PresetSource } from './types.ts';
import { packageVersion } from './common.ts';

const PACKAGE = '@material/material-color-utilities';
const SEED = '#6750a4';
const TONES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 100];

export function materialPreset(): PresetSource {
  // CorePalette.of is the baseline's own construction (its primary 40 is the seed itself); SchemeTonalSpot's primary
  // palette has a lower chroma and does not return the seed at tone 40.
  const core = CorePalette.of(argbFromHex(SEED));
  const palettes: [string, TonalPalette][] = [
    ['primary', core.a1],
    ['secondary', core.a2],
    ['tertiary', core.a3],
    ['neutral', core.n1],
    ['neutralVariant', core.n2],
    ['error', core.error],
  ];
  return {
    id: 'material',
    name: 'Material Design 3',
    package: PACKAGE,
    version: packageVersion(PACKAGE),
    license: 'Apache-2.0',
    homepage: 'https://m3.material.io/styles/color/system/overview',
    steps: TONES.map(String),
    // The surface roles: neutral 98 in the light scheme, neutral 6 in the dark one.
    background: { light: hexFromArgb(core.n1.tone(98)), dark: hexFromArgb(core.n1.tone(6)) },
    hues: palettes.map(([name, palette]) => ({ name, light: TONES.map((tone) => hexFromArgb(palette.tone(tone))) })),
    neutrals: ['neutral', 'neutralVariant'],
  };
}
