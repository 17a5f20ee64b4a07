/**
 * The generator's tabs as data (SPEC §2 Generator): each tab id is a scheme of the core with its options, and how
 * its swatches are laid out. Pure: the colours come from the core's `scheme`.
 */
import { ALTERNATIVE_OFFSETS, HUE_WHEEL_OFFSETS } from '../../core/scheme/hueRotations';
import { DEFAULT_RING_RADIUS } from '../../core/scheme/sameLightness';
import { scheme, type SchemeId, type SchemeOptions } from '../../core/scheme/scheme';
import { DEFAULT_SCALE_COUNT } from '../../core/scheme/shadeTint';
import { UI_ROLES, type UiRole } from '../../core/scheme/tones';
import type { GeneratorTabId } from '../../config/paths';

/** A swatch of a tab and what its caption says about it. */
export type GeneratorSwatch = {
  code: string;
  detail?: { kind: 'mix' | 'offset'; value: number } | { kind: 'base' } | { kind: 'role'; role: UiRole };
};

/** A text/background pair (the FG / BG tab). */
export type GeneratorPair = { fg: string; bg: string };

/** What a tab shows for one base colour. */
export type GeneratorResult = { kind: 'swatches'; swatches: GeneratorSwatch[] } | { kind: 'pairs'; pairs: GeneratorPair[] };

/** A generator tab: its id (also the URL value), the core scheme behind it and the scheme's options. */
export type GeneratorTab = {
  readonly id: GeneratorTabId;
  readonly scheme: SchemeId;
  readonly options?: SchemeOptions;
  /** 'pairs' for FG / BG (the scheme is a flat [fg, bg, …] list), else 'swatches'. */
  readonly layout: 'swatches' | 'pairs';
  /** Hue offsets of the swatches (hue-rotation tabs), to caption them. */
  readonly offsets?: readonly number[];
  /** Whether the swatches are mixes toward black or white (captioned with the amount). */
  readonly mix?: boolean;
  /** Whether the swatches are the UI set (captioned with their roles). */
  readonly roles?: boolean;
};

/** The tabs in display order (SPEC §2); the same-lightness ring uses radius 40 here (SPEC §9). */
export const GENERATOR_TABS: readonly GeneratorTab[] = [
  { id: 'alternative', scheme: 'alternative', layout: 'swatches', offsets: ALTERNATIVE_OFFSETS },
  { id: 'shade', scheme: 'shade', options: { count: DEFAULT_SCALE_COUNT }, layout: 'swatches', mix: true },
  { id: 'tint', scheme: 'tint', options: { count: DEFAULT_SCALE_COUNT }, layout: 'swatches', mix: true },
  { id: 'gray', scheme: 'gray', layout: 'swatches' },
  { id: 'hue', scheme: 'hue', layout: 'swatches', offsets: HUE_WHEEL_OFFSETS },
  { id: 'ui', scheme: 'ui', layout: 'swatches', roles: true },
  { id: 'fgbg', scheme: 'fgbg', layout: 'pairs' },
  { id: 'same-lightness', scheme: 'same-lightness', options: { radius: DEFAULT_RING_RADIUS }, layout: 'swatches' },
];

/** The tab shown when the URL names none (or an unknown one). */
export const DEFAULT_TAB: GeneratorTabId = 'alternative';

/** Returns true when `x` is a generator tab id. */
export function isGeneratorTabId(x: unknown): x is GeneratorTabId {
  return typeof x === 'string' && GENERATOR_TABS.some((tab) => tab.id === x);
}

/**
 * Returns the tab with an id. An unknown id here is a programming error (URL input is validated before), so it
 * throws (SPEC §8 'Undefined generator tab: internal error').
 * @throws Error for an unknown tab id.
 */
export function generatorTab(id: GeneratorTabId): GeneratorTab {
  const tab = GENERATOR_TABS.find((candidate) => candidate.id === id);
  if (!tab) throw new Error(`不明なジェネレーターのタブです: ${String(id)}`);
  return tab;
}

/** Returns what a tab shows for a base '#rrggbb' (empty for hue-based tabs of a grey). */
export function generate(id: GeneratorTabId, base: string): GeneratorResult {
  const tab = generatorTab(id);
  const codes = scheme(tab.scheme, base, tab.options);
  if (tab.layout === 'pairs') {
    const pairs: GeneratorPair[] = [];
    for (let i = 0; i + 1 < codes.length; i += 2) pairs.push({ fg: codes[i], bg: codes[i + 1] });
    return { kind: 'pairs', pairs };
  }
  const swatches = codes.map<GeneratorSwatch>((code, i) => {
    if (tab.mix) return { code, detail: { kind: 'mix', value: Math.round(((i + 1) * 100) / (codes.length + 1)) } };
    if (tab.roles) return { code, detail: { kind: 'role', role: UI_ROLES[i] } };
    const offset = tab.offsets?.[i];
    if (offset === undefined) return { code };
    return offset === 0 ? { code, detail: { kind: 'base' } } : { code, detail: { kind: 'offset', value: offset } };
  });
  return { kind: 'swatches', swatches };
}

/** Returns the codes a result shows, each once, in order (for copying or opening as a palette). */
export function resultCodes(result: GeneratorResult): string[] {
  const codes = result.kind === 'pairs' ? result.pairs.flatMap((pair) => [pair.fg, pair.bg]) : result.swatches.map((s) => s.code);
  return [...new Set(codes)];
}
