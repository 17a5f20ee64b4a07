/**
 * The phone mock's chart colours: for Material themes of every variant, Irodori themes and palettes worn by the
 * try-on (a red or salmon primary among them, which the error red used to sit beside), no two categories are alike
 * and none is like the card under the chart.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexCode as hex } from '../../support/arbitraries.ts';
import { deltaEOk100 } from '../../../src/core/check/checkVision';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab';
import { DISTINCT_DELTA_E } from '../../../src/core/charts/report';
import { irodoriTheme } from '../../../src/core/theme/irodoriTheme';
import type { RoleColors } from '../../../src/core/theme/roles';
import { DEFAULT_THEME_SETTINGS, MATERIAL_VARIANTS } from '../../../src/core/theme/settings';
import { CHART_ROLE_CHOICES, chartRoles } from '../../../src/core/tryon/chartRoles';
import { paletteRoles, wornAssignment } from '../../../src/core/tryon/paletteRoles';
import { materialTheme } from '../../../src/features/theme/materialTheme';

/** Vermilion, salmon, crimson, blue, Material's purple, grey, teal, saffron. */
const SEEDS = ['#e85d3f', '#f08a7e', '#d7263d', '#3a7bd5', '#6750a4', '#808080', '#2a9d8f', '#f2c14e'];
/** Palettes as the try-on wears them: the try-on tests' five colours, one salmon, two reds and a pink, black and white, a five-colour set. */
const PALETTES = [
  ['#fbf7ef', '#1d2433', '#e85d3f', '#2a9d8f', '#f2c14e'],
  ['#e85d3f'],
  ['#f08a7e', '#ffffff', '#222222'],
  ['#e85d3f', '#d7263d', '#f4a6a0'],
  ['#ffffff', '#000000'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
];

function themes(): [string, RoleColors][] {
  const out: [string, RoleColors][] = [];
  for (const seed of SEEDS) {
    for (const variant of MATERIAL_VARIANTS) {
      const theme = materialTheme({ name: 't', seed, variant, contrast: 0, extended: [] });
      out.push([`Material ${variant} ${seed} light`, theme.light as RoleColors], [`Material ${variant} ${seed} dark`, theme.dark as RoleColors]);
    }
    const seeds = { primary: seed, secondary: null, tertiary: null, neutral: null, error: null, background: null, text: null };
    const theme = irodoriTheme({ seeds, target: DEFAULT_THEME_SETTINGS.target });
    out.push([`Irodori ${seed} light`, theme.light as RoleColors], [`Irodori ${seed} dark`, theme.dark as RoleColors]);
  }
  for (const palette of PALETTES)
    for (const mode of ['light', 'dark'] as const) out.push([`palette ${palette.join(' ')} ${mode}`, paletteRoles(palette, wornAssignment(palette), {}, mode).colors]);
  return out;
}

/** Returns the least ΔE_OK ×100 between two of the roles' colours or one of them and the card (surface). */
function closest(colors: RoleColors, roles: readonly string[]): number {
  const labs = [...roles, 'surface'].map((role) => oklabOfCode(colors[role as keyof RoleColors]));
  let least = Infinity;
  for (let i = 0; i < labs.length; i++) for (let j = i + 1; j < labs.length; j++) least = Math.min(least, deltaEOk100(labs[i], labs[j]));
  return least;
}

/** What every theme here reaches (ΔE_OK ×100): the fixed roles it replaced (primary, secondary, tertiary, error) gave 0 to 1 on many of them. */
const LEAST_APART = 8.5;

describe('the chart colours of a mock', () => {
  it('keeps every two categories, and each from the card, apart on every theme', () => {
    for (const [name, colors] of themes()) {
      const roles = chartRoles(colors, 4);
      expect(new Set(roles).size, name).toBe(4);
      expect(closest(colors, roles), `${name}: ${roles.join(', ')}`).toBeGreaterThanOrEqual(LEAST_APART);
    }
  });

  it('takes the accents as they are when they are apart, and never the error colour', () => {
    const colors = paletteRoles(PALETTES[0], wornAssignment(PALETTES[0]), {}, 'light').colors;
    expect(chartRoles(colors, 4).slice(0, 3)).toEqual(['primary', 'secondary', 'tertiary']);
    expect(CHART_ROLE_CHOICES).not.toContain('error');
    expect(CHART_ROLE_CHOICES).not.toContain('errorContainer');
  });

  it('a red primary and the error red: the old fixed roles sat together, the chosen ones do not', () => {
    const colors = materialTheme({ name: 't', seed: '#e85d3f', variant: 'fidelity', contrast: 0, extended: [] }).dark as RoleColors;
    expect(closest(colors, ['primary', 'secondary', 'tertiary', 'error'])).toBeLessThan(DISTINCT_DELTA_E);
    expect(closest(colors, chartRoles(colors, 4))).toBeGreaterThanOrEqual(LEAST_APART);
  });

  it('any palette worn in either appearance gives four categories the chart tool calls distinct', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 8 }), fc.constantFrom('light' as const, 'dark' as const), (palette, mode) => {
        const colors = paletteRoles(palette, wornAssignment(palette), {}, mode).colors;
        expect(closest(colors, chartRoles(colors, 4))).toBeGreaterThanOrEqual(DISTINCT_DELTA_E);
      }),
      { numRuns: 200 },
    );
  });
});
