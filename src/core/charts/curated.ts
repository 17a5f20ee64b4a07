/**
 * The chart colour sets people start from, as their authors published them: categorical sets (Okabe–Ito, Tableau 10,
 * ColorBrewer's qualitative schemes, d3's category10) and sequential ramps (matplotlib's viridis family, cividis).
 * Colours as d3-scale-chromatic 3 ships them (its scheme… arrays and interpolate… ramps), kept here as data so the
 * chart tool's chunk carries no package code; tests/unit/charts/curated.test.ts checks every colour against the package.
 * Okabe–Ito from Okabe & Ito (2008), "Color Universal Design", https://jfly.uni-koeln.de/color/ (the eight colours as
 * published, black included). ColorBrewer: Cynthia Brewer, Mark Harrower and The Pennsylvania State University
 * (Apache-2.0), https://colorbrewer2.org.
 */
import { ORDERED_MAX_CLASSES, ORDERED_MIN_CLASSES } from './ordered.ts';
import { cividisAt, rampAt, type RampId } from './curatedRamps.ts';

export type CuratedKind = 'categorical' | 'sequential';

export type CuratedSet = {
  /** Stable id ('okabe-ito', 'set2', 'viridis'…). */
  readonly id: string;
  /** The name its authors give it (a proper noun, the same in every language). */
  readonly name: string;
  /** Who made it, and where it was published. */
  readonly credit: string;
  readonly kind: CuratedKind;
  /** The counts `colors` answers: a categorical set's first 2 … all its colours, a ramp's 3 … 11 classes (the sequential tab's). */
  readonly minCount: number;
  readonly maxCount: number;
  /** Returns `count` colours ('#rrggbb'): a categorical set's first `count` in its order, a ramp sampled light to dark. */
  colors(count: number): string[];
};

/** Okabe & Ito (2008): the eight colours as published. */
export const OKABE_ITO = ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#000000'] as const;

const BREWER = 'ColorBrewer, Cynthia Brewer (Apache-2.0)';

/** Returns codes of a string of 6-digit hex colours, as d3-scale-chromatic writes its schemes. */
const codesOf = (hex: string) => Array.from({ length: hex.length / 6 }, (_, i) => `#${hex.slice(i * 6, i * 6 + 6)}`);

/** Checks a count against a set's range. */
function checkCount(set: { id: string; minCount: number; maxCount: number }, count: number): void {
  if (!Number.isInteger(count) || count < set.minCount || count > set.maxCount) throw new RangeError(`${set.id} has ${set.minCount}–${set.maxCount} colours`);
}

/** A categorical set of fixed colours, answered as its first `count`. */
function categorical(id: string, name: string, credit: string, list: readonly string[]): CuratedSet {
  const set = { id, name, credit, kind: 'categorical' as const, minCount: 2, maxCount: list.length };
  return { ...set, colors: (count) => (checkCount(set, count), list.slice(0, count)) };
}

/** A ramp sampled at `count` evenly spaced points, light (t = 1) to dark (t = 0), as d3's `quantize` reads an interpolator. */
function sequential(id: string, name: string, credit: string, at: (t: number) => string): CuratedSet {
  const set = { id, name, credit, kind: 'sequential' as const, minCount: ORDERED_MIN_CLASSES, maxCount: ORDERED_MAX_CLASSES };
  return { ...set, colors: (count) => (checkCount(set, count), Array.from({ length: count }, (_, i) => at(1 - i / (count - 1)))) };
}

const ramp = (id: RampId) => (t: number) => rampAt(id, t);
const MATPLOTLIB = 'Stéfan van der Walt and Nathaniel Smith, matplotlib (CC0 1.0)';

/** The curated sets, categorical first, in the order the chart tool lists them. */
export const CURATED_SETS: readonly CuratedSet[] = [
  categorical('okabe-ito', 'Okabe–Ito', 'Masataka Okabe and Kei Ito, Color Universal Design (2008)', OKABE_ITO),
  categorical('tableau10', 'Tableau 10', 'Tableau', codesOf('4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab')),
  categorical('set1', 'Set1', BREWER, codesOf('e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999')),
  categorical('set2', 'Set2', BREWER, codesOf('66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3')),
  categorical('set3', 'Set3', BREWER, codesOf('8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f')),
  categorical('dark2', 'Dark2', BREWER, codesOf('1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666')),
  categorical('paired', 'Paired', BREWER, codesOf('a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928')),
  categorical('pastel1', 'Pastel1', BREWER, codesOf('fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2')),
  categorical('pastel2', 'Pastel2', BREWER, codesOf('b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc')),
  categorical('accent', 'Accent', BREWER, codesOf('7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666')),
  categorical('category10', 'category10', 'd3 (Mike Bostock, ISC)', codesOf('1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf')),
  sequential('viridis', 'viridis', MATPLOTLIB, ramp('viridis')),
  sequential('magma', 'magma', MATPLOTLIB, ramp('magma')),
  sequential('inferno', 'inferno', MATPLOTLIB, ramp('inferno')),
  sequential('plasma', 'plasma', MATPLOTLIB, ramp('plasma')),
  sequential('cividis', 'cividis', 'Jamie Nuñez, Christopher Anderton and Ryan Renslow (2018)', cividisAt),
];

/** Returns the curated set of an id, or undefined. */
export function curatedSet(id: string): CuratedSet | undefined {
  return CURATED_SETS.find((set) => set.id === id);
}
