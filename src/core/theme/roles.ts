/**
 * A colour theme's contract: the roles a theme names, the pairs of roles that are read one on the other,
 * the contrast targets a theme is built or judged against, and the theme itself (light and dark role colours and the
 * tonal palettes behind them). Role names are Material 3's (camelCase), so a theme of either method exports to
 * Compose, Flutter and Material Theme Builder with the names those platforms use.
 */

/**
 * The roles of Irodori's own method, in display order: a subset of Material 3's roles that covers what an interface
 * paints (background, surfaces, text, the three accents with their containers, error, borders, inverse). A Material
 * theme has these and more (surface containers, fixed colours, …; see `materialTheme.ts`).
 */
export const IRODORI_ROLES = [
  'background',
  'onBackground',
  'surface',
  'onSurface',
  'surfaceContainer',
  'onSurfaceVariant',
  'primary',
  'onPrimary',
  'primaryContainer',
  'onPrimaryContainer',
  'secondary',
  'onSecondary',
  'secondaryContainer',
  'onSecondaryContainer',
  'tertiary',
  'onTertiary',
  'tertiaryContainer',
  'onTertiaryContainer',
  'error',
  'onError',
  'errorContainer',
  'onErrorContainer',
  'outline',
  'outlineVariant',
  'inverseSurface',
  'inverseOnSurface',
  'inversePrimary',
] as const;
export type IrodoriRole = (typeof IRODORI_ROLES)[number];

/**
 * Every role of a Material scheme, in Material Theme Builder's export order (its JSON's `schemes.light`), each a
 * getter of the library's DynamicScheme (src/features/theme/materialTheme.ts checks it).
 */
export const MATERIAL_ROLES = [
  'primary',
  'surfaceTint',
  'onPrimary',
  'primaryContainer',
  'onPrimaryContainer',
  'secondary',
  'onSecondary',
  'secondaryContainer',
  'onSecondaryContainer',
  'tertiary',
  'onTertiary',
  'tertiaryContainer',
  'onTertiaryContainer',
  'error',
  'onError',
  'errorContainer',
  'onErrorContainer',
  'background',
  'onBackground',
  'surface',
  'onSurface',
  'surfaceVariant',
  'onSurfaceVariant',
  'outline',
  'outlineVariant',
  'shadow',
  'scrim',
  'inverseSurface',
  'inverseOnSurface',
  'inversePrimary',
  'primaryFixed',
  'onPrimaryFixed',
  'primaryFixedDim',
  'onPrimaryFixedVariant',
  'secondaryFixed',
  'onSecondaryFixed',
  'secondaryFixedDim',
  'onSecondaryFixedVariant',
  'tertiaryFixed',
  'onTertiaryFixed',
  'tertiaryFixedDim',
  'onTertiaryFixedVariant',
  'surfaceDim',
  'surfaceBright',
  'surfaceContainerLowest',
  'surfaceContainerLow',
  'surfaceContainer',
  'surfaceContainerHigh',
  'surfaceContainerHighest',
] as const;

/** The tones of Material Theme Builder's tonal palettes (its JSON's `palettes`). */
export const MATERIAL_TONES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100] as const;

/**
 * How a pair is read: 'text', the foreground is text on the background (the user's target applies); 'component', the
 * foreground is a control's edge or an icon against it (WCAG 1.4.11's 3:1, or APCA's Lc 45 for non-text).
 */
export type PairKind = 'text' | 'component';

/** Two roles read one on the other: `fg` drawn on `bg`. */
export type RolePair = { readonly fg: string; readonly bg: string; readonly kind: PairKind };

/** Every pair a theme is checked on, for both methods (each role here is in IRODORI_ROLES and in every Material scheme). */
export const THEME_PAIRS: readonly RolePair[] = [
  { fg: 'onBackground', bg: 'background', kind: 'text' },
  { fg: 'onSurface', bg: 'surface', kind: 'text' },
  { fg: 'onSurface', bg: 'surfaceContainer', kind: 'text' },
  { fg: 'onSurfaceVariant', bg: 'surface', kind: 'text' },
  { fg: 'onSurfaceVariant', bg: 'surfaceContainer', kind: 'text' },
  { fg: 'primary', bg: 'surface', kind: 'text' },
  { fg: 'onPrimary', bg: 'primary', kind: 'text' },
  { fg: 'onPrimaryContainer', bg: 'primaryContainer', kind: 'text' },
  { fg: 'onSecondary', bg: 'secondary', kind: 'text' },
  { fg: 'onSecondaryContainer', bg: 'secondaryContainer', kind: 'text' },
  { fg: 'onTertiary', bg: 'tertiary', kind: 'text' },
  { fg: 'onTertiaryContainer', bg: 'tertiaryContainer', kind: 'text' },
  { fg: 'error', bg: 'surface', kind: 'text' },
  { fg: 'onError', bg: 'error', kind: 'text' },
  { fg: 'onErrorContainer', bg: 'errorContainer', kind: 'text' },
  { fg: 'inverseOnSurface', bg: 'inverseSurface', kind: 'text' },
  { fg: 'inversePrimary', bg: 'inverseSurface', kind: 'text' },
  { fg: 'outline', bg: 'surface', kind: 'component' },
];

/** The contrast targets a user picks: WCAG 2 ratios for body text (AA, AAA) and APCA Lc levels. */
export const THEME_TARGETS = ['wcag-4.5', 'wcag-7', 'apca-60', 'apca-75', 'apca-90'] as const;
export type ThemeTarget = (typeof THEME_TARGETS)[number];
export const DEFAULT_THEME_TARGET: ThemeTarget = 'wcag-4.5';

/** WCAG 1.4.11's ratio for components and APCA's Lc for non-text elements (its "spot and non-text" level). */
export const COMPONENT_TARGET = { wcag: 3, apca: 45 } as const;

/** The measure and the value of a target; `component` is the level its component pairs meet. */
export function targetLevel(target: ThemeTarget): { readonly method: 'wcag' | 'apca'; readonly text: number; readonly component: number } {
  const [method, value] = target.split('-') as ['wcag' | 'apca', string];
  return { method, text: Number(value), component: COMPONENT_TARGET[method] };
}

/** Role name → '#rrggbb' for one appearance (light or dark). */
export type RoleColors = Readonly<Record<string, string>>;

/** A tonal palette (or scale) behind a theme's roles: its name ('primary', 'neutral', …) and its tones, lightest last. */
export type TonalPalette = { readonly name: string; readonly tones: readonly { readonly tone: number; readonly hex: string }[] };

/** A custom ("extended") colour of a theme: its name, its input colour, and whether it was harmonised to the source. */
export type ExtendedColor = { readonly name: string; readonly hex: string; readonly harmonized: boolean };

/**
 * A theme as it is shown, saved and exported: the roles in display order (every role has a colour in `light` and in
 * `dark`), the source colour (Material's seed, Irodori's primary seed), the tonal palettes, and the extended colours
 * (each adds the roles `<name>`, `on<Name>`, `<name>Container`, `on<Name>Container`, listed in `roles`; a name whose
 * roles would meet others' is `custom<Name>` there: export/names.ts's `extendedRoleTable`).
 */
export type ThemeColors = {
  readonly name: string;
  readonly seed: string;
  readonly roles: readonly string[];
  readonly light: RoleColors;
  readonly dark: RoleColors;
  readonly palettes: readonly TonalPalette[];
  readonly extended: readonly ExtendedColor[];
};
