/**
 * Colour systems from real design systems (their colours read at build time, src/build/systemPresets/): a preset
 * becomes a system whose rows reproduce its hues (each row's own curves pass through its published colours), and
 * whose template, the curves a new hue is given, is fitted from its hues (dittoTones' idea: a hue added later takes on
 * the system's character). The fit, per appearance, over the chromatic hues (the greys apart, for a neutral row):
 *  - lightness at each step: the mean OKLCH lightness;
 *  - chroma at each step: the mean of each hue's chroma over its chroma at the base step (the step where the hues are
 *    most saturated on average), so the base step is 1;
 *  - hue drift at each step: the mean of each hue's hue minus its hue at the base step, over the hues with chroma at
 *    that step (a grey step's hue is noise).
 * A preset without a dark scale reads its steps the other way round in dark, as createSystem does for Tailwind.
 * `leaveOneOut` measures the fit as the bench reports it: each chromatic hue rebuilt from its base colour on curves
 * fitted without it, ΔE_OK ×100 per step against the published colour.
 */
import { deltaEOK } from '../convert/gamutMap.ts';
import { labToLch } from '../convert/labToLch.ts';
import { encodeOklch, packedToOklab } from '../generate/paletteWork.ts';
import { SYSTEM_APPEARANCES, SYSTEM_MAX_ROWS, type ChannelCurves, type ColorSystem, type SystemAppearance, type SystemRow } from './systemRules.ts';
import { packCode, planRow } from './systemPlan.ts';

/** A design system's colours as the build writes them (src/build/systemPresets/types.ts, less the package's details). */
export type PresetData = {
  readonly id: string;
  readonly name: string;
  readonly steps: readonly string[];
  readonly background: { readonly light: string; readonly dark: string };
  readonly hues: readonly { readonly name: string; readonly light: readonly string[]; readonly dark?: readonly string[] }[];
  readonly neutrals: readonly string[];
};

type Lch = readonly [number, number, number];

/** Returns OKLCH of a code; a grey's hue is 0. */
function lchOf(code: string): Lch {
  const [l, c, h] = labToLch(packedToOklab(packCode(code)));
  return [l, c, Number.isNaN(h) ? 0 : h];
}

/** Returns a hue difference in (−180, 180]. */
const turn = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const points = (values: readonly number[]) => ({ kind: 'points' as const, values: values.map(round4) });

/** Returns a hue's colours in one appearance: its own dark scale, or its light one read the other way round. */
function scaleOf(hue: PresetData['hues'][number], appearance: SystemAppearance): readonly string[] {
  return appearance === 'light' ? hue.light : (hue.dark ?? [...hue.light].reverse());
}

/** Returns the step where the hues are most saturated on average (relative to each hue's peak): the base step. */
export function presetBaseStep(scales: readonly (readonly Lch[])[]): number {
  const n = scales[0]?.length ?? 0;
  const mean = Array.from({ length: n }, (_, i) => scales.reduce((sum, lch) => sum + lch[i][1] / Math.max(1e-9, Math.max(...lch.map((x) => x[1]))), 0));
  return mean.indexOf(Math.max(...mean));
}

/**
 * Returns the curves fitted to scales (OKLCH per step) around the base step `s` (see the file comment); a step's hue
 * counts where its chroma and the base step's reach `hueChroma` (a hue's own curves take every hue it has). Chroma and
 * hue are relative to each scale's base in `bases` (the dark curves to the light scales' bases: a row has one base).
 */
export function fitCurves(scales: readonly (readonly Lch[])[], s: number, hueChroma = 0.02, bases: readonly (readonly Lch[])[] = scales): ChannelCurves {
  const n = scales[0].length;
  const lightness = Array.from({ length: n }, (_, i) => scales.reduce((sum, lch) => sum + lch[i][0], 0) / scales.length);
  const chroma = Array.from({ length: n }, (_, i) => scales.reduce((sum, lch, k) => sum + (bases[k][s][1] > 1e-4 ? lch[i][1] / bases[k][s][1] : 0), 0) / scales.length);
  const hue = Array.from({ length: n }, (_, i) => {
    const turns = scales.flatMap((lch, k) => (lch[i][1] >= hueChroma && bases[k][s][1] >= hueChroma ? [turn(lch[i][2], bases[k][s][2])] : []));
    return turns.length ? turns.reduce((a, b) => a + b, 0) / turns.length : 0;
  });
  return { lightness: points(lightness), chroma: points(chroma), hue: points(hue) };
}

/** Returns the chromatic hues' and the greys' OKLCH scales of a preset in one appearance. */
function scalesOf(preset: PresetData, appearance: SystemAppearance) {
  const neutral = new Set(preset.neutrals);
  const of = (hues: PresetData['hues']) => hues.map((hue) => scaleOf(hue, appearance).map(lchOf));
  return { chromatic: of(preset.hues.filter((h) => !neutral.has(h.name))), greys: of(preset.hues.filter((h) => neutral.has(h.name))) };
}

/** Returns the system of a preset: its steps and backgrounds, a row per hue on its own curves, and the fitted template. */
export function presetSystem(preset: PresetData): ColorSystem {
  const light = scalesOf(preset, 'light');
  const s = presetBaseStep(light.chromatic.length ? light.chromatic : light.greys);
  const lightBases = light.chromatic.length ? light.chromatic : light.greys;
  const template = Object.fromEntries(
    SYSTEM_APPEARANCES.map((appearance) => {
      const { chromatic, greys } = scalesOf(preset, appearance);
      return [appearance, fitCurves(chromatic.length ? chromatic : greys, s, 0.02, lightBases)];
    }),
  ) as Record<SystemAppearance, ChannelCurves>;
  const rows = preset.hues.slice(0, SYSTEM_MAX_ROWS).map((hue, k): SystemRow => {
    const base = [scaleOf(hue, 'light').map(lchOf)];
    const curves = Object.fromEntries(SYSTEM_APPEARANCES.map((appearance) => [appearance, fitCurves([scaleOf(hue, appearance).map(lchOf)], s, 1e-6, base)])) as SystemRow['curves'];
    return { id: `row-${k + 1}`, name: hue.name, color: hue.light[s], step: s, locked: false, curves, overrides: { light: {}, dark: {} } };
  });
  return { name: preset.name, steps: [...preset.steps], targets: preset.steps.map(() => null), background: { ...preset.background }, rows, template };
}

/**
 * Returns how well a preset's fitted curves make a hue of its own: each chromatic hue (light appearance) rebuilt from
 * its base colour, locked at the base step, on the curves fitted without it: the mean ΔE_OK ×100 at each step and over all.
 */
export function leaveOneOut(preset: PresetData): { perStep: number[]; mean: number } {
  const { chromatic } = scalesOf(preset, 'light');
  const neutral = new Set(preset.neutrals);
  const hues = preset.hues.filter((h) => !neutral.has(h.name));
  const n = preset.steps.length;
  const s = presetBaseStep(chromatic);
  const sums = new Array<number>(n).fill(0);
  if (chromatic.length < 2) return { perStep: sums, mean: 0 };
  hues.forEach((hue, k) => {
    const curves = fitCurves(chromatic.filter((_, j) => j !== k), s);
    const row: SystemRow = { id: 'x', name: hue.name, color: hue.light[s], step: s, locked: true, curves: { light: curves, dark: curves }, overrides: { light: {}, dark: {} } };
    planRow(row, 'light', n).forEach((cell, i) => {
      sums[i] += deltaEOK(packedToOklab(encodeOklch(cell.l, cell.c, cell.h)), packedToOklab(packCode(hue.light[i]))) * 100;
    });
  });
  const perStep = sums.map((sum) => sum / hues.length);
  return { perStep, mean: perStep.reduce((a, b) => a + b, 0) / n };
}
