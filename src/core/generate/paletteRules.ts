/**
 * The palette generator's contract: the harmonies, the counts, the rules every generated palette keeps,
 * and the request and result types. Re-exported by palette.ts, which generates; the steps import it from here.
 */

/** The harmonies, 'auto' first (its index is what the wasm port receives; the others follow in this order). */
export const PALETTE_HARMONIES = [
  'auto',
  'analogous',
  'monochromatic',
  'complementary',
  'split-complementary',
  'triadic',
  'tetradic',
  'natural',
] as const;
export type PaletteHarmony = (typeof PALETTE_HARMONIES)[number];
/** A harmony a palette was actually built with (`auto` resolves to one of these). */
export type ConcreteHarmony = Exclude<PaletteHarmony, 'auto'>;

/** Colours per palette. */
export const PALETTE_MIN_COLORS = 2;
export const PALETTE_MAX_COLORS = 10;
export const PALETTE_DEFAULT_COLORS = 5;

/**
 * No two colours of a generated palette closer than this, in ΔE_OK ×100 (100 × Euclidean OKLab distance);
 * pairs of two locked colours excepted. 8 is four times OKLab's just-noticeable difference (CSS Color 4 takes
 * deltaEOK 0.02 as JND), so neighbours read as clearly different colours rather than variations of one, yet
 * it stays satisfiable for 10 colours of one hue: OKLab lightness alone spans 1, and the monochromatic ladder
 * over [0.1, 1] puts ten colours 0.09 apart before chroma adds to it; a larger value (10 or 12) would leave no
 * room for ten colours of one hue with a usable darkest colour, and force such palettes off their hue.
 */
export const PALETTE_MIN_DELTA_E = 8;

/** WCAG 2 contrast the lightest and the darkest colour of a generated palette reach between them ("text on each other"), unless locks prevent it. */
export const PALETTE_SPREAD_CONTRAST = 4.5;

/** Range of the palette's chroma centre (OKLCH): muted to vivid. */
export const PALETTE_CHROMA_MIN = 0.05;
export const PALETTE_CHROMA_MAX = 0.17;

/** What to generate: the current palette and its locks (the count is the length), the harmony and a seed. */
export type PaletteRequest = {
  /** The current palette, '#rrggbb' (any accepted code), length PALETTE_MIN_COLORS … PALETTE_MAX_COLORS. */
  readonly colors: readonly string[];
  /** Same length; locked colours are kept exactly at their index. */
  readonly locked: readonly boolean[];
  readonly harmony: PaletteHarmony;
  /** uint32 (ToUint32 of any number); the same request and seed give the same palette. */
  readonly seed: number;
};

/** A generated palette and the harmony it was built with (`auto` picks one at random from the seed). */
export type GeneratedPalette = { readonly colors: string[]; readonly harmony: ConcreteHarmony };
