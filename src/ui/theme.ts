import type { ThemeMode } from '../config/theme';

/**
 * Design tokens (SPEC §9). Sizes are in px. Every styled component reads these through the
 * styled-components theme instead of repeating numbers.
 */
export const breakpoints = {
  /** Narrow phones: up to 519 px. */
  narrowMax: 519,
  /** Tablets and below: up to 959 px. */
  tabletMax: 959,
  /** Desktop layout from 960 px. */
  desktopMin: 960,
} as const;

export const media = {
  narrow: `@media (max-width: ${breakpoints.narrowMax}px)`,
  tablet: `@media (max-width: ${breakpoints.tabletMax}px)`,
  desktop: `@media (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A finger for a pointer (phones, tablets): no hover, nothing dragged by a mouse; PointerText's rule too. */
  coarsePointer: '@media (pointer: coarse)',
} as const;

/** Spacing scale: space[0] = 1 … space[6] = 64. */
export const space = [1, 2, 4, 8, 16, 32, 64] as const;
/** Font sizes: fontSizes[0] = 12 … fontSizes[7] = 46. */
export const fontSizes = [12, 14, 16, 18, 21, 24, 36, 46] as const;
export const fontWeights = { regular: 400, bold: 600 } as const;
export const lineHeights = { tight: 1.4, relaxed: 1.8 } as const;

export const sizes = {
  contentMax: 1400,
  sidePadding: 32,
  sidePaddingNarrow: 16,
  header: 90,
  topBar: 70,
  mobileHeader: 80,
  /** Wide enough for the longest nav label on one line (「コントラストチェッカー」, 11 em at 14 px). */
  sidebar: 256,
  drawer: 400,
  drawerWide: 640,
  iconButton: 44,
  modalMinWidth: 450,
  rowHeight: 50,
  toolbar: 56,
  paletteRow: 140,
  hexInputMaxLength: 7,
  pageWidth: { palette: 600, contrast: 700, color: 1200 },
} as const;

export const durations = { toast: 3000, transition: 300, sliderDebounce: 100 } as const;

/**
 * Font stacks: the bundled faces, then the platform's. Kept short on purpose: every family a stack
 * names that the device lacks costs a font lookup on first layout (tens of ms on Linux). Japanese
 * pages add the bundled Noto Sans JP (loaded only there, src/app/fonts.ts).
 */
export const fonts = {
  body: "'Inter Variable', system-ui, sans-serif",
  bodyJapanese: "'Inter Variable', 'Noto Sans JP Variable', system-ui, sans-serif",
  // Noto Sans JP after the generic family: it only fills the glyphs a monospace face lacks (Japanese names in code),
  // and it is there on Japanese pages, where those names are written.
  mono: "ui-monospace, Menlo, Consolas, monospace, 'Noto Sans JP Variable'",
} as const;

/** The interface's colours, by name: each is a CSS custom property whose value the theme sets (colorProperties). */
const colorNames = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceHover',
  'border',
  'text',
  'textMuted',
  'accent',
  'accentText',
  'danger',
  'focus',
  'overlay',
  'shadow',
  'swatchEdge',
] as const;
type ColorName = (typeof colorNames)[number];
export type ThemeColors = Record<ColorName, string>;

/**
 * Colours of the interface in each theme; contrast of text on surfaces is at least 4.5:1. Read at build time only,
 * for the base styles' custom properties (globalCss.ts): the app's code reads the properties.
 */
const palettes: Record<ThemeMode, ThemeColors> = {
  light: {
    background: '#ffffff',
    surface: '#f6f6f8',
    surfaceRaised: '#ffffff',
    surfaceHover: '#ececf0',
    border: '#dcdce2',
    text: '#1b1b1f',
    textMuted: '#5c5c66',
    accent: '#3451d1',
    accentText: '#ffffff',
    danger: '#c0262d',
    focus: '#3451d1',
    overlay: 'rgba(15, 15, 20, 0.45)',
    shadow: '0 8px 24px rgba(15, 15, 20, 0.12)',
    swatchEdge: 'rgba(15, 15, 20, 0.16)',
  },
  dark: {
    background: '#141417',
    surface: '#1d1d22',
    surfaceRaised: '#24242a',
    surfaceHover: '#2d2d34',
    border: '#3a3a42',
    text: '#f1f1f4',
    textMuted: '#a9a9b4',
    accent: '#8ea2ff',
    accentText: '#10121c',
    danger: '#ff7a7f',
    focus: '#8ea2ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 8px 24px rgba(0, 0, 0, 0.5)',
    swatchEdge: 'rgba(255, 255, 255, 0.2)',
  },
};

export const radius = { small: 6, medium: 10, large: 16, round: 9999 } as const;

const cssName = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The interface colours as CSS custom properties, for style sheets: the base styles (globalCss.ts)
 * define them for the theme on <html data-theme>, so switching theme restyles the page without
 * regenerating any CSS.
 */
const colorVariables = Object.fromEntries(colorNames.map((name) => [name, `var(${cssName(name)})`])) as ThemeColors;

/** Returns the interface's colour values in a theme (the base styles' custom properties). */
export function themeColorValues(mode: ThemeMode): ThemeColors {
  return palettes[mode];
}

/** The declarations of a theme's colour properties, e.g. `--color-text: #1b1b1f;`. */
export function colorProperties(mode: ThemeMode): string {
  return colorNames.map((name) => `${cssName(name)}: ${palettes[mode][name]};`).join(' ');
}

/**
 * The hairline inside every colour swatch (a box-shadow value): a swatch the colour of the surface it sits
 * on (white in light theme, black in dark) keeps a visible edge. Put it on the element that paints the
 * colour, or on an overlay above the children that do (an inset shadow is drawn below them).
 */
const swatchEdge = `inset 0 0 0 1px ${colorVariables.swatchEdge}`;

/**
 * The tokens for style sheets. They are constants, so a styled component that reads only these (and
 * not its props) is static: styled-components builds its CSS once, not on every render.
 */
export const tokens = { colors: colorVariables, swatchEdge, breakpoints, media, space, fontSizes, fontWeights, lineHeights, sizes, durations, fonts, radius };

/**
 * Returns the styled-components theme for a mode: the tokens (colours as custom properties, which follow the theme
 * by themselves) and the mode, for styles that depend on it.
 */
export function makeTheme(mode: ThemeMode) {
  return { ...tokens, mode };
}

export type AppTheme = ReturnType<typeof makeTheme>;
