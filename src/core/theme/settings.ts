/**
 * What a theme is made from and how: the source (one colour, a palette or an image's colours), which of
 * the source's colours seed which role family, the method and its options, the extended colours and the user's
 * role-by-role edits. Plain data: it is what the theme tool's address carries, what a saved theme keeps and what
 * the theme JSON holds beside the colours.
 */
import { DEFAULT_THEME_TARGET, type ThemeTarget } from './roles.ts';

/** How roles are built: Material 3 (the official library) or Irodori's own contrast search. */
export const THEME_METHODS = ['material', 'irodori'] as const;
export type ThemeMethod = (typeof THEME_METHODS)[number];

/** Material 3's scheme variants, in Material Theme Builder's order. */
export const MATERIAL_VARIANTS = [
  'tonalSpot',
  'neutral',
  'vibrant',
  'expressive',
  'fidelity',
  'content',
  'rainbow',
  'fruitSalad',
  'monochrome',
] as const;
export type MaterialVariant = (typeof MATERIAL_VARIANTS)[number];

/** Material's contrast level: −1 (reduced) to 1 (high); 0 standard, 0.5 medium. */
export const MATERIAL_CONTRAST_RANGE = [-1, 1] as const;

/** Where a theme's colours come from. 'color' has exactly one colour; 'palette' and 'image' 1–THEME_MAX_SOURCE_COLORS. */
export const THEME_SOURCE_KINDS = ['color', 'palette', 'image'] as const;
export type ThemeSourceKind = (typeof THEME_SOURCE_KINDS)[number];
export type ThemeSource = { readonly kind: ThemeSourceKind; readonly colors: readonly string[] };
export const THEME_MAX_SOURCE_COLORS = 100;

/**
 * The families a source colour can seed: the three accents, the neutral (surfaces, text), error, and the light
 * appearance's background and text as given (a palette's lightest and darkest).
 */
export const SEED_ROLES = ['primary', 'secondary', 'tertiary', 'neutral', 'error', 'background', 'text'] as const;
export type SeedRole = (typeof SEED_ROLES)[number];

/** Which source colour (an index into `source.colors`) seeds each family; a family absent is derived from the primary. */
export type SeedAssignment = Readonly<Partial<Record<SeedRole, number>>>;

/** A custom colour added to the theme (Material's "extended colour"): a name (an identifier) and a colour. */
export type ExtendedInput = { readonly name: string; readonly hex: string; readonly harmonize: boolean };
export const THEME_MAX_EXTENDED = 8;

/** The user's edits: role → '#rrggbb', per appearance, applied over the method's colours. */
export type ThemeEdits = { readonly light: Readonly<Record<string, string>>; readonly dark: Readonly<Record<string, string>> };

export type ThemeSettings = {
  readonly source: ThemeSource;
  readonly assignment: SeedAssignment;
  readonly method: ThemeMethod;
  readonly variant: MaterialVariant;
  /** Material's contrast level, −1 to 1. */
  readonly contrast: number;
  /** The contrast target: what Irodori's method builds to, and what both methods' reports judge by. */
  readonly target: ThemeTarget;
  readonly extended: readonly ExtendedInput[];
  readonly edits: ThemeEdits;
};

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  source: { kind: 'color', colors: ['#3a7bd5'] },
  assignment: {},
  method: 'material',
  variant: 'tonalSpot',
  contrast: 0,
  target: DEFAULT_THEME_TARGET,
  extended: [],
  edits: { light: {}, dark: {} },
};
