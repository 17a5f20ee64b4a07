/**
 * A design system's published colours, as the build reads them from its own npm package (one file per system in
 * this folder): its step names in its order, its hues with a '#rrggbb' per step (its dark scale too when it
 * publishes one), which hues are its greys, and where it comes from. The build writes them all to
 * src/engine/generated/system-presets.json; the colour system editor starts from them (src/core/system/presets.ts
 * fits each one's curves).
 */
export type PresetHue = {
  /** The hue's name as the design system writes it ('blue', 'Gray'). */
  readonly name: string;
  /** '#rrggbb' per step, in the order of the steps: the light appearance, or the only one. */
  readonly light: readonly string[];
  /** '#rrggbb' per step of the dark appearance, when the design system publishes one of its own. */
  readonly dark?: readonly string[];
};

export type PresetSource = {
  /** A short id, kebab-case ('open-color'). */
  readonly id: string;
  /** The design system's name as it writes it ('Open Color'). */
  readonly name: string;
  /** The npm package read, its installed version and licence (SPDX), and its home page: the licence page credits them. */
  readonly package: string;
  readonly version: string;
  readonly license: string;
  readonly homepage: string;
  /** Step names in the design system's order (2–24). */
  readonly steps: readonly string[];
  /** The page backgrounds the design system's light and dark themes use. */
  readonly background: { readonly light: string; readonly dark: string };
  /** 1–24 hues, each with one colour per step. */
  readonly hues: readonly PresetHue[];
  /** The names of the hues that are its greys (neutrals). */
  readonly neutrals: readonly string[];
};
