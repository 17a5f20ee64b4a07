/**
 * Themes and settings for the theme export and theme file tests: fast-check arbitraries of valid ones (every role
 * coloured in both appearances, extended colours with their four roles, palettes with distinct ascending tones), and
 * fixed themes of both methods' role sets.
 */
import fc from 'fast-check';
import { hexCode as hexArb } from '../../support/arbitraries.ts';
import { DEFAULT_THEME_TARGET, IRODORI_ROLES, THEME_TARGETS, type ThemeColors } from '../../../src/core/theme/roles.ts';
import {
  MATERIAL_VARIANTS,
  SEED_ROLES,
  THEME_METHODS,
  THEME_SOURCE_KINDS,
  type ThemeSettings,
} from '../../../src/core/theme/settings.ts';
import { MATERIAL_ROLES, materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { extendedRoleTable, extendedRoles } from '../../../src/core/theme/export/names.ts';

/** Extended colour names that meet other names when a colour's roles are named after it as they are. */
export const HOSTILE_EXTENDED_NAMES = ['error', 'primary', 'surface', 'background', 'onPrimary', 'errorContainer', 'onError', 'surfaceContainer', 'primaryDark', 'paletteError40', 'lightBackground', 'default', 'defaultColor', 'customError', 'typeof', 'brand', 'onBrand', 'brandContainer'];

/**
 * An extended colour's name: any camelCase name, or one whose roles would meet Material's, another colour's or a
 * format's own names (a role, a role's dark variable, a palette tone, a Flutter constant, a keyword and its 'Color').
 */
export const extendedNameArb = fc.oneof(
  fc.stringMatching(/^x[A-Za-z0-9]{0,12}$/),
  fc.constantFrom(...HOSTILE_EXTENDED_NAMES),
);

/** A tonal palette's tones: distinct, ascending (lightest last), some not whole. */
const tonesArb = fc
  .uniqueArray(fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(2.5, 97.5, 12.25)), { minLength: 1, maxLength: 20 })
  .chain((tones) => fc.tuple(...[...tones].sort((a, b) => a - b).map((tone) => hexArb.map((hex) => ({ tone, hex })))));

/** A valid theme: Irodori's or Material's roles, up to three extended colours, up to six palettes. */
export const themeArb: fc.Arbitrary<ThemeColors> = fc
  .record({
    name: fc.string({ maxLength: 30, unit: 'binary' }),
    seed: hexArb,
    base: fc.constantFrom<readonly string[]>(IRODORI_ROLES, MATERIAL_ROLES),
    extended: fc.uniqueArray(fc.record({ name: extendedNameArb, hex: hexArb, harmonized: fc.boolean() }), { selector: (x) => x.name, maxLength: 3 }),
    paletteNames: fc.uniqueArray(fc.constantFrom('primary', 'secondary', 'tertiary', 'neutral', 'neutral-variant', 'error', 'brand_2'), { maxLength: 6 }),
  })
  .chain(({ name, seed, base, extended, paletteNames }) => {
    const roles = [...base, ...extendedRoleTable(extended.map((x) => x.name)).flat()];
    const colors = fc.tuple(...roles.map(() => hexArb)).map((codes) => Object.fromEntries(roles.map((role, i) => [role, codes[i]])));
    return fc.record({
      name: fc.constant(name),
      seed: fc.constant(seed),
      roles: fc.constant(roles),
      light: colors,
      dark: colors,
      palettes: fc.tuple(...paletteNames.map((p) => tonesArb.map((tones) => ({ name: p, tones })))),
      extended: fc.constant(extended),
    });
  });

/** Valid settings (any method, source and edits; contrast never −0, which JSON cannot hold). */
export const settingsArb: fc.Arbitrary<ThemeSettings> = fc
  .record({ kind: fc.constantFrom(...THEME_SOURCE_KINDS), count: fc.integer({ min: 1, max: 6 }) })
  .chain(({ kind, count }) => {
    const n = kind === 'color' ? 1 : count;
    return fc.record({
      source: fc.record({ kind: fc.constant(kind), colors: fc.array(hexArb, { minLength: n, maxLength: n }) }),
      assignment: fc.dictionary(fc.constantFrom(...SEED_ROLES), fc.integer({ min: 0, max: n - 1 })),
      method: fc.constantFrom(...THEME_METHODS),
      variant: fc.constantFrom(...MATERIAL_VARIANTS),
      contrast: fc.double({ min: -1, max: 1, noNaN: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
      target: fc.constantFrom(...THEME_TARGETS),
      extended: fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z][A-Za-z0-9]{0,39}$/), hex: hexArb, harmonize: fc.boolean() }), {
        selector: (x) => x.name,
        maxLength: 8,
      }),
      edits: fc.record({
        light: fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z0-9]{0,20}$/), hexArb, { maxKeys: 5 }),
        dark: fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z0-9]{0,20}$/), hexArb, { maxKeys: 5 }),
      }),
    });
  });

/** A Material theme from the official library, with an extended colour: every Material role and six palettes. */
export const MATERIAL_THEME: ThemeColors = materialTheme({
  name: 'Ocean',
  seed: '#3a7bd5',
  variant: 'tonalSpot',
  contrast: 0,
  extended: [{ name: 'success', hex: '#2e7d32', harmonize: true }],
});

/** The settings of MATERIAL_THEME. */
export const MATERIAL_SETTINGS: ThemeSettings = {
  source: { kind: 'palette', colors: ['#3a7bd5', '#e07a5f'] },
  assignment: { primary: 0, tertiary: 1 },
  method: 'material',
  variant: 'tonalSpot',
  contrast: 0,
  target: DEFAULT_THEME_TARGET,
  extended: [{ name: 'success', hex: '#2e7d32', harmonize: true }],
  edits: { light: {}, dark: {} },
};

/** A theme with Irodori's 27 roles (colours taken from MATERIAL_THEME), two palettes and no extended colour. */
export const IRODORI_THEME: ThemeColors = {
  name: 'Sakura 桜',
  seed: '#d4587a',
  roles: [...IRODORI_ROLES],
  light: Object.fromEntries(IRODORI_ROLES.map((role) => [role, MATERIAL_THEME.light[role]])),
  dark: Object.fromEntries(IRODORI_ROLES.map((role) => [role, MATERIAL_THEME.dark[role]])),
  palettes: MATERIAL_THEME.palettes.slice(0, 2),
  extended: [],
};

/** A small theme for the snapshots: three roles, one extended colour, one palette of three tones. */
export const TINY_THEME: ThemeColors = {
  name: 'Tiny',
  seed: '#405f90',
  roles: ['primary', 'onPrimary', 'surfaceContainer', ...extendedRoles('success', ['success'])],
  light: {
    primary: '#405f90',
    onPrimary: '#ffffff',
    surfaceContainer: '#ededf4',
    success: '#006d43',
    onSuccess: '#ffffff',
    successContainer: '#92f7bc',
    onSuccessContainer: '#002111',
  },
  dark: {
    primary: '#a9c7ff',
    onPrimary: '#08305f',
    surfaceContainer: '#1d2024',
    success: '#76daa1',
    onSuccess: '#003920',
    successContainer: '#005231',
    onSuccessContainer: '#92f7bc',
  },
  palettes: [
    {
      name: 'primary',
      tones: [
        { tone: 0, hex: '#000000' },
        { tone: 40, hex: '#405f90' },
        { tone: 100, hex: '#ffffff' },
      ],
    },
  ],
  extended: [{ name: 'success', hex: '#2e7d32', harmonized: true }],
};
