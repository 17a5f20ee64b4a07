// Minimal types for the peer libraries the bench compares against (they ship none).

declare module 'ntc' {
  /** Name that Color: returns [closest hex, name, exact match]. */
  const ntc: { name(color: string): [string, string, boolean] };
  export default ntc;
}

declare module 'nearest-color' {
  type Match = { name: string; value: string; rgb: { r: number; g: number; b: number }; distance: number };
  const nearestColor: { from(colors: Record<string, string>): (color: string) => Match | string };
  export default nearestColor;
}

declare module 'quantize' {
  type Rgb = [number, number, number];
  /** Modified median cut: returns the colour map of at most maxColors colours, or false when there are no pixels. */
  function quantize(pixels: Rgb[], maxColors: number): { palette(): Rgb[] } | false;
  export default quantize;
}

declare module 'd3-scale-chromatic' {
  /** d3's categorical schemes: arrays of '#rrggbb'. */
  export const schemeCategory10: readonly string[];
  export const schemeDark2: readonly string[];
  export const schemePaired: readonly string[];
  export const schemeSet2: readonly string[];
  export const schemeTableau10: readonly string[];
  export const schemeSet1: readonly string[];
  export const schemeSet3: readonly string[];
  export const schemePastel1: readonly string[];
  export const schemePastel2: readonly string[];
  export const schemeAccent: readonly string[];
  /** d3's sequential ramps: t in [0, 1] to '#rrggbb' (cividis: 'rgb(r, g, b)'). */
  export function interpolateViridis(t: number): string;
  export function interpolateMagma(t: number): string;
  export function interpolateInferno(t: number): string;
  export function interpolatePlasma(t: number): string;
  export function interpolateCividis(t: number): string;
}
